package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import keeptable.server.Harness.Response;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Accounts and sessions over real HTTP and WebSocket on SQLite and PostgreSQL: signing up and logging in
 * and out (the cookie's flags, the store keeping only hashes), bad names and passwords refused, failed
 * logins throttled per account and per address, and an account's seat played only in its session.
 */
class AccountsTest extends ServerCase {
    private static String account(String name, String password) {
        return "{\"name\":\"" + name + "\",\"password\":\"" + password + "\"}";
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void signUpLogInAndOutWithAnHttpOnlyCookieAndOnlyHashesStored(String kind) throws Exception {
        start(kind);
        Person ann = Person.signedUp(port, "Ann");
        assertTrue(ann.setCookie.contains("; HttpOnly") && ann.setCookie.contains("; SameSite=Lax")
                && ann.setCookie.contains("; Max-Age=" + Sessions.LIFETIME.toSeconds()), ann.setCookie);
        assertFalse(ann.setCookie.contains("Secure"), "not Secure over plain http: " + ann.setCookie);
        assertEquals("Ann", ann.call("GET", "/api/me", null).body().get("name").asText());
        String stored = db.query("SELECT password_hash FROM accounts WHERE name_key = ?", "ann");
        assertTrue(stored.startsWith("$argon2id$"), stored);
        assertFalse(stored.contains(Person.PASSWORD));
        String secret = ann.cookie.substring(ann.cookie.indexOf('=') + 1);
        assertEquals("ann", db.query("SELECT account FROM sessions WHERE token_hash = ?", Secrets.hash(secret)),
                "the store keeps the session's SHA-256");
        assertNull(db.query("SELECT account FROM sessions WHERE token_hash = ?", secret));

        Person stranger = new Person(port, "Ann");
        assertEquals(401, stranger.call("GET", "/api/me", null).status());
        Response wrong = stranger.logIn("not her password at all");
        assertEquals(401, wrong.status());
        assertEquals("wrong name or password", wrong.body().get("error").asText());
        assertNull(stranger.cookie);
        Response right = stranger.logIn(Person.PASSWORD); // the name in another letter case is the same account
        assertEquals(200, right.status(), right.toString());
        assertEquals("Ann", right.body().get("name").asText());
        Person phone = new Person(port, "ANN");
        assertEquals(200, phone.logIn(Person.PASSWORD).status());

        assertEquals(204, ann.call("DELETE", "/api/session", null).status());
        assertTrue(ann.setCookie.contains("Max-Age=0"), ann.setCookie);
        ann.cookie = "keeptable_session=" + secret; // the old cookie, kept by someone
        assertEquals(401, ann.call("GET", "/api/me", null).status(), "a logged-out session is nobody");
        assertEquals(200, phone.call("GET", "/api/me", null).status(), "the other browsers stay logged in");
        assertEquals(204, stranger.call("DELETE", "/api/session?everywhere=true", null).status());
        assertEquals(401, phone.call("GET", "/api/me", null).status(), "logging out everywhere ends them all");

        Person secure = new Person(port, "Ann");
        assertEquals(200, secure.call("POST", "/api/session", account("Ann", Person.PASSWORD),
                "X-Forwarded-Proto", "https").status());
        assertTrue(secure.setCookie.contains("; Secure"), "Secure when served over https: " + secure.setCookie);
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void badNamesAndPasswordsAreRefusedNamingWhatIsWrong(String kind) throws Exception {
        start(kind);
        Person.signedUp(port, "Ann");
        Person p = new Person(port, "x");
        String[][] refused = {
            {"an", Person.PASSWORD, "400", "a name has 3 to 24"},
            {"Ann Smith", Person.PASSWORD, "400", "a name has 3 to 24"},
            {"<script>", Person.PASSWORD, "400", "a name has 3 to 24"},
            {"A".repeat(25), Person.PASSWORD, "400", "a name has 3 to 24"},
            {"A".repeat(300), Person.PASSWORD, "400", "at most 25"},
            {"Bob", "short", "400", "at least 10"},
            {"Bob", "1234567890", "400", "most common"},
            {"Bob", "QWERTYUIOP", "400", "most common"},
            {"Bob", "bobby-bob-bob", "400", "holds the name"},
            {"ANN", Person.PASSWORD, "409", "is taken"},
        };
        for (String[] r : refused) {
            Response res = p.call("POST", "/api/accounts", account(r[0], r[1]));
            assertEquals(Integer.parseInt(r[2]), res.status(), r[0] + " / " + r[1] + ": " + res);
            assertTrue(res.body().get("error").asText().contains(r[3]), res.toString());
            assertNull(p.cookie);
        }
        assertEquals(400, p.call("POST", "/api/accounts", "{\"name\":\"Bob\",\"password\":12345678901}").status());
        assertEquals(400, p.call("POST", "/api/accounts", "{\"name\":\"Bob\"}").status());
        assertEquals(415, Harness.request(port, "POST", "/api/accounts", account("Bob", Person.PASSWORD)).status());
        assertEquals("1", db.query("SELECT COUNT(*) FROM accounts WHERE name_key <> ?", "nobody"),
                "nothing refused was stored");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aNameThatReadsAsASeatNobodyNamedIsRefused(String kind) throws Exception {
        start(kind);
        Person p = new Person(port, "nobody");
        for (String name : List.of("player2", "Bot_12", "PLAYER-3")) {
            Response res = p.call("POST", "/api/accounts", account(name, Person.PASSWORD));
            assertEquals(400, res.status(), name + ": " + res);
            assertTrue(res.body().get("error").asText().contains("a seat nobody named"), res.toString());
        }
        assertEquals("0", db.query("SELECT COUNT(*) FROM accounts WHERE name_key <> ?", "nobody"));
        assertEquals(201, p.call("POST", "/api/accounts", account("Player-One", Person.PASSWORD)).status(),
                "a name that merely begins so is one");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void failedLoginsAreThrottledPerAccountAndPerAddress(String kind) throws Exception {
        start(kind);
        Person.signedUp(port, "Ann");
        Person guesser = new Person(port, "Ann");
        for (int i = 0; i < AccountApi.FAILED_LOGINS_PER_ACCOUNT; i++) {
            assertEquals(401, guesser.logIn("guess number " + i).status());
        }
        Response held = guesser.logIn(Person.PASSWORD);
        assertEquals(429, held.status(), "even the right password waits once the account's ration is spent");
        assertTrue(held.body().get("error").asText().contains("failed logins a minute for one account"), held.toString());
        assertNull(guesser.cookie);

        // the same address trying other names runs out of its own ration
        for (int i = AccountApi.FAILED_LOGINS_PER_ACCOUNT; i < AccountApi.FAILED_LOGINS_PER_ADDRESS; i++) {
            assertEquals(401, new Person(port, "Nobody" + i).logIn("guess number " + i).status());
        }
        Response spent = new Person(port, "Someone").logIn("a guess");
        assertEquals(429, spent.status());
        assertTrue(spent.body().get("error").asText().contains("failed logins a minute from one client"),
                spent.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void anAccountsSeatIsPlayedOnlyInItsSessionAndAStolenTokenIsRefused(String kind) throws Exception {
        start(kind);
        Person ann = Person.signedUp(port, "Ann");
        Person bob = Person.signedUp(port, "Bob");
        String body = "{\"game\":\"killmans-keep\",\"seats\":[{\"account\":\"ann\"},{\"account\":\"Bob\"}]}";
        assertEquals(401, Harness.post(port, "/api/tables", body).status(), "a guest cannot seat accounts");
        Response unknown = ann.call("POST", "/api/tables",
                "{\"game\":\"killmans-keep\",\"seats\":[{\"account\":\"ann\"},{\"account\":\"carol\"}]}");
        assertEquals(400, unknown.status());
        assertEquals("seat 2: no account named carol", unknown.body().get("error").asText());
        assertEquals(400, ann.call("POST", "/api/tables",
                "{\"game\":\"killmans-keep\",\"seats\":[{\"account\":\"ann\"},{\"account\":\"ANN\"}]}").status());

        Response made = ann.call("POST", "/api/tables", body);
        assertEquals(201, made.status(), made.toString());
        String id = made.body().get("id").asText();
        String bobsToken = made.body().get("tokens").get("1").asText();
        JsonNode seats = made.body().get("table").get("seats");
        assertEquals("Ann", seats.get(0).get("name").asText());
        assertEquals("Bob", seats.get(1).get("name").asText(), "an account's seat bears its name");
        assertEquals("bob", db.query("SELECT account FROM table_seats WHERE table_id = ? AND seat = 1", id));

        Ws thief = seat(id, bobsToken);
        JsonNode stolen = thief.await(m -> !m.path("type").asText().equals("ping"));
        assertEquals("refused", stolen.get("type").asText());
        assertEquals(SeatTokens.refusal(SeatTokens.OTHER_ACCOUNT), stolen.get("reason").asText());
        Ws annWithBobsToken = ann.seat(id, bobsToken);
        sockets.add(annWithBobsToken);
        assertEquals("refused", annWithBobsToken.await(m -> !m.path("type").asText().equals("ping"))
                .get("type").asText(), "one account cannot play another's seat, even holding its token");
        assertEquals(403, Harness.post(port, "/api/tables/" + id + "/hint", "{\"token\":\"" + bobsToken + "\"}")
                .status(), "nor ask for its hints");

        Ws bobs = bob.seat(id, null);
        sockets.add(bobs);
        JsonNode state = bobs.await(m -> m.path("type").asText().equals("state"));
        assertEquals(1, state.get("seat").asInt(), "logged in, Bob needs no token for his seat: " + state);
        Ws bobsWithToken = bob.seat(id, bobsToken);
        sockets.add(bobsWithToken);
        assertEquals(1, bobsWithToken.await(m -> m.path("type").asText().equals("state")).get("seat").asInt());

        // a move made in Bob's session, with no token, is played for his seat
        Ws anns = ann.seat(id, null);
        sockets.add(anns);
        JsonNode annsView = anns.await(m -> m.path("type").asText().equals("state"));
        int toMove = annsView.get("toMove").asInt();
        Ws mover = toMove == 0 ? anns : bobs;
        JsonNode turn = toMove == 0 ? annsView : state;
        mover.send("{\"type\":\"choice\",\"step\":0,\"choice\":" + turn.get("choices").get(0).get("choice") + "}");
        mover.await(m -> m.path("type").asText().equals("state") && m.get("step").asInt() == 1);
        assertEquals("1", db.query("SELECT COUNT(*) FROM table_choices WHERE table_id = ?", id));
    }
}
