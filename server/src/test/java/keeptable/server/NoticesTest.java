package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetupTest;
import com.sun.net.httpserver.HttpServer;
import jakarta.mail.internet.MimeMessage;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Notices over real HTTP and WebSocket, a real SMTP server (GreenMail) and a real local webhook receiver, on
 * both databases: two accounts play a turn-based game to its end and each is told of each of their turns
 * once by mail and once by webhook, and both of the end; a notice queued while the SMTP server is down is
 * sent once after a restart; a webhook on a private address is refused, and so is an e-mail address on a
 * server without SMTP.
 */
class NoticesTest extends ServerCase {
    private final GreenMail mail = new GreenMail(ServerSetupTest.SMTP.dynamicPort());
    private HttpServer receiver;
    /** The bodies posted to each path of the receiver. */
    private final Map<String, ConcurrentLinkedQueue<String>> posted = new ConcurrentHashMap<>();

    private int receiver() throws Exception {
        receiver = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
        receiver.createContext("/hook", ex -> {
            String body = new String(ex.getRequestBody().readAllBytes(), StandardCharsets.UTF_8);
            posted.computeIfAbsent(ex.getRequestURI().getPath(), k -> new ConcurrentLinkedQueue<>()).add(body);
            ex.sendResponseHeaders(204, -1);
            ex.close();
        });
        receiver.start();
        return receiver.getAddress().getPort();
    }

    @AfterEach
    void stopReceivers() {
        mail.stop();
        if (receiver != null) {
            receiver.stop(0);
        }
    }

    private void startWithSmtp(String kind, int smtpPort) {
        start(kind, c -> c.withTurns(TurnSettings.defaults().withMinMoveSeconds(1).withTimes(100, 100)
                .withSmtp("127.0.0.1", smtpPort, "keeptable@example.org", null, null, false)
                .withWebhookAllow(List.of("127.0.0.1")).withPublicUrl("https://games.example.org")));
    }

    private Person notified(String name, int hookPort) throws Exception {
        Person p = Person.signedUp(port, name);
        Harness.Response r = p.call("PUT", "/api/me/notify", "{\"webhook\":\"http://127.0.0.1:" + hookPort + "/hook/"
                + name + "\",\"email\":\"" + name.toLowerCase() + "@example.org\"}");
        assertEquals(200, r.status(), r.toString());
        return p;
    }

    private static void await(long ms, String what, java.util.concurrent.Callable<Boolean> test) throws Exception {
        long until = System.currentTimeMillis() + ms;
        while (!test.call()) {
            if (System.currentTimeMillis() > until) {
                throw new AssertionError("within " + ms + " ms: " + what);
            }
            Thread.sleep(20);
        }
    }

    private int count(String sql, String table) throws Exception {
        return Integer.parseInt(db.query(sql, table));
    }

    /** The player is no longer at the table: as if their socket had been gone for a while. */
    private void away(String table, int seat) throws Exception {
        try (Connection c = db.connect(); PreparedStatement p = c.prepareStatement(
                "UPDATE table_seats SET watched_at = 0 WHERE table_id = ? AND seat = ?")) {
            p.setString(1, table);
            p.setInt(2, seat);
            p.executeUpdate();
        }
    }

    private long mailsTo(String address, String subject) throws Exception {
        long n = 0;
        for (MimeMessage m : mail.getReceivedMessages()) {
            if (m.getAllRecipients()[0].toString().equals(address) && m.getSubject().equals(subject)) {
                n++;
            }
        }
        return n;
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void twoAccountsPlayATurnBasedGameToItsEndToldOfEachTurnOnceByMailAndWebhook(String kind) throws Exception {
        mail.start();
        int hook = receiver();
        startWithSmtp(kind, mail.getSmtp().getPort());
        Person ann = notified("Ann", hook);
        Person bob = notified("Bob", hook);
        Harness.Response created = ann.call("POST", "/api/tables", "{\"game\":\"killmans-keep\",\"seats\":"
                + "[{\"account\":\"Ann\"},{\"account\":\"Bob\"}],\"options\":{\"roundLimit\":\"1\"},"
                + "\"turnBased\":{\"moveMinutes\":60,\"onTimeout\":\"bot\"}}");
        assertEquals(201, created.status(), created.toString());
        String id = created.body().get("id").asText();
        Person[] people = {ann, bob};
        int firstMover = created.body().get("table").get("toMove").asInt();
        JsonNode listed = people[firstMover].call("GET", "/api/me/tables", null).body().get(0);
        assertTrue(listed.get("yourTurn").asBoolean(), "My games: your turn first " + listed);
        assertTrue(listed.get("turnBased").get("clockDue").asLong() > System.currentTimeMillis() + 3_500_000L,
                "with the hour the player has: " + listed);
        int[] turns = new int[2];
        int lastMover = -1;
        while (true) {
            JsonNode table = Harness.get(port, "/api/tables/" + id).body();
            if (table.get("over").asBoolean()) {
                break;
            }
            int mover = table.get("toMove").asInt();
            int step = table.get("step").asInt();
            if (lastMover >= 0 && mover != lastMover) {
                turns[mover]++;
                // told once, by both ways, before they come to the table
                await(10_000, "seat " + mover + " told of its turn at step " + step, () -> count("SELECT COUNT(*)"
                        + " FROM notices WHERE table_id = ? AND seat = " + mover + " AND step = " + step
                        + " AND outcome = 'sent'", id) == 2);
            }
            lastMover = mover;
            Ws w = people[mover].seat(id, null);
            sockets.add(w);
            JsonNode m = w.await(s -> "state".equals(s.path("type").asText()) && s.get("step").asInt() >= step);
            while (!m.get("over").asBoolean() && m.get("toMove").asInt() == mover) {
                if (!m.has("choices")) {
                    m = w.await(s -> "state".equals(s.path("type").asText()));
                    continue;
                }
                JsonNode pick = Harness.endTurnOrFirst(m);
                int at = m.get("step").asInt();
                w.send("{\"type\":\"choice\",\"step\":" + at + ",\"choice\":" + pick + "}");
                m = w.await(s -> "state".equals(s.path("type").asText()) && s.get("step").asInt() > at
                        || "refused".equals(s.path("type").asText()));
                assertEquals("state", m.get("type").asText(), m.toString());
            }
            if (m.get("over").asBoolean()) {
                break; // the last mover stays at the table and sees the end
            }
            w.close();
            sockets.remove(w);
            away(id, mover);
        }
        int watcher = lastMover;
        assertTrue(turns[0] >= 1 && turns[1] >= 1, "both had turns: " + turns[0] + ", " + turns[1]);
        await(10_000, "both end notices done", () -> count("SELECT COUNT(*) FROM notices WHERE table_id = ?"
                + " AND subject LIKE '%is over' AND sent_at IS NOT NULL", id) == 4);
        assertEquals(2, count("SELECT COUNT(*) FROM notices WHERE table_id = ? AND subject LIKE '%is over'"
                + " AND seat = " + watcher + " AND outcome = 'not sent: the player was watching the table'", id),
                "the player who watched the game end is sent nothing");
        Thread.sleep(500); // nothing more comes
        for (int seat = 0; seat < 2; seat++) {
            String name = seat == 0 ? "Ann" : "Bob";
            assertEquals(turns[seat], mailsTo(name.toLowerCase() + "@example.org", "Your turn in Killman's Keep"),
                    name + "'s turns, each mailed once");
            int told = seat == watcher ? 0 : 1;
            assertEquals(told, mailsTo(name.toLowerCase() + "@example.org", "Killman's Keep is over"));
            List<String> hooks = List.copyOf(posted.getOrDefault("/hook/" + name, new ConcurrentLinkedQueue<>()));
            assertEquals(turns[seat], hooks.stream().filter(b -> b.contains("Your turn in Killman's Keep")).count(),
                    name + "'s turns, each posted once");
            assertEquals(told, hooks.stream().filter(b -> b.contains("Killman's Keep is over")).count());
            assertTrue(hooks.get(0).contains("https://games.example.org/table.html?t=" + id), hooks.get(0));
            assertTrue(hooks.get(0).contains("Ann and Bob"), "the notice names the players: " + hooks.get(0));
        }
        assertEquals(0, count("SELECT COUNT(*) FROM notices WHERE table_id = ? AND attempts <> 1", id),
                "every notice sent at its first attempt, once");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aNoticeQueuedWhileTheMailServerIsDownIsSentOnceAfterARestart(String kind) throws Exception {
        int smtpPort;
        try (java.net.ServerSocket free = new java.net.ServerSocket(0)) {
            smtpPort = free.getLocalPort();
        }
        int hook = receiver();
        startWithSmtp(kind, smtpPort);
        Person ann = notified("Ann", hook);
        notified("Bob", hook);
        Harness.Response created = ann.call("POST", "/api/tables", "{\"game\":\"killmans-keep\",\"seats\":"
                + "[{\"account\":\"Ann\"},{\"account\":\"Bob\"}],\"turnBased\":{\"moveSeconds\":1,"
                + "\"onTimeout\":\"abandon\"}}");
        String id = created.body().get("id").asText();
        // the first mover's time runs out: the game is abandoned and both are to be told, while no mail goes out
        await(10_000, "both mails tried and failed", () -> count("SELECT COUNT(*) FROM notices WHERE table_id = ?"
                + " AND channel = 'mail' AND attempts > 0 AND sent_at IS NULL", id) == 2);
        await(5_000, "both webhooks posted", () -> posted.values().stream().mapToInt(q -> q.size()).sum() == 2);
        server.close();
        GreenMail up = new GreenMail(ServerSetupTest.SMTP.port(smtpPort));
        up.start();
        try {
            startWithSmtp(kind, smtpPort);
            await(15_000, "the queued mails sent", () -> up.getReceivedMessages().length == 2);
            Thread.sleep(1_000);
            MimeMessage[] got = up.getReceivedMessages();
            assertEquals(2, got.length, "each mailed once");
            assertEquals(List.of("ann@example.org", "bob@example.org"), java.util.Arrays.stream(got).map(m -> {
                try {
                    assertEquals("Killman's Keep is over", m.getSubject());
                    assertTrue(String.valueOf(m.getContent()).contains("abandoned"), String.valueOf(m.getContent()));
                    return m.getAllRecipients()[0].toString();
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
            }).sorted().toList());
            assertEquals(2, posted.values().stream().mapToInt(q -> q.size()).sum(), "and posted once each");
            assertEquals(4, count("SELECT COUNT(*) FROM notices WHERE table_id = ? AND outcome = 'sent'", id));
        } finally {
            server.close();
            server = null;
            up.stop();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void privateWebhooksAndMailWithoutSmtpAreRefusedAndEachAccountSetsOnlyItsOwn(String kind) throws Exception {
        start(kind);
        Person ann = Person.signedUp(port, "Ann");
        for (String url : List.of("http://127.0.0.1:9/hook", "http://10.0.0.5/hook", "http://169.254.169.254/latest",
                "http://[::1]/hook", "http://localhost/hook")) {
            Harness.Response r = ann.call("PUT", "/api/me/notify", "{\"webhook\":\"" + url + "\"}");
            assertEquals(400, r.status(), url);
            assertTrue(r.body().get("error").asText().contains("private, loopback or reserved"), r.toString());
        }
        Harness.Response mailNo = ann.call("PUT", "/api/me/notify", "{\"email\":\"ann@example.org\"}");
        assertEquals(400, mailNo.status());
        assertTrue(mailNo.body().get("error").asText().contains("--smtp"), mailNo.toString());
        assertEquals(400, ann.call("PUT", "/api/me/notify", "{\"sms\":\"123\"}").status());
        assertEquals(400, ann.call("PUT", "/api/me/notify", "{\"webhook\":\"ftp://example.org/x\"}").status());
        assertEquals("0", db.query("SELECT COUNT(*) FROM notify_settings WHERE account <> ?", ""), "nothing stored");
        assertEquals(401, Harness.request(port, "PUT", "/api/me/notify", "{\"webhook\":null}",
                "Content-Type", "application/json").status(), "a guest has no settings");
        JsonNode shown = ann.call("GET", "/api/me/notify", null).body();
        assertTrue(shown.get("webhook").isNull() && !shown.get("emailAvailable").asBoolean(), shown.toString());
    }
}
