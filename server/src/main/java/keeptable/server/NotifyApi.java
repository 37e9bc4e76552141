package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.net.URI;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.Iterator;

/**
 * Where the logged-in player is told that it is their turn or that a game of theirs ended
 * ({@code GET/PUT /api/me/notify}): a webhook (a Discord or Slack incoming webhook, an ntfy topic, any
 * URL taking a JSON POST) and an e-mail address, each optional. A webhook on a private, loopback or
 * reserved address is refused (see {@link WebhookAddresses}); an e-mail address only where the server
 * has an SMTP server. One account sets only its own.
 */
final class NotifyApi {
    private final Sessions sessions;
    private final Db db;
    private final ObjectMapper json;
    private final WebhookAddresses addresses;
    private final boolean mails;

    NotifyApi(Sessions sessions, Db db, ObjectMapper json, WebhookAddresses addresses, boolean mails) {
        this.sessions = sessions;
        this.db = db;
        this.json = json;
        this.addresses = addresses;
        this.mails = mails;
    }

    void show(Context ctx) {
        Account a = sessions.required(ctx);
        String[] now = db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT webhook, email FROM notify_settings WHERE account = ?")) {
                p.setString(1, a.key());
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? new String[] {r.getString(1), r.getString(2)} : new String[2];
                }
            }
        });
        Http.send(ctx, answer(now[0], now[1]));
    }

    /** {@code {"webhook": URL or null, "email": ADDRESS or null}}: a field left out or null is none. */
    void set(Context ctx) {
        Account a = sessions.required(ctx);
        JsonNode b = Http.body(ctx, json);
        if (!b.isObject()) {
            throw new ApiError(400, "send {\"webhook\": URL or null, \"email\": ADDRESS or null}");
        }
        for (Iterator<String> names = b.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("webhook") && !name.equals("email")) {
                throw new ApiError(400, "no setting '" + Text.quoted(name) + "': there are webhook and email");
            }
        }
        String webhook = text(b, "webhook");
        String email = text(b, "email");
        if (webhook != null) {
            URI u = WebhookAddresses.parse(webhook);
            String refused = addresses.refusal(u);
            if (refused != null) {
                throw new ApiError(400, refused);
            }
        }
        if (email != null) {
            if (!mails) {
                throw new ApiError(400, "this server sends no e-mail (it was started without --smtp): choose a webhook");
            }
            Mailer.checked(email);
        }
        db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("INSERT INTO notify_settings (account, webhook, email,"
                    + " updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (account) DO UPDATE SET webhook = EXCLUDED.webhook,"
                    + " email = EXCLUDED.email, updated_at = EXCLUDED.updated_at")) {
                p.setString(1, a.key());
                p.setString(2, webhook);
                p.setString(3, email);
                p.setLong(4, System.currentTimeMillis());
                p.executeUpdate();
            }
            return null;
        });
        Http.send(ctx, answer(webhook, email));
    }

    private static String text(JsonNode b, String field) {
        JsonNode n = b.get(field);
        if (n == null || n.isNull() || n.isTextual() && n.asText().isBlank()) {
            return null;
        }
        if (!n.isTextual()) {
            throw new ApiError(400, field + " must be text or null");
        }
        return n.asText().strip();
    }

    private ObjectNode answer(String webhook, String email) {
        ObjectNode n = json.createObjectNode();
        n.put("webhook", webhook);
        n.put("email", email);
        n.put("emailAvailable", mails);
        return n;
    }
}
