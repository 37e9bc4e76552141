package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.sql.Connection;
import java.sql.Statement;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;
import keeptable.engine.record.GameRecord;
import keeptable.engine.record.Replay;
import keeptable.server.Harness.Response;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * What the server keeps to itself, over real HTTP and WebSocket on both databases: a table for more than
 * one person is dealt from a seed nobody chose and nobody hears of until the game is over, and a
 * campaign's next game is started by its owner alone.
 */
class OwnersAndSecretsTest extends ServerCase {

    private Response create(String seats, String rest) throws Exception {
        return Harness.post(port, "/api/tables", "{\"game\":\"killmans-keep\",\"seats\":[" + seats + "]" + rest + "}");
    }

    private long storedSeed(String table) throws Exception {
        return Harness.JSON.readTree(db.query("SELECT setup FROM game_tables WHERE id = ?", table)).get("seed")
                .asLong();
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aTableForSeveralPeopleIsDealtFromASeedNobodyChoseAndHearsOfBeforeTheEnd(String kind) throws Exception {
        start(kind);
        try (CapturedLog log = new CapturedLog()) {
            String human = "{\"kind\":\"human\"}";
            String open = "{\"kind\":\"open\"}";
            Response invited = create(human + "," + open, ",\"seed\":5");
            assertEquals(400, invited.status(), "the creator would know the invited player's hand: " + invited);
            assertTrue(invited.body().get("error").asText().contains("seed the server draws"), invited.toString());
            assertEquals(400, create(human + "," + human, ",\"seed\":5").status(), "two human seats are two people");
            assertEquals(400, create(human + "," + open, ",\"seed\":5,\"hotseat\":true").status(),
                    "an open seat is someone else's, hotseat or not");
            assertEquals(400, create(human + "," + human, ",\"hotseat\":\"yes\"").status(), "hotseat is true or false");

            // a chosen seed stays where one person plays: alone, hotseat, or bots alone; the lobby says so
            for (String seats : new String[] {human + ",{\"kind\":\"random\"}", human + "," + human,
                    "{\"kind\":\"random\"},{\"kind\":\"random\"}"}) {
                Response r = create(seats, ",\"seed\":5,\"hotseat\":true");
                assertEquals(201, r.status(), r.toString());
                assertTrue(r.body().get("table").get("chosenSeed").asBoolean(), r.toString());
                assertEquals(5, storedSeed(r.body().get("id").asText()));
            }

            Response dealt = create(human + "," + open, "");
            assertEquals(201, dealt.status(), dealt.toString());
            String id = dealt.body().get("id").asText();
            String token = dealt.body().get("tokens").get("0").asText();
            assertFalse(dealt.body().get("table").get("chosenSeed").asBoolean());
            String joined = Harness.post(port, "/api/tables/" + id + "/seats/1/join", "{}").body().get("token").asText();
            String seed = Long.toString(storedSeed(id));
            assertNotEquals(seed, Long.toString(storedSeed(create(human + "," + open, "").body().get("id").asText())),
                    "each such table is dealt anew");
            StringBuilder heard = new StringBuilder(dealt.body().toString());
            heard.append(Harness.get(port, "/api/tables/" + id).body());
            JsonNode listed = Harness.get(port, "/api/tables").body();
            heard.append(listed);
            for (JsonNode t : listed.get("tables")) {
                assertEquals(!t.get("id").asText().equals(id) && t.get("chosenSeed").asBoolean(),
                        t.get("chosenSeed").asBoolean());
            }
            for (String t : new String[] {token, joined}) {
                heard.append(seat(id, t).await(m -> ServerSuite.isState(m) && m.get("step").asInt() == 0));
            }
            Ws spectator = Ws.spectator(port, id);
            sockets.add(spectator);
            heard.append(spectator.await(ServerSuite::isState));
            Response record = Harness.get(port, "/api/tables/" + id + "/record");
            assertEquals(403, record.status());
            heard.append(record.body());
            heard.append(log.text());
            assertFalse(heard.toString().contains(seed), "the seed " + seed + " was told before the game's end");
        }

        // the seed comes with the record once the game is over, and the record replays
        Response bots = create("{\"kind\":\"random\"},{\"kind\":\"random\"}", "");
        String id = bots.body().get("id").asText();
        long until = System.currentTimeMillis() + 30_000;
        while (!server.stateOf(id).isOver() && System.currentTimeMillis() < until) {
            Thread.sleep(20);
        }
        JsonNode record = Harness.get(port, "/api/tables/" + id + "/record").body();
        assertEquals(storedSeed(id), record.get("setup").get("seed").asLong());
        GameModule game = GameModules.byId("killmans-keep");
        assertTrue(Replay.verify(game, game.json().treeToValue(record, GameRecord.class)).ok());
    }

    private Response relayGame(String campaign, String owner) throws Exception {
        return Harness.post(port, "/api/tables", "{\"game\":\"relay\",\"campaign\":\"" + campaign + "\","
                + (owner == null ? "" : "\"campaignOwner\":\"" + owner + "\",") + "\"seats\":[{\"kind\":\"human\"}]}");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void onlyTheCampaignsOwnerStartsItsNextGame(String kind) throws Exception {
        start(kind);
        JsonNode made = Harness.post(port, "/api/campaigns", "{\"game\":\"relay\"}").body();
        String campaign = made.get("id").asText();
        String owner = made.get("owner").asText();
        assertTrue(owner.length() >= 32, "a secret of 192 bits: " + owner);
        assertFalse(Harness.get(port, "/api/campaigns/" + campaign).body().has("owner"), "shown to its creator alone");
        assertFalse(Harness.get(port, "/api/campaigns").body().toString().contains(owner));
        assertNotEquals(owner, db.query("SELECT owner_hash FROM campaigns WHERE id = ?", campaign),
                "the store keeps its hash");

        Response stranger = relayGame(campaign, null);
        assertEquals(403, stranger.status(), "a stranger starts someone else's campaign game: " + stranger);
        assertEquals(403, relayGame(campaign, owner.substring(1) + "x").status(), "a wrong secret");
        assertTrue(Harness.get(port, "/api/campaigns/" + campaign).body().path("table").isMissingNode(),
                "the stranger started nothing");
        Response mine = relayGame(campaign, owner);
        assertEquals(201, mine.status(), "the owner is not blocked: " + mine);

        // after a restart the owner is still known
        server.close();
        start(kind);
        String table = mine.body().get("id").asText();
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE game_tables SET finished = 1 WHERE id = '" + table + "'");
        }
        server.close();
        start(kind);
        assertEquals(403, relayGame(campaign, null).status());

        // a campaign stored before owners were kept goes to the first who starts its next game
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE campaigns SET owner_hash = NULL WHERE id = '" + campaign + "'");
        }
        server.close();
        start(kind);
        Response first = relayGame(campaign, null);
        assertEquals(201, first.status(), first.toString());
        String claimed = first.body().get("campaignOwner").asText();
        try (Connection c = db.connect(); Statement s = c.createStatement()) {
            s.executeUpdate("UPDATE game_tables SET finished = 1 WHERE id = '" + first.body().get("id").asText() + "'");
        }
        server.close();
        start(kind);
        assertEquals(403, relayGame(campaign, owner).status(), "the old secret was not kept: the claim holds");
        assertEquals(201, relayGame(campaign, claimed).status());
    }
}
