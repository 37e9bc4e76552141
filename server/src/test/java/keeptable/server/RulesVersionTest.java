package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.json.Json;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Stored games from an older rules version, written into the database the way an older server
 * wrote them, on SQLite and PostgreSQL. One replays identically under today's rules: it is carried
 * over and goes on. The other parts from today's rules at step 37: it is kept read-only at step 36,
 * marked with its version and that step at the table and in the lobby, its replay works up to there,
 * and nothing stored is changed or deleted. The store is written as it was before seat tokens were hashed:
 * the upgrade hashes them and the players' tokens still seat them.
 */
class RulesVersionTest {
    static final String OLD = "0.9";
    static final int STEPS = 40;
    static final int PARTS_AT = 37;
    static final GameModule GAME = GameModules.byId("killmans-keep");

    @TempDir
    Path dir;
    TestDatabase db;
    KeeptableServer server;
    final List<Ws> sockets = new ArrayList<>();

    @AfterEach
    void stop() throws Exception {
        sockets.forEach(Ws::close);
        server.close();
        db.close();
    }

    /** A two-seat game played by bots for {@link #STEPS} steps: its setup, choices and fingerprints. */
    record Played(Setup setup, long startPrint, List<Choice> choices, List<Long> prints) {
    }

    static Played play(long seed) {
        Setup setup = new Setup(List.of(new Seat("Ann", "human"), new Seat("Bob", "human")), Map.of(), seed);
        State s = GAME.newGame(setup);
        long start = s.fingerprint();
        Agent bot = GAME.heuristicAgent();
        Rng rng = new Rng(seed);
        List<Choice> choices = new ArrayList<>();
        List<Long> prints = new ArrayList<>();
        for (int i = 0; i < STEPS; i++) {
            Choice c = bot.choose(s.determinize(s.toMove(), rng), s.choices(), rng);
            s.apply(c);
            choices.add(c);
            prints.add(s.fingerprint());
        }
        if (s.isOver()) {
            throw new IllegalStateException("pick a seed whose game lasts past step " + STEPS);
        }
        return new Played(setup, start, choices, prints);
    }

    /** Writes a table as a server of rules {@link #OLD} did: its row, two seats and its choices. */
    void storeAsAnOlderServer(String id, Played p, int alteredStep) throws Exception {
        ObjectMapper mapper = GAME.json();
        try (Connection c = db.connect()) {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO game_tables (id, game, rules_version, setup,"
                    + " start_print, created_at, steps, finished) VALUES (?, ?, ?, ?, ?, ?, ?, 0)")) {
                s.setString(1, id);
                s.setString(2, GAME.id());
                s.setString(3, OLD);
                s.setString(4, Json.write(Json.plain(), p.setup()));
                s.setLong(5, p.startPrint());
                s.setLong(6, System.currentTimeMillis());
                s.setInt(7, STEPS);
                s.executeUpdate();
            }
            for (int seat = 0; seat < 2; seat++) {
                try (PreparedStatement s = c.prepareStatement("INSERT INTO table_seats (table_id, seat, name, agent,"
                        + " token) VALUES (?, ?, ?, 'human', ?)")) {
                    s.setString(1, id);
                    s.setInt(2, seat);
                    s.setString(3, p.setup().seats().get(seat).name());
                    s.setString(4, id + "-token-" + seat);
                    s.executeUpdate();
                }
            }
            for (int k = 1; k <= STEPS; k++) {
                try (PreparedStatement s = c.prepareStatement("INSERT INTO table_choices (table_id, step, choice,"
                        + " fingerprint, created_at) VALUES (?, ?, ?, ?, ?)")) {
                    long print = p.prints().get(k - 1);
                    s.setString(1, id);
                    s.setInt(2, k);
                    s.setString(3, mapper.writerFor(GAME.choiceType()).writeValueAsString(p.choices().get(k - 1)));
                    s.setLong(4, k == alteredStep ? print ^ 0x5eed : print);
                    s.setLong(5, System.currentTimeMillis());
                    s.executeUpdate();
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aGameFromOlderRulesGoesOnIfItReplaysIdenticallyAndIsKeptReadOnlyWhereItParts(String kind) throws Exception {
        db = TestDatabase.of(kind, dir);
        db.migrateTo("5"); // the store as a server before seat tokens were hashed left it
        String now = GAME.rulesVersion();
        assertNotEquals(OLD, now);
        storeAsAnOlderServer("same", play(7), -1);
        storeAsAnOlderServer("parted", play(8), PARTS_AT);
        server = db.start();

        // replays identically: carried over to today's rules, and it goes on
        assertNull(server.problemOf("same"));
        assertEquals(STEPS, server.stateOf("same").step());
        JsonNode same = Harness.get(server.port(), "/api/tables/same").body();
        assertEquals(now, same.get("rulesVersion").asText());
        assertEquals(OLD + " until step " + STEPS, same.get("rulesHistory").asText());
        assertEquals(now, db.query("SELECT rules_version FROM game_tables WHERE id = ?", "same"));
        assertEquals(Secrets.hash("same-token-1"), db.query("SELECT token_hash FROM table_seats WHERE table_id = ?"
                + " AND seat = 1", "same"), "the upgrade keeps each plain token as its hash, and the token plays on");
        int mover = server.stateOf("same").toMove();
        Ws w = Ws.seat(server.port(), "same", "same-token-" + mover);
        sockets.add(w);
        JsonNode turn = w.await(m -> m.has("choices"));
        w.choose("same-token-" + mover, STEPS, turn.get("choices").get(0).get("choice"));
        w.await(m -> m.path("type").asText().equals("state") && m.get("step").asInt() == STEPS + 1);
        assertEquals(String.valueOf(STEPS + 1), db.query("SELECT COUNT(*) FROM table_choices WHERE table_id = ?",
                "same"));

        // parts at step 37: kept read-only at step 36, marked at the table and in the lobby
        String expected = "recorded under rules " + OLD + "; these rules (" + now + ") part from it at step " + PARTS_AT
                + " (the stored choice leads to another position); the game is kept read-only";
        assertEquals(expected, server.problemOf("parted"));
        assertEquals(PARTS_AT - 1, server.stateOf("parted").step());
        JsonNode listed = null;
        for (JsonNode t : Harness.get(server.port(), "/api/tables").body().get("tables")) {
            if (t.get("id").asText().equals("parted")) {
                listed = t;
            }
        }
        assertEquals(expected, listed.get("problem").asText());
        assertEquals(OLD, listed.get("rulesVersion").asText());
        Ws bob = Ws.seat(server.port(), "parted", "parted-token-1");
        sockets.add(bob);
        JsonNode seen = bob.await(m -> m.path("type").asText().equals("state"));
        assertEquals(expected, seen.get("problem").asText());
        assertFalse(seen.has("choices"));
        int toMove = seen.get("toMove").asInt();
        bob.choose("parted-token-" + toMove, PARTS_AT - 1, Harness.JSON.readTree("{\"type\":\"EndTurn\"}"));
        assertEquals("this table is stopped: " + expected,
                bob.await(m -> m.path("type").asText().equals("refused")).get("reason").asText());

        // its replay works up to where the rules part, for a spectator and for a seat with its token
        String replay = "/api/tables/parted/replay?step=";
        assertEquals(200, Harness.get(server.port(), replay + (PARTS_AT - 1)).status());
        assertEquals(400, Harness.get(server.port(), replay + PARTS_AT).status());
        assertEquals(403, Harness.get(server.port(), replay + "3&seat=1").status(), "a seat's view needs its token");
        Harness.Response inTheUrl = Harness.get(server.port(), replay + "3&seat=1&token=parted-token-1");
        assertEquals(400, inTheUrl.status(), "a seat token in a URL is refused (proxies log URLs): " + inTheUrl);
        assertTrue(inTheUrl.body().get("error").asText().contains("X-Seat-Token"), inTheUrl.toString());
        Harness.Response mine = Harness.request(server.port(), "GET", replay + "3&seat=1", null,
                "X-Seat-Token", "parted-token-1");
        assertEquals(200, mine.status(), mine.toString());
        assertEquals(1, mine.body().get("view").get("seat").asInt());
        assertEquals(409, Harness.get(server.port(), "/api/tables/parted/record").status());

        // nothing stored was changed or deleted, and a second restart says the same
        assertEquals(OLD, db.query("SELECT rules_version FROM game_tables WHERE id = ?", "parted"));
        assertEquals(String.valueOf(STEPS), db.query("SELECT COUNT(*) FROM table_choices WHERE table_id = ?",
                "parted"));
        sockets.forEach(Ws::close);
        server.close();
        server = db.start();
        assertEquals(expected, server.problemOf("parted"));
        assertNull(server.problemOf("same"));
        assertEquals(STEPS + 1, server.stateOf("same").step());
        assertEquals(OLD + " until step " + STEPS,
                Harness.get(server.port(), "/api/tables/same").body().get("rulesHistory").asText());
    }
}
