package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A game whose rules throw ({@link BrittleGame}) behind the real server, on both databases: the
 * failure is logged with its stack trace, counted in /metrics, shown at the table and in the lobby,
 * never passed off as an illegal choice, never retried (not even after a restart), and the stored
 * record is kept.
 */
class RulesFailureTest extends LoggedServerCase {
    private static final String ADD_ONE = "{\"type\":\"Add\",\"amount\":1}";
    private static final String TRIP = "{\"type\":\"Trip\"}";

    private void restart() {
        server.close();
        server = db.start();
        port = server.port();
    }

    private long rulesFailures() throws Exception {
        return Harness.get(server.port(), "/metrics").body().get("rulesFailures").asLong();
    }

    private int storedChoices(String table) throws Exception {
        return Integer.parseInt(db.query("SELECT COUNT(*) FROM table_choices WHERE table_id = ?", table));
    }

    /** A Brittle table, its seat tokens, and the socket of seat 1, who has added one. */
    private record Opened(String id, JsonNode tokens, Ws socket) {
    }

    private Opened openAndAddOne(long seed, String... kinds) throws Exception {
        JsonNode t = Harness.create(server.port(), "brittle", seed, kinds);
        String id = t.get("id").asText();
        String token = t.get("tokens").get("0").asText();
        Ws me = seat(id, token);
        me.await(m -> m.has("choices"));
        me.choose(token, 0, Harness.JSON.readTree(ADD_ONE));
        return new Opened(id, t.get("tokens"), me);
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aChoiceWhoseRulesThrowStopsTheTableInTheOpen(String kind) throws Exception {
        start(kind);
        Opened t = openAndAddOne(1, "human", "human");
        String id = t.id();
        Ws a = t.socket();
        String second = t.tokens().get("1").asText();
        Ws b = seat(id, second);
        Ws watcher = Ws.spectator(server.port(), id);
        sockets.add(watcher);
        b.await(m -> m.has("choices") && m.get("step").asInt() == 1);
        assertEquals(0, rulesFailures());

        b.choose(second, 1, Harness.JSON.readTree(TRIP));
        String expected = "the rules failed at step 1 (playing 'Trip[]' for seat 2); the game is kept";
        for (Ws w : List.of(a, b, watcher)) {
            JsonNode stopped = w.await(m -> m.has("problem"));
            assertEquals(expected, stopped.get("problem").asText());
            assertFalse(stopped.has("choices"), "nobody is offered a choice at a stopped table");
        }
        assertEquals(expected, b.await(m -> m.path("type").asText().equals("refused")).get("reason").asText(),
                "the mover hears that the rules failed, not that its choice was illegal");
        assertEquals(expected, Harness.get(server.port(), "/api/tables/" + id).body().get("problem").asText());
        assertEquals(1, rulesFailures());
        String logged = log.text();
        assertTrue(logged.contains("event=rules_failed table=" + id), logged);
        assertTrue(logged.contains(BrittleGame.TRIP_FAILURE), "the exception is logged");
        assertTrue(logged.contains("at keeptable.server.BrittleGame$Count.apply"), "with its stack trace");

        b.choose(second, 1, Harness.JSON.readTree(ADD_ONE));
        assertEquals("this table is stopped: " + expected,
                b.await(m -> m.path("type").asText().equals("refused")).get("reason").asText());
        assertEquals(1, storedChoices(id), "the record is kept as it was");
        assertEquals(expected, db.query("SELECT stopped FROM game_tables WHERE id = ?", id));

        restart();
        assertEquals(expected, server.problemOf(id), "still stopped after a restart under the same rules");
        assertEquals(1, server.stateOf(id).step(), "its record replays up to the failure");
        assertEquals(0, rulesFailures(), "nothing is tried again");
        assertEquals(1, storedChoices(id));
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aBotThatThrowsStopsTheTableInsteadOfStalling(String kind) throws Exception {
        start(kind);
        Opened t = openAndAddOne(2, "human", "heuristic");
        String id = t.id();
        Ws me = t.socket();
        JsonNode stopped = me.await(m -> m.has("problem"));
        String expected = "the rules failed at step 1 (the heuristic bot of seat 2 choosing); the game is kept";
        assertEquals(expected, stopped.get("problem").asText());
        assertEquals(1, stopped.get("step").asInt());
        assertEquals(expected, Harness.get(server.port(), "/api/tables").body().get("tables").get(0).get("problem").asText(),
                "the lobby shows it");
        assertTrue(log.text().contains(BrittleGame.BOT_FAILURE));
        Thread.sleep(1500);
        assertEquals(1, rulesFailures(), "the bot is not asked again");
        JsonNode metrics = Harness.get(server.port(), "/metrics").body();
        assertEquals(0, metrics.get("botQueue").asInt());
        assertEquals(1, metrics.get("tablesStopped").asInt());
        assertEquals(1, storedChoices(id));

        restart();
        Thread.sleep(500);
        assertEquals(expected, server.problemOf(id));
        assertEquals(0, rulesFailures(), "a restart does not set the broken bot going again");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aStoredRecordWhoseReplayFailsIsMarkedOnResumeNotLooped(String kind) throws Exception {
        start(kind);
        Opened t = openAndAddOne(4, "human", "human");
        String id = t.id();
        t.socket().await(m -> m.path("step").asInt() == 1);
        server.close();
        // a step the rules cannot replay, as if stored by other rules
        try (java.sql.Connection c = db.connect(); java.sql.Statement s = c.createStatement()) {
            s.executeUpdate("INSERT INTO table_choices (table_id, step, choice, fingerprint, created_at) VALUES ('"
                    + id + "', 2, '" + TRIP + "', 0, 0)");
            s.executeUpdate("UPDATE game_tables SET steps = 2 WHERE id = '" + id + "'");
        }
        server = db.start();
        String expected = "the rules failed at step 2 while replaying its record (IllegalStateException);"
                + " the game is kept";
        assertEquals(expected, server.problemOf(id));
        assertEquals(1, server.stateOf(id).step(), "readable up to the step before");
        assertEquals(1, rulesFailures());
        assertEquals(2, storedChoices(id), "the record is kept");
        restart();
        assertEquals(expected, server.problemOf(id));
        assertEquals(1, rulesFailures(), "one failure per start, nothing more");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite"})
    void aRefusedChoiceIsStillARefusal(String kind) throws Exception {
        start(kind);
        JsonNode t = Harness.create(server.port(), "brittle", 3, "human");
        String id = t.get("id").asText();
        String token = t.get("tokens").get("0").asText();
        Ws me = seat(id, token);
        me.await(m -> m.has("choices"));
        me.choose(token, 0, Harness.JSON.readTree("{\"type\":\"Add\",\"amount\":5}"));
        String reason = me.await(m -> m.path("type").asText().equals("refused")).get("reason").asText();
        assertEquals("illegal choice: 'Add[amount=5]' is not a legal choice now", reason);
        assertNull(server.problemOf(id));
        assertEquals(0, rulesFailures());
    }
}
