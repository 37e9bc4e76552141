package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import keeptable.engine.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** compare finds a change that matters and finds nothing in a change that does not. */
class CompareCommandTest {
    @TempDir
    Path dir;

    private static Cli.Run compare(String set, String... more) {
        String[] head = {"compare", "killmans-keep", "--games", "300", "--seats", "heuristic,heuristic,heuristic",
                "--seed", "11", "--threads", "2", "--set", set};
        String[] args = new String[head.length + more.length];
        System.arraycopy(head, 0, args, 0, head.length);
        System.arraycopy(more, 0, args, head.length, more.length);
        return Cli.run(args);
    }

    @Test
    void aShorterRaceToDoubloonsIsASignificantlyShorterGame() throws Exception {
        Cli.Run run = compare("board.yaml:doubloonsToWin=3", "--out", dir.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("Over 300 paired games, "), run.out());
        assertTrue(run.out().contains("changed: board.yaml doubloonsToWin: 5 -> 3"), "the content diff: " + run.out());
        assertTrue(run.out().contains("games got shorter by"), run.out());
        JsonNode c = Json.plain().readTree(dir.resolve("compare.json").toFile());
        JsonNode length = c.get("length");
        assertTrue(length.get("high95").asDouble() < 0, length.toString());
        assertTrue(length.get("p").asDouble() < 0.001, length.toString());
        assertFalse(c.get("base").get("rulesVersion").asText().equals(c.get("variant").get("rulesVersion").asText()));
        String html = Files.readString(dir.resolve("report.html"));
        assertTrue(html.contains("<svg") && html.contains("games got shorter by"), "report with charts and verdict");
        assertTrue(html.contains("board.yaml doubloonsToWin: 5 -&gt; 3"), "the report shows the content diff");
        assertFalse(html.contains("src=") || html.contains("<link"), "no external resources");
        assertTrue(Files.readAllLines(dir.resolve("differences.csv")).get(0).startsWith("measure,base,variant"));
        thePairsFileGivesThePairedTestByHand(c);
    }

    /** Issue 29: pairs.csv holds each seed's two results; their differences give compare's figures again. */
    private void thePairsFileGivesThePairedTestByHand(JsonNode c) throws Exception {
        List<String> pairs = Files.readAllLines(dir.resolve("pairs.csv"));
        assertEquals("pair,seed,base_games,variant_games,base_won_1,variant_won_1,change_1,base_won_2,variant_won_2,"
                + "change_2,base_won_3,variant_won_3,change_3,base_choices,variant_choices,change_choices,base_winner,"
                + "variant_winner,base_ending,variant_ending", pairs.get(0));
        assertEquals(301, pairs.size());
        double[] seat = new double[300];
        double[] length = new double[300];
        for (int i = 0; i < 300; i++) {
            String[] f = pairs.get(i + 1).split(",");
            assertEquals(i, Integer.parseInt(f[0]), "in order of the seeds");
            assertEquals(Integer.parseInt(f[5]) - Integer.parseInt(f[4]), Integer.parseInt(f[6]));
            seat[i] = Integer.parseInt(f[6]);
            length[i] = Integer.parseInt(f[15]);
        }
        byHand(seat, c.get("seats").get(0));
        byHand(length, c.get("length"));
    }

    /** The mean difference, and its interval from the sample standard deviation over root N. */
    private static void byHand(double[] d, JsonNode reported) {
        double mean = java.util.Arrays.stream(d).average().orElseThrow();
        double ss = java.util.Arrays.stream(d).map(x -> (x - mean) * (x - mean)).sum();
        double se = Math.sqrt(ss / (d.length - 1) / d.length);
        assertEquals(reported.get("diff").asDouble(), mean, 1e-9, reported.toString());
        assertEquals(reported.get("high95").asDouble(), mean + 1.959963984540054 * se, 1e-6, reported.toString());
    }

    @Test
    void aChangeToTheValueItAlreadyHasIsRefused() throws Exception {
        Cli.Run run = compare("monsters.yaml:dragon.penalty=3", "--out", dir.resolve("cmp").toString());
        assertEquals(ExitCodes.USAGE, run.code(), run.err());
        assertTrue(run.err().contains("--set monsters.yaml:dragon.penalty=3 changes nothing: "
                + "monsters.yaml:dragon.penalty is already 3"), run.err());
        assertFalse(Files.exists(dir.resolve("cmp")), "nothing is written");
    }

    @Test
    void withoutAVariantItIsRefused() {
        Cli.Run run = Cli.run("compare", "killmans-keep", "--games", "5");
        assertEquals(ExitCodes.USAGE, run.code());
        assertTrue(run.err().contains("compare needs a variant"), run.err());
        Cli.Run bad = compare("monsters.yaml:wyrm.penalty=1");
        assertEquals(ExitCodes.USAGE, bad.code());
        assertTrue(bad.err().contains("no entry 'wyrm'"), bad.err());
    }

    @Test
    void sparkWithoutTheLabSparkJarIsRefusedSayingWhatIsMissing() {
        for (String command : new String[] {"simulate", "compare"}) {
            Cli.Run run = Cli.run(command, "killmans-keep", "--games", "2", "--seats", "random,random", "--set",
                    "monsters.yaml:dragon.penalty=4", "--spark", "local[2]");
            assertEquals(ExitCodes.USAGE, run.code(), command);
            assertTrue(run.err().contains("--spark local[2]: no cluster runner on the class path takes it; put the "
                    + "keeptable-lab-spark jar on the class path"), run.err());
        }
    }

    @Test
    void campaignsAreComparedCampaignByCampaign() throws Exception {
        Cli.Run run = Cli.run("compare", "dead-keep", "--campaign", "2", "--games", "16", "--seats",
                "heuristic,heuristic", "--seed", "5", "--threads", "2", "--set", "enemies.yaml:footman.stats.0.armor=2",
                "--out", dir.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("16 paired campaigns of 2 games"), run.out());
        assertTrue(run.out().contains("win rate of game 2 in the campaign"), run.out());
        assertTrue(run.out().contains("Seats: heuristic, heuristic; options: none; campaigns of 2 games"), run.out());
        assertTrue(run.out().contains("Command: keeptable compare dead-keep --campaign 2"), run.out());
        JsonNode c = Json.plain().readTree(dir.resolve("compare.json").toFile());
        assertEquals(2, c.get("campaignLength").asInt());
        assertEquals(2, c.get("stages").size());
        assertTrue(c.get("progress").size() > 0, "how far games got, paired");
        String html = Files.readString(dir.resolve("report.html"));
        assertTrue(html.contains("Win rate of each game of the campaign") && html.contains("survival curve"));
        assertTrue(html.contains("<p>Seed 5, 2 threads;"), "the report says its seed");
        assertTrue(html.contains("<h2>The party's win rate: change</h2>"), "a party's one rate");
        assertTrue(html.matches("(?s).*<text [^>]*><title>[^<]{31,}</title>[^<]{29}&hellip;</text>.*"),
                "a long ending is cut to fit beside the chart, whole in its tooltip");
        assertTrue(Files.readString(dir.resolve("differences.csv")).contains("win rate of game 1 in the campaign"));
    }
}
