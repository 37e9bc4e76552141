package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import keeptable.server.Harness.Response;
import org.junit.jupiter.api.Test;

/**
 * The chat's flood limit and a moderator's deletions hold across two nodes on one PostgreSQL database:
 * lines one writer says on both nodes count together, and a lobby line deleted on one node is dropped by
 * lobby pages reading the other (a table's line: {@link ClusterChatTest}).
 */
class ClusterModerationTest extends ClusterCase {
    private static final String ADMIN = "moderator";
    @Test
    void linesSaidOnTwoNodesCountTogether() throws Exception {
        KeeptableServer a = node(c -> c);
        KeeptableServer b = node(c -> c);
        Person annOnA = Person.signedUp(a.port(), "Ann");
        Person annOnB = new Person(b.port(), "Ann");
        annOnB.cookie = annOnA.cookie;
        for (int i = 1; i <= ChatFlood.LINES; i++) {
            Person writer = i % 2 == 0 ? annOnB : annOnA;
            assertEquals(201, writer.call("POST", "/api/lobby/chat", "{\"text\":\"line " + i + "\"}").status());
        }
        for (Person writer : new Person[] {annOnA, annOnB}) {
            Response slow = writer.call("POST", "/api/lobby/chat", "{\"text\":\"one too many\"}");
            assertEquals(429, slow.status(), "the sixth line in ten seconds, on either node");
            assertEquals("slow down: at most 5 chat lines in 10 seconds", slow.body().get("error").asText());
        }
        assertEquals(ChatFlood.LINES, Harness.get(b.port(), "/api/lobby/chat").body().get("lines").size());
    }

    @Test
    void aLobbyLineDeletedOnOneNodeIsDroppedByPagesReadingTheOther() throws Exception {
        KeeptableServer a = node(c -> c.withAdminToken(ADMIN));
        KeeptableServer b = node(c -> c.withAdminToken(ADMIN));
        Person ann = Person.signedUp(a.port(), "Ann");
        String kept = ann.call("POST", "/api/lobby/chat", "{\"text\":\"hello all\"}").body().get("id").asText();
        String rude = ann.call("POST", "/api/lobby/chat", "{\"text\":\"rude in the lobby\"}").body()
                .get("id").asText();
        JsonNode before = Harness.get(b.port(), "/api/lobby/chat?after=0").body();
        assertEquals(2, before.get("lines").size());
        assertTrue(before.get("deleted").isEmpty(), before.toString());
        assertEquals(200, Harness.request(a.port(), "DELETE", "/api/admin/chat/" + rude, null,
                "Authorization", "Bearer " + ADMIN).status());
        JsonNode page = Harness.get(b.port(), "/api/lobby/chat?after=" + before.get("last").asInt()).body();
        assertEquals("[\"" + rude + "\"]", page.get("deleted").toString(),
                "a lobby page on the other node that showed it is told to drop it");
        JsonNode fresh = Harness.get(b.port(), "/api/lobby/chat?after=0").body();
        assertEquals(1, fresh.get("lines").size(), fresh.toString());
        assertEquals(kept, fresh.get("lines").get(0).get("id").asText());
    }
}
