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

/** sweep plays each value on the same seeds and charts the metrics; tune reports what it found, or that it could not. */
class SweepTuneCommandTest {
    @TempDir
    Path dir;

    @Test
    void aLongerRaceToDoubloonsMakesLongerGamesInTheSweep() throws Exception {
        assertEquals(List.of("2", "3", "4"), SweepCommand.wholeRange("2..4"), "LOW..HIGH is every whole number");
        Cli.Run run = Cli.run("sweep", "killmans-keep", "--vary", "board.yaml:doubloonsToWin=2,5", "--games", "60",
                "--seats", "heuristic,heuristic", "--seed", "4", "--threads", "2", "--out", dir.toString());
        assertEquals(0, run.code(), run.err());
        List<String> csv = Files.readAllLines(dir.resolve("sweep.csv"));
        assertEquals(3, csv.size());
        assertTrue(csv.get(0).startsWith("value,seat1_win_rate,seat1_low95,seat1_high95,seat2_win_rate"));
        int choices = List.of(csv.get(0).split(",")).indexOf("choices");
        double two = Double.parseDouble(csv.get(1).split(",")[choices]);
        double five = Double.parseDouble(csv.get(2).split(",")[choices]);
        assertTrue(five > two, two + " then " + five);
        JsonNode rows = Json.plain().readTree(dir.resolve("sweep.json").toFile());
        assertEquals("5", rows.get(1).get("value").asText());
        assertTrue(rows.get(1).get("summary").get("run").get("content").asText()
                .contains("--set board.yaml:doubloonsToWin=5"));
        String html = Files.readString(dir.resolve("report.html"));
        assertTrue(html.contains("<svg") && html.contains("Game length (mean choices)"));
        assertFalse(html.contains("src=") || html.contains("<link"), "no external resources");
        // 5 is the shipped value, though not the first: every other value is set against it, game by game.
        assertTrue(rows.get(1).get("baseline").asBoolean() && !rows.get(0).get("baseline").asBoolean());
        assertEquals(0, rows.get(1).get("againstBaseline").size(), "the baseline is not tested against itself");
        JsonNode shorter = null;
        for (JsonNode d : rows.get(0).get("againstBaseline")) {
            shorter = d.get("label").asText().equals("game length (choices)") ? d : shorter;
        }
        assertTrue(shorter != null && shorter.get("diff").asDouble() < 0 && shorter.get("q").asDouble() < 0.05,
                "a race to 2 doubloons is significantly shorter than to 5: " + shorter);
        assertEquals(rows.get(0).get("againstBaseline").size(), rows.get(0).get("sweepTests").asInt());
        assertTrue(run.out().contains("Each value against the baseline 5 (the shipped value), game by game on the "
                + "same seeds") && run.out().matches("(?s).*\\n2: game length \\(choices\\) +[0-9.]+ +[0-9.]+ +-.*"),
                run.out());
        assertTrue(run.out().contains("at 2, ") && run.out().contains("game length (choices) fell"), run.out());
        List<String> differences = Files.readAllLines(dir.resolve("differences.csv"));
        assertEquals("value,measure,baseline,at_value,change,low95,high95,p,q", differences.get(0));
        assertEquals(1 + rows.get(0).get("againstBaseline").size(), differences.size(), "one line per test");
        assertTrue(differences.stream().anyMatch(l -> l.startsWith("2,game length (choices),")), differences.toString());
        assertTrue(html.contains("Each value against the baseline, 5 (the shipped value)")
                && html.contains("game length (choices): change from the baseline"), html);
    }

    @Test
    void withoutTheShippedValueTheFirstIsTheBaselineAndAValueIsGivenOnce() throws Exception {
        Cli.Run run = Cli.run("sweep", "killmans-keep", "--vary", "board.yaml:doubloonsToWin=3,2", "--games", "12",
                "--seats", "heuristic,heuristic", "--seed", "4", "--threads", "2", "--out", dir.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("Each value against the baseline 3 (the first value)"), run.out());
        JsonNode rows = Json.plain().readTree(dir.resolve("sweep.json").toFile());
        assertTrue(rows.get(0).get("baseline").asBoolean());
        assertTrue(rows.get(1).get("againstBaseline").size() >= 4, "each seat, draws, the first chooser, length");
        Cli.Run twice = Cli.run("sweep", "killmans-keep", "--vary", "board.yaml:doubloonsToWin=2,3,2", "--games", "5");
        assertEquals(ExitCodes.USAGE, twice.code());
        assertTrue(twice.err().contains("2 is given twice"), twice.err());
    }

    @Test
    void aSweepNeedsTwoValuesAndGoodOnes() {
        Cli.Run one = Cli.run("sweep", "killmans-keep", "--vary", "board.yaml:doubloonsToWin=2", "--games", "5");
        assertEquals(ExitCodes.USAGE, one.code());
        assertTrue(one.err().contains("give two or more values"), one.err());
        Cli.Run backwards = Cli.run("sweep", "killmans-keep", "--vary", "board.yaml:doubloonsToWin=5..2", "--games",
                "5");
        assertEquals(ExitCodes.USAGE, backwards.code());
        assertTrue(backwards.err().contains("give two or more values"), backwards.err());
        Cli.Run huge = Cli.run("sweep", "killmans-keep", "--vary", "board.yaml:doubloonsToWin=1..5000", "--games", "5");
        assertEquals(ExitCodes.USAGE, huge.code());
        assertTrue(huge.err().contains("over 1000 values"), huge.err());
        Cli.Run bad = Cli.run("sweep", "killmans-keep", "--vary", "board.yaml:doubloonsToWin=2,x", "--games", "5");
        assertEquals(ExitCodes.USAGE, bad.code());
        assertTrue(bad.err().contains("'x' is not a number"), bad.err());
    }

    @Test
    void aTargetNoValueReachesIsReportedWithTheEvidence() throws Exception {
        Cli.Run run = Cli.run("tune", "killmans-keep", "--vary", "board.yaml:doubloonsToWin=2..4", "--target",
                "seat 1 win rate = 0.9", "--seats", "random,heuristic", "--games", "40", "--max-games", "80",
                "--seed", "4", "--threads", "2", "--out", dir.toString());
        assertEquals(ExitCodes.FAILED, run.code(), run.out() + run.err());
        assertTrue(run.out().contains("No value of board.yaml:doubloonsToWin in 2..4 puts seat 1 win rate = 0.900"),
                run.out());
        assertTrue(run.out().contains("below the target"), run.out());
        JsonNode tune = Json.plain().readTree(dir.resolve("tune.json").toFile());
        assertEquals("killmans-keep", tune.get("game").asText());
        assertTrue(tune.get("rulesVersion").asText().contains("+"), "the rules version with the content hash");
        assertEquals(4, tune.get("seed").asLong());
        assertEquals("random", tune.get("run").get("agents").get(0).asText());
        assertTrue(tune.get("run").get("command").asText().startsWith("keeptable tune killmans-keep"));
        JsonNode result = tune.get("result");
        assertFalse(result.get("found").asBoolean());
        assertEquals(2, result.get("steps").size(), "both ends are below: nothing between is tried");
        String closest = result.get("value").asText();
        long games = 0;
        for (JsonNode step : result.get("steps")) {
            games = step.get("value").asText().equals(closest) ? step.get("games").asLong() : games;
        }
        assertEquals("as shipped", result.get("shipped").get("value").asText());
        assertEquals("5", result.get("shippedValue").asText(), "Killman's Keep is won at 5 Doubloons");
        assertEquals(games, result.get("shipped").get("games").asLong(), "on the closest value's games");
        assertEquals(1, result.get("neighbours").size(), "the closest is an end of 2..4: one neighbour");
        assertEquals(games, result.get("neighbours").get(0).get("games").asLong());
        assertTrue(run.out().contains("As shipped (5): ") && run.out().contains("One step either side"), run.out());
        String html = Files.readString(dir.resolve("report.html"));
        assertTrue(html.contains("<h2>As shipped</h2>") && html.contains("<h2>The path of the search</h2>")
                && html.contains("1. value 2") && html.contains("2. value 4")
                && html.contains("<h2>The neighbours</h2>") && html.contains(" (chosen)"), html);
        assertFalse(html.contains("src=") || html.contains("<link"), "no external resources");
    }

    @Test
    void tuneRefusesABadRangeOrTarget() {
        Cli.Run range = Cli.run("tune", "killmans-keep", "--vary", "board.yaml:doubloonsToWin=4..2", "--target",
                "seat 1 win rate = 0.5");
        assertEquals(ExitCodes.USAGE, range.code());
        assertTrue(range.err().contains("expected a range LOW..HIGH"), range.err());
        Cli.Run seat = Cli.run("tune", "killmans-keep", "--vary", "board.yaml:doubloonsToWin=2..4", "--target",
                "seat 7 win rate = 0.5", "--seats", "random,random");
        assertEquals(ExitCodes.USAGE, seat.code());
        assertTrue(seat.err().contains("no seat 7"), seat.err());
    }

    @Test
    void aSweepOverAnOptionGivesACoOperativeGamesWinRateQuestByQuest() throws Exception {
        Cli.Run run = Cli.run("sweep", "dead-keep", "--vary-option", "quest=tutorial,q1", "--seats",
                "heuristic,heuristic", "--games", "30", "--seed", "1", "--threads", "2", "--out", dir.toString());
        assertEquals(0, run.code(), run.err());
        JsonNode rows = Json.plain().readTree(dir.resolve("sweep.json").toFile());
        assertEquals("q1", rows.get(1).get("summary").get("run").get("options").get("quest").asText());
        assertTrue(rows.get(0).get("summary").get("metrics").get("cooperative").asBoolean());
        assertTrue(Files.readString(dir.resolve("report.html")).contains(">tutorial</text>"), "values name the axis");
        Cli.Run neither = Cli.run("sweep", "dead-keep", "--games", "5");
        assertEquals(ExitCodes.USAGE, neither.code());
        assertTrue(neither.err().contains("sweep needs one of --vary"), neither.err());
        Cli.Run bad = Cli.run("sweep", "dead-keep", "--vary-option", "quest=tutorial,q99", "--games", "5");
        assertEquals(ExitCodes.USAGE, bad.code());
        assertTrue(bad.err().contains("q99"), bad.err());
    }

    @Test
    void aPartySizeSweepPlaysEachNumberOfSeatsOnTheSameSeeds() throws Exception {
        Cli.Run run = Cli.run("sweep", "dead-keep", "--vary-seats", "1..3", "--games", "12", "--seed", "2",
                "--threads", "2", "--out", dir.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("PARTY WINS (95%)"), "a co-operative party has one win rate: " + run.out());
        assertTrue(run.out().contains("How far games got (Quest goals met), share of games at each value:")
                && run.out().matches("(?s).*\\n1 +>=1 +[0-9.]+% +>=2 .*"), "the survival curve at each value: " + run.out());
        assertTrue(run.out().matches("(?s).*At each value: 1: rules [0-9]+\\+[0-9a-f]+, seats heuristic; 2: .*"),
                "each value's rules version and seats: " + run.out());
        JsonNode rows = Json.plain().readTree(dir.resolve("sweep.json").toFile());
        assertEquals(3, rows.size());
        for (int i = 0; i < 3; i++) {
            assertEquals(i + 1, rows.get(i).get("summary").get("run").get("agents").size(), "seats at value " + (i + 1));
        }
        List<String> csv = Files.readAllLines(dir.resolve("sweep.csv"));
        assertTrue(csv.get(0).contains("seat3_win_rate"), csv.get(0));
        assertTrue(csv.get(1).startsWith("1,") && csv.get(1).contains(",,,"), "one seat leaves seats 2-3 blank");
        String html = Files.readString(dir.resolve("report.html"));
        assertTrue(html.contains("The party's win rate") && html.contains("Got 2 or further (Quest goals met)"), html);
        Cli.Run bad = Cli.run("sweep", "dead-keep", "--vary-seats", "1..x", "--games", "5");
        assertEquals(ExitCodes.USAGE, bad.code());
        assertTrue(bad.err().contains("--vary-seats 1..x: expected LOW..HIGH"), bad.err());
        Cli.Run tooMany = Cli.run("sweep", "killmans-keep", "--vary-seats", "2..9", "--games", "5");
        assertEquals(ExitCodes.USAGE, tooMany.code(), tooMany.out() + tooMany.err());
    }

    @Test
    void tuningCampaignsAimsAtOneOfTheirGames() throws Exception {
        Cli.Run pooled = Cli.run("tune", "dead-keep", "--campaign", "2", "--vary", "enemies.yaml:footman.stats.0.armor=1..3",
                "--target", "win rate = 0.5", "--games", "5");
        assertEquals(ExitCodes.USAGE, pooled.code());
        assertTrue(pooled.err().contains("aim at one game of the campaign"), pooled.err());
        Cli.Run run = Cli.run("tune", "dead-keep", "--campaign", "2", "--seats", "heuristic,heuristic", "--vary",
                "enemies.yaml:footman.stats.0.armor=1..3", "--target", "game 1 win rate = 0.99", "--games", "6",
                "--max-games", "6", "--seed", "3", "--threads", "2", "--out", dir.toString());
        assertEquals(ExitCodes.FAILED, run.code(), run.out() + run.err());
        assertTrue(run.out().contains("campaigns of 2 games") && run.out().contains("CAMPAIGNS"), run.out());
        assertTrue(run.out().contains("Rules (base content): ") && run.out().contains("Command: keeptable tune dead-keep"),
                run.out());
        JsonNode tune = Json.plain().readTree(dir.resolve("tune.json").toFile());
        assertEquals(2, tune.get("run").get("campaignLength").asInt());
    }
}
