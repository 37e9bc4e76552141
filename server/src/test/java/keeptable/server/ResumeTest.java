package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * A server that dies, however it dies, loses no acknowledged choice: killed with SIGKILL in a
 * process of its own, or shut down gracefully, on both databases; started again, it resumes every
 * game where its store says it was.
 */
class ResumeTest extends ServerCase {
    private static boolean isState(JsonNode m) {
        return ServerSuite.isState(m);
    }

    private int storedChoices(String table) throws Exception {
        return Integer.parseInt(db.query("SELECT COUNT(*) FROM table_choices WHERE table_id = ?", table));
    }

    private long storedPrint(String table) throws Exception {
        String print = db.query("SELECT fingerprint FROM table_choices WHERE table_id = ? ORDER BY step DESC LIMIT 1",
                table);
        return print == null ? 0 : Long.parseLong(print);
    }

    /**
     * Starts a server in a process of its own, plays (people and bots), kills it with SIGKILL, and
     * starts a new server on the same database: every table is back with the same fingerprint and
     * every acknowledged choice.
     */
    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void crashAndResumeLosesNothing(String kind) throws Exception {
        db = TestDatabase.of(kind, dir);
        String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
        List<String> cmd = new ArrayList<>(List.of(java, "--enable-native-access=ALL-UNNAMED", "-cp",
                System.getProperty("java.class.path"), "keeptable.server.ServerMain", "--port", "0", "--db", db.url,
                "--bot-delay", "15"));
        if (db.schema != null) {
            cmd.addAll(List.of("--schema", db.schema));
        }
        Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
        int childPort;
        try {
            BufferedReader out = new BufferedReader(new InputStreamReader(p.getInputStream(), StandardCharsets.UTF_8));
            Pattern listening = Pattern.compile("listening on port (\\d+)");
            childPort = -1;
            for (String line; childPort < 0 && (line = out.readLine()) != null; ) {
                Matcher mt = listening.matcher(line);
                if (mt.find()) {
                    childPort = Integer.parseInt(mt.group(1));
                }
            }
            assertTrue(childPort > 0, "the child server started");
            Thread drain = new Thread(() -> out.lines().forEach(l -> { }));
            drain.setDaemon(true);
            drain.start();

            String botsKk = Harness.create(childPort, "killmans-keep", 21, "random", "heuristic", "random")
                    .get("id").asText();
            String botsTk = Harness.create(childPort, "the-keep", 22, "random", "random", "random", "heuristic")
                    .get("id").asText();
            JsonNode mixed = Harness.create(childPort, "killmans-keep", 23, "human", "random");
            String mixedId = mixed.get("id").asText();
            String token = mixed.get("tokens").get("0").asText();
            Ws spectKk = Ws.spectator(childPort, botsKk);
            Ws spectTk = Ws.spectator(childPort, botsTk);
            Ws me = Ws.seat(childPort, mixedId, token);
            int acked = 0;
            for (int i = 0; i < 6; i++) {
                JsonNode s = me.await(x -> isState(x) && x.has("choices"));
                int step = s.get("step").asInt();
                JsonNode cs = s.get("choices");
                me.choose(token, step, cs.get(cs.size() - 1).get("choice"));
                acked = me.await(x -> isState(x) && x.get("step").asInt() > step).get("step").asInt();
            }
            Thread.sleep(400);
            Map<String, Integer> seen = new HashMap<>();
            seen.put(mixedId, acked);
            seen.put(botsKk, lastStep(spectKk));
            seen.put(botsTk, lastStep(spectTk));
            p.destroyForcibly().waitFor(10, TimeUnit.SECONDS);
            spectKk.close();
            spectTk.close();
            me.close();
            assertTrue(seen.get(botsKk) > 0 && seen.get(botsTk) > 0, "bots played before the crash: " + seen);

            server = KeeptableServer.start(ServerConfig.defaults().withHost("127.0.0.1").withPort(0)
                    .withDb(db.url, db.schema).withBots(1, 0));
            port = server.port();
            for (Map.Entry<String, Integer> e : seen.entrySet()) {
                String id = e.getKey();
                assertNull(server.problemOf(id), "table " + id + " replays cleanly");
                int stored = storedChoices(id);
                assertTrue(stored >= e.getValue(), "acknowledged step " + e.getValue() + " of " + id + " is stored ("
                        + stored + ")");
            }
            // people's tables wait for them: exactly where they were, same fingerprint as stored
            assertEquals(storedChoices(mixedId), server.stateOf(mixedId).step());
            assertEquals(storedPrint(mixedId), server.stateOf(mixedId).fingerprint());
            // bots go on where they stopped; and a person reconnects and plays on
            Ws again = seat(mixedId, token);
            JsonNode s = again.await(x -> isState(x) && x.has("choices"));
            again.choose(token, s.get("step").asInt(), s.get("choices").get(0).get("choice"));
            again.await(x -> isState(x) && x.get("step").asInt() > s.get("step").asInt());
            long deadline = System.currentTimeMillis() + 20_000;
            while (!server.stateOf(botsKk).isOver() && System.currentTimeMillis() < deadline) {
                Thread.sleep(100);
            }
            assertTrue(server.stateOf(botsKk).isOver(), "the bots finish their game after the restart");
            assertEquals(storedPrint(botsKk), server.stateOf(botsKk).fingerprint());
        } finally {
            p.destroyForcibly();
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void gracefulShutdownKeepsEveryChoiceItAcknowledged(String kind) throws Exception {
        start(kind);
        String a = Harness.create(port, "killmans-keep", 41, "random", "random", "random").get("id").asText();
        String b = Harness.create(port, "the-keep", 42, "random", "random", "random").get("id").asText();
        Ws watch = Ws.spectator(port, a);
        sockets.add(watch);
        Thread.sleep(300);
        server.close();
        int acknowledged = lastStep(watch);
        int[] steps = {storedChoices(a), storedChoices(b)};
        assertTrue(steps[0] >= acknowledged, "every acknowledged choice is stored");
        server = KeeptableServer.start(ServerConfig.defaults().withHost("127.0.0.1").withPort(0)
                .withDb(db.url, db.schema).withBots(1, 60_000));
        port = server.port();
        for (String id : List.of(a, b)) {
            assertNull(server.problemOf(id));
        }
        assertEquals(steps[0], server.stateOf(a).step());
        assertEquals(storedPrint(a), server.stateOf(a).fingerprint());
        assertEquals(steps[1], server.stateOf(b).step());
    }

    private static int lastStep(Ws w) {
        int step = 0;
        for (JsonNode m; (m = w.inbox.poll()) != null; ) {
            if (isState(m)) {
                step = Math.max(step, m.get("step").asInt());
            }
        }
        return step;
    }
}
