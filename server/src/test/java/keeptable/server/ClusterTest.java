package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.api.Test;

/**
 * Several nodes on one PostgreSQL database, each a real server in this JVM with real HTTP and
 * WebSocket clients: a step made on one node reaches the clients of another; a choice sent to a node
 * that does not run the table's bots is stored once, and two nodes racing for one step store one
 * choice; a node that stops abruptly (its lease left to lapse) has its tables' bots taken over
 * within 5 s; a name a friend picks on joining at one node is what the other node shows. SQLite stays
 * one server alone.
 */
class ClusterTest extends ClusterCase {
    final List<Ws> sockets = new ArrayList<>();

    @Override
    void stop() throws Exception {
        sockets.forEach(Ws::close);
        super.stop();
    }

    private KeeptableServer node(long botDelayMs) {
        return node(c -> c.withBots(1, botDelayMs));
    }

    private Ws seat(KeeptableServer s, String table, String token) throws Exception {
        Ws w = Ws.seat(s.port(), table, token);
        sockets.add(w);
        return w;
    }

    /** The next message that passes the test within {@code ms}, or a failure naming what was awaited. */
    private static JsonNode within(Ws w, long ms, String what, Predicate<JsonNode> test) throws InterruptedException {
        long until = System.currentTimeMillis() + ms;
        for (long left; (left = until - System.currentTimeMillis()) > 0; ) {
            JsonNode m = w.inbox.poll(left, TimeUnit.MILLISECONDS);
            if (m != null && test.test(m)) {
                return m;
            }
        }
        throw new AssertionError("within " + ms + " ms no " + what);
    }

    private static Predicate<JsonNode> stateAt(int step) {
        return m -> ServerSuite.isState(m) && m.get("step").asInt() == step;
    }

    private String stored(String sql, String table) throws Exception {
        return db.query(sql, table);
    }

    /** The store holds steps 1..n once each, n being the table's step count (read in one statement). */
    private int contiguousSteps(String table) throws Exception {
        try (java.sql.Connection c = db.connect(); java.sql.PreparedStatement p = c.prepareStatement(
                "SELECT g.steps, COUNT(t.step), COUNT(DISTINCT t.step), COALESCE(MAX(t.step), 0) FROM game_tables g"
                        + " LEFT JOIN table_choices t ON t.table_id = g.id WHERE g.id = ? GROUP BY g.steps")) {
            p.setString(1, table);
            try (java.sql.ResultSet r = p.executeQuery()) {
                assertTrue(r.next(), "table " + table + " is stored");
                int steps = r.getInt(1);
                assertEquals(List.of(steps, steps, steps), List.of(r.getInt(2), r.getInt(3), r.getInt(4)),
                        "choices stored, distinct steps, last step");
                return steps;
            }
        }
    }

    private static long metric(KeeptableServer s, String name) throws Exception {
        return Harness.get(s.port(), "/metrics").body().get(name).asLong();
    }

    @Test
    void aStepOnOneNodeReachesTheClientsOfAnother() throws Exception {
        KeeptableServer a = node(0);
        KeeptableServer b = node(0);
        JsonNode t = Harness.create(a.port(), "relay", 5, "human", "human");
        String id = t.get("id").asText();
        String first = t.get("tokens").get("0").asText();
        String second = t.get("tokens").get("1").asText();
        Ws firstOnA = seat(a, id, first);
        Ws secondOnB = seat(b, id, second);
        Ws watcherOnB = Ws.spectator(b.port(), id);
        sockets.add(watcherOnB);
        JsonNode s = within(firstOnA, 5_000, "first state on A", m -> ServerSuite.isState(m) && m.has("choices"));
        within(secondOnB, 5_000, "first state on B", stateAt(0));
        within(watcherOnB, 5_000, "first state of B's spectator", stateAt(0));

        firstOnA.choose(first, 0, s.get("choices").get(0).get("choice")); // a step: it may be taken back
        JsonNode heard = within(secondOnB, 5_000, "step 1 on B", stateAt(1));
        assertTrue(heard.has("choices"), "B shows its player the choices of the turn A passed on");
        JsonNode event = within(watcherOnB, 5_000, "step 1 for B's spectator", stateAt(1)).get("events");
        assertEquals(1, event.size(), "the step's event, once");

        secondOnB.choose(second, 1, heard.get("choices").get(0).get("choice"));
        within(firstOnA, 5_000, "step 2 on A", stateAt(2));
        secondOnB.send("{\"type\":\"undo\",\"token\":\"" + second + "\",\"step\":2}");
        JsonNode back = within(firstOnA, 5_000, "the undo made on B, on A", stateAt(1));
        assertTrue(back.get("reset").asBoolean(), "a step taken back elsewhere redraws the table");
        assertEquals("1", stored("SELECT steps FROM game_tables WHERE id = ?", id));
        assertEquals(a.stateOf(id).fingerprint(), b.stateOf(id).fingerprint());
    }

    @Test
    void aChoiceSentToTheNodeWithoutTheBotsIsStoredOnce() throws Exception {
        KeeptableServer a = node(0);
        KeeptableServer b = node(0);
        JsonNode t = Harness.create(a.port(), "killmans-keep", 31, "human", "random"); // A runs the bot
        String id = t.get("id").asText();
        String token = t.get("tokens").get("0").asText();
        Ws meOnB = seat(b, id, token);
        List<String> sent = new ArrayList<>();
        List<Integer> sentAt = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            JsonNode s = within(meOnB, 10_000, "my turn on B", m -> ServerSuite.isState(m) && m.has("choices"));
            int step = s.get("step").asInt();
            JsonNode choice = s.get("choices").get(s.get("choices").size() - 1).get("choice");
            meOnB.choose(token, step, choice);
            within(meOnB, 5_000, "my choice acknowledged", m -> ServerSuite.isState(m) && m.get("step").asInt() > step);
            sent.add(choice.toString());
            sentAt.add(step + 1);
        }
        within(meOnB, 10_000, "my turn again: the bot has moved", m -> ServerSuite.isState(m) && m.has("choices"));
        for (int i = 0; i < sent.size(); i++) {
            assertEquals(sent.get(i), db.query("SELECT choice FROM table_choices WHERE table_id = ? AND step = "
                    + sentAt.get(i), id), "an acknowledged choice is stored at its step");
        }
        int steps = contiguousSteps(id);
        assertTrue(steps > sent.size(), "the bot played between my choices: " + steps + " steps");
        assertEquals(0, metric(b, "botMoves"), "B runs no bot of A's table");
        assertEquals(steps - sent.size(), metric(a, "botMoves"), "A played every bot move, once");
    }

    @Test
    void twoNodesRacingForOneStepStoreOneChoice() throws Exception {
        KeeptableServer a = node(0);
        KeeptableServer b = node(0);
        for (int round = 0; round < 4; round++) {
            JsonNode t = Harness.create(a.port(), "killmans-keep", 60 + round, "human", "human");
            String id = t.get("id").asText();
            Ws probe = seat(a, id, t.get("tokens").get("0").asText());
            int mover = within(probe, 5_000, "a state", ServerSuite::isState).get("toMove").asInt();
            String token = t.get("tokens").get(Integer.toString(mover)).asText();
            Ws onA = seat(a, id, token);
            Ws onB = seat(b, id, token);
            JsonNode choices = within(onA, 5_000, "choices on A", m -> m.has("choices")).get("choices");
            within(onB, 5_000, "choices on B", m -> m.has("choices"));
            JsonNode fromA = choices.get(0).get("choice");
            JsonNode fromB = choices.get(choices.size() - 1).get("choice");
            CountDownLatch go = new CountDownLatch(1);
            Thread ta = new Thread(() -> {
                awaitQuietly(go);
                onA.choose(token, 0, fromA);
            });
            Thread tb = new Thread(() -> {
                awaitQuietly(go);
                onB.choose(token, 0, fromB);
            });
            ta.start();
            tb.start();
            go.countDown();
            ta.join();
            tb.join();
            boolean aRefused = refusedWithin(onA);
            boolean bRefused = refusedWithin(onB);
            assertTrue(aRefused != bRefused, "exactly one node refuses (A " + aRefused + ", B " + bRefused + ")");
            assertEquals("1", db.query("SELECT COUNT(*) FROM table_choices WHERE table_id = ?", id));
            assertEquals((aRefused ? fromB : fromA).toString(),
                    db.query("SELECT choice FROM table_choices WHERE table_id = ? AND step = 1", id),
                    "the stored choice is the one acknowledged");
        }
    }

    /** Whether the client is refused within 3 s (it hears the accepted step either way). */
    private static boolean refusedWithin(Ws w) throws InterruptedException {
        boolean refused = false;
        boolean moved = false;
        long until = System.currentTimeMillis() + 3_000;
        while (System.currentTimeMillis() < until && !(refused && moved)) {
            JsonNode m = w.inbox.poll(50, TimeUnit.MILLISECONDS);
            if (m != null && m.path("type").asText().equals("refused")) {
                refused = true;
            } else if (m != null && ServerSuite.isState(m) && m.get("step").asInt() == 1) {
                moved = true;
            }
        }
        assertTrue(moved, "every client hears the accepted choice");
        return refused;
    }

    @Test
    void theBotsOfANodeThatStopsAbruptlyAreTakenOverWithinFiveSeconds() throws Exception {
        KeeptableServer a = node(60);
        KeeptableServer b = node(60);
        String id = Harness.create(a.port(), "killmans-keep", 77, "random", "random", "random").get("id").asText();
        long until = System.currentTimeMillis() + 10_000;
        while (Integer.parseInt(stored("SELECT steps FROM game_tables WHERE id = ?", id)) < 5
                && System.currentTimeMillis() < until) {
            Thread.sleep(20);
        }
        assertEquals(0, metric(b, "botMoves"), "while A lives, B runs none of its bots");
        a.halt();
        long stoppedAt = System.currentTimeMillis();
        int atStop = contiguousSteps(id);
        assertTrue(atStop >= 5 && !b.stateOf(id).isOver(), "A's bots were playing: " + atStop + " steps");
        while (Integer.parseInt(stored("SELECT steps FROM game_tables WHERE id = ?", id)) == atStop
                && System.currentTimeMillis() - stoppedAt < 8_000) {
            Thread.sleep(20);
        }
        long tookMs = System.currentTimeMillis() - stoppedAt;
        assertTrue(tookMs < 5_000, "B moved A's bots " + tookMs + " ms after A stopped");
        Thread.sleep(300);
        assertTrue(contiguousSteps(id) > atStop, "the game went on");
        assertTrue(metric(b, "botMoves") > 0, "B plays A's bots now");
        b.close();
        KeeptableServer check = db.start(c -> c.withBots(1, 60_000)); // replays the record, fingerprint by fingerprint
        nodes.add(check);
        assertEquals(null, check.problemOf(id), "the record replays as stored");
        assertEquals(Long.parseLong(stored(
                "SELECT fingerprint FROM table_choices WHERE table_id = ? ORDER BY step DESC LIMIT 1", id)),
                check.stateOf(id).fingerprint());
    }

    /** A game of the campaign, started by its owner (whose secret is {@code owner}). */
    private static Harness.Response relayGame(KeeptableServer s, String campaign, String owner, String kind)
            throws Exception {
        return Harness.post(s.port(), "/api/tables", "{\"game\":\"relay\",\"seed\":3,\"campaign\":\"" + campaign
                + "\",\"campaignOwner\":\"" + owner + "\",\"seats\":[{\"kind\":\"" + kind + "\"}]}");
    }

    @Test
    void aCampaignMovesOnWhicheverNodePlaysItsGamesOneGameAtATime() throws Exception {
        KeeptableServer a = node(0);
        KeeptableServer b = node(0);
        JsonNode made = Harness.post(a.port(), "/api/campaigns", "{\"game\":\"relay\"}").body();
        String campaign = made.get("id").asText();
        String owner = made.get("owner").asText();
        Harness.Response first = relayGame(b, campaign, owner, "heuristic"); // B knows the campaign from the store
        assertEquals(201, first.status(), String.valueOf(first.body()));
        String firstId = first.body().get("id").asText();
        long until = System.currentTimeMillis() + 10_000;
        while (!b.stateOf(firstId).isOver() && System.currentTimeMillis() < until) {
            Thread.sleep(20);
        }
        assertTrue(b.stateOf(firstId).isOver(), "B's bot plays the first game out");
        JsonNode onA = Harness.get(a.port(), "/api/campaigns/" + campaign).body();
        assertEquals(1, onA.get("gamesPlayed").asInt(), "A sees the game B finished: " + onA);

        Harness.Response second = relayGame(a, campaign, owner, "human");
        assertEquals(201, second.status(), String.valueOf(second.body()));
        String secondId = second.body().get("id").asText();
        Harness.Response busy = relayGame(b, campaign, owner, "heuristic");
        assertEquals(409, busy.status(), "one game at a time, across nodes");
        assertTrue(busy.body().get("error").asText().contains(secondId), busy.body().toString());

        String token = second.body().get("tokens").get("0").asText();
        Ws onB = seat(b, secondId, token); // A's game, played through B
        for (boolean over = false; !over; ) {
            JsonNode m = within(onB, 5_000, "a turn", x -> ServerSuite.isState(x)
                    && (x.has("choices") || x.get("over").asBoolean()));
            over = m.get("over").asBoolean();
            if (!over) {
                onB.choose(token, m.get("step").asInt(), m.get("choices").get(1).get("choice"));
            }
        }
        JsonNode after = Harness.get(a.port(), "/api/campaigns/" + campaign).body();
        assertEquals(2, after.get("gamesPlayed").asInt(), after.toString());
        assertTrue(after.path("table").isMissingNode(), after.toString());
        assertEquals(after.get("state"), Harness.get(b.port(), "/api/campaigns/" + campaign).body().get("state"),
                "both nodes tell the same campaign");
    }

    @Test
    void aNodeReadingATableWhileAnotherStoresAJoinDoesNotMissIt() throws Exception {
        KeeptableServer a = node(0);
        KeeptableServer b = node(0);
        JsonNode t = Harness.create(a.port(), "killmans-keep", 0, "human", "open");
        String id = t.get("id").asText();
        String[] joined = new String[1];
        // B reads the table from the store; before it holds it, A stores a join and announces it
        b.afterReadingATable(read -> {
            if (read.equals(id) && joined[0] == null) {
                try {
                    joined[0] = Harness.post(a.port(), "/api/tables/" + id + "/seats/1/join", "{}").body()
                            .get("token").asText();
                    Thread.sleep(1_000); // the announcement reaches B while it holds no copy of the table
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }
        });
        assertEquals(200, Harness.get(b.port(), "/api/tables/" + id).status());
        assertTrue(joined[0] != null, "the join was stored while B read the table");
        Thread.sleep(1_000);
        assertEquals(false, Harness.get(b.port(), "/api/tables/" + id).body().get("seats").get(1).get("open")
                .asBoolean(), "B lists the joined seat as taken");
        Ws onB = seat(b, id, joined[0]);
        JsonNode first = within(onB, 5_000, "an answer to hello", m -> true);
        assertEquals("state", first.get("type").asText(), "B knows the joined player's token: " + first);
        assertEquals(1, first.get("seat").asInt());
    }

    @Test
    void aNameChosenOnJoiningAtOneNodeIsShownAtTheOther() throws Exception {
        KeeptableServer a = node(0);
        KeeptableServer b = node(0);
        JsonNode t = Harness.create(a.port(), "killmans-keep", 0, "human", "open");
        String id = t.get("id").asText();
        Ws annOnB = seat(b, id, t.get("tokens").get("0").asText());
        JsonNode before = within(annOnB, 5_000, "Ann's table on B", m -> "state".equals(m.path("type").asText()));
        assertEquals("Seat 2", before.get("seats").get(1).get("name").asText());
        Harness.Response joined = Harness.post(a.port(), "/api/tables/" + id + "/seats/1/join", "{\"name\":\"Bea\"}");
        assertEquals(200, joined.status(), joined.toString());
        within(annOnB, 5_000, "the table shown again on B, the seat called Bea", m -> "state".equals(m.path("type")
                .asText()) && m.get("reset").asBoolean() && m.get("seats").get(1).get("name").asText().equals("Bea"));
        assertEquals("Bea", Harness.get(b.port(), "/api/tables/" + id).body().get("seats").get(1).get("name").asText());
        Ws beaOnB = seat(b, id, joined.body().get("token").asText());
        assertEquals(1, within(beaOnB, 5_000, "Bea seated on B", m -> true).get("seat").asInt());
    }

    @Test
    void sqliteIsServedByOneServerAlone() {
        IllegalArgumentException refused = assertThrows(IllegalArgumentException.class,
                () -> ServerConfig.defaults().withCluster(true));
        assertTrue(refused.getMessage().startsWith("several nodes need PostgreSQL"), refused.getMessage());
    }

    private static void awaitQuietly(CountDownLatch l) {
        try {
            l.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
