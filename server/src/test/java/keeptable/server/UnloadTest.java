package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Memory that holds what is being played, not the node's history, over real HTTP and WebSocket: a
 * table in play that nobody watches and no bot of this node waits on leaves memory, and comes back
 * from the store, where it was, when someone asks for it or sits down at it again.
 */
class UnloadTest extends ServerCase {
    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void anIdleTableLeavesMemoryAndComesBackFromTheStoreWhenAskedFor(String kind) throws Exception {
        start(kind, c -> c.withBots(1, 0));
        JsonNode left = Harness.create(port, "killmans-keep", 7, "human", "random");
        String id = left.get("id").asText();
        String token = left.get("tokens").get("0").asText();
        Ws me = seat(id, token);
        JsonNode s = me.await(m -> ServerSuite.isState(m) && m.has("choices"));
        me.choose(token, s.get("step").asInt(), s.get("choices").get(0).get("choice"));
        JsonNode mine = me.await(m -> ServerSuite.isState(m) && m.has("choices"));
        int step = mine.get("step").asInt();
        JsonNode watchedTable = Harness.create(port, "relay", 2, "human", "human");
        String watched = watchedTable.get("id").asText();
        seat(watched, watchedTable.get("tokens").get("0").asText()).await(ServerSuite::isState);
        String bots = Harness.create(port, "the-keep", 5, "random", "random", "random").get("id").asText();
        me.close();
        sockets.remove(me);
        Thread.sleep(200); // the socket's close is heard

        assertTrue(server.unloadIdle(0) >= 1);
        assertFalse(server.tableIds().contains(id), "nobody watches it and it waits for a person: it leaves");
        assertTrue(server.tableIds().contains(watched), "a table someone watches stays");
        assertTrue(server.tableIds().contains(bots) || server.stateOf(bots).isOver(),
                "a table whose bots are playing stays until its game is over");

        JsonNode shown = Harness.get(port, "/api/tables/" + id).body();
        assertEquals(step, shown.get("step").asInt(), "read back from the store where it was");
        assertTrue(server.tableIds().contains(id));
        server.unloadIdle(0);
        Ws back = seat(id, token); // sitting down again brings it back too, and play goes on
        JsonNode again = back.await(m -> ServerSuite.isState(m) && m.has("choices"));
        assertEquals(step, again.get("step").asInt());
        back.choose(token, step, endTurn(again));
        JsonNode after = back.await(m -> ServerSuite.isState(m) && m.has("choices"));
        assertEquals(0, after.get("toMove").asInt());
        assertTrue(after.get("lastMover").asInt() == 1, "the turn is ended and the bot answers: " + after.get("step"));
    }

    /** The choice that ends the seat's turn. */
    private static JsonNode endTurn(JsonNode state) {
        for (JsonNode c : state.get("choices")) {
            if (c.get("choice").get("type").asText().equals("EndTurn")) {
                return c.get("choice");
            }
        }
        throw new AssertionError("no end of turn offered: " + state.get("choices"));
    }
}
