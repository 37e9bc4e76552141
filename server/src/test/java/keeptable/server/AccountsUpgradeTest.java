package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.Connection;
import java.sql.PreparedStatement;
import keeptable.engine.json.Json;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The upgrade to accounts (migration 8) on SQLite and PostgreSQL: a store left by the server before
 * accounts (at migration 7) with a game in it is migrated, and the game resumes where it was, its seat
 * tokens still playing; accounts can then be made and seated.
 */
class AccountsUpgradeTest extends ServerCase {
    private static final String TABLE = "before8";

    /** Writes a running two-seat game as the server at migration 7 did: its row, hashed seat tokens, choices. */
    private void storeAsBeforeAccounts(RulesVersionTest.Played p) throws Exception {
        var game = RulesVersionTest.GAME;
        try (Connection c = db.connect()) {
            try (PreparedStatement s = c.prepareStatement("INSERT INTO game_tables (id, game, rules_version, setup,"
                    + " start_print, created_at, steps, finished, chosen_seed, client) VALUES (?, ?, ?, ?, ?, ?, ?, 0,"
                    + " 0, '127.0.0.1')")) {
                s.setString(1, TABLE);
                s.setString(2, game.id());
                s.setString(3, game.rulesVersion());
                s.setString(4, Json.write(Json.plain(), p.setup()));
                s.setLong(5, p.startPrint());
                s.setLong(6, System.currentTimeMillis());
                s.setInt(7, p.choices().size());
                s.executeUpdate();
            }
            for (int seat = 0; seat < 2; seat++) {
                try (PreparedStatement s = c.prepareStatement("INSERT INTO table_seats (table_id, seat, name, agent,"
                        + " token_hash, token_used_at) VALUES (?, ?, ?, 'human', ?, ?)")) {
                    s.setString(1, TABLE);
                    s.setInt(2, seat);
                    s.setString(3, p.setup().seats().get(seat).name());
                    s.setString(4, Secrets.hash("token-" + seat));
                    s.setLong(5, System.currentTimeMillis());
                    s.executeUpdate();
                }
            }
            for (int k = 1; k <= p.choices().size(); k++) {
                try (PreparedStatement s = c.prepareStatement("INSERT INTO table_choices (table_id, step, choice,"
                        + " fingerprint, created_at) VALUES (?, ?, ?, ?, ?)")) {
                    s.setString(1, TABLE);
                    s.setInt(2, k);
                    s.setString(3, game.json().writerFor(game.choiceType()).writeValueAsString(p.choices().get(k - 1)));
                    s.setLong(4, p.prints().get(k - 1));
                    s.setLong(5, System.currentTimeMillis());
                    s.executeUpdate();
                }
            }
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aStoreFromBeforeAccountsKeepsItsGamesAndTakesAccounts(String kind) throws Exception {
        db = TestDatabase.of(kind, dir);
        db.migrateTo("7");
        storeAsBeforeAccounts(RulesVersionTest.play(7));
        start(kind);
        assertNull(server.problemOf(TABLE));
        assertEquals(RulesVersionTest.STEPS, server.stateOf(TABLE).step(), "the game resumes where it was");
        assertEquals("1", db.query("SELECT COUNT(*) FROM flyway_schema_history WHERE version = ? AND success = true",
                "8"), "migration 8 ran");
        assertNull(db.query("SELECT account FROM table_seats WHERE table_id = ? AND seat = 0", TABLE),
                "its seats are guests' seats");

        int mover = server.stateOf(TABLE).toMove();
        Ws w = seat(TABLE, "token-" + mover);
        JsonNode turn = w.await(m -> m.has("choices"));
        w.choose("token-" + mover, RulesVersionTest.STEPS, turn.get("choices").get(0).get("choice"));
        w.await(m -> m.path("type").asText().equals("state") && m.get("step").asInt() == RulesVersionTest.STEPS + 1);

        Person ann = Person.signedUp(port, "Ann");
        assertEquals("Ann", ann.call("GET", "/api/me", null).body().get("name").asText());
    }
}
