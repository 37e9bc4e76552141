package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.server.Harness.Response;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What one client can ask of the server, over real HTTP and WebSocket on both databases: bot budgets
 * within the server's limits, a moderator who stops and deletes tables, an undo that does not leave a
 * bot waiting forever, tables and hints rationed per client, and a lobby given page by page with
 * finished tables kept on disk only.
 */
class AbuseTest extends ServerCase {
    private static final String JSON = "application/json";
    private static final String ADMIN = "moderator-secret";

    /** A table whose second seat is a bot of this kind; the first is a human, so the bot waits. */
    private Response createWith(String kind) throws Exception {
        return Harness.post(port, "/api/tables", "{\"game\":\"killmans-keep\",\"seed\":1,\"seats\":[{\"kind\":"
                + "\"human\"},{\"kind\":\"" + kind + "\"}]}");
    }

    private void awaitOver(String id) throws Exception {
        long deadline = System.currentTimeMillis() + 60_000;
        while (!Harness.get(port, "/api/tables/" + id).body().path("over").asBoolean()) {
            assertTrue(System.currentTimeMillis() < deadline, "table " + id + " finishes");
            Thread.sleep(50);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void botBudgetsStayWithinTheServersLimitsAndAModeratorStopsOrDeletesATable(String kind) throws Exception {
        start(kind, c -> c.withLimits(new Limits(5_000, 100, 100, 100).withSearchTables(10)).withAdminToken(ADMIN));
        Response huge = createWith("ismcts:2000000000");
        assertEquals(400, huge.status(), huge.toString());
        assertTrue(huge.body().get("error").asText().contains("seat 2: a bot may search at most 5000 iterations"),
                huge.toString());
        Response slow = createWith("ismcts:60000ms");
        assertEquals(400, slow.status(), slow.toString());
        assertTrue(slow.body().get("error").asText().contains("100 ms"), slow.toString());
        assertEquals(201, createWith("ismcts:5000").status(), "the limit itself is allowed");
        assertEquals(201, createWith("ismcts:100ms").status());

        // bot tables at the largest budget do not starve a table of quick bots: each move is a task of its own
        for (int i = 0; i < 3; i++) {
            Harness.create(port, "the-keep", 40 + i, "ismcts:100ms", "ismcts:100ms", "ismcts:100ms");
        }
        String quick = Harness.create(port, "the-keep", 9, "random", "random", "random").get("id").asText();
        long started = System.currentTimeMillis();
        while (Harness.get(port, "/api/tables/" + quick).body().get("step").asInt() < 10) {
            assertTrue(System.currentTimeMillis() - started < 20_000, "the quick table moves on among slow ones");
            Thread.sleep(50);
        }

        JsonNode t = Harness.create(port, "the-keep", 5, "random", "random", "random");
        String id = t.get("id").asText();
        assertEquals(401, Harness.request(port, "POST", "/api/admin/tables/" + id + "/stop", "{}",
                "Content-Type", JSON).status(), "no token, no moderation");
        assertEquals(401, Harness.request(port, "POST", "/api/admin/tables/" + id + "/stop", "{}",
                "Content-Type", JSON, "Authorization", "Bearer guess").status());
        Response stopped = Harness.request(port, "POST", "/api/admin/tables/" + id + "/stop", "{}",
                "Content-Type", JSON, "Authorization", "Bearer " + ADMIN);
        assertEquals(200, stopped.status(), stopped.toString());
        JsonNode shown = Harness.get(port, "/api/tables/" + id).body();
        assertEquals("stopped by a moderator", shown.get("problem").asText());
        int step = shown.get("step").asInt();
        Thread.sleep(300);
        assertEquals(step, Harness.get(port, "/api/tables/" + id).body().get("step").asInt(), "its bots stop");

        Response deleted = Harness.request(port, "DELETE", "/api/admin/tables/" + quick, null,
                "Authorization", "Bearer " + ADMIN);
        assertEquals(200, deleted.status(), deleted.toString());
        assertEquals(404, Harness.get(port, "/api/tables/" + quick).status());
        assertEquals("0", db.query("SELECT COUNT(*) FROM game_tables WHERE id = ?", quick));

        server.close();
        start(kind, c -> c.withLimits(new Limits(5_000, 100, 100, 100)).withAdminToken(ADMIN));
        assertEquals("stopped by a moderator", Harness.get(port, "/api/tables/" + id).body().get("problem").asText(),
                "a moderator's stop outlasts a restart");
        assertEquals(404, Harness.get(port, "/api/tables/" + quick).status());
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite"})
    void anIterationBudgetStillMovesWithinTheTimeLimit(String kind) throws Exception {
        start(kind, c -> c.withLimits(new Limits(20_000, 50, 100, 100)));
        String id = Harness.create(port, "killmans-keep", 3, "ismcts:20000", "ismcts:20000").get("id").asText();
        long started = System.currentTimeMillis();
        while (Harness.get(port, "/api/tables/" + id).body().get("step").asInt() < 12) {
            assertTrue(System.currentTimeMillis() - started < 6_000, "a dozen moves of at most 50 ms search each");
            Thread.sleep(20);
        }
        assertTrue(Harness.get(port, "/metrics").body().get("botTimeouts").asLong() > 0, "searches were cut short");
    }

    @org.junit.jupiter.api.Test
    void anIterationBudgetSearchesUntilTheTimeLimitAndKeepsItsBestChoice() {
        Agent bot = new BotBudgets(new Limits(20_000, 50, 100, 100)).create("ismcts:20000",
                keeptable.engine.module.GameModules.byId("killmans-keep"));
        IsmctsAgent.Config search = ((IsmctsAgent) bot).config();
        assertEquals(20_000, search.iterations());
        assertEquals(50, search.millis(), "the search itself stops at the limit, with the best choice found so far");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void anUndoJustBeforeABotTeammatesMoveLeavesTheBotToMove(String kind) throws Exception {
        // the bot's move is asked for at step 1, the undo comes before it runs, the step is played again after
        start(kind, c -> c.withBots(1, 300));
        JsonNode t = Harness.create(port, "relay", 3, "human", "random");
        String id = t.get("id").asText();
        String token = t.get("tokens").get("0").asText();
        Ws me = seat(id, token);
        JsonNode s = me.await(m -> ServerSuite.isState(m) && m.has("choices"));
        JsonNode stepOnePace = s.get("choices").get(0).get("choice");
        me.choose(token, 0, stepOnePace);
        me.await(m -> ServerSuite.isState(m) && m.get("step").asInt() == 1);
        me.send("{\"type\":\"undo\",\"token\":\"" + token + "\",\"step\":1}");
        me.await(m -> ServerSuite.isState(m) && m.get("step").asInt() == 0);
        Thread.sleep(600); // the bot's turn at step 1 has come and gone
        me.choose(token, 0, stepOnePace);
        JsonNode after = me.await(m -> ServerSuite.isState(m) && m.get("step").asInt() >= 2);
        assertEquals(1, after.get("lastMover").asInt(), "the bot played");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void tablesAndHintsAreRationedPerClient(String kind) throws Exception {
        start(kind, c -> c.withLimits(new Limits(5_000, 300, 3, 2)));
        JsonNode t = Harness.create(port, "killmans-keep", 7, "human", "random");
        for (int i = 0; i < 2; i++) {
            Harness.create(port, "relay", i, "human");
        }
        Response fourth = Harness.post(port, "/api/tables", "{\"game\":\"relay\",\"seats\":[{\"kind\":\"human\"}]}");
        assertEquals(429, fourth.status(), fourth.toString());
        assertTrue(fourth.body().get("error").asText().contains("3 tables a minute"), fourth.toString());

        String id = t.get("id").asText();
        String hint = "{\"token\":\"" + t.get("tokens").get("0").asText() + "\"}";
        seat(id, t.get("tokens").get("0").asText()).await(m -> ServerSuite.isState(m) && m.has("choices"));
        assertEquals(200, Harness.post(port, "/api/tables/" + id + "/hint", hint).status());
        assertEquals(200, Harness.post(port, "/api/tables/" + id + "/hint", hint).status());
        Response third = Harness.post(port, "/api/tables/" + id + "/hint", hint);
        assertEquals(429, third.status(), third.toString());
        assertTrue(third.body().get("error").asText().contains("2 hints a minute"), third.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void theLobbyComesInPagesAndFinishedTablesStayOnDisk(String kind) throws Exception {
        start(kind);
        String finished = Harness.create(port, "the-keep", 5, "random", "random", "random").get("id").asText();
        awaitOver(finished);
        List<String> running = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            running.add(Harness.create(port, "relay", i, "human").get("id").asText());
        }
        JsonNode first = Harness.get(port, "/api/tables?page=0&size=2").body();
        assertEquals(5, first.get("total").asInt());
        assertEquals(2, first.get("tables").size());
        assertEquals(running.get(3), first.get("tables").get(0).get("id").asText(), "newest first");
        JsonNode last = Harness.get(port, "/api/tables?page=2&size=2").body();
        assertEquals(finished, last.get("tables").get(0).get("id").asText());
        assertTrue(last.get("tables").get(0).get("over").asBoolean());
        assertEquals(3, last.get("tables").get(0).get("seats").size());
        assertEquals(400, Harness.get(port, "/api/tables?size=5000").status(), "a page holds at most 100");
        assertEquals(400, Harness.get(port, "/api/tables?page=-1").status());
        assertEquals(400, Harness.get(port, "/api/tables?page=x").status());

        assertFalse(server.tableIds().contains(finished), "a finished table is not held in memory");
        assertEquals(200, Harness.get(port, "/api/tables/" + finished + "/record").status(), "it is read from disk");
        assertEquals(200, Harness.get(port, "/api/tables/" + finished + "/replay?step=3").status());
        Ws watcher = Ws.spectator(port, finished);
        sockets.add(watcher);
        assertTrue(watcher.await(ServerSuite::isState).get("over").asBoolean());

        server.close();
        start(kind);
        assertEquals(running.stream().sorted().toList(), server.tableIds().stream().sorted().toList(),
                "a restart resumes the running tables only");
        assertEquals(5, Harness.get(port, "/api/tables").body().get("total").asInt());
    }
}
