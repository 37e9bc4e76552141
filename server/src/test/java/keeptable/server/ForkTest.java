package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * No game's record can fork. Two servers on one PostgreSQL database each hold a table in memory;
 * with an undo, one stores another step where the other still holds the old one: the other's next
 * choice must be refused and its player told, never acknowledged. On SQLite, where one server is
 * the rule, a second server on the same file is refused at start.
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
}
