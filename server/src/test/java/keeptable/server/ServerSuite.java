package keeptable.server;


import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * The server over real HTTP and WebSocket against a real database; run once per database by the
 * subclasses.
 */
abstract class ServerSuite {
    /** The JDBC URL of a fresh, empty database for one test. */
    abstract String dbUrl() throws Exception;

    /** The PostgreSQL schema of that database, or null. */
    abstract String schema();

    /** A JDBC URL this test can query directly (the schema included). */
    abstract String directUrl();

    KeeptableServer server;
    int port;
    final List<Ws> sockets = new ArrayList<>();

    @BeforeEach
    void start() throws Exception {
        server = KeeptableServer.start(ServerConfig.defaults().withHost("127.0.0.1").withPort(0)
                .withDb(dbUrl(), schema()).withBots(1, 0).withHintMillis(100));
        port = server.port();
    }

    @AfterEach
    void stop() {
        sockets.forEach(Ws::close);
        if (server != null) {
            server.close();
        }
    }

    Ws seat(String table, String token) throws Exception {
        Ws w = Ws.seat(port, table, token);
        sockets.add(w);
        return w;
    }

    static boolean isState(JsonNode m) {
        return m.path("type").asText().equals("state");
    }

    @Test
    void lobbyListsGamesCreatesTablesAndPlaysOverTheSocket() throws Exception {
        JsonNode games = Harness.get(port, "/api/games").body();
        List<String> listed = new java.util.ArrayList<>();
        for (JsonNode g : games) {
            listed.add(g.get("id").asText());
            assertTrue(g.get("renderer").asBoolean(), "the jar of " + g.get("id").asText() + " carries its web/<id>.js");
        }
        assertEquals(keeptable.engine.module.GameModules.all().stream().map(keeptable.engine.Game::id).toList(), listed,
                "every game on the class path, in id order");
        assertTrue(listed.containsAll(List.of("killmans-keep", "the-keep")));
        // each game's options, as the game declares them, for the lobby's fields
        JsonNode dad = games.get(listed.indexOf("down-among-the-dead")).get("options");
        assertEquals(List.of("map", "lieutenants", "spawns", "boss", "turns"),
                java.util.stream.StreamSupport.stream(dad.spliterator(), false).map(o -> o.get("name").asText()).toList());
        assertEquals("ONE_OF", dad.get(0).get("kind").asText());
        assertEquals("barrow", dad.get(0).get("values").get(2).get("id").asText());
        assertEquals(200, dad.get(4).get("max").asInt());
        assertEquals(400, Harness.post(port, "/api/tables", "{\"game\":\"down-among-the-dead\",\"seats\":"
                + "[{\"kind\":\"random\"},{\"kind\":\"random\"}],\"options\":{\"turns\":\"999\"}}").status(),
                "a value the option does not take is refused");
        assertEquals(200, Harness.get(port, "/health").status());

        JsonNode t = Harness.create(port, "killmans-keep", 7, "human", "random");
        String id = t.get("id").asText();
        String token = t.get("tokens").get("0").asText();
        assertEquals(400, Harness.post(port, "/api/tables", "{\"game\":\"killmans-keep\",\"seats\":[{\"kind\":\"human\"}]}")
                .status(), "a one-seat Killman's Keep is refused by the rules");

        Ws w = seat(id, token);
        JsonNode s = w.await(m -> isState(m) && m.has("choices"));
        int step = s.get("step").asInt();
        assertEquals(0, s.get("seat").asInt());
        assertTrue(s.get("view").has("hand"));
        w.choose(token, step, s.get("choices").get(0).get("choice"));
        JsonNode after = w.await(m -> isState(m) && m.get("step").asInt() > step);
        assertTrue(after.get("events").isArray());
        assertTrue(Harness.get(port, "/metrics").body().get("choicesApplied").asLong() >= 1);
        assertEquals(403, Harness.get(port, "/api/tables/" + id + "/record").status(), "no record while in play");
        JsonNode hintState = w.await(m -> isState(m) && m.has("choices"));
        Harness.Response hint = Harness.post(port, "/api/tables/" + id + "/hint", "{\"token\":\"" + token + "\"}");
        assertEquals(200, hint.status(), hint.toString());
        JsonNode winRate = hint.body().get("winRate");
        assertTrue(winRate != null && winRate.isNumber() && winRate.asDouble() >= 0 && winRate.asDouble() <= 1,
                "the suggested choice's chance to win, 0 to 1: " + hint);
        // in plain words, how often it wins from here (HintWords), never search counts or percentages
        String why = hint.body().get("why").asText();
        assertTrue(why.matches("(Good move: from here you|Too close to tell apart from .*: from here you|From here you)"
                + " win (about [1-9]|fewer than 1|more than 9) in 10 games.*|It is the only choice\\."), hint.toString());
        long tenths = Math.round(winRate.asDouble() * 10);
        String often = tenths == 0 ? "fewer than 1" : tenths == 10 ? "more than 9" : "about " + tenths;
        assertTrue(why.equals("It is the only choice.") || why.contains("you win " + often + " in 10 games"),
                "the words say the chance the hint gives: " + hint);
        assertFalse(why.contains("%") || why.contains("searches"), why);
        assertEquals(hintState.get("step").asInt(), hint.body().get("step").asInt());

        // an open seat is joined by link, once
        JsonNode open = Harness.create(port, "the-keep", 8, "human", "open", "random");
        String oid = open.get("id").asText();
        Harness.Response joined = Harness.post(port, "/api/tables/" + oid + "/seats/1/join", "{}");
        assertEquals(200, joined.status());
        assertEquals(409, Harness.post(port, "/api/tables/" + oid + "/seats/1/join", "{}").status());
        assertEquals(409, Harness.post(port, "/api/tables/" + oid + "/seats/2/join", "{}").status(), "a bot's seat");
    }

    @Test
    void finishedGamesGiveTheirRecordAndReplay() throws Exception {
        String id = Harness.create(port, "the-keep", 5, "random", "random", "heuristic").get("id").asText();
        long deadline = System.currentTimeMillis() + 30_000;
        while (!server.stateOf(id).isOver() && System.currentTimeMillis() < deadline) {
            Thread.sleep(50);
        }
        assertTrue(server.stateOf(id).isOver(), "bots finish the game");
        Harness.Response rec = Harness.get(port, "/api/tables/" + id + "/record");
        assertEquals(200, rec.status());
        keeptable.engine.module.GameModule game = keeptable.engine.module.GameModules.byId("the-keep");
        keeptable.engine.record.GameRecord record = game.json()
                .treeToValue(rec.body(), keeptable.engine.record.GameRecord.class);
        assertTrue(keeptable.engine.record.Replay.verify(game, record).ok(), "the record replays");
        assertEquals(server.stateOf(id).step(), record.choices().size());
        assertEquals(record.choices().size(), storedChoices(id));
        JsonNode step1 = Harness.get(port, "/api/tables/" + id + "/replay?step=1&seat=2").body();
        assertEquals(1, step1.get("step").asInt());
        assertEquals(game.newGame(record.setup()).describe(record.choices().get(0)), step1.get("played").asText(),
                "the step is told in the players' words, as it was offered");
        assertEquals(2, step1.get("view").get("seat").asInt());
        assertEquals(400, Harness.get(port, "/api/tables/" + id + "/replay?step=99999").status());
    }

    @Test
    void refusalsGiveAReasonAndChangeNothing() throws Exception {
        JsonNode t = Harness.create(port, "killmans-keep", 11, "human", "human");
        String id = t.get("id").asText();
        String[] tokens = {t.get("tokens").get("0").asText(), t.get("tokens").get("1").asText()};
        Ws w = seat(id, tokens[0]);
        JsonNode s = w.await(Suite::isStateMsg);
        int mover = s.get("toMove").asInt();
        String mine = tokens[mover];
        String theirs = tokens[1 - mover];
        Ws m = seat(id, mine);
        s = m.await(x -> isState(x) && x.has("choices"));
        JsonNode legal = s.get("choices").get(0).get("choice");
        long print = server.stateOf(id).fingerprint();

        m.send("this is not json");
        assertTrue(refusal(m).startsWith("malformed message"));
        m.send("{\"type\":\"choice\",\"token\":\"" + mine + "\",\"step\":\"zero\",\"choice\":" + legal + "}");
        assertTrue(refusal(m).startsWith("malformed message"));
        m.send("{\"type\":\"choice\",\"token\":\"" + mine + "\",\"step\":0,\"choice\":{\"type\":\"NoSuchChoice\"}}");
        assertTrue(refusal(m).startsWith("malformed choice"));
        m.choose(mine, 5, legal);
        assertTrue(refusal(m).startsWith("stale"));
        m.choose(theirs, 0, legal);
        assertTrue(refusal(m).startsWith("not your turn"));
        m.choose("forged-token", 0, legal);
        assertEquals("unknown seat token", refusal(m));
        m.choose(mine, 0, Harness.JSON.readTree("{\"type\":\"Move\",\"area\":77}"));
        assertTrue(refusal(m).startsWith("illegal choice: "));

        assertEquals(print, server.stateOf(id).fingerprint(), "refusals change nothing");
        assertEquals(0, Harness.get(port, "/api/tables/" + id).body().get("step").asInt());
        assertEquals(0, storedChoices(id));
        m.choose(mine, 0, legal);
        m.await(x -> isState(x) && x.get("step").asInt() == 1);
        assertEquals(1, storedChoices(id));
    }

    // ---------------------------------------------------------------- campaigns and undo (the Relay test game)

    /** The owner's secret of the campaign the test made. */
    String owner;

    private JsonNode relayTable(String campaign, String kind) throws Exception {
        Harness.Response r = Harness.post(port, "/api/tables", "{\"game\":\"relay\",\"seed\":3,"
                + (campaign == null ? "" : "\"campaign\":\"" + campaign + "\",\"campaignOwner\":\"" + owner + "\",")
                + "\"seats\":[{\"kind\":\"" + kind + "\"}]}");
        assertEquals(201, r.status(), String.valueOf(r.body()));
        return r.body();
    }

    private void awaitOver(String table) throws InterruptedException {
        long deadline = System.currentTimeMillis() + 30_000;
        while (!server.stateOf(table).isOver() && System.currentTimeMillis() < deadline) {
            Thread.sleep(20);
        }
        assertTrue(server.stateOf(table).isOver(), "the bot finishes the game");
    }

    @Test
    void aCampaignMovesOnWithEachFinishedGameOneGameAtATimeAndSurvivesARestart() throws Exception {
        assertEquals(400, Harness.post(port, "/api/campaigns", "{\"game\":\"killmans-keep\"}").status());
        Harness.Response made = Harness.post(port, "/api/campaigns", "{\"game\":\"relay\"}");
        assertEquals(201, made.status());
        String campaign = made.body().get("id").asText();
        owner = made.body().get("owner").asText();
        assertEquals("0 of 3 games played, 0 won", made.body().get("summary").asText());
        assertEquals(400, Harness.post(port, "/api/tables", "{\"game\":\"relay\",\"campaign\":\"nope\","
                + "\"seats\":[{\"kind\":\"heuristic\"}]}").status());

        // A human's game keeps the campaign busy: no second game may start from the same point.
        JsonNode heldTable = relayTable(campaign, "human");
        String held = heldTable.get("id").asText();
        Harness.Response busy = Harness.post(port, "/api/tables", "{\"game\":\"relay\",\"campaign\":\""
                + campaign + "\",\"campaignOwner\":\"" + owner + "\",\"seats\":[{\"kind\":\"heuristic\"}]}");
        assertEquals(409, busy.status());
        assertTrue(busy.body().get("error").asText().contains(held), busy.body().toString());
        JsonNode listed = Harness.get(port, "/api/campaigns").body().get(0);
        assertEquals(held, listed.get("table").asText());

        // Restart mid-game: the campaign and its running game come back.
        server.close();
        server = KeeptableServer.start(ServerConfig.defaults().withHost("127.0.0.1").withPort(0)
                .withDb(dbUrl(), schema()).withBots(1, 0).withHintMillis(100));
        port = server.port();
        JsonNode t = Harness.get(port, "/api/tables/" + held).body();
        assertEquals(campaign, t.get("campaign").asText());
        assertEquals(held, Harness.get(port, "/api/campaigns/" + campaign).body().get("table").asText());
        assertEquals(409, Harness.post(port, "/api/tables", "{\"game\":\"relay\",\"campaign\":\"" + campaign
                + "\",\"campaignOwner\":\"" + owner + "\",\"seats\":[{\"kind\":\"heuristic\"}]}").status());
        assertEquals(404, Harness.get(port, "/api/campaigns/nope").status());

        // Finish the held game by hand; the campaign moves on in the same step.
        String token = heldTable.get("tokens").get("0").asText();
        Ws w = seat(held, token);
        while (!server.stateOf(held).isOver()) {
            JsonNode s = w.await(x -> isState(x) && (x.has("choices") || x.get("over").asBoolean()));
            if (s.get("over").asBoolean()) {
                break;
            }
            w.choose(token, s.get("step").asInt(), s.get("choices").get(1).get("choice"));
        }
        JsonNode after = Harness.get(port, "/api/campaigns/" + campaign).body();
        assertEquals(1, after.get("gamesPlayed").asInt());
        assertTrue(after.path("table").isMissingNode(), after.toString());
        assertEquals(1, after.get("state").get("played").asInt());

        for (int game = 2; game <= 3; game++) {
            String id = relayTable(campaign, "heuristic").get("id").asText();
            awaitOver(id);
            long deadline = System.currentTimeMillis() + 10_000;
            while (Harness.get(port, "/api/campaigns/" + campaign).body().get("gamesPlayed").asInt() < game
                    && System.currentTimeMillis() < deadline) {
                Thread.sleep(20);
            }
        }
        JsonNode over = Harness.get(port, "/api/campaigns/" + campaign).body();
        assertTrue(over.get("finished").asBoolean(), over.toString());
        assertEquals(3, over.get("gamesPlayed").asInt());
        Harness.Response refused = Harness.post(port, "/api/tables", "{\"game\":\"relay\",\"campaign\":\""
                + campaign + "\",\"campaignOwner\":\"" + owner + "\",\"seats\":[{\"kind\":\"heuristic\"}]}");
        assertEquals(409, refused.status());
        assertTrue(refused.body().get("error").asText().contains("over"), refused.body().toString());
        assertEquals(3, storedCampaignGames(campaign));
    }

    @Test
    void theSeatThatMadeTheLastChoiceMayTakeItBackUntilItRevealsSomething() throws Exception {
        JsonNode t = Harness.create(port, "relay", 9, "human", "human");
        String id = t.get("id").asText();
        String first = t.get("tokens").get("0").asText();
        String second = t.get("tokens").get("1").asText();
        Ws a = seat(id, first);
        JsonNode s = a.await(x -> isState(x) && x.has("choices"));
        assertFalse(s.get("undoable").asBoolean(), "nothing to take back at the start");
        a.choose(first, 0, s.get("choices").get(0).get("choice")); // step: nothing new comes to light
        s = a.await(x -> isState(x) && x.get("step").asInt() == 1);
        assertTrue(s.get("undoable").asBoolean());
        assertEquals(0, s.get("lastMover").asInt());
        assertEquals(1, storedChoices(id));

        Ws b = seat(id, second);
        b.await(ServerSuite::isState);
        b.send("{\"type\":\"undo\",\"token\":\"" + second + "\",\"step\":1}");
        assertEquals("the last choice was Seat 1's, and only Seat 1 may take it back", refusal(b));
        a.send("{\"type\":\"undo\",\"token\":\"" + first + "\",\"step\":7}");
        assertTrue(refusal(a).startsWith("stale"));
        a.send("{\"type\":\"undo\",\"token\":\"" + first + "\",\"step\":1}");
        s = a.await(x -> isState(x) && x.get("step").asInt() == 0);
        assertTrue(s.get("reset").asBoolean());
        assertEquals(0, s.get("events").size(), "the taken-back step leaves no event behind");
        assertEquals(0, storedChoices(id));
        assertEquals(0, server.stateOf(id).step());

        // A roll shows a die: it stands.
        a.choose(first, 0, s.get("choices").get(1).get("choice"));
        s = a.await(x -> isState(x) && x.get("step").asInt() == 1);
        assertFalse(s.get("undoable").asBoolean());
        a.send("{\"type\":\"undo\",\"token\":\"" + first + "\",\"step\":1}");
        assertEquals("your last choice (roll for 1 to 3 paces) rolled a die or shuffled a deck", refusal(a),
                "the one reason that holds: a die, not something shown");
        assertEquals(1, storedChoices(id));
        long print = server.stateOf(id).fingerprint();

        // The store agrees: a restarted server resumes at the same point.
        server.close();
        server = KeeptableServer.start(ServerConfig.defaults().withHost("127.0.0.1").withPort(0)
                .withDb(dbUrl(), schema()).withBots(1, 0).withHintMillis(100));
        port = server.port();
        assertEquals(print, server.stateOf(id).fingerprint());
        assertNull(server.problemOf(id));
    }

    private int storedCampaignGames(String campaign) throws Exception {
        try (Connection c = DriverManager.getConnection(directUrl());
             PreparedStatement p = c.prepareStatement("SELECT games_played FROM campaigns WHERE id = ?")) {
            p.setString(1, campaign);
            try (ResultSet r = p.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    private static String refusal(Ws w) throws InterruptedException {
        JsonNode r = w.await(x -> x.path("type").asText().equals("refused"));
        return r.get("reason").asText();
    }

    int storedChoices(String table) throws Exception {
        try (Connection c = DriverManager.getConnection(directUrl());
             PreparedStatement p = c.prepareStatement("SELECT COUNT(*) FROM table_choices WHERE table_id = ?")) {
            p.setString(1, table);
            try (ResultSet r = p.executeQuery()) {
                r.next();
                return r.getInt(1);
            }
        }
    }

    /** Lets method references name the state test from lambdas in subclasses. */
    static final class Suite {
        static boolean isStateMsg(JsonNode m) {
            return isState(m);
        }
    }
}
