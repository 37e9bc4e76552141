package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.ByteBuffer;
import java.sql.Connection;
import java.sql.Statement;
import java.util.Map;
import keeptable.server.Harness.Response;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The server's answers to faults and to hostile input, over real HTTP and WebSocket on both
 * databases: liveness apart from readiness, a failing store answered with a JSON 503, input refused
 * before it reaches PostgreSQL or a log line, and the browser's defences (JSON and same origin for
 * every change, no framing, refusals for binary frames and odd socket paths).
 */
class DefenceTest extends LoggedServerCase {
    private static final String JSON = "application/json";

    private void alter(String sql) throws Exception {
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.execute(sql);
        }
    }

    private Response createWith(String seat, String rest) throws Exception {
        return Harness.post(port, "/api/tables", "{\"game\":\"killmans-keep\",\"seats\":[" + seat
                + ",{\"kind\":\"random\"}]" + rest + "}");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void readinessIsApartFromLivenessAndAFailingStoreAnswers503(String kind) throws Exception {
        start(kind);
        assertEquals(200, Harness.get(port, "/health").status());
        Response ready = Harness.get(port, "/ready");
        assertEquals(200, ready.status(), ready.toString());
        assertEquals("ready", ready.body().get("status").asText());

        alter("ALTER TABLE table_seats RENAME TO table_seats_away");
        Response created = Harness.post(port, "/api/tables", "{\"game\":\"relay\",\"seats\":[{\"kind\":\"human\"}]}");
        assertEquals(503, created.status(), created.toString());
        assertTrue(created.body().get("error").asText().startsWith("the game store failed"), created.toString());

        alter("ALTER TABLE game_tables RENAME TO game_tables_away");
        assertEquals(200, Harness.get(port, "/health").status(), "the process lives");
        Response notReady = Harness.get(port, "/ready");
        assertEquals(503, notReady.status(), notReady.toString());
        assertTrue(notReady.body().get("reason").asText().startsWith("the store takes no writes"),
                notReady.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void inputIsCheckedTheWayTheStoreAndTheLogsNeedIt(String kind) throws Exception {
        start(kind);
        Response nul = createWith("{\"kind\":\"human\",\"name\":\"A\\u0000B\"}", "");
        assertEquals(400, nul.status(), nul.toString());
        Response forged = createWith("{\"kind\":\"human\",\"name\":\"Ann\\r\\n2026 INFO event=forged\"}", "");
        assertEquals(400, forged.status(), forged.toString());
        assertTrue(forged.body().get("error").asText().contains("control characters"), forged.toString());
        Response longSpec = createWith("{\"kind\":\"ismcts:" + "0".repeat(95) + "1\"}", "");
        assertEquals(400, longSpec.status(), longSpec.toString());
        for (String seed : new String[] {"\"abc\"", "[]", "{}", "1.5", "true", "123456789012345678901234567890"}) {
            Response r = createWith("{\"kind\":\"human\"}", ",\"seed\":" + seed);
            assertEquals(400, r.status(), "seed " + seed + ": " + r);
        }
        assertEquals(201, createWith("{\"kind\":\"human\"}", ",\"seed\":-42").status());

        // a path with a line break in it is logged on one line
        assertEquals(404, Harness.get(port, "/api/tables/abc%0D%0A2026%20INFO%20event=forged").status());
        Thread.sleep(100);
        for (String line : log.text().split("\n")) {
            assertFalse(line.startsWith("2026 INFO event=forged"), "a forged log line: " + line);
        }

        // a choice's number with a fraction is no index
        JsonNode t = Harness.create(port, "killmans-keep", 7, "human", "random");
        String token = t.get("tokens").get("0").asText();
        Ws me = seat(t.get("id").asText(), token);
        JsonNode s = me.await(m -> ServerSuite.isState(m) && m.has("choices"));
        ObjectNode fractional = null;
        for (JsonNode c : s.get("choices")) {
            for (Map.Entry<String, JsonNode> f : c.get("choice").properties()) {
                if (fractional == null && f.getValue().isInt()) {
                    fractional = c.get("choice").deepCopy();
                    fractional.put(f.getKey(), f.getValue().asInt() + 0.7);
                }
            }
        }
        assertTrue(fractional != null, "a choice with a number: " + s.get("choices"));
        me.choose(token, s.get("step").asInt(), fractional);
        JsonNode refused = me.await(m -> m.path("type").asText().equals("refused"));
        assertTrue(refused.get("reason").asText().startsWith("malformed choice"), refused.toString());
        assertEquals(0, server.stateOf(t.get("id").asText()).step(), "nothing was played");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aBodyIsOneJsonValueAndAChoiceKeepsItsTypes(String kind) throws Exception {
        start(kind);
        Response trailing = createWith("{\"kind\":\"human\"}", "} and more");
        assertEquals(400, trailing.status(), "trailing garbage after the body: " + trailing);
        assertEquals(400, Harness.post(port, "/api/tables", "{\"game\":\"killmans-keep\",\"seats\":[{\"kind\":"
                + "\"human\"},{\"kind\":\"random\"}]} {\"game\":\"the-keep\"}").status(), "a second value");
        assertEquals(400, Harness.post(port, "/api/campaigns", "{\"game\":\"relay\"}]").status());
        assertEquals(0, Harness.get(port, "/api/tables").body().get("total").asInt(), "nothing was made");

        JsonNode t = Harness.create(port, "killmans-keep", 7, "human", "random");
        String id = t.get("id").asText();
        String token = t.get("tokens").get("0").asText();
        Ws me = seat(id, token);
        JsonNode s = me.await(m -> ServerSuite.isState(m) && m.has("choices"));
        ObjectNode inWords = null;
        JsonNode legal = null;
        for (JsonNode c : s.get("choices")) {
            for (Map.Entry<String, JsonNode> f : c.get("choice").properties()) {
                if (inWords == null && f.getValue().isInt()) {
                    legal = c.get("choice");
                    inWords = legal.deepCopy();
                    inWords.put(f.getKey(), f.getValue().asText()); // the same number, as a string
                }
            }
        }
        assertTrue(inWords != null, "a choice with a number: " + s.get("choices"));
        me.choose(token, 0, inWords);
        JsonNode refused = me.await(m -> m.path("type").asText().equals("refused"));
        assertTrue(refused.get("reason").asText().startsWith("malformed choice"), refused.toString());
        me.send("{\"type\":\"choice\",\"token\":\"" + token + "\",\"step\":0,\"choice\":" + legal + "} trailing");
        refused = me.await(m -> m.path("type").asText().equals("refused"));
        assertTrue(refused.get("reason").asText().startsWith("malformed message"), refused.toString());
        assertEquals(0, server.stateOf(id).step(), "nothing was played");
        me.choose(token, 0, legal);
        me.await(m -> ServerSuite.isState(m) && m.get("step").asInt() == 1);
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void theBrowsersDefencesHold(String kind) throws Exception {
        start(kind);
        String body = "{\"game\":\"relay\",\"seats\":[{\"kind\":\"human\"},{\"kind\":\"open\"}]}";
        assertEquals(415, Harness.request(port, "POST", "/api/tables", body, "Content-Type", "text/plain").status(),
                "a plain-text POST, as any web form may send, is refused");
        assertEquals(415, Harness.request(port, "POST", "/api/tables", body).status());
        Response foreign = Harness.request(port, "POST", "/api/tables", body, "Content-Type", JSON,
                "Origin", "http://evil.example");
        assertEquals(403, foreign.status(), foreign.toString());
        Response own = Harness.request(port, "POST", "/api/tables", body, "Content-Type", JSON,
                "Origin", "http://127.0.0.1:" + port);
        assertEquals(201, own.status(), own.toString());
        String id = own.body().get("id").asText();
        assertEquals(415, Harness.request(port, "POST", "/api/tables/" + id + "/seats/1/join", "{}",
                "Content-Type", "text/plain").status());
        assertEquals(403, Harness.request(port, "POST", "/api/tables/" + id + "/seats/1/join", "{}",
                "Content-Type", JSON, "Origin", "https://evil.example").status());
        assertEquals(200, Harness.request(port, "POST", "/api/tables/" + id + "/seats/1/join", "{}",
                "Content-Type", JSON).status(), "no Origin: not a browser's cross-site request");

        HttpResponse<String> page = Harness.HTTP.send(HttpRequest.newBuilder(
                URI.create("http://127.0.0.1:" + port + "/table.html")).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, page.statusCode());
        assertEquals("DENY", page.headers().firstValue("X-Frame-Options").orElse(""));
        assertEquals("frame-ancestors 'none'", page.headers().firstValue("Content-Security-Policy").orElse(""));

        // a binary frame gets a refusal
        Ws me = seat(id, own.body().get("tokens").get("0").asText());
        me.await(ServerSuite::isState);
        me.socket.sendBinary(ByteBuffer.wrap(new byte[] {1, 2, 3}), true).join();
        JsonNode refused = me.await(m -> m.path("type").asText().equals("refused"));
        assertTrue(refused.get("reason").asText().contains("binary"), refused.toString());

        // an odd socket path is refused cleanly, without a stack trace in the log
        log.reset();
        try {
            Ws odd = new Ws(port, "..%2F..", 0);
            sockets.add(odd);
            JsonNode m = odd.next();
            assertEquals("error", m.get("type").asText(), m.toString());
        } catch (Exception refusedAtHandshake) {
            // a refusal at the handshake (a 4xx) is clean too
        }
        Thread.sleep(200);
        String logged = log.text();
        assertFalse(logged.contains("Exception"), logged);
        assertFalse(logged.contains("\tat "), logged);
    }
}
