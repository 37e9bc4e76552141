package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import keeptable.engine.Choice;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.json.Json;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Turn-based tables over real HTTP and WebSocket on both databases: the move time's bounds and a skip the
 * rules do not allow are refused; a seat whose time runs out is played by the chosen bot until its player
 * takes it back, or skipped with the choice the rules offer to give up the turn, or the game is abandoned
 * without a result; a clock survives a restart; a player hands their seat to a bot and takes it back, and a
 * co-operative party replaces a player who is away.
 */
class TurnBasedTest extends ServerCase {
    /** A server whose clocks may be seconds long and are looked at ten times a second. */
    private void startFast(String kind) {
        start(kind, c -> c.withTurns(TurnSettings.defaults().withMinMoveSeconds(1).withTimes(100, 200)));
    }

    private Harness.Response createTurnBased(String game, String turnBased, String options, String... kinds)
            throws Exception {
        StringBuilder seats = new StringBuilder();
        for (int i = 0; i < kinds.length; i++) {
            seats.append(i == 0 ? "" : ",").append("{\"kind\":\"").append(kinds[i]).append("\",\"name\":\"")
                    .append(i == 0 ? "Ann" : i == 1 ? "Bob" : "Cy").append("\"}");
        }
        return Harness.post(port, "/api/tables", "{\"game\":\"" + game + "\",\"seats\":[" + seats + "]"
                + (options == null ? "" : ",\"options\":" + options)
                + (turnBased == null ? "" : ",\"turnBased\":" + turnBased) + "}");
    }

    private String standIn(String table, int seat) throws Exception {
        return db.query("SELECT stand_in FROM table_seats WHERE table_id = ? AND seat = " + seat, table);
    }

    private static void await(long ms, String what, BooleanSupplier test) throws InterruptedException {
        long until = System.currentTimeMillis() + ms;
        while (!test.getAsBoolean()) {
            if (System.currentTimeMillis() > until) {
                throw new AssertionError("within " + ms + " ms: " + what);
            }
            Thread.sleep(25);
        }
    }

    private JsonNode summary(String table) {
        try {
            return Harness.get(port, "/api/tables/" + table).body();
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void badTurnBasedSettingsAreRefusedNamingWhatIsWrongAndChangeNothing(String kind) throws Exception {
        start(kind);
        String[][] cases = {
                {"killmans-keep", "{\"moveMinutes\":59,\"onTimeout\":\"bot\"}", "from 1 hour to 7 days"},
                {"killmans-keep", "{\"moveMinutes\":10081,\"onTimeout\":\"bot\"}", "from 1 hour to 7 days"},
                {"killmans-keep", "{\"moveMinutes\":1.5,\"onTimeout\":\"bot\"}", "whole number"},
                {"killmans-keep", "{\"moveMinutes\":60,\"onTimeout\":\"sleep\"}", "\"bot\", \"skip\" or \"abandon\""},
                {"killmans-keep", "{\"onTimeout\":\"bot\"}", "needs moveMinutes"},
                {"killmans-keep", "{\"moveMinutes\":60,\"onTimeout\":\"bot\",\"bot\":\"ismcts\"}", "\"easy\""},
                {"killmans-keep", "{\"moveMinutes\":60,\"onTimeout\":\"bot\",\"clock\":1}", "no field 'clock'"},
                {"killmans-keep", "\"daily\"", "must be an object"},
                {"dead-cells", "{\"moveMinutes\":60,\"onTimeout\":\"skip\"}",
                        "cannot be skipped in Dead Cells: The Rogue-Lite Board Game (every player plays at least one"
                                + " Combat card each combat turn"},
        };
        for (String[] c : cases) {
            Harness.Response r = createTurnBased(c[0], c[1], null, "human", "open");
            assertEquals(400, r.status(), c[1] + ": " + r.body());
            assertTrue(r.body().get("error").asText().contains(c[2]), c[1] + " names what is wrong: " + r.body());
        }
        assertEquals("0", db.query("SELECT COUNT(*) FROM game_tables WHERE id <> ?", ""), "no table was stored");
        Harness.Response ok = createTurnBased("killmans-keep", "{\"moveMinutes\":1440,\"onTimeout\":\"skip\"}", null,
                "human", "open");
        assertEquals(201, ok.status(), ok.body().toString());
        JsonNode tb = ok.body().get("table").get("turnBased");
        assertEquals(1440, tb.get("moveMinutes").asInt());
        assertEquals("skip", tb.get("onTimeout").asText());
        long due = tb.get("clockDue").asLong();
        assertTrue(Math.abs(due - (System.currentTimeMillis() + 86_400_000L)) < 60_000, "a day to move: " + due);
        assertEquals(Long.toString(due), db.query("SELECT clock_due FROM game_tables WHERE id = ?",
                ok.body().get("id").asText()), "the clock is stored with the table");
        for (String game : new String[] {"dead-keep", "the-keep", "down-among-the-dead"}) {
            Harness.Response skips = createTurnBased(game, "{\"moveMinutes\":60,\"onTimeout\":\"skip\"}", null,
                    game.equals("the-keep") ? new String[] {"human", "open", "open"} : new String[] {"human", "open"});
            assertEquals(201, skips.status(), game + "'s book lets a player give up a turn: " + skips.body());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aTimedOutSeatIsPlayedByTheChosenBotUntilItsPlayerTakesItBack(String kind) throws Exception {
        startFast(kind);
        JsonNode t = createTurnBased("killmans-keep", "{\"moveSeconds\":1,\"onTimeout\":\"bot\",\"bot\":\"easy\"}",
                null, "human", "human").body();
        String id = t.get("id").asText();
        int first = t.get("table").get("toMove").asInt();
        String token = t.get("tokens").get(Integer.toString(first)).asText();
        await(5_000, "the first seat's time ran out", () -> {
            try {
                return "random".equals(standIn(id, first));
            } catch (Exception e) {
                throw new IllegalStateException(e);
            }
        });
        await(5_000, "the bot played", () -> summary(id).get("step").asInt() > 0);
        assertEquals("easy", summary(id).get("seats").get(first).get("standIn").asText(),
                "the lobby shows the bot's strength, not its kind");
        Ws w = seat(id, token);
        JsonNode state = w.await(m -> "state".equals(m.path("type").asText()));
        assertEquals("easy", state.get("seats").get(first).get("standIn").asText());
        w.send("{\"type\":\"takeBack\",\"token\":\"" + token + "\",\"step\":" + state.get("step").asInt() + "}");
        JsonNode back = w.await(m -> "state".equals(m.path("type").asText())
                && !m.get("seats").get(first).has("standIn"));
        assertNull(standIn(id, first), "the store gives the seat back");
        assertTrue(server.problemOf(id) == null, "play goes on");
        assertTrue(Harness.get(port, "/metrics").body().get("moveTimeouts").asLong() >= 1);
        assertNotNull(back);
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aSkippedSeatGivesUpItsTurnWithTheChoiceTheRulesOffer(String kind) throws Exception {
        startFast(kind);
        JsonNode t = createTurnBased("killmans-keep", "{\"moveSeconds\":1,\"onTimeout\":\"skip\"}",
                "{\"roundLimit\":\"2\"}", "human", "human").body();
        String id = t.get("id").asText();
        await(60_000, "every turn was skipped to the round limit", () -> summary(id).get("over").asBoolean());
        GameModule game = GameModules.byId("killmans-keep");
        Setup setup = Json.plain().readValue(db.query("SELECT setup FROM game_tables WHERE id = ?", id), Setup.class);
        State s = game.newGame(setup);
        int passes = 0;
        for (String text : choices(id)) {
            Choice played = game.json().readValue(text, game.choiceType());
            Choice pass = game.skipChoice(s);
            if (pass != null) {
                assertEquals(pass, played, "where the rules offer to give up the turn, the skipped seat does");
                passes++;
            }
            s.apply(played);
        }
        assertTrue(passes >= 4, "two rounds of two players ended their turns: " + passes);
        assertNull(standIn(id, 0));
        assertNull(standIn(id, 1), "a skip lasts one turn");
    }

    private List<String> choices(String table) throws Exception {
        List<String> out = new ArrayList<>();
        try (Connection c = db.connect(); PreparedStatement p = c.prepareStatement(
                "SELECT choice FROM table_choices WHERE table_id = ? ORDER BY step")) {
            p.setString(1, table);
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    out.add(r.getString(1));
                }
            }
        }
        return out;
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aClockSurvivesARestartAndAnAbandonedGameStaysWithoutAResult(String kind) throws Exception {
        startFast(kind);
        JsonNode t = createTurnBased("killmans-keep", "{\"moveSeconds\":2,\"onTimeout\":\"abandon\"}", null,
                "human", "human").body();
        String id = t.get("id").asText();
        String mover = t.get("table").get("seats").get(t.get("table").get("toMove").asInt()).get("name").asText();
        server.close();
        Thread.sleep(2_500); // the time runs out while no server runs
        startFast(kind);
        await(3_000, "the restarted server acted on the clock", () -> summary(id).has("problem"));
        JsonNode s = summary(id);
        assertEquals("abandoned: " + mover + "'s time to move ran out", s.get("problem").asText());
        assertTrue(!s.get("over").asBoolean() && !s.has("outcome"), "abandoned without a result: " + s);
        assertEquals(1, Harness.get(port, "/metrics").body().get("moveTimeouts").asLong(), "acted on once");
        server.close();
        startFast(kind);
        Thread.sleep(500);
        assertEquals("abandoned: " + mover + "'s time to move ran out", summary(id).get("problem").asText(),
                "it stays abandoned after a restart");
        assertEquals(0, Harness.get(port, "/metrics").body().get("moveTimeouts").asLong(), "and is not acted on again");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aPlayerHandsTheirSeatToABotAndACoOperativePartyReplacesOneWhoIsAway(String kind) throws Exception {
        startFast(kind);
        JsonNode t = createTurnBased("dead-keep", "{\"moveMinutes\":60,\"onTimeout\":\"bot\"}", null,
                "human", "human").body();
        String id = t.get("id").asText();
        String ann = t.get("tokens").get("0").asText();
        String bob = t.get("tokens").get("1").asText();
        Ws a = seat(id, ann);
        int step = a.await(m -> "state".equals(m.path("type").asText())).get("step").asInt();
        a.send("{\"type\":\"handOver\",\"token\":\"" + ann + "\",\"step\":" + step + ",\"seat\":1,\"bot\":\"hard\"}");
        a.await(m -> "state".equals(m.path("type").asText()) && m.get("seats").get(1).has("standIn"));
        assertEquals("ismcts", standIn(id, 1), "Bob is away: a bot plays his seat");
        Ws b = seat(id, bob);
        b.await(m -> "state".equals(m.path("type").asText()));
        b.send("{\"type\":\"takeBack\",\"token\":\"" + bob + "\",\"step\":0}");
        b.await(m -> "state".equals(m.path("type").asText()) && !m.get("seats").get(1).has("standIn"));
        assertNull(standIn(id, 1), "Bob took his seat back");
        a.send("{\"type\":\"handOver\",\"token\":\"" + ann + "\",\"step\":0,\"seat\":1,\"bot\":\"easy\"}");
        JsonNode refused = a.await(m -> "refused".equals(m.path("type").asText()));
        assertTrue(refused.get("reason").asText().contains("Bob is at the table"), refused.toString());
        assertNull(standIn(id, 1), "a player at the table keeps the seat");

        JsonNode k = createTurnBased("killmans-keep", null, null, "human", "human").body();
        String kid = k.get("id").asText();
        String kAnn = k.get("tokens").get("0").asText();
        Ws ka = seat(kid, kAnn);
        ka.await(m -> "state".equals(m.path("type").asText()));
        ka.send("{\"type\":\"handOver\",\"token\":\"" + kAnn + "\",\"step\":0,\"seat\":1,\"bot\":\"easy\"}");
        JsonNode no = ka.await(m -> "refused".equals(m.path("type").asText()));
        assertTrue(no.get("reason").asText().contains("only a seat's own player"), no.toString());
        ka.send("{\"type\":\"handOver\",\"token\":\"" + kAnn + "\",\"step\":0,\"bot\":\"normal\"}");
        ka.await(m -> "state".equals(m.path("type").asText()) && m.get("seats").get(0).has("standIn"));
        assertEquals("heuristic", standIn(kid, 0), "a live table's player hands their own seat to a bot");
    }
}
