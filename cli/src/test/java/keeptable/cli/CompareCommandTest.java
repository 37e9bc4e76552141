package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
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
