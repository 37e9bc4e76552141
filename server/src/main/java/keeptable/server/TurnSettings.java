package keeptable.server;

import java.util.List;

/**
 * The server's settings for turn-based tables and their notices.
 *
 * @param minMoveSeconds the shortest move time a table may ask for ({@code serve --min-move-seconds}; an hour
 *                       unless lowered, for tests and trials)
 * @param publicUrl      where players reach this server, for the links in notices (null: http://localhost:PORT)
 * @param smtp           the SMTP server e-mail goes through, or null: no e-mail is sent
 * @param webhookAllow   addresses or blocks of private networks webhooks may reach ({@code --webhook-allow})
 * @param pollMs         how often clocks and the notices to send are looked at
 * @param retryBaseMs    the first wait before a failed notice is tried again (it doubles each time)
 */
public record TurnSettings(int minMoveSeconds, String publicUrl, Mailer.Settings smtp, List<String> webhookAllow,
                           long pollMs, long retryBaseMs) {
    public TurnSettings {
        webhookAllow = List.copyOf(webhookAllow);
        webhookAllow.forEach(WebhookAddresses::checked);
        if (minMoveSeconds < 1 || minMoveSeconds > TurnBased.SHORTEST_SECONDS) {
            throw new IllegalArgumentException("--min-move-seconds must be from 1 to " + TurnBased.SHORTEST_SECONDS);
        }
        if (publicUrl != null && !publicUrl.matches("https?://[^\\s]+")) {
            throw new IllegalArgumentException("--public-url must be the http:// or https:// address players use");
        }
    }

    public static TurnSettings defaults() {
        return new TurnSettings(TurnBased.SHORTEST_SECONDS, null, null, List.of(), 1_000, 10_000);
    }

    /** E-mail through this SMTP server: host, port, the address notices come from, and a user (or null) and password. */
    public TurnSettings withSmtp(String host, int port, String from, String user, String password, boolean startTls) {
        return new TurnSettings(minMoveSeconds, publicUrl, new Mailer.Settings(host, port, from, user, password,
                startTls), webhookAllow, pollMs, retryBaseMs);
    }

    public TurnSettings withMinMoveSeconds(int seconds) {
        return new TurnSettings(seconds, publicUrl, smtp, webhookAllow, pollMs, retryBaseMs);
    }

    public TurnSettings withPublicUrl(String url) {
        return new TurnSettings(minMoveSeconds, url, smtp, webhookAllow, pollMs, retryBaseMs);
    }

    public TurnSettings withWebhookAllow(List<String> allowed) {
        return new TurnSettings(minMoveSeconds, publicUrl, smtp, allowed, pollMs, retryBaseMs);
    }

    /** Faster clocks and retries, for tests. */
    public TurnSettings withTimes(long poll, long retryBase) {
        return new TurnSettings(minMoveSeconds, publicUrl, smtp, webhookAllow, poll, retryBase);
    }
}
