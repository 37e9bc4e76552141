package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The clocks of turn-based tables with several nodes on one PostgreSQL database: a time-out acts once,
 * on the node that runs the table, whatever the number of nodes; a node killed while it held a table
 * loses no clock: another node takes the table over and acts on it.
 */
class ClusterClocksTest extends ClusterCase {
    private KeeptableServer node() {
        return node(c -> c.withTurns(TurnSettings.defaults().withMinMoveSeconds(1).withTimes(50, 100)));
    }

    private static long timeouts(KeeptableServer s) throws Exception {
        return Harness.get(s.port(), "/metrics").body().get("moveTimeouts").asLong();
    }

    private String table(KeeptableServer s, int moveSeconds) throws Exception {
        Harness.Response r = Harness.post(s.port(), "/api/tables", "{\"game\":\"killmans-keep\",\"seats\":"
                + "[{\"kind\":\"human\"},{\"kind\":\"open\"}],\"turnBased\":{\"moveSeconds\":" + moveSeconds
                + ",\"onTimeout\":\"abandon\"}}");
        assertEquals(201, r.status(), r.toString());
        return r.body().get("id").asText();
    }

    private void awaitStopped(String id, long ms) throws Exception {
        long until = System.currentTimeMillis() + ms;
        while (db.query("SELECT stopped FROM game_tables WHERE id = ?", id) == null) {
            assertTrue(System.currentTimeMillis() < until, "within " + ms + " ms the clock ran out and acted");
            Thread.sleep(20);
        }
    }

    @Test
    void aTimeOutActsOnceWhicheverNodesLookAtTheClock() throws Exception {
        KeeptableServer a = node();
        KeeptableServer b = node();
        KeeptableServer c = node();
        List<String> ids = new ArrayList<>();
        for (KeeptableServer s : List.of(a, b, c, a, b, c)) {
            ids.add(table(s, 1));
        }
        for (String id : ids) {
            awaitStopped(id, 5_000);
        }
        Thread.sleep(500);
        assertEquals(ids.size(), timeouts(a) + timeouts(b) + timeouts(c), "six clocks, six time-outs");
        for (String id : ids) {
            JsonNode seen = Harness.get(b.port(), "/api/tables/" + id).body();
            assertTrue(seen.get("problem").asText().startsWith("abandoned: "), seen.toString());
        }
    }

    @Test
    void aNodeKilledWhileItHeldATableLosesNoClock() throws Exception {
        KeeptableServer a = node();
        KeeptableServer b = node();
        String id = table(a, 3);
        assertEquals(a.tableIds().contains(id), true);
        a.halt();
        nodes.remove(a);
        awaitStopped(id, 12_000);
        Thread.sleep(300);
        assertEquals(1, timeouts(b), "the living node acted on the dead node's clock, once");
    }
}
