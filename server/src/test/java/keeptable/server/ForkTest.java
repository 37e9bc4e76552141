package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * No game's record can fork. Two servers on one PostgreSQL database each hold a table in memory;
 * with an undo, one stores another step where the other still holds the old one: the other's next
 * choice must be refused and its player told, never acknowledged. On SQLite, where one server is
 * the rule, a second server on the same file is refused at start. Two clients racing for one step:
 * one wins, the other is refused.
 */
class ForkTest {
    @TempDir
    Path dir;
    TestDatabase db;
    final List<KeeptableServer> servers = new ArrayList<>();
    final List<Ws> sockets = new ArrayList<>();

    @AfterEach
    void stop() throws Exception {
        sockets.forEach(Ws::close);
        servers.forEach(KeeptableServer::close);
        if (db != null) {
            db.close();
        }
    }

    private KeeptableServer start() {
        KeeptableServer s = db.start();
        servers.add(s);
        return s;
    }

    private Ws seat(KeeptableServer s, String table, String token) throws Exception {
        Ws w = Ws.seat(s.port(), table, token);
        sockets.add(w);
        return w;
    }

    private static JsonNode stateAt(Ws w, int step) throws InterruptedException {
        return w.await(m -> ServerSuite.isState(m) && m.get("step").asInt() == step);
    }

    @Test
    void aSecondServerWritingOnAnotherHistoryIsRefusedAndTold() throws Exception {
        db = TestDatabase.of("postgresql", dir);
        KeeptableServer a = start();
        JsonNode t = Harness.create(a.port(), "relay", 11, "human", "human");
        String id = t.get("id").asText();
        String first = t.get("tokens").get("0").asText();
        String second = t.get("tokens").get("1").asText();
        Ws firstOnA = seat(a, id, first);
        JsonNode s = firstOnA.await(m -> ServerSuite.isState(m) && m.has("choices"));
        JsonNode step = s.get("choices").get(0).get("choice");
        JsonNode roll = s.get("choices").get(1).get("choice");
        firstOnA.choose(first, 0, step); // X at step 1
        stateAt(firstOnA, 1);

        KeeptableServer b = start(); // holds X too
        KeeptableServer c = start(); // and so does this one
        Ws secondOnB = seat(b, id, second);
        JsonNode z = stateAt(secondOnB, 1).get("choices").get(0).get("choice");
        Ws firstOnC = seat(c, id, first);
        stateAt(firstOnC, 1);

        firstOnA.send("{\"type\":\"undo\",\"token\":\"" + first + "\",\"step\":1}");
        stateAt(firstOnA, 0);
        firstOnA.choose(first, 0, roll); // Y at step 1, on A
        stateAt(firstOnA, 1);

        secondOnB.choose(second, 1, z); // Z at step 2 on top of X, on B
        JsonNode told = secondOnB.await(m -> m.path("type").asText().equals("refused"));
        assertTrue(told.get("reason").asText().contains("another server changed the game"), told.toString());
        firstOnC.send("{\"type\":\"undo\",\"token\":\"" + first + "\",\"step\":1}"); // C takes back X
        told = firstOnC.await(m -> m.path("type").asText().equals("refused"));
        assertTrue(told.get("reason").asText().contains("another server changed the game"), told.toString());

        assertEquals("1", db.query("SELECT COUNT(*) FROM table_choices WHERE table_id = ?", id));
        assertEquals("1", db.query("SELECT steps FROM game_tables WHERE id = ?", id));
        assertEquals(roll.toString(), db.query("SELECT choice FROM table_choices WHERE table_id = ?", id),
                "the store holds A's history: Y at step 1");

        // B read the table again (its player was shown Y before being told): it plays on from Y
        assertEquals(a.stateOf(id).fingerprint(), b.stateOf(id).fingerprint());
        secondOnB.choose(second, 1, z);
        stateAt(secondOnB, 2);
        assertEquals("2", db.query("SELECT steps FROM game_tables WHERE id = ?", id));

        // after a restart the table goes on from the stored history
        servers.forEach(KeeptableServer::close);
        servers.clear();
        KeeptableServer again = start();
        assertEquals(2, again.stateOf(id).step());
        assertEquals(null, again.problemOf(id));
    }

    @Test
    void aSecondServerOnOneSqliteFileIsRefusedAtStart() throws Exception {
        db = TestDatabase.of("sqlite", dir);
        start();
        IllegalStateException refused = assertThrows(IllegalStateException.class, this::start);
        assertTrue(refused.getMessage().startsWith("another keeptable server is using the SQLite file"),
                refused.getMessage());
        servers.forEach(KeeptableServer::close);
        servers.clear();
        start(); // the first one is gone: the file is free
    }

    @Test
    void aLinkToTheSqliteFileCannotStartASecondServer() throws Exception {
        db = TestDatabase.of("sqlite", dir);
        start();
        java.nio.file.Path alias = java.nio.file.Files.createSymbolicLink(dir.resolve("alias.db"),
                dir.resolve("keeptable.db"));
        java.nio.file.Path folderAlias = java.nio.file.Files.createSymbolicLink(dir.resolve("same-folder"), dir);
        for (java.nio.file.Path name : new java.nio.file.Path[] {alias, folderAlias.resolve("keeptable.db")}) {
            IllegalStateException refused = assertThrows(IllegalStateException.class, () -> KeeptableServer.start(
                    ServerConfig.defaults().withHost("127.0.0.1").withPort(0)
                            .withDb("jdbc:sqlite:" + name, null).withBots(1, 0)).close(), name.toString());
            assertTrue(refused.getMessage().startsWith("another keeptable server is using the SQLite file"),
                    refused.getMessage());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void twoClientsRacingForOneStepOneWins(String kind) throws Exception {
        db = TestDatabase.of(kind, dir);
        KeeptableServer server = start();
        int port = server.port();
        for (int round = 0; round < 5; round++) {
            JsonNode t = Harness.create(port, "killmans-keep", 100 + round, "human", "human", "human");
            String id = t.get("id").asText();
            Ws probe = seat(server, id, t.get("tokens").get("0").asText());
            int mover = probe.await(ServerSuite::isState).get("toMove").asInt();
            String token = t.get("tokens").get(Integer.toString(mover)).asText();
            Ws a = seat(server, id, token);
            Ws b = seat(server, id, token);
            JsonNode sa = a.await(x -> ServerSuite.isState(x) && x.has("choices"));
            b.await(x -> ServerSuite.isState(x) && x.has("choices"));
            JsonNode choices = sa.get("choices");
            CountDownLatch go = new CountDownLatch(1);
            Thread ta = new Thread(() -> {
                awaitQuietly(go);
                a.choose(token, 0, choices.get(0).get("choice"));
            });
            Thread tb = new Thread(() -> {
                awaitQuietly(go);
                b.choose(token, 0, choices.get(choices.size() - 1).get("choice"));
            });
            ta.start();
            tb.start();
            go.countDown();
            ta.join();
            tb.join();
            // each client hears the accepted step; exactly one of them is refused as stale
            int refused = 0;
            for (Ws w : List.of(a, b)) {
                boolean sawState = false;
                long until = System.currentTimeMillis() + 10_000;
                long quietAfter = Long.MAX_VALUE;
                while (System.currentTimeMillis() < Math.min(until, quietAfter)) {
                    JsonNode m = w.inbox.poll(50, TimeUnit.MILLISECONDS);
                    if (m == null) {
                        continue;
                    }
                    if (ServerSuite.isState(m) && m.get("step").asInt() == 1) {
                        sawState = true;
                        quietAfter = System.currentTimeMillis() + 500;
                    } else if (m.path("type").asText().equals("refused")) {
                        assertTrue(m.get("reason").asText().startsWith("stale"), m.toString());
                        refused++;
                    }
                }
                assertTrue(sawState, "every client hears the accepted choice");
            }
            assertEquals(1, refused, "exactly one of the racing choices is refused");
            assertEquals("1", db.query("SELECT COUNT(*) FROM table_choices WHERE table_id = ?", id));
            assertEquals(1, server.stateOf(id).step());
        }
    }

    private static void awaitQuietly(CountDownLatch l) {
        try {
            l.await();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
