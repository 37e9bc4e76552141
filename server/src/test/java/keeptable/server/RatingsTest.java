package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import keeptable.engine.agent.Agent;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Ratings over real HTTP and WebSocket on SQLite and PostgreSQL: two accounts play a game to its end,
 * each in their own session; both are rated by Glicko-2 from their places, once (a restart weighs nothing
 * again), and shown on their profiles and the game's leaderboard. A game with a bot seat is not rated.
 */
class RatingsTest extends ServerCase {
    private static final GameModule GAME = GameModules.byId("killmans-keep");

    /** Plays the table to its end, each move the heuristic bot's pick, sent by the socket of the seat to move. */
    private void playToTheEnd(String table, Ws... bySeat) throws Exception {
        Agent bot = GAME.heuristicAgent();
        Rng rng = new Rng(5);
        for (int guard = 0; guard < 5000; guard++) {
            State s = server.stateOf(table);
            if (s.isOver()) {
                return;
            }
            Choice c = bot.choose(s.determinize(s.toMove(), rng), s.choices(), rng);
            Ws w = bySeat[s.toMove()];
            if (w == null) { // a bot's seat: it moves by itself
                Thread.sleep(5);
                continue;
            }
            String choice = GAME.json().writerFor(GAME.choiceType()).writeValueAsString(c);
            w.send("{\"type\":\"choice\",\"step\":" + s.step() + ",\"choice\":" + choice + "}");
            int next = s.step() + 1;
            w.await(m -> m.path("type").asText().equals("state") && m.get("step").asInt() >= next
                    || m.path("type").asText().equals("refused"));
        }
        throw new AssertionError("the game did not end within 5000 moves");
    }

    private static JsonNode line(JsonNode profile, String game) {
        for (JsonNode g : profile.get("games")) {
            if (g.get("game").asText().equals(game)) {
                return g;
            }
        }
        throw new AssertionError("no " + game + " in " + profile);
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void twoAccountsPlayingToTheEndAreRatedOnceFromTheirPlaces(String kind) throws Exception {
        start(kind);
        Person ann = Person.signedUp(port, "Ann");
        Person bob = Person.signedUp(port, "Bob");
        String table = ann.call("POST", "/api/tables",
                "{\"game\":\"killmans-keep\",\"seats\":[{\"account\":\"Ann\"},{\"account\":\"Bob\"}]}").body()
                .get("id").asText();
        Ws anns = ann.seat(table, null);
        Ws bobs = bob.seat(table, null);
        sockets.add(anns);
        sockets.add(bobs);
        playToTheEnd(table, anns, bobs);

        List<Integer> winners = server.stateOf(table).outcome().winners();
        var results = server.stateOf(table).outcome().results();
        double annScore = results.isEmpty() ? (winners.contains(0) == winners.contains(1) ? 0.5 : winners.contains(0) ? 1 : 0)
                : Double.compare(results.get(1).place(), results.get(0).place()) / 2.0 + 0.5;
        Glicko2.Rating annAfter = Glicko2.after(Glicko2.Rating.NEW,
                List.of(new Glicko2.Result(Glicko2.Rating.NEW, annScore)), Glicko2.TAU);
        Glicko2.Rating bobAfter = Glicko2.after(Glicko2.Rating.NEW,
                List.of(new Glicko2.Result(Glicko2.Rating.NEW, 1 - annScore)), Glicko2.TAU);

        JsonNode annLine = line(ann.call("GET", "/api/me", null).body(), "killmans-keep");
        assertEquals(1, annLine.get("played").asInt());
        assertEquals(winners.contains(0) ? 1 : 0, annLine.get("won").asInt());
        assertEquals(Math.round(annAfter.rating()), annLine.get("rating").asLong(), annLine.toString());
        assertEquals(Math.round(annAfter.deviation()), annLine.get("deviation").asLong());
        JsonNode bobLine = line(Harness.get(port, "/api/players/bob").body(), "killmans-keep");
        assertEquals(Math.round(bobAfter.rating()), bobLine.get("rating").asLong(), bobLine.toString());
        assertTrue(annScore == 0.5 || annLine.get("rating").asLong() != bobLine.get("rating").asLong());

        JsonNode board = Harness.get(port, "/api/ratings/killmans-keep").body();
        assertEquals(2, board.get("players").size());
        assertEquals(annScore >= 0.5 ? "Ann" : "Bob", board.get("players").get(0).get("name").asText(),
                "the better rated first: " + board);
        JsonNode mine = ann.call("GET", "/api/me/tables", null).body();
        assertTrue(mine.get(0).get("over").asBoolean() && !mine.get(0).get("yourTurn").asBoolean(), mine.toString());

        server.close();
        start(kind);
        assertEquals("1", db.query("SELECT games FROM ratings WHERE account = ?", "ann"), "weighed once, not again");
        assertEquals(404, Harness.get(port, "/api/players/nobody").status());
        assertEquals(404, Harness.get(port, "/api/ratings/chess").status());
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aGameWithABotIsNotRated(String kind) throws Exception {
        start(kind);
        Person ann = Person.signedUp(port, "Ann");
        String table = ann.call("POST", "/api/tables", "{\"game\":\"killmans-keep\",\"seats\":[{\"account\":\"Ann\"},"
                + "{\"kind\":\"heuristic\"}]}").body().get("id").asText();
        Ws anns = ann.seat(table, null);
        sockets.add(anns);
        playToTheEnd(table, anns, null);
        server.close(); // the weighing is stored with the table's end: read it from a fresh start
        start(kind);
        assertEquals("0", db.query("SELECT rated FROM weighed_tables WHERE table_id = ?", table));
        JsonNode annLine = line(Harness.get(port, "/api/players/ann").body(), "killmans-keep");
        assertEquals(1, annLine.get("played").asInt());
        assertTrue(!annLine.has("rating"), annLine.toString());
    }
}
