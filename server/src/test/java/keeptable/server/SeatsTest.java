package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import keeptable.engine.Choice;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;
import keeptable.server.Harness.Response;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Who sits in a seat, over real HTTP and WebSocket on SQLite and PostgreSQL: a friend joining by invite picks the
 * name they play under, and every viewer, the log, the replay and a restarted server call the seat by it; bad
 * names are refused naming why, with nothing changed; a logged-in player who joins by link has the seat with their
 * account (its token works only in their session, and the game is in their My games).
 */
class SeatsTest extends ServerCase {
    private static boolean state(JsonNode m) {
        return "state".equals(m.path("type").asText());
    }

    private static List<String> texts(JsonNode events) {
        List<String> out = new ArrayList<>();
        events.forEach(e -> out.add(e.get("text").asText()));
        return out;
    }

    /** A table of {@code game} with Ann's seat and an open one (dealt from a seed the server draws). */
    private JsonNode annAndAnOpenSeat(String game) throws Exception {
        Response r = Harness.post(port, "/api/tables", "{\"game\":\"" + game + "\",\"seats\":[{\"kind\":\"human\","
                + "\"name\":\"Ann\"},{\"kind\":\"open\"}]}");
        assertEquals(201, r.status(), r.toString());
        return r.body();
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aFriendJoiningByInvitePlaysUnderTheNameTheyPickEverywhere(String kind) throws Exception {
        start(kind);
        JsonNode t = annAndAnOpenSeat("dead-cells");
        String id = t.get("id").asText();
        String ann = t.get("tokens").get("0").asText();
        Ws a = seat(id, ann);
        JsonNode m = a.await(SeatsTest::state);
        assertEquals("Player 2", m.get("seats").get(1).get("name").asText());
        // Ann plays until the log speaks of the open seat ("Player 2 (The Quartered) becomes First Player")
        List<String> log = new ArrayList<>(texts(m.get("events")));
        for (int i = 0; i < 20 && !String.join(" ", log).contains("Player 2") && m.has("choices"); i++) {
            int at = m.get("step").asInt();
            JsonNode pick = m.get("choices").get(0).get("choice");
            for (JsonNode c : m.get("choices")) {
                if (c.get("label").asText().contains("Player 2")) {
                    pick = c.get("choice"); // such as giving the First Player token to the open seat
                }
            }
            a.choose(ann, at, pick);
            m = a.await(s -> state(s) && s.get("step").asInt() > at);
            log.addAll(texts(m.get("events")));
        }
        assertTrue(String.join(" ", log).contains("Player 2"), "the log names the open seat before it is joined: " + log);

        Response joined = Harness.post(port, "/api/tables/" + id + "/seats/1/join", "{\"name\":\"  Bea  \"}");
        assertEquals(200, joined.status(), joined.toString());
        assertEquals("Bea", joined.body().get("name").asText(), "spaces around a name are dropped");
        String bea = joined.body().get("token").asText();

        // Ann, watching already, is shown the table again whole: the seat and every line of the log say Bea
        JsonNode after = a.await(s -> state(s) && s.get("reset").asBoolean());
        assertEquals("Bea", after.get("seats").get(1).get("name").asText());
        String words = String.join(" ", texts(after.get("events")));
        assertTrue(words.contains("Bea") && !words.contains("Player 2"), words);
        JsonNode seen = seat(id, bea).await(SeatsTest::state);
        assertEquals(1, seen.get("seat").asInt());
        assertEquals("Bea", seen.get("seats").get(1).get("name").asText());
        assertEquals("Bea", Harness.get(port, "/api/tables/" + id).body().get("seats").get(1).get("name").asText());
        assertEquals("Bea", db.query("SELECT name FROM table_seats WHERE table_id = ? AND seat = 1", id));
        assertTrue(db.query("SELECT setup FROM game_tables WHERE id = ?", id).contains("\"Bea\""),
                "the stored setup, which every copy is read from, names her");

        // a restart reads the record again under her name: it replays to the same fingerprints, and goes on
        server.close();
        start(kind);
        assertNull(server.problemOf(id), "the record replays under the new name");
        JsonNode again = seat(id, bea).await(SeatsTest::state);
        assertEquals("Bea", again.get("seats").get(1).get("name").asText());
        assertTrue(String.join(" ", texts(again.get("events"))).contains("Bea"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void theReplayAndRecordOfAFinishedGameNameTheJoinedPlayer(String kind) throws Exception {
        start(kind);
        Response r = Harness.post(port, "/api/tables", "{\"game\":\"killmans-keep\",\"options\":{\"roundLimit\":\"1\"},"
                + "\"seats\":[{\"kind\":\"human\",\"name\":\"Ann\"},{\"kind\":\"open\"}]}");
        String id = r.body().get("id").asText();
        String[] tokens = {r.body().get("tokens").get("0").asText(), Harness.post(port, "/api/tables/" + id
                + "/seats/1/join", "{\"name\":\"Bea\"}").body().get("token").asText()};
        Ws[] at = {seat(id, tokens[0]), seat(id, tokens[1])};
        JsonNode[] last = {at[0].await(SeatsTest::state), at[1].await(SeatsTest::state)};
        for (int i = 0; i < 2_000 && !last[0].get("over").asBoolean(); i++) {
            int mover = last[0].get("toMove").asInt();
            JsonNode m = last[mover];
            while (m.get("step").asInt() < last[0].get("step").asInt() || !m.has("choices")) {
                m = at[mover].await(SeatsTest::state);
            }
            JsonNode pick = Harness.endTurnOrFirst(m);
            int step = m.get("step").asInt();
            at[mover].choose(tokens[mover], step, pick);
            last[mover] = at[mover].await(s -> state(s) && s.get("step").asInt() > step);
            last[0] = mover == 0 ? last[0] : at[0].await(s -> state(s) && s.get("step").asInt() > step);
        }
        assertTrue(last[0].get("over").asBoolean(), "the game ended");
        JsonNode record = Harness.get(port, "/api/tables/" + id + "/record").body();
        assertEquals("Bea", record.path("setup").path("seats").path(1).path("name").asText(), record.toString());
        int steps = record.path("choices").size();
        List<String> said = new ArrayList<>();
        for (int step = 1; step <= steps && !String.join(" ", said).contains("Bea"); step++) {
            said.addAll(texts(Harness.get(port, "/api/tables/" + id + "/replay?step=" + step + "&seat=-1").body()
                    .get("events")));
        }
        assertTrue(String.join(" ", said).contains("Bea") && !String.join(" ", said).contains("Player 2"), said.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void badNamesAreRefusedNamingWhyAndLeaveTheSeatOpen(String kind) throws Exception {
        start(kind);
        String id = annAndAnOpenSeat("killmans-keep").get("id").asText();
        String[][] refused = {
            {"\"\"", "is blank"},
            {"\"   \"", "is blank"},
            {"\"Bea\\u0007\"", "holds a control character"},
            {"\"" + "B".repeat(41) + "\"", "is longer than 40 characters"},
            {"\"ANN\"", "is another seat's at this table"},
            {"42", "name must be a string"},
        };
        for (String[] r : refused) {
            Response res = Harness.post(port, "/api/tables/" + id + "/seats/1/join", "{\"name\":" + r[0] + "}");
            assertEquals(400, res.status(), r[0] + ": " + res);
            assertTrue(res.body().get("error").asText().contains(r[1]), r[0] + ": " + res);
        }
        JsonNode seat = Harness.get(port, "/api/tables/" + id).body().get("seats").get(1);
        assertTrue(seat.get("open").asBoolean(), "the seat is still open");
        assertEquals("Player 2", seat.get("name").asText());
        assertNull(db.query("SELECT token_hash FROM table_seats WHERE table_id = ? AND seat = 1", id));
        assertEquals(200, Harness.post(port, "/api/tables/" + id + "/seats/1/join", "{\"name\":\"" + "B".repeat(40)
                + "\"}").status(), "forty characters are a name");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aLoggedInPlayerJoiningByLinkHasTheSeatWithTheirAccount(String kind) throws Exception {
        start(kind);
        Response r = Harness.post(port, "/api/tables", "{\"game\":\"killmans-keep\",\"seats\":[{\"kind\":\"human\","
                + "\"name\":\"Ann\"},{\"kind\":\"open\"},{\"kind\":\"open\"}]}");
        String id = r.body().get("id").asText();
        Person bob = Person.signedUp(port, "Bob");
        Response joined = bob.call("POST", "/api/tables/" + id + "/seats/1/join", "{}");
        assertEquals(200, joined.status(), joined.toString());
        assertEquals("Bob", joined.body().get("name").asText(), "the account's name when none is given");
        assertEquals("bob", db.query("SELECT account FROM table_seats WHERE table_id = ? AND seat = 1", id));
        Response twice = bob.call("POST", "/api/tables/" + id + "/seats/2/join", "{\"name\":\"Bobby\"}");
        assertEquals(409, twice.status(), twice.toString());
        assertTrue(twice.body().get("error").asText().contains("Bob has a seat at this table already"), twice.toString());

        String token = joined.body().get("token").asText();
        JsonNode stolen = seat(id, token).await(m -> true);
        assertEquals("refused", stolen.get("type").asText(), "the token alone, without Bob's session: " + stolen);
        assertTrue(stolen.get("reason").asText().contains("belongs to an account"), stolen.toString());
        Ws his = bob.seat(id, null);
        sockets.add(his);
        assertEquals(1, his.await(m -> true).get("seat").asInt(), "Bob's session plays his seat, no token needed");
        JsonNode mine = bob.call("GET", "/api/me/tables", null).body();
        assertEquals(1, mine.size(), mine.toString());
        assertEquals(id, mine.get(0).get("id").asText(), "the game is in Bob's My games");

        Person cy = Person.signedUp(port, "Cyd");
        Response named = cy.call("POST", "/api/tables/" + id + "/seats/2/join", "{\"name\":\"Cy the Bold\"}");
        assertEquals("Cy the Bold", named.body().get("name").asText(), "a logged-in player may pick another name");
        assertEquals("cyd", db.query("SELECT account FROM table_seats WHERE table_id = ? AND seat = 2", id));
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void nobodyButAnAccountPlaysUnderANameThatReadsAsIts(String kind) throws Exception {
        start(kind);
        Person dora = Person.signedUp(port, "Dora");
        Person bob = Person.signedUp(port, "Bob");
        Response r = Harness.post(port, "/api/tables", "{\"game\":\"killmans-keep\",\"seats\":["
                + "{\"kind\":\"human\",\"name\":\"Eve\"},{\"kind\":\"open\"},{\"kind\":\"open\"}]}");
        assertEquals(201, r.status(), r.toString());
        String id = r.body().get("id").asText();
        String refusal = "reads as the account Dora's";
        for (String name : List.of("dora", "DÓRA", " D o r a ", "\uFF24\uFF4F\uFF52\uFF41", "Do\u200Bra", "Dora\u0301")) {
            String body = Harness.JSON.writeValueAsString(Harness.JSON.createObjectNode().put("name", name));
            Response guest = Harness.post(port, "/api/tables/" + id + "/seats/1/join", body);
            assertEquals(400, guest.status(), name + ": " + guest);
            assertTrue(guest.body().get("error").asText().contains(refusal), name + ": " + guest);
        }
        Response posing = bob.call("POST", "/api/tables/" + id + "/seats/1/join", "{\"name\":\"Dora\"}");
        assertEquals(400, posing.status(), "another account may not pose as Dora either: " + posing);
        assertTrue(posing.body().get("error").asText().contains(refusal), posing.toString());
        assertNull(db.query("SELECT token_hash FROM table_seats WHERE table_id = ? AND seat = 1", id));
        assertEquals("Player 2", Harness.get(port, "/api/tables/" + id).body().get("seats").get(1).get("name").asText(),
                "a refused name changed nothing");

        Response near = Harness.post(port, "/api/tables/" + id + "/seats/2/join", "{\"name\":\"Dorian\"}");
        assertEquals(200, near.status(), "a name that merely starts like an account's is a guest's: " + near);
        Response herself = dora.call("POST", "/api/tables/" + id + "/seats/1/join", "{\"name\":\"DÓRA\"}");
        assertEquals(200, herself.status(), "Dora, logged in, plays under her name in any form: " + herself);
        assertEquals("dora", db.query("SELECT account FROM table_seats WHERE table_id = ? AND seat = 1", id));

        String named = "{\"game\":\"killmans-keep\",\"seats\":[{\"kind\":\"human\",\"name\":\"Eve\"},"
                + "{\"kind\":\"random\",\"name\":\"d o r a\"}]}";
        Response host = bob.call("POST", "/api/tables", named);
        assertEquals(400, host.status(), "a host may not name a seat as another's account: " + host);
        assertTrue(host.body().get("error").asText().startsWith("seat 2: ")
                && host.body().get("error").asText().contains(refusal), host.toString());
        assertEquals(201, dora.call("POST", "/api/tables", named).status(), "Dora may name a seat of hers so");
    }

    /**
     * Why a name may be written into a table's setup and the record read again under it: in every game the rules
     * never look at a seat's name, so the same choices reach the same fingerprints under any names.
     */
    @Test
    void namesChangeNoFingerprintInAnyGame() {
        for (GameModule g : GameModules.all()) {
            if (!List.of("killmans-keep", "the-keep", "down-among-the-dead", "dead-keep", "dead-cells").contains(g.id())) {
                continue; // the test modules' own games (a brittle one throws on purpose)
            }
            for (long seed = 1; seed <= 3; seed++) {
                Setup plain = Setup.of(seed, agents(g.minSeats()));
                List<Seat> named = new ArrayList<>();
                for (Seat s : plain.seats()) {
                    named.add(new Seat("Zed " + s.name().length() * seed + " of the long name", s.agent()));
                }
                State a = g.newGame(plain);
                State b = g.newGame(new Setup(named, plain.options(), seed));
                Random pick = new Random(seed);
                for (int step = 0; step < 150 && !a.isOver(); step++) {
                    assertEquals(a.fingerprint(), b.fingerprint(), g.id() + " seed " + seed + " step " + step);
                    List<? extends Choice> choices = a.choices();
                    int i = pick.nextInt(choices.size());
                    a.apply(choices.get(i));
                    b.apply(b.choices().get(i));
                }
                assertEquals(a.fingerprint(), b.fingerprint(), g.id() + " seed " + seed + " at the end");
            }
        }
    }

    private static String[] agents(int n) {
        String[] out = new String[n];
        java.util.Arrays.fill(out, "human");
        return out;
    }
}
