package keeptable.lab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.lang.management.ManagementFactory;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keeptable.engine.match.Match;
import keeptable.lab.PairedRun;
import keeptable.lab.Simulation;
import keeptable.lab.SweepComparison;
import keeptable.lab.SweepRun;
import keeptable.lab.SweepTally;
import keeptable.lab.Variant;
import keeptable.lab.report.CompareFiles;
import keeptable.lab.report.SweepFiles;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 29: 'keeptable serve --spark local[2]' plays the Lab page's jobs on Spark - a compare runs to its end with
 * its progress seen on the way and the figures of the same compare played here, a sweep too, and a cancel stops
 * the Spark job (the next job is played at once).
 */
class ServeOnSparkTest {
    private static final String TOKEN = "spark-lab-token";
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
    private static final String CHANGE = "board.yaml:doubloonsToWin=3";

    @TempDir
    Path dir;
    private Process server;
    private int port;

    @AfterEach
    void stop() throws InterruptedException {
        if (server != null) {
            server.destroy();
            server.waitFor();
        }
    }

    /** The keeptable command, in a process of its own, serving with --spark local[2] on a free port. */
    private void serve(String... javaOptions) throws Exception {
        Path token = Files.writeString(dir.resolve("token"), TOKEN + "\n");
        List<String> command = new ArrayList<>();
        command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
        command.addAll(ManagementFactory.getRuntimeMXBean().getInputArguments().stream()
                .filter(a -> a.startsWith("--add-opens") || a.startsWith("-D") || a.startsWith("-Xmx")).toList());
        command.addAll(List.of(javaOptions));
        command.addAll(List.of("-cp", System.getProperty("java.class.path"), "keeptable.cli.Main", "serve",
                "--port", "0", "--host", "127.0.0.1", "--db", "jdbc:sqlite:" + dir.resolve("lab.db"),
                "--admin-token-file", token.toString(), "--spark", "local[2]"));
        Path out = dir.resolve("out.txt");
        ProcessBuilder pb = new ProcessBuilder(command).redirectOutput(out.toFile())
                .redirectError(dir.resolve("err.txt").toFile());
        pb.environment().put("SPARK_USER", "keeptable");
        server = pb.start();
        Pattern serving = Pattern.compile("serving on http://[^:]+:(\\d+)/");
        long deadline = System.currentTimeMillis() + 300_000;
        while (System.currentTimeMillis() < deadline && server.isAlive()) {
            Matcher m = serving.matcher(Files.readString(out));
            if (m.find()) {
                port = Integer.parseInt(m.group(1));
                assertTrue(Files.readString(dir.resolve("err.txt")).contains("Spark local[2]: started"),
                        "the server started Spark");
                return;
            }
            Thread.sleep(100);
        }
        throw new AssertionError("the server did not start: " + Files.readString(dir.resolve("err.txt")));
    }

    private HttpResponse<String> lab(String method, String path, String body) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(30)).header("Authorization", "Bearer " + TOKEN)
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (body != null) {
            b.header("Content-Type", "application/json");
        }
        return HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    private String create(int games, String bot) throws Exception {
        HttpResponse<String> r = lab("POST", "/api/lab/jobs", "{\"game\":\"killmans-keep\",\"set\":[\"" + CHANGE
                + "\"],\"games\":" + games + ",\"seats\":3,\"bot\":\"" + bot + "\",\"seed\":7}");
        assertEquals(201, r.statusCode(), r.body());
        return JSON.readTree(r.body()).get("id").asText();
    }

    /** Looks at the job every 50 ms until {@code until} holds, noting every 'done' seen while it ran. */
    private JsonNode await(String id, Predicate<JsonNode> until, long seconds, TreeSet<Integer> seen)
            throws Exception {
        long deadline = System.currentTimeMillis() + seconds * 1000;
        JsonNode j = JSON.readTree(lab("GET", "/api/lab/jobs/" + id, null).body());
        while (!until.test(j) && System.currentTimeMillis() < deadline) {
            if (j.get("status").asText().equals("running")) {
                seen.add(j.get("done").asInt());
            }
            Thread.sleep(50);
            j = JSON.readTree(lab("GET", "/api/lab/jobs/" + id, null).body());
        }
        assertTrue(until.test(j), "in " + seconds + " s: " + j);
        return j;
    }

    private static Predicate<JsonNode> status(String s) {
        return j -> j.get("status").asText().equals(s);
    }

    @Test
    void aCompareJobRunsOnSparkToTheLocalFiguresWithItsProgressSeen() throws Exception {
        serve();
        int games = 40;
        String id = create(games, "heuristic");
        TreeSet<Integer> seen = new TreeSet<>();
        JsonNode done = await(id, status("done"), 300, seen);
        assertEquals(games, done.get("done").asInt());
        assertTrue(seen.stream().anyMatch(n -> n > 0 && n < games), "progress seen on the way: " + seen);
        Map<String, String> here = CompareFiles.of(CompareFiles.comparison(playedHere(games), config(Variant.STANDARD,
                games), config(Variant.of(null, List.of(CHANGE)), games), 0));
        for (String file : List.of("differences.csv", "items.csv")) {
            HttpResponse<String> r = lab("GET", "/api/lab/jobs/" + id + "/files/" + file, null);
            assertEquals(200, r.statusCode(), file);
            assertEquals(here.get(file), r.body(), file + " as the same compare played here");
        }
        assertEquals(404, lab("GET", "/api/lab/jobs/" + id + "/files/pairs.csv", null).statusCode(),
                "Spark sends back totals only: no pairs.csv");
        aSweepJobRunsOnSparkToTheLocalFigures();
    }

    private void aSweepJobRunsOnSparkToTheLocalFigures() throws Exception {
        HttpResponse<String> r = lab("POST", "/api/lab/jobs", "{\"kind\":\"sweep\",\"game\":\"killmans-keep\","
                + "\"vary\":\"board.yaml:doubloonsToWin\",\"values\":[3,5],\"games\":20,\"seats\":3,"
                + "\"bot\":\"random\",\"seed\":7}");
        assertEquals(201, r.statusCode(), r.body());
        String id = JSON.readTree(r.body()).get("id").asText();
        await(id, status("done"), 300, new TreeSet<>());
        List<Simulation.Config> configs = new ArrayList<>();
        for (String value : List.of("3", "5")) {
            Variant v = Variant.of(null, List.of("board.yaml:doubloonsToWin=" + value));
            configs.add(new Simulation.Config(v.build("killmans-keep"), Collections.nCopies(3, "random"), 20, 2, 7,
                    Map.of(), 1, Match.MAX_STEPS, v.describe(), "test"));
        }
        SweepTally tally = SweepRun.run(configs, 1, n -> { });
        Map<String, String> here = SweepFiles.of("board.yaml:doubloonsToWin", "shipped", List.of("3", "5"),
                SweepFiles.summaries(configs, tally, 0), SweepComparison.of(tally, List.of("3", "5"), "shipped"));
        for (String file : List.of("sweep.csv", "differences.csv")) {
            HttpResponse<String> f = lab("GET", "/api/lab/jobs/" + id + "/files/" + file, null);
            assertEquals(200, f.statusCode(), file);
            assertEquals(here.get(file), f.body(), file + " as the same sweep played here");
        }
    }

    private static Simulation.Config config(Variant v, int games) {
        return new Simulation.Config(v.build("killmans-keep"), Collections.nCopies(3, "heuristic"), games, 2, 7,
                Map.of(), 1, Match.MAX_STEPS, v.describe(), "test");
    }

    private static keeptable.lab.PairTally playedHere(int games) throws InterruptedException {
        return PairedRun.run(config(Variant.STANDARD, games), config(Variant.of(null, List.of(CHANGE)), games),
                n -> { });
    }

    @Test
    void aCancelStopsTheSparkJobAndTheNextJobIsPlayedAtOnce() throws Exception {
        // Two partitions of 1000 heuristic pairs: each holds one of the two cores for half a minute or more (65
        // games a second a core at best), unless a cancel stops it.
        serve("-Dkeeptable.spark.partitions=2");
        String slow = create(2000, "heuristic");
        await(slow, status("running"), 60, new TreeSet<>());
        long deadline = System.currentTimeMillis() + 60_000;
        while (!Files.readString(dir.resolve("err.txt")).contains("Running task 1.0 in stage 0.0")
                && System.currentTimeMillis() < deadline) {
            Thread.sleep(50);
        }
        assertTrue(Files.readString(dir.resolve("err.txt")).contains("Running task 1.0 in stage 0.0"),
                "Spark's log says both partitions are being played");
        HttpResponse<String> cancel = lab("POST", "/api/lab/jobs/" + slow + "/cancel", "{}");
        assertEquals(200, cancel.statusCode(), cancel.body());
        String next = create(10, "random");
        await(next, status("done"), 15, new TreeSet<>());
        JsonNode cancelled = JSON.readTree(lab("GET", "/api/lab/jobs/" + slow, null).body());
        assertEquals("cancelled", cancelled.get("status").asText(), cancelled.toString());
        assertTrue(cancelled.get("done").asInt() < 2000, cancelled.toString());
    }
}
