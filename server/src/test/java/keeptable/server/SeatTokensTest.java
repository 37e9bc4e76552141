package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.Statement;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Seat tokens on both databases, over real HTTP and WebSocket: the store keeps only their hashes, and a
 * token left unused for {@link SeatTokens#IDLE_DAYS} days no longer seats anyone.
 */
class SeatTokensTest extends ServerCase {
    private static final long DAY_MS = 24L * 3600 * 1000;

    private void lastUsed(String table, int seat, long daysAgo) throws Exception {
        try (Connection c = db.connect(); PreparedStatement p = c.prepareStatement(
                "UPDATE table_seats SET token_used_at = ? WHERE table_id = ? AND seat = ?")) {
            p.setLong(1, System.currentTimeMillis() - daysAgo * DAY_MS);
            p.setString(2, table);
            p.setInt(3, seat);
            assertEquals(1, p.executeUpdate());
        }
    }

    private JsonNode hello(String table, String token) throws Exception {
        return seat(table, token).await(m -> !m.path("type").asText().equals("ping"));
    }

    private Harness.Response replayAs(String table, int seat, String token) throws Exception {
        return Harness.request(port, "GET", "/api/tables/" + table + "/replay?step=0&seat=" + seat, null,
                ReplayApi.SEAT_TOKEN, token);
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void theStoreKeepsHashesAndATokenIdleForLongExpires(String kind) throws Exception {
        start(kind, c -> c.withAdminToken("moderator"));
        JsonNode t = Harness.create(port, "killmans-keep", 3, "human", "human", "open");
        String id = t.get("id").asText();
        String[] tokens = {t.get("tokens").get("0").asText(), t.get("tokens").get("1").asText(),
                Harness.post(port, "/api/tables/" + id + "/seats/2/join", "{}").body().get("token").asText()};
        for (int seat = 0; seat < 3; seat++) {
            String stored = db.query("SELECT token_hash FROM table_seats WHERE table_id = ? AND seat = " + seat, id);
            assertEquals(Secrets.hash(tokens[seat]), stored, "seat " + seat + " is kept as its token's SHA-256");
        }
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            assertThrows(java.sql.SQLException.class, () -> s.executeQuery("SELECT token FROM table_seats"),
                    "no column holds a token in plain text");
        }
        assertEquals("state", hello(id, tokens[0]).get("type").asText());

        lastUsed(id, 0, SeatTokens.IDLE_DAYS + 1);
        lastUsed(id, 1, SeatTokens.IDLE_DAYS - 1);
        server.close();
        start(kind, c -> c.withAdminToken("moderator"));
        JsonNode expired = hello(id, tokens[0]);
        assertEquals("refused", expired.get("type").asText(), expired.toString());
        assertTrue(expired.get("reason").asText().contains("expired"), expired.toString());
        assertEquals(403, Harness.post(port, "/api/tables/" + id + "/hint", "{\"token\":\"" + tokens[0] + "\"}")
                .status(), "nor does it ask for hints");
        assertEquals("state", hello(id, tokens[1]).get("type").asText(), "a token used 29 days ago still seats");
        long noted = Long.parseLong(db.query("SELECT token_used_at FROM table_seats WHERE table_id = ? AND seat = 1",
                id));
        assertTrue(System.currentTimeMillis() - noted < DAY_MS, "its use is noted: it has 30 days again");
        assertEquals("state", hello(id, tokens[2]).get("type").asText(), "a joined seat's token seats");
        assertFalse(Harness.get(port, "/api/tables/" + id).body().toString().contains(Secrets.hash(tokens[1])),
                "the hashes stay in the store");

        // a stopped game replays to a seat's token that has not expired, sent in a header and never in a URL
        assertEquals(200, Harness.request(port, "POST", "/api/admin/tables/" + id + "/stop", "{}",
                "Content-Type", "application/json", "Authorization", "Bearer moderator").status());
        assertEquals(200, replayAs(id, 1, tokens[1]).status());
        Harness.Response stale = replayAs(id, 0, tokens[0]);
        assertEquals(403, stale.status(), stale.toString());
        assertTrue(stale.body().get("error").asText().contains("expired"), stale.toString());
        assertEquals(400, Harness.get(port, "/api/tables/" + id + "/replay?step=0&seat=1&token=" + tokens[1])
                .status(), "a token in a URL");
        java.util.concurrent.CompletionException inTheUrl = assertThrows(
                java.util.concurrent.CompletionException.class, () -> Harness.HTTP.newWebSocketBuilder()
                        .buildAsync(java.net.URI.create("ws://127.0.0.1:" + port + "/ws/tables/" + id + "?token="
                                + tokens[1]), new java.net.http.WebSocket.Listener() { }).join());
        assertEquals(400, ((java.net.http.WebSocketHandshakeException) inTheUrl.getCause()).getResponse().statusCode(),
                "a socket asked for with a token in its URL");
    }
}
