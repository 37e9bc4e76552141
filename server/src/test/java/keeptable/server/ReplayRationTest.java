package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import keeptable.server.Harness.Response;
import org.junit.jupiter.api.Test;

/**
 * Whole-game reading rationed over real HTTP: each client may ask for so many records and replay
 * steps a minute, and the server replays at most as many at once as it has bot threads, whatever the
 * readers, so readers cannot take the players' processors.
 */
class ReplayRationTest extends ServerCase {
    private Response read(String client, String path) throws Exception {
        return Harness.request(port, "GET", path, null, "X-Forwarded-For", client);
    }

    private String finishedGame() throws Exception {
        String id = Harness.create(port, "the-keep", 5, "random", "random", "random").get("id").asText();
        long deadline = System.currentTimeMillis() + 60_000;
        while (!Harness.get(port, "/api/tables/" + id).body().path("over").asBoolean()) {
            assertTrue(System.currentTimeMillis() < deadline, "table " + id + " finishes");
            Thread.sleep(50);
        }
        return id;
    }

    @Test
    void eachClientHasARationOfRecordsAndReplaySteps() throws Exception {
        start("sqlite", c -> c.withBots(1, 0).withTrustedProxies(List.of("127.0.0.1"))
                .withLimits(Limits.defaults().withReplaysPerMinute(4)));
        String id = finishedGame();
        assertEquals(200, read("203.0.113.1", "/api/tables/" + id + "/record").status());
        for (int step = 1; step <= 3; step++) {
            assertEquals(200, read("203.0.113.1", "/api/tables/" + id + "/replay?step=" + step).status());
        }
        Response fifth = read("203.0.113.1", "/api/tables/" + id + "/replay?step=4");
        assertEquals(429, fifth.status(), fifth.toString());
        assertTrue(fifth.body().get("error").asText().contains("at most 4 records and replay steps a minute"),
                fifth.toString());
        assertEquals(429, read("203.0.113.1", "/api/tables/" + id + "/record").status(), "the record counts too");
        assertEquals(200, read("203.0.113.2", "/api/tables/" + id + "/replay?step=4").status(),
                "another client has its own ration");
    }

    @Test
    void eightReadersAreReplayedOneAtATimeOnAServerOfOneBotThread() throws Exception {
        start("sqlite", c -> c.withBots(1, 0).withTrustedProxies(List.of("127.0.0.1")));
        String id = finishedGame();
        int steps = Harness.get(port, "/api/tables/" + id).body().get("step").asInt();
        ExecutorService readers = Executors.newFixedThreadPool(8);
        try {
            List<Future<Integer>> answers = new ArrayList<>();
            for (int r = 0; r < 8; r++) {
                String client = "198.51.100." + (r + 1);
                for (int i = 0; i < 20; i++) {
                    answers.add(readers.submit(() -> read(client, "/api/tables/" + id + "/replay?step=" + steps)
                            .status()));
                }
            }
            for (Future<Integer> a : answers) {
                assertEquals(200, a.get(), "every reader is answered in its turn");
            }
        } finally {
            readers.shutdownNow();
        }
        assertEquals(1, Harness.get(port, "/metrics").body().path("replaysAtOnce").asInt(),
                "never more than one replay worked on at once");
    }
}
