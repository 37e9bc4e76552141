package keeptable.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

/**
 * Posts notices to webhooks: one JSON object that Discord ({@code content}) and Slack ({@code text})
 * incoming webhooks read as the message, and that ntfy shows as it is; with the title, the link and the
 * players for other receivers. The host's addresses are checked before each post (see
 * {@link WebhookAddresses}), a redirect is a failure (never followed), and every wait is bounded.
 */
final class Webhooks {
    private final WebhookAddresses addresses;
    private final ObjectMapper json;
    private final HttpClient http = HttpClient.newBuilder().followRedirects(HttpClient.Redirect.NEVER)
            .connectTimeout(Duration.ofSeconds(10)).build();

    Webhooks(WebhookAddresses addresses, ObjectMapper json) {
        this.addresses = addresses;
        this.json = json;
    }

    /** Posts one notice; throws with the reason if it was not taken (refused address, redirect, error status). */
    void post(String url, String subject, String body, String link) throws IOException, InterruptedException {
        URI u = WebhookAddresses.parse(url);
        String refused = addresses.refusal(u);
        if (refused != null) {
            throw new IOException(refused);
        }
        ObjectNode n = json.createObjectNode();
        String text = subject + "\n" + body;
        n.put("content", text);
        n.put("text", text);
        n.put("title", subject);
        n.put("url", link);
        HttpResponse<Void> r = http.send(HttpRequest.newBuilder(u).timeout(Duration.ofSeconds(10))
                .header("Content-Type", "application/json").header("User-Agent", "keeptable")
                .POST(HttpRequest.BodyPublishers.ofString(n.toString())).build(), HttpResponse.BodyHandlers.discarding());
        if (r.statusCode() >= 300 && r.statusCode() < 400) {
            throw new IOException("the webhook answered with a redirect (" + r.statusCode() + "), which is not followed");
        }
        if (r.statusCode() >= 400) {
            throw new IOException("the webhook answered " + r.statusCode());
        }
    }
}
