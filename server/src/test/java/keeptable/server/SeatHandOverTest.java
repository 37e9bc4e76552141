package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.List;
import keeptable.server.Harness.Response;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A seat handed to another account, over real HTTP and WebSocket on SQLite and PostgreSQL: its player proposes,
 * every other person at the table must agree; then the account is told (a webhook posted to a local receiver), the
 * old player is shown the table as a spectator, their token and session no longer play the seat, and the seat is
 * the account's under its name. A proposal by anyone else, to an account seated already or to nobody, a second one,
 * and answers from outside the table are refused naming why; one player turning it down calls it off.
 */
class SeatHandOverTest extends ServerCase {
    private HookReceiver receiver;

    @AfterEach
    void stopReceiver() {
        if (receiver != null) {
            receiver.close();
        }
    }

    private static void refused(Response r, int status, String words) {
        assertEquals(status, r.status(), r.toString());
        assertTrue(r.body().get("error").asText().contains(words), r.toString());
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aSeatIsHandedToAnotherAccountOnceEveryOtherPlayerAgrees(String kind) throws Exception {
        receiver = HookReceiver.http();
        int hook = receiver.port();
        start(kind, c -> c.withTurns(TurnSettings.defaults().withTimes(100, 100)
                .withWebhookAllow(List.of("127.0.0.1"))));
        Person ann = Person.signedUp(port, "Ann");
        Person bob = Person.signedUp(port, "Bob");
        Person dee = Person.signedUp(port, "Dee");
        assertEquals(200, dee.call("PUT", "/api/me/notify", "{\"webhook\":\"http://127.0.0.1:" + hook + "/hook\"}")
                .status());
        Response created = ann.call("POST", "/api/tables", "{\"game\":\"killmans-keep\",\"seats\":[{\"account\":\"Ann\"},"
                + "{\"kind\":\"human\",\"name\":\"Bea\"},{\"account\":\"Bob\"}]}");
        assertEquals(201, created.status(), created.toString());
        String id = created.body().get("id").asText();
        String annToken = created.body().get("tokens").get("0").asText();
        String bea = created.body().get("tokens").get("1").asText();
        Person guest = new Person(port, "Bea");
        Ws annAt = ann.seat(id, null);
        sockets.add(annAt);
        assertEquals(0, annAt.await(m -> true).get("seat").asInt());

        refused(guest.proposeHandOver(id, 0, "{\"to\":\"Dee\",\"token\":\"" + bea + "\"}"), 403,
                "only the seat's own player");
        refused(ann.proposeHandOver(id, 0, "{\"to\":\"Bob\"}"), 409, "Bob has a seat at this table already");
        refused(ann.proposeHandOver(id, 0, "{\"to\":\"Nobody\"}"), 400, "no account named Nobody");
        refused(ann.proposeHandOver(id, 0, "{}"), 400, "to must name the account");
        Response asked = ann.proposeHandOver(id, 0, "{\"to\":\"dee\"}");
        assertEquals(200, asked.status(), asked.toString());
        assertEquals("Dee", asked.body().get("to").asText());
        assertFalse(asked.body().get("done").asBoolean());
        assertEquals("[\"Bea\",\"Bob\"]", asked.body().get("waitingFor").toString(), "every other person must agree");
        refused(ann.proposeHandOver(id, 0, "{\"to\":\"Dee\"}"), 409, "waits for answers already");
        JsonNode shown = Harness.get(port, "/api/tables/" + id).body().get("seats").get(0).get("handOver");
        assertEquals("Dee", shown.get("to").asText());
        assertEquals("[1,2]", shown.get("waitingFor").toString());
        refused(dee.answerHandOver(id, 0, "{\"agree\":true}"), 403, "only the players at this table");
        refused(ann.answerHandOver(id, 0, "{\"agree\":true}"), 403, "you proposed this hand-over");
        refused(bob.answerHandOver(id, 0, "{\"agree\":\"yes\"}"), 400, "agree must be true or false");

        Response first = guest.answerHandOver(id, 0, "{\"agree\":true,\"token\":\"" + bea + "\"}");
        assertEquals("waiting", first.body().get("answer").asText(), first.toString());
        assertEquals("[\"Bob\"]", first.body().get("waitingFor").toString());
        assertEquals("ann", db.query("SELECT account FROM table_seats WHERE table_id = ? AND seat = 0", id),
                "the seat is Ann's until the last one agrees");
        assertTrue(receiver.posts.isEmpty());
        Response last = bob.answerHandOver(id, 0, "{\"agree\":true}");
        assertEquals("handed", last.body().get("answer").asText(), last.toString());

        JsonNode told = annAt.await(m -> "refused".equals(m.path("type").asText()));
        assertTrue(told.get("reason").asText().contains("handed to another player"), told.toString());
        JsonNode watching = annAt.await(m -> "state".equals(m.path("type").asText()));
        assertEquals(-1, watching.get("seat").asInt(), "Ann watches the table now");
        assertEquals("dee", db.query("SELECT account FROM table_seats WHERE table_id = ? AND seat = 0", id));
        assertEquals("Dee", Harness.get(port, "/api/tables/" + id).body().get("seats").get(0).get("name").asText());
        assertTrue(Harness.get(port, "/api/tables/" + id).body().get("seats").get(0).path("handOver").isMissingNode());
        JsonNode annAgain = ann.seat(id, null).await(m -> true);
        assertEquals("refused", annAgain.get("type").asText(), "Ann's session plays no seat: " + annAgain);
        JsonNode oldToken = ann.seat(id, annToken).await(m -> true);
        assertEquals("refused", oldToken.get("type").asText(), "the seat's old token stopped working: " + oldToken);
        // Dee is told (before she comes to the table: nobody is told of what they watch)
        receiver.awaitPosts(1, 10_000);
        assertEquals(1, receiver.posts.size(), "Dee is told once: " + receiver.bodies());
        assertTrue(receiver.bodies().get(0).contains("Ann handed you their seat in Killman's Keep"),
                receiver.bodies().toString());
        Ws deeAt = dee.seat(id, null);
        sockets.add(deeAt);
        JsonNode hers = deeAt.await(m -> true);
        assertEquals(0, hers.get("seat").asInt(), hers.toString());
        assertEquals("Dee", hers.get("seats").get(0).get("name").asText());
        assertEquals(id, dee.call("GET", "/api/me/tables", null).body().get(0).get("id").asText(), "in Dee's My games");
        assertEquals(0, ann.call("GET", "/api/me/tables", null).body().size(), "and no longer in Ann's");

        // a proposal one player turns down is called off
        assertEquals(200, dee.proposeHandOver(id, 0, "{\"to\":\"Ann\"}").status());
        Response no = guest.answerHandOver(id, 0, "{\"agree\":false,\"token\":\"" + bea + "\"}");
        assertEquals("called off", no.body().get("answer").asText(), no.toString());
        assertTrue(Harness.get(port, "/api/tables/" + id).body().get("seats").get(0).path("handOver").isMissingNode());
        assertEquals("dee", db.query("SELECT account FROM table_seats WHERE table_id = ? AND seat = 0", id));
        refused(bob.answerHandOver(id, 0, "{\"agree\":true}"), 404, "no hand-over of Dee's seat waits");
    }
}
