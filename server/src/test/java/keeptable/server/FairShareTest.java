package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import keeptable.server.Harness.Response;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.api.Test;

/**
 * Bot time shared fairly, over real HTTP and WebSocket: one client's tables of long searches cannot
 * make another client's bots late, a client keeps only so many tables with search bots running, and
 * {@code /ready} answers from how late bot moves run, not from how many are queued. Clients are told
 * apart by {@code X-Forwarded-For} behind a trusted proxy (the test itself).
 */
class FairShareTest extends ServerCase {
    private static final String ATTACKER = "198.51.100.7";
    private static final String PLAYER = "203.0.113.9";

    private Response createFor(String client, String game, String... kinds) throws Exception {
        StringBuilder seats = new StringBuilder();
        for (int i = 0; i < kinds.length; i++) {
            seats.append(i == 0 ? "" : ",").append("{\"kind\":\"").append(kinds[i]).append("\"}");
        }
        return Harness.request(port, "POST", "/api/tables", "{\"game\":\"" + game + "\",\"seats\":[" + seats + "]}",
                "Content-Type", "application/json", "X-Forwarded-For", client);
    }

    private String created(String client, String game, String... kinds) throws Exception {
        Response r = createFor(client, game, kinds);
        assertEquals(201, r.status(), r.toString());
        return r.body().get("id").asText();
    }

    /** The times between a table's steps, as a spectator hears them, for its first {@code steps} steps. */
    private List<Long> stepTimes(String table, int steps) throws Exception {
        Ws watcher = Ws.spectator(port, table);
        sockets.add(watcher);
        List<Long> gaps = new ArrayList<>();
        JsonNode first = watcher.await(ServerSuite::isState);
        int step = first.get("step").asInt();
        long last = System.nanoTime();
        while (gaps.size() < steps) {
            JsonNode m = watcher.await(ServerSuite::isState);
            if (m.get("over").asBoolean()) {
                break;
            }
            if (m.get("step").asInt() > step) {
                long now = System.nanoTime();
                gaps.add((now - last) / 1_000_000);
                last = now;
                step = m.get("step").asInt();
            }
        }
        return gaps;
    }

    @Test
    void oneClientsLongSearchesDoNotMakeAnotherClientsBotsLate() throws Exception {
        start("sqlite", c -> c.withBots(1, 100).withTrustedProxies(List.of("127.0.0.1"))
                .withLimits(Limits.defaults().withSearchTables(12)));
        for (int i = 0; i < 4; i++) {
            created(ATTACKER, "the-keep", "ismcts:2000ms", "ismcts:2000ms", "ismcts:2000ms");
        }
        Thread.sleep(300); // the attacker's searches have begun
        String mine = created(PLAYER, "the-keep", "random", "random", "random");
        List<Long> gaps = stepTimes(mine, 8);
        assertTrue(gaps.size() >= 5, "the table played on: " + gaps);
        long slowest = gaps.stream().mapToLong(Long::longValue).max().orElseThrow();
        assertTrue(slowest < 2_000, "each bot move of another client's table answers within 2 s, not after the"
                + " attacker's 2 s searches queued before it: " + gaps + " ms");
    }

    @Test
    void aClientKeepsOnlySoManyTablesWithSearchBotsRunning() throws Exception {
        start("sqlite", c -> c.withBots(1, 100).withTrustedProxies(List.of("127.0.0.1"))
                .withLimits(Limits.defaults().withSearchTables(2)));
        created(ATTACKER, "killmans-keep", "human", "ismcts:100ms");
        created(ATTACKER, "killmans-keep", "human", "ismcts");
        Response third = createFor(ATTACKER, "killmans-keep", "human", "ismcts:100ms");
        assertEquals(429, third.status(), third.toString());
        assertTrue(third.body().get("error").asText().contains("at most 2 tables with search bots"), third.toString());
        assertTrue(third.body().get("error").asText().contains("--search-tables-per-client"), third.toString());
        created(ATTACKER, "killmans-keep", "human", "heuristic"); // quicker bots are not counted
        created(PLAYER, "killmans-keep", "human", "ismcts:100ms"); // another client has its own
    }

    @Test
    void readyTurnsUnavailableWhenBotMovesAreReallyLateNotWhenManyAreQueued() throws Exception {
        start("sqlite", c -> c.withBots(1, 0).withHintMillis(5_000).withTrustedProxies(List.of("127.0.0.1"))
                .withLimits(new Limits(20_000, 5_000, 100, 30)));
        // a load that plays fine: one client's 40 tables of quick bots queue behind each other, not before anyone
        for (int i = 0; i < 40; i++) {
            created(ATTACKER, "the-keep", "random", "random", "random");
        }
        String mine = created(PLAYER, "the-keep", "random", "random", "random");
        for (int i = 0; i < 10; i++) {
            Response ready = Harness.get(port, "/ready");
            assertEquals(200, ready.status(), "many moves queued, none late: " + ready);
            Thread.sleep(100);
        }
        assertTrue(Harness.get(port, "/api/tables/" + mine).body().get("step").asInt() >= 5, "the load plays");

        // sixteen clients with long searches each: every client's next slice waits for fifteen others (4 s)
        for (int c = 1; c <= 16; c++) {
            created("198.51.100." + c, "the-keep", "ismcts:5000ms", "ismcts:5000ms", "ismcts:5000ms");
        }
        long until = System.currentTimeMillis() + 20_000;
        Response ready = Harness.get(port, "/ready");
        while (ready.status() == 200 && System.currentTimeMillis() < until) {
            Thread.sleep(100);
            ready = Harness.get(port, "/ready");
        }
        assertEquals(503, ready.status(), "bot moves wait seconds for a thread: " + ready);
        assertTrue(ready.body().get("reason").asText().startsWith("bot moves are running late"), ready.toString());
    }

    @Test
    void aLongHintDoesNotMakeAnotherClientsBotsLate() throws Exception {
        start("sqlite", c -> c.withBots(1, 100).withHintMillis(5_000).withTrustedProxies(List.of("127.0.0.1")));
        Response hinted = createFor(ATTACKER, "killmans-keep", "human", "random");
        String table = hinted.body().get("id").asText();
        String token = hinted.body().get("tokens").get("0").asText();
        seat(table, token).await(m -> ServerSuite.isState(m) && m.has("choices"));
        var hint = Harness.HTTP.sendAsync(java.net.http.HttpRequest.newBuilder(
                        java.net.URI.create("http://127.0.0.1:" + port + "/api/tables/" + table + "/hint"))
                .header("Content-Type", "application/json").header("X-Forwarded-For", ATTACKER)
                .POST(java.net.http.HttpRequest.BodyPublishers.ofString("{\"token\":\"" + token + "\"}")).build(),
                java.net.http.HttpResponse.BodyHandlers.ofString());
        Thread.sleep(300); // the hint's search has begun on the only bot thread
        String mine = created(PLAYER, "the-keep", "random", "random", "random");
        List<Long> gaps = stepTimes(mine, 8);
        assertFalse(hint.isDone(), "the moves were timed while the hint searched");
        assertTrue(gaps.size() >= 5, "the table played on: " + gaps);
        long slowest = gaps.stream().mapToLong(Long::longValue).max().orElseThrow();
        assertTrue(slowest < 2_000, "each bot move of another client's table answers within 2 s, not after the"
                + " 5 s hint on the only bot thread: " + gaps + " ms");
        assertEquals(200, hint.get().statusCode(), hint.get().body());
        assertTrue(Harness.JSON.readTree(hint.get().body()).get("why").asText().length() > 0, hint.get().body());
    }
}
