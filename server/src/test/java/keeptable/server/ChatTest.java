package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import keeptable.server.Harness.Response;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Chat over real WebSockets and HTTP on SQLite and PostgreSQL: the players' channel reaches everyone at
 * the table as the very text written (the pages show it as text), the spectators' channel only
 * spectators; bad lines and a flood are refused; a mute holds across visits; a moderator deletes a line;
 * a replay shows what was said up to its step; the lobby has its own chat.
 */
class ChatTest extends ServerCase {
    private static final String MARKUP = "<b>hi</b> & <img src=x onerror=alert(1)> \\\"quoted\\\"";
    private static final String MARKUP_AS_READ = "<b>hi</b> & <img src=x onerror=alert(1)> \"quoted\"";
    private Person ann;
    private Person bob;
    private Person carol;
    private String table;

    private void seatAnnAndBob(String kind) throws Exception {
        start(kind, c -> c.withAdminToken("moderator"));
        ann = Person.signedUp(port, "Ann");
        bob = Person.signedUp(port, "Bob");
        carol = Person.signedUp(port, "Carol");
        Response made = ann.call("POST", "/api/tables",
                "{\"game\":\"killmans-keep\",\"seats\":[{\"account\":\"Ann\"},{\"account\":\"Bob\"}]}");
        table = made.body().get("id").asText();
    }

    private Ws at(Person p) throws Exception {
        Ws w = p.seat(table, null);
        sockets.add(w);
        w.await(m -> m.path("type").asText().equals("chat"));
        return w;
    }

    private Ws watching(Person p) throws Exception {
        Ws w = new Ws(port, table, -1, null, p == null ? null : p.cookie);
        sockets.add(w);
        w.send("{\"type\":\"hello\",\"spectator\":true}");
        w.await(m -> m.path("type").asText().equals("chat"));
        return w;
    }

    private static void say(Ws w, String text) {
        w.send("{\"type\":\"chat\",\"text\":\"" + text + "\"}");
    }

    private static JsonNode nextLine(Ws w) throws Exception {
        return w.await(m -> m.path("type").asText().equals("chat")).get("lines").get(0);
    }

    private static String refusal(Ws w) throws Exception {
        return w.await(m -> m.path("type").asText().equals("refused")).get("reason").asText();
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void playersLinesReachEveryoneAsWrittenAndSpectatorsTalkAmongThemselves(String kind) throws Exception {
        seatAnnAndBob(kind);
        Ws anns = at(ann);
        Ws bobs = at(bob);
        Ws carols = watching(carol);
        Ws guest = watching(null);

        say(anns, MARKUP);
        for (Ws w : new Ws[] {anns, bobs, carols, guest}) {
            JsonNode line = nextLine(w);
            assertEquals(MARKUP_AS_READ, line.get("text").asText(), "the very text, to be shown as text");
            assertEquals("Ann", line.get("author").asText());
            assertEquals("players", line.get("channel").asText());
        }
        say(carols, "Bob should buy the torch");
        assertEquals("spectators", nextLine(carols).get("channel").asText());
        assertEquals("Bob should buy the torch", nextLine(guest).get("text").asText());
        say(anns, "your move");
        assertEquals("your move", nextLine(bobs).get("text").asText(), "players do not read the spectators");
        assertEquals("log in to chat as a spectator", sayRefused(guest, "hello"));

        assertEquals("a chat line must not be empty", sayRefused(anns, "   "));
        assertEquals("a chat line has at most 500 characters", sayRefused(anns, "x".repeat(501)));
        assertTrue(sayRefused(anns, "two\\nlines").contains("control characters"));
        assertEquals("3", db.query("SELECT COUNT(*) FROM chat_lines WHERE room = ?", table), "refused lines unstored");

        Ws later = bob.seat(table, null);
        sockets.add(later);
        JsonNode history = later.await(m -> m.path("type").asText().equals("chat"));
        assertTrue(history.get("reset").asBoolean());
        assertEquals(2, history.get("lines").size(), "a player's history holds the players' lines: " + history);
        assertFalse(history.toString().contains("torch"));
    }

    private static String sayRefused(Ws w, String text) throws Exception {
        say(w, text);
        return refusal(w);
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aFloodIsRefusedAndAMuteHoldsAcrossVisits(String kind) throws Exception {
        seatAnnAndBob(kind);
        Ws anns = at(ann);
        Ws bobs = at(bob);
        for (int i = 1; i <= ChatFlood.LINES; i++) {
            say(anns, "line " + i);
            assertEquals("line " + i, nextLine(bobs).get("text").asText());
        }
        assertEquals("slow down: at most 5 chat lines in 10 seconds", sayRefused(anns, "line 6"));
        assertEquals(String.valueOf(ChatFlood.LINES), db.query("SELECT COUNT(*) FROM chat_lines WHERE room = ?", table));

        bobs.send("{\"type\":\"mute\",\"name\":\"ann\",\"muted\":true}");
        assertEquals("[\"ann\"]", bobs.await(m -> m.path("type").asText().equals("muted")).get("names").toString());
        Thread.sleep(ChatFlood.WINDOW_MS);
        say(anns, "can you hear me");
        say(bobs, "quiet here");
        assertEquals("quiet here", nextLine(bobs).get("text").asText(), "Bob does not read Ann any more");
        Ws again = bob.seat(table, null);
        sockets.add(again);
        JsonNode history = again.await(m -> m.path("type").asText().equals("chat"));
        assertEquals(1, history.get("lines").size(), "the mute is kept with Bob's account: " + history);
        assertEquals("[\"ann\"]", again.await(m -> m.path("type").asText().equals("muted")).get("names").toString(),
                "and Bob is told whom he muted");
        again.send("{\"type\":\"mute\",\"name\":\"Ann\",\"muted\":false}");
        assertEquals("[]", again.await(m -> m.path("type").asText().equals("muted")).get("names").toString());
        assertEquals("0", db.query("SELECT COUNT(*) FROM chat_mutes WHERE account = ?", "bob"), "unmuted for good");
        bobs.send("{\"type\":\"mute\",\"name\":\"\",\"muted\":true}");
        assertTrue(refusal(bobs).contains("mute needs a name"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aModeratorDeletesALineAndAReplayShowsWhatWasSaidByItsStep(String kind) throws Exception {
        seatAnnAndBob(kind);
        Ws anns = at(ann);
        Ws bobs = at(bob);
        say(anns, "good luck");
        say(anns, "something rude");
        nextLine(bobs);
        String rude = nextLine(bobs).get("id").asText();
        assertEquals(401, Harness.request(port, "DELETE", "/api/admin/chat/" + rude, null,
                "Authorization", "Bearer guess").status());
        assertEquals(200, Harness.request(port, "DELETE", "/api/admin/chat/" + rude, null,
                "Authorization", "Bearer moderator").status());
        assertEquals(rude, bobs.await(m -> m.path("type").asText().equals("chatDeleted")).get("id").asText());
        assertEquals(404, Harness.request(port, "DELETE", "/api/admin/chat/" + rude, null,
                "Authorization", "Bearer moderator").status(), "deleted once");
        assertEquals(400, Harness.request(port, "DELETE", "/api/admin/chat/nonsense", null,
                "Authorization", "Bearer moderator").status());

        assertEquals(200, Harness.request(port, "POST", "/api/admin/tables/" + table + "/stop", "{}",
                "Content-Type", "application/json", "Authorization", "Bearer moderator").status());
        JsonNode replay = Harness.get(port, "/api/tables/" + table + "/replay?step=0").body();
        assertEquals(1, replay.get("chat").size(), replay.toString());
        assertEquals("good luck", replay.get("chat").get(0).get("text").asText());
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void theLobbyChatsLoggedInAndGuestsRead(String kind) throws Exception {
        start(kind);
        Person dora = Person.signedUp(port, "Dora");
        assertEquals(401, Harness.post(port, "/api/lobby/chat", "{\"text\":\"hello\"}").status());
        Response said = dora.call("POST", "/api/lobby/chat", "{\"text\":\"" + MARKUP + "\"}");
        assertEquals(201, said.status(), said.toString());
        assertEquals(400, dora.call("POST", "/api/lobby/chat", "{\"text\":\"\"}").status());
        JsonNode read = Harness.get(port, "/api/lobby/chat").body();
        assertEquals(1, read.get("lines").size());
        assertEquals(MARKUP_AS_READ, read.get("lines").get(0).get("text").asText());
        assertEquals("Dora", read.get("lines").get(0).get("author").asText());
        int last = read.get("last").asInt();
        assertEquals(0, Harness.get(port, "/api/lobby/chat?after=" + last).body().get("lines").size());
        assertEquals(400, Harness.get(port, "/api/lobby/chat?after=x").status());
    }
}
