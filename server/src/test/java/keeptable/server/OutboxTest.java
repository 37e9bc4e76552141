package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetupTest;
import com.sun.net.httpserver.HttpServer;
import jakarta.mail.internet.MimeMessage;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import keeptable.engine.json.Json;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The notices' outbox against a real SMTP server (GreenMail) and a real local webhook receiver, on both
 * databases: each notice sent once, a failure tried again after a back-off, a notice held by a node that
 * died sent by another once its claim runs out, two nodes sending together send each notice once, nothing
 * posted to a private address that --webhook-allow does not name, no redirect followed, nothing sent
 * to a player watching the table, and a notice sent again (its node died before marking it sent) carrying
 * the same key, so that the receiver can tell it is a repeat.
 */
class OutboxTest {
    @TempDir
    Path dir;
    private TestDatabase database;
    private final List<Db> stores = new ArrayList<>();
    private final GreenMail mail = new GreenMail(ServerSetupTest.SMTP.dynamicPort());
    private HttpServer receiver;
    /** What the receiver answers: the status of each post in turn (200 once the list is used up). */
    private final ConcurrentLinkedQueue<Integer> answers = new ConcurrentLinkedQueue<>();
    private final ConcurrentLinkedQueue<String> posted = new ConcurrentLinkedQueue<>();
    private final AtomicInteger posts = new AtomicInteger();
    /** The Idempotency-Key header of each post, in turn. */
    private final ConcurrentLinkedQueue<String> keys = new ConcurrentLinkedQueue<>();

    private Db open(String kind) throws Exception {
        if (database == null) {
            database = TestDatabase.of(kind, dir);
            mail.start();
            receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
            receiver.createContext("/hook", ex -> {
                posts.incrementAndGet();
                keys.add(String.valueOf(ex.getRequestHeaders().getFirst("Idempotency-Key")));
                String body = new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
                Integer status = answers.poll();
                int s = status == null ? 200 : status;
                if (s == 302) {
                    ex.getResponseHeaders().add("Location", "http://127.0.0.1:" + port() + "/elsewhere");
                }
                if (s == 200) {
                    posted.add(body);
                }
                ex.sendResponseHeaders(s, -1);
                ex.close();
            });
            receiver.start();
        }
        Db db = Db.open(database.url, database.schema);
        stores.add(db);
        return db;
    }

    private int port() {
        return receiver.getAddress().getPort();
    }

    @AfterEach
    void close() throws Exception {
        stores.forEach(Db::close);
        mail.stop();
        if (receiver != null) {
            receiver.stop(0);
        }
        if (database != null) {
            database.close();
        }
    }

    private Outbox outbox(Db db, String node, List<String> allowed, AtomicLong sent) {
        return new Outbox(db, new Mailer(new Mailer.Settings("127.0.0.1", mail.getSmtp().getPort(),
                "keeptable@example.org", null, null, false)), new Webhooks(new WebhookAddresses(allowed), Json.plain()),
                node, 50, sent);
    }

    private void queue(String id, String channel, String address, String table, int seat) throws Exception {
        try (Connection c = database.connect(); PreparedStatement p = c.prepareStatement("INSERT INTO notices (id,"
                + " table_id, step, seat, channel, address, subject, body, link, created_at, due_at)"
                + " VALUES (?, ?, 1, ?, ?, ?, ?, ?, ?, ?, ?)")) {
            p.setString(1, id);
            p.setString(2, table);
            p.setInt(3, seat);
            p.setString(4, channel);
            p.setString(5, address);
            p.setString(6, "Your turn in Killman's Keep");
            p.setString(7, "It is your turn, Ann, in Killman's Keep with Ann and Bob.\n");
            p.setString(8, "http://localhost/table.html?t=" + table);
            p.setLong(9, System.currentTimeMillis());
            p.setLong(10, System.currentTimeMillis());
            p.executeUpdate();
        }
    }

    private String outcome(String id) throws Exception {
        return database.query("SELECT outcome FROM notices WHERE id = ?", id);
    }

    private static void deliverUntil(Outbox o, long ms, java.util.function.BooleanSupplier done) throws Exception {
        long until = System.currentTimeMillis() + ms;
        while (!done.getAsBoolean() && System.currentTimeMillis() < until) {
            o.deliverDue(System.currentTimeMillis());
            Thread.sleep(20);
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void eachNoticeIsMailedAndPostedOnceAndAFailureIsTriedAgainAfterABackOff(String kind) throws Exception {
        Db db = open(kind);
        AtomicLong sent = new AtomicLong();
        Outbox o = outbox(db, "n1", List.of("127.0.0.1"), sent);
        answers.add(500);
        queue("m", "mail", "ann@example.org", "t1", 0);
        queue("w", "webhook", "http://127.0.0.1:" + port() + "/hook", "t1", 0);
        o.deliverDue(System.currentTimeMillis());
        assertTrue(outcome("w").startsWith("attempt 1 failed: the webhook answered 500"), outcome("w"));
        assertEquals("sent", outcome("m"));
        deliverUntil(o, 5_000, () -> posted.size() == 1);
        for (int i = 0; i < 5; i++) {
            o.deliverDue(System.currentTimeMillis() + 3_600_000);
        }
        assertEquals(1, posted.size(), "posted once");
        assertEquals(2, posts.get(), "the failed post and its retry");
        assertEquals("2", database.query("SELECT attempts FROM notices WHERE id = ?", "w"));
        assertEquals("sent", outcome("w"));
        MimeMessage[] got = mail.getReceivedMessages();
        assertEquals(1, got.length, "mailed once");
        assertEquals("Your turn in Killman's Keep", got[0].getSubject());
        assertEquals("ann@example.org", got[0].getAllRecipients()[0].toString());
        assertTrue(posted.peek().contains("\"content\":\"Your turn in Killman's Keep"), posted.peek());
        assertTrue(posted.peek().contains("\"text\":"), "Slack reads text: " + posted.peek());
        assertEquals(2, sent.get());
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aNoticeHeldByANodeThatDiedIsSentOnceItsClaimRunsOut(String kind) throws Exception {
        Db db = open(kind);
        Outbox o = outbox(db, "n2", List.of("127.0.0.1"), new AtomicLong());
        queue("w", "webhook", "http://127.0.0.1:" + port() + "/hook", "t1", 0);
        try (Connection c = database.connect(); PreparedStatement p = c.prepareStatement(
                "UPDATE notices SET claimed_by = 'dead', claimed_until = ?, attempts = 1 WHERE id = 'w'")) {
            p.setLong(1, System.currentTimeMillis() + 700);
            p.executeUpdate();
        }
        o.deliverDue(System.currentTimeMillis());
        assertEquals(0, posts.get(), "the claim still holds");
        Thread.sleep(800);
        o.deliverDue(System.currentTimeMillis());
        o.deliverDue(System.currentTimeMillis());
        assertEquals(1, posted.size(), "sent once by the living node");
        assertEquals("n2", database.query("SELECT claimed_by FROM notices WHERE id = ?", "w"));
    }

    @Test
    void twoNodesSendingTogetherSendEachNoticeOnce() throws Exception {
        Db one = open("postgresql");
        Db two = open("postgresql");
        for (int i = 0; i < 30; i++) {
            queue("w" + i, "webhook", "http://127.0.0.1:" + port() + "/hook?n=" + i, "t1", 0);
        }
        Outbox a = outbox(one, "na", List.of("127.0.0.1"), new AtomicLong());
        Outbox b = outbox(two, "nb", List.of("127.0.0.1"), new AtomicLong());
        Thread ta = new Thread(() -> a.deliverDue(System.currentTimeMillis()));
        Thread tb = new Thread(() -> b.deliverDue(System.currentTimeMillis()));
        ta.start();
        tb.start();
        ta.join();
        tb.join();
        a.deliverDue(System.currentTimeMillis());
        b.deliverDue(System.currentTimeMillis());
        assertEquals(30, posts.get(), "thirty notices, thirty posts");
        assertEquals("30", database.query("SELECT COUNT(*) FROM notices WHERE outcome = ?", "sent"));
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void noPostToAPrivateAddressNorARedirectNorToAPlayerWatchingTheTable(String kind) throws Exception {
        Db db = open(kind);
        Outbox closed = outbox(db, "n3", List.of(), new AtomicLong());
        queue("private", "webhook", "http://127.0.0.1:" + port() + "/hook", "t1", 0);
        closed.deliverDue(System.currentTimeMillis());
        assertEquals(0, posts.get(), "nothing reached the loopback receiver");
        assertTrue(outcome("private").contains("private, loopback or reserved network"), outcome("private"));
        try (Connection c = database.connect(); PreparedStatement p = c.prepareStatement(
                "DELETE FROM notices WHERE id = 'private'")) {
            p.executeUpdate(); // its retry is not for the node below, which may post to the receiver
        }

        Outbox open = outbox(db, "n4", List.of("127.0.0.1"), new AtomicLong());
        answers.add(302);
        queue("redirect", "webhook", "http://127.0.0.1:" + port() + "/hook", "t1", 0);
        open.deliverDue(System.currentTimeMillis());
        assertEquals(1, posts.get(), "the redirect was not followed");
        assertTrue(outcome("redirect").contains("redirect (302), which is not followed"), outcome("redirect"));

        try (Connection c = database.connect(); PreparedStatement p = c.prepareStatement("INSERT INTO game_tables"
                + " (id, game, rules_version, setup, start_print, created_at) VALUES ('t2', 'g', 'v', '{}', 0, 0)")) {
            p.executeUpdate();
        }
        try (Connection c = database.connect(); PreparedStatement p = c.prepareStatement("INSERT INTO table_seats"
                + " (table_id, seat, name, agent, watched_at) VALUES ('t2', 1, 'Bob', 'human', ?)")) {
            p.setLong(1, System.currentTimeMillis());
            p.executeUpdate();
        }
        queue("watching", "mail", "bob@example.org", "t2", 1);
        open.deliverDue(System.currentTimeMillis());
        assertEquals("not sent: the player was watching the table", outcome("watching"));
        assertEquals(0, mail.getReceivedMessages().length);
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aNoticeSentAgainAfterItsNodeDiedBeforeMarkingItCarriesTheSameKey(String kind) throws Exception {
        Db db = open(kind);
        queue("m", "mail", "ann@example.org", "t1", 0);
        queue("w", "webhook", "http://127.0.0.1:" + port() + "/hook", "t1", 0);
        queue("w2", "webhook", "http://127.0.0.1:" + port() + "/hook", "t1", 1);
        outbox(db, "n5", List.of("127.0.0.1"), new AtomicLong()).deliverDue(System.currentTimeMillis());
        assertEquals(2, posts.get());
        // n5 died after sending and before marking: the notices are unmarked and their claims ran out
        try (Connection c = database.connect(); PreparedStatement p = c.prepareStatement("UPDATE notices SET"
                + " sent_at = NULL, outcome = NULL, claimed_until = 0 WHERE id IN ('m', 'w')")) {
            assertEquals(2, p.executeUpdate());
        }
        answers.add(500);
        Outbox other = outbox(db, "n6", List.of("127.0.0.1"), new AtomicLong());
        deliverUntil(other, 5_000, () -> posts.get() == 4);
        List<String> sentKeys = List.copyOf(keys);
        assertEquals(java.util.Set.of(Outbox.key("w"), Outbox.key("w2")), java.util.Set.copyOf(sentKeys.subList(0, 2)),
                "each notice its own key: " + sentKeys);
        assertEquals(List.of(Outbox.key("w"), Outbox.key("w")), sentKeys.subList(2, 4),
                "the repeat, and its retry after a failure, carry the first post's key");
        assertTrue(sentKeys.get(0).matches("[0-9a-f]{64}"), "a hash: nothing of the table's internals " + sentKeys);

        MimeMessage[] got = mail.getReceivedMessages();
        assertEquals(2, got.length, "mailed again, as the SMTP server cannot tell");
        String id = "<" + Outbox.key("m") + ".notice@example.org>";
        assertEquals(id, got[0].getMessageID(), "a Message-ID made from the notice");
        assertEquals(id, got[1].getMessageID(), "the same Message-ID again, so mail clients show it once");
    }
}
