package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.URI;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.function.Predicate;
import keeptable.server.Harness.Response;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Lab's jobs over real HTTP on both stores: signed in by the admin token (a cookie that is not the token),
 * a game's content as fields, refusals that name the file, entry and field and the bound broken with nothing
 * stored, a compare run to its files, a cancel, and a job that outlives a restart.
 */
class LabJobsTest extends ServerCase {
    private static final String TOKEN = "lab-admin-token";
    private static final String BEARER = "Bearer " + TOKEN;

    private void startWithToken(String kind) {
        start(kind, c -> c.withAdminToken(TOKEN));
    }

    private Response lab(String method, String path, String body) throws Exception {
        return body == null ? Harness.request(port, method, path, null, "Authorization", BEARER)
                : Harness.request(port, method, path, body, "Authorization", BEARER, "Content-Type", "application/json");
    }

    private Response ask(String body) throws Exception {
        return lab("POST", "/api/lab/jobs", body);
    }

    private JsonNode await(String id, Predicate<JsonNode> until, long seconds) throws Exception {
        long deadline = System.currentTimeMillis() + seconds * 1000;
        JsonNode j = lab("GET", "/api/lab/jobs/" + id, null).body();
        while (!until.test(j) && System.currentTimeMillis() < deadline) {
            Thread.sleep(100);
            j = lab("GET", "/api/lab/jobs/" + id, null).body();
        }
        assertTrue(until.test(j), "in " + seconds + " s: " + j);
        return j;
    }

    private static String compare(String set, int games) {
        return compare(set, games, "random");
    }

    /** A compare of Killman's Keep; heuristic bots play a long one (2000 pairs take minutes), random ones a quick one. */
    private static String compare(String set, int games, String bot) {
        return "{\"game\":\"killmans-keep\",\"set\":[\"" + set + "\"],\"games\":" + games
                + ",\"seats\":3,\"bot\":\"" + bot + "\",\"seed\":7}";
    }

    /** Cancels a long job once it has played some games, and sees it stop playing with no files. */
    private void cancelWhilePlaying(String id) throws Exception {
        await(id, j -> j.get("done").asInt() > 0, 120);
        Response cancelled = lab("POST", "/api/lab/jobs/" + id + "/cancel", "{}");
        assertEquals("cancelled", cancelled.body().get("status").asText(), cancelled.toString());
        Thread.sleep(1500);
        JsonNode after = lab("GET", "/api/lab/jobs/" + id, null).body();
        assertEquals("cancelled", after.get("status").asText());
        assertTrue(after.get("done").asInt() < after.get("total").asInt() && after.get("files").isEmpty(),
                after.toString());
        Thread.sleep(2000);
        assertEquals(after.get("done").asInt(), lab("GET", "/api/lab/jobs/" + id, null).body().get("done").asInt(),
                "the job stopped playing when cancelled");
    }

    /** A sweep of Killman's Keep's dragon penalty over {@code values} (a JSON list), random bots unless told. */
    private static String sweep(String values, int games, String bot) {
        return "{\"kind\":\"sweep\",\"game\":\"killmans-keep\",\"vary\":\"monsters.yaml:dragon.penalty\","
                + "\"values\":" + values + ",\"games\":" + games + ",\"seats\":3,\"bot\":\"" + bot
                + "\",\"seed\":7}";
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void theTokenOpensTheLabAsACookieThatIsNotTheToken(String kind) throws Exception {
        startWithToken(kind);
        assertEquals(401, Harness.get(port, "/api/lab/jobs").status(), "nothing without the token");
        assertEquals(401, Harness.post(port, "/api/lab/session", "{\"token\":\"a-guess\"}").status());
        HttpResponse<String> in = Harness.HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                        + "/api/lab/session")).timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString("{\"token\":\"" + TOKEN + "\"}")).build(),
                HttpResponse.BodyHandlers.ofString());
        assertEquals(200, in.statusCode(), in.body());
        String cookie = in.headers().firstValue("Set-Cookie").orElseThrow();
        assertTrue(cookie.contains("HttpOnly") && cookie.contains("SameSite=Strict") && cookie.contains("Path=/api/lab"),
                cookie);
        assertFalse(cookie.contains(TOKEN), "the cookie proves the token, it does not hold it: " + cookie);
        String pair = cookie.substring(0, cookie.indexOf(';'));
        Response content = Harness.request(port, "GET", "/api/lab/games/killmans-keep/content", null, "Cookie", pair);
        assertEquals(200, content.status(), content.toString());
        JsonNode dragon = null;
        for (JsonNode f : content.body().get("files")) {
            for (JsonNode x : f.get("fields")) {
                if (x.get("target").asText().equals("monsters.yaml:dragon.penalty")) {
                    dragon = x;
                }
            }
        }
        assertEquals("3", dragon.get("value").asText(), "the value the game ships with: " + dragon);
        assertEquals("dragon", dragon.get("entry").asText());
        assertEquals("penalty", dragon.get("field").asText());
        String forged = pair.replaceAll("=(\\d+)\\.", "=9999999999.");
        assertEquals(401, Harness.request(port, "GET", "/api/lab/jobs", null, "Cookie", forged).status(),
                "a cookie whose time was pushed on no longer proves the token");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aBadAskIsRefusedNamingWhatIsWrongAndNothingIsStored(String kind) throws Exception {
        startWithToken(kind);
        record Refusal(String body, String says) {
        }
        for (Refusal r : List.of(
                new Refusal(compare("monsters.yaml:dragon.penalty=lots", 10), "monsters.yaml:dragon.penalty=lots: 'lots' is not a number"),
                new Refusal(compare("monsters.yaml:dragon.penalty=3", 10), "monsters.yaml:dragon.penalty is already 3"),
                new Refusal(compare("monsters.yaml:wyrm.penalty=2", 10), "monsters.yaml has no entry 'wyrm'"),
                new Refusal(compare("monsters.yaml:dragon.pennalty=2", 10), "has no field 'pennalty'"),
                new Refusal(compare("monsters.yaml:dragon.penalty=4", 5000), "games must be a whole number from 1 to 2000"),
                new Refusal(compare("monsters.yaml:dragon.penalty=4", 10).replace("\"seats\":3", "\"seats\":9"),
                        "seats must be a whole number from 2 to"),
                new Refusal(compare("monsters.yaml:dragon.penalty=4", 10).replace("random", "ismcts"),
                        "bot must be one of [heuristic, random]"),
                new Refusal(compare("monsters.yaml:dragon.penalty=4", 10).replace("{", "{\"kind\":\"tune\","),
                        "kind must be compare or sweep, not tune"),
                new Refusal(sweep("[\"2\",\"lots\"]", 10, "random"),
                        "monsters.yaml:dragon.penalty=lots: 'lots' is not a number"),
                new Refusal(sweep("[2,4]", 10, "random").replace("dragon.penalty", "dragon.pennalty"),
                        "has no field 'pennalty'"),
                new Refusal(sweep("[2,4]", 10, "random").replace("monsters.yaml:dragon.penalty", ""),
                        "vary: choose the field to sweep"),
                new Refusal(sweep("[1,2,3,4,5,6,7,8,9,10]", 10, "random"), "values: a list of at most 9 values"),
                new Refusal(sweep("[2,4,2]", 10, "random"), "values: 2 is given twice"),
                new Refusal(sweep("[2]", 10, "random"), "values: give two or more values"),
                new Refusal(sweep("[2,4]", 10, "random").replace("\"values\":[2,4]", "\"from\":1,\"to\":100,\"step\":1"),
                        "values: from 1 to 100 by 1 are 100 values; a sweep tries at most 9"),
                new Refusal(sweep("[2,4]", 10, "random").replace("\"values\":[2,4]", "\"from\":1,\"to\":5"),
                        "step must be a number, not missing"),
                new Refusal(sweep("[2,4,6]", 2000, "random"),
                        "games: 3 values of 2000 games each are 6000 games; a sweep plays at most 4000"))) {
            Response refused = ask(r.body());
            assertEquals(400, refused.status(), r.body() + " -> " + refused);
            assertTrue(refused.body().get("error").asText().contains(r.says()), refused.toString());
            assertFalse(refused.body().get("error").asText().contains("--set"), "the page's words: " + refused);
        }
        assertEquals(0, lab("GET", "/api/lab/jobs", null).body().size(), "nothing was stored");
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aCompareRunsToItsFilesAndAnotherIsCancelled(String kind) throws Exception {
        startWithToken(kind);
        Response made = ask(compare("monsters.yaml:dragon.penalty=6", 6));
        assertEquals(201, made.status(), made.toString());
        String id = made.body().get("id").asText();
        JsonNode done = await(id, j -> j.get("status").asText().equals("done"), 120);
        assertEquals(6, done.get("done").asInt());
        assertEquals(List.of("compare.json", "differences.csv", "items.csv", "pairs.csv", "report.html"),
                Harness.JSON.convertValue(done.get("files"), List.class));
        List<String> pairs = lab("GET", "/api/lab/jobs/" + id + "/files/pairs.csv", null).body().asText().lines().toList();
        assertTrue(pairs.get(0).startsWith("pair,seed,base_games,variant_games,base_won_1"), pairs.get(0));
        assertEquals(List.of("0", "1", "2", "3", "4", "5"), pairs.stream().skip(1).map(l -> l.split(",")[0]).toList(),
                "a row per pair, in order");
        JsonNode cmp = lab("GET", "/api/lab/jobs/" + id + "/files/compare.json", null).body();
        assertEquals(6, cmp.get("games").asInt());
        assertTrue(cmp.get("variant").get("run").get("content").asText()
                .contains("monsters.yaml dragon.penalty: 3 -> 6"), cmp.get("variant").get("run").toString());
        HttpResponse<String> report = Harness.HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                + "/api/lab/jobs/" + id + "/files/report.html")).header("Authorization", BEARER).GET().build(),
                HttpResponse.BodyHandlers.ofString());
        assertTrue(report.body().contains("<svg") && !report.body().contains("<script"), "inline SVG, no scripts");
        assertTrue(report.headers().firstValue("Content-Security-Policy").orElse("").contains("sandbox"));
        String csv = lab("GET", "/api/lab/jobs/" + id + "/files/differences.csv", null).body().asText();
        assertTrue(csv.startsWith("measure,base,variant,change,low95,high95,p,q"), csv);

        String big = ask(compare("monsters.yaml:dragon.penalty=6", 2000, "heuristic")).body().get("id").asText();
        cancelWhilePlaying(big);
        assertEquals(409, lab("POST", "/api/lab/jobs/" + big + "/cancel", "{}").status(), "once");
        String next = ask(compare("monsters.yaml:dragon.penalty=6", 2)).body().get("id").asText();
        await(next, j -> j.get("status").asText().equals("done"), 30); // the cancelled job let go of the Lab's thread

        List<String> waiting = new java.util.ArrayList<>();
        for (int i = 0; i < LabJobs.MAX_WAITING; i++) {
            waiting.add(ask(compare("monsters.yaml:dragon.penalty=" + (4 + i), 2000, "heuristic")).body().get("id").asText());
        }
        Response sixth = ask(compare("monsters.yaml:dragon.penalty=9", 10));
        assertEquals(429, sixth.status(), sixth.toString());
        assertTrue(sixth.body().get("error").asText().contains("at most 5 at once"), sixth.toString());
        for (String w : waiting) {
            assertEquals(200, lab("POST", "/api/lab/jobs/" + w + "/cancel", "{}").status());
        }
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aSweepRunsToItsFilesAndAnotherIsCancelled(String kind) throws Exception {
        startWithToken(kind);
        Response made = ask(sweep("[\"1\",\"3\",\"5\"]", 4, "random"));
        assertEquals(201, made.status(), made.toString());
        assertEquals("sweep", made.body().get("kind").asText());
        String id = made.body().get("id").asText();
        JsonNode done = await(id, j -> j.get("status").asText().equals("done"), 120);
        assertEquals(4, done.get("done").asInt(), "4 games at each value");
        assertEquals(List.of("differences.csv", "report.html", "sweep.csv", "sweep.json"),
                Harness.JSON.convertValue(done.get("files"), List.class));
        JsonNode rows = lab("GET", "/api/lab/jobs/" + id + "/files/sweep.json", null).body();
        List<JsonNode> each = List.of(rows.get(0), rows.get(1), rows.get(2));
        assertEquals(3, rows.size());
        assertEquals(List.of("1", "3", "5"), each.stream().map(r -> r.get("value").asText()).toList());
        assertEquals(List.of(false, true, false), each.stream().map(r -> r.get("baseline").asBoolean()).toList(),
                "the shipped value, 3, is the baseline");
        assertEquals("3 (the shipped value)", rows.get(0).get("baselineIs").asText());
        assertEquals(4, rows.get(2).get("summary").get("games").asInt());
        assertTrue(rows.get(2).get("summary").get("run").get("content").asText()
                .contains("monsters.yaml dragon.penalty: 3 -> 5"), rows.get(2).toString());
        assertTrue(rows.get(1).get("againstBaseline").isEmpty() && !rows.get(0).get("againstBaseline").isEmpty(),
                rows.toString());
        List<String> diffs = lab("GET", "/api/lab/jobs/" + id + "/files/differences.csv", null).body().asText()
                .lines().toList();
        assertEquals("value,measure,baseline,at_value,change,low95,high95,p,q", diffs.get(0));
        assertEquals(List.of("1", "5"), diffs.stream().skip(1).map(l -> l.split(",")[0]).distinct().toList(),
                "each value but the baseline against it");
        String csv = lab("GET", "/api/lab/jobs/" + id + "/files/sweep.csv", null).body().asText();
        assertEquals(4, csv.lines().count(), "a header and a row per value: " + csv);
        String report = lab("GET", "/api/lab/jobs/" + id + "/files/report.html", null).body().asText();
        assertTrue(report.contains("monsters.yaml:dragon.penalty swept") && report.contains("<svg")
                && !report.contains("<script"), "the sweep's charts, no scripts");
        assertTrue(report.contains("keeptable sweep killmans-keep --vary monsters.yaml:dragon.penalty=1,3,5 --games 4"),
                "the terminal command that plays the same games");

        String big = ask(sweep("[2,4]", 2000, "heuristic")).body().get("id").asText();
        cancelWhilePlaying(big);
        String next = ask(sweep("[2,4]", 2, "random")).body().get("id").asText();
        await(next, j -> j.get("status").asText().equals("done"), 30); // the cancelled sweep let go of the thread
    }

    @ParameterizedTest
    @ValueSource(strings = {"sqlite", "postgresql"})
    void aJobStepsAsideWhileABotOfAGameInPlayWaits(String kind) throws Exception {
        start(kind, c -> c.withAdminToken(TOKEN).withBots(1, 60_000));
        Harness.create(port, "killmans-keep", 7, "random", "random"); // its first bot move waits a minute, queued
        String id = ask(compare("monsters.yaml:dragon.penalty=6", 20)).body().get("id").asText();
        await(id, j -> j.get("status").asText().equals("running"), 30);
        Thread.sleep(8000); // time enough to build both versions of the game and play the 20 pairs, were it free to
        assertEquals(0, lab("GET", "/api/lab/jobs/" + id, null).body().get("done").asInt(),
                "no game of the job is played while a game in play has bot work queued");
        assertEquals(200, lab("POST", "/api/lab/jobs/" + id + "/cancel", "{}").status());
    }

    @ParameterizedTest
    @CsvSource({"sqlite,compare", "postgresql,compare", "sqlite,sweep", "postgresql,sweep"})
    void jobsAndTheirResultsOutliveARestart(String kind, String job) throws Exception {
        startWithToken(kind);
        boolean sweep = job.equals("sweep");
        String small = ask(sweep ? sweep("[2,4]", 4, "random") : compare("monsters.yaml:troll.penalty=4", 4))
                .body().get("id").asText();
        await(small, j -> j.get("status").asText().equals("done"), 120);
        String big = ask(sweep ? sweep("[2,4]", 2000, "heuristic")
                : compare("monsters.yaml:troll.penalty=4", 2000, "heuristic")).body().get("id").asText();
        await(big, j -> j.get("done").asInt() > 0, 120);
        server.close();
        startWithToken(kind);
        JsonNode again = lab("GET", "/api/lab/jobs/" + big, null).body();
        assertTrue(List.of("queued", "running").contains(again.get("status").asText()), again.toString());
        assertEquals(job, again.get("kind").asText());
        assertEquals("resumed from its first game after a restart", again.path("message").asText(), again.toString());
        await(big, j -> j.get("status").asText().equals("running") && j.get("done").asInt() > 0, 120);
        JsonNode kept = lab("GET", "/api/lab/jobs/" + small, null).body();
        assertEquals("done", kept.get("status").asText());
        JsonNode file = lab("GET", "/api/lab/jobs/" + small + "/files/" + (sweep ? "sweep.json" : "compare.json"),
                null).body();
        assertEquals(4, sweep ? file.get(1).get("summary").get("games").asInt() : file.get("games").asInt(),
                "the finished job's files were kept");
        assertEquals(200, lab("POST", "/api/lab/jobs/" + big + "/cancel", "{}").status());
    }
}
