package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Accounts and chat across two nodes on one PostgreSQL database: a session opened on one node holds on
 * the other, a line said at a table on one node reaches a player watching it on the other and a moderator's
 * deletion of it on the first node drops it there too, and failed logins spread over both nodes are counted
 * once.
 */
class ClusterChatTest {
    @TempDir
    Path dir;
    TestDatabase db;
    KeeptableServer a;
    KeeptableServer b;
    Ws anns;
    Ws bobs;

    @AfterEach
    void stop() throws Exception {
        for (Ws w : new Ws[] {anns, bobs}) {
            if (w != null) {
                w.close();
            }
        }
        for (KeeptableServer s : new KeeptableServer[] {a, b}) {
            if (s != null) {
                s.close();
            }
        }
        db.close();
    }

    @Test
    void aLineSaidOrDeletedOnOneNodeReachesAPlayerOnTheOtherAndSessionsHoldOnBoth() throws Exception {
        db = TestDatabase.of("postgresql", dir);
        a = db.start(c -> c.withCluster(true).withAdminToken("moderator"));
        b = db.start(c -> c.withCluster(true).withAdminToken("moderator"));
        Person ann = Person.signedUp(a.port(), "Ann");
        Person.signedUp(a.port(), "Bob");
        Person bobOnB = new Person(b.port(), "Bob");
        assertEquals(200, bobOnB.logIn(Person.PASSWORD).status());
        Person annOnB = new Person(b.port(), "Ann");
        annOnB.cookie = ann.cookie;
        assertEquals("Ann", annOnB.call("GET", "/api/me", null).body().get("name").asText(),
                "a session opened on one node holds on the other");

        String table = ann.call("POST", "/api/tables",
                "{\"game\":\"killmans-keep\",\"seats\":[{\"account\":\"Ann\"},{\"account\":\"Bob\"}]}").body()
                .get("id").asText();
        anns = ann.seat(table, null);
        bobs = bobOnB.seat(table, null);
        anns.await(m -> m.path("type").asText().equals("chat"));
        bobs.await(m -> m.path("type").asText().equals("chat"));
        anns.send("{\"type\":\"chat\",\"text\":\"hello from node a\"}");
        JsonNode heard = bobs.await(m -> m.path("type").asText().equals("chat"));
        assertEquals("hello from node a", heard.get("lines").get(0).get("text").asText());
        String id = heard.get("lines").get(0).get("id").asText();
        assertEquals(200, Harness.request(a.port(), "DELETE", "/api/admin/chat/" + id, null,
                "Authorization", "Bearer moderator").status());
        assertEquals(id, bobs.await(m -> m.path("type").asText().equals("chatDeleted")).get("id").asText(),
                "Bob, on the other node, is told to drop the line deleted on the first");

        for (int i = 0; i < AccountApi.FAILED_LOGINS_PER_ACCOUNT; i++) {
            Person guesser = new Person(i % 2 == 0 ? a.port() : b.port(), "Ann");
            assertEquals(401, guesser.logIn("guess " + i).status());
        }
        assertEquals(429, new Person(a.port(), "Ann").logIn(Person.PASSWORD).status(),
                "failed logins on both nodes count together");
    }
}
