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

/** Campaigns at the command line: played game by game into a file, and simulated as a whole. */
class CampaignCommandTest {
    @TempDir
    Path dir;

    private Cli.Run playLeagueGame(Path file, long seed) {
        return Cli.run("play", "gem-grab", "--seats", "heuristic,random", "--seed", String.valueOf(seed),
                "--campaign", file.toString(), "--save", dir.resolve("game-" + seed + ".json").toString());
    }

    @Test
    void eachGameMovesTheCampaignOnAndAnEndedCampaignIsNotPlayedOn() throws Exception {
        Path file = dir.resolve("league.json");
        Cli.Run first = playLeagueGame(file, 1);
        assertEquals(0, first.code(), first.err());
        assertTrue(first.out().contains("New campaign: league game 0 of 3 played"), first.out());
        assertTrue(first.out().contains("Campaign saved to"), first.out());
        assertEquals(1, Json.plain().readTree(file.toFile()).get("played").asInt());

        Cli.Run second = playLeagueGame(file, 2);
        assertTrue(second.out().contains("Campaign from " + file + ": league game 1 of 3 played"), second.out());
        Cli.Run third = playLeagueGame(file, 3);
        assertTrue(third.out().contains("(the campaign is over)"), third.out());
        JsonNode league = Json.plain().readTree(file.toFile());
        assertEquals(3, league.get("played").asInt());
        int wins = 0;
        for (JsonNode w : league.get("wins")) {
            wins += w.asInt();
        }
        assertTrue(wins >= 3, "every game has a winner: " + league);

        String before = Files.readString(file);
        Cli.Run fourth = playLeagueGame(file, 4);
        assertEquals(ExitCodes.USAGE, fourth.code());
        assertTrue(fourth.err().contains("is over"), fourth.err());
        assertEquals(before, Files.readString(file), "a refused game leaves the campaign as it was");
    }

    @Test
    void aGameStoppedHalfwayLeavesTheCampaignUntouched() {
        Path file = dir.resolve("league.json");
        Cli.Run run = Cli.withInput("quit\n", "play", "gem-grab", "--seats", "human,random", "--seed", "5",
                "--campaign", file.toString(), "--save", dir.resolve("q.json").toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("is unchanged"), run.out());
        assertFalse(Files.exists(file));
    }

    @Test
    void aGameWithoutACampaignOrABrokenCampaignFileIsRefused() throws Exception {
        Cli.Run none = Cli.run("play", "killmans-keep", "--seats", "random,random", "--campaign",
                dir.resolve("kk.json").toString());
        assertEquals(ExitCodes.USAGE, none.code());
        assertTrue(none.err().contains("has no campaign"), none.err());

        Path broken = dir.resolve("broken.json");
        Files.writeString(broken, "{\"played\": \"two\"}");
        Cli.Run bad = playLeagueGame(broken, 1);
        assertEquals(ExitCodes.USAGE, bad.code());
        assertTrue(bad.err().contains("broken.json") && bad.err().contains("does not read"), bad.err());

        // a campaign that reads, but that the game refuses to start from, is named too
        Path wrong = dir.resolve("three.json");
        Files.writeString(wrong, "{\"played\": 1, \"wins\": [1, 0, 0]}");
        Cli.Run refused = playLeagueGame(wrong, 1);
        assertEquals(ExitCodes.USAGE, refused.code());
        assertTrue(refused.err().contains(wrong + ": the league is played by 3 players, not 2"), refused.err());
    }

    @Test
    void simulatedCampaignsReportGameByGameAndEveryEnding() throws Exception {
        Cli.Run run = Cli.run("simulate", "gem-grab", "--games", "40", "--campaign", "5", "--seats",
                "heuristic,random", "--threads", "2", "--seed", "3", "--out", dir.toString());
        assertEquals(0, run.code(), run.err());
        // The league ends after three games, so games 4 and 5 are never played.
        assertTrue(run.out().contains("120 games on 2 threads"), run.out());
        assertTrue(run.out().matches("(?s).*game 3\\s+40\\s+40 .*"), run.out());
        assertTrue(run.out().matches("(?s).*game 4\\s+0\\s+0 .*"), run.out());
        JsonNode summary = Json.plain().readTree(dir.resolve("summary.json").toFile());
        assertEquals(5, summary.get("campaign").size());
        int ended = 0;
        for (JsonNode n : summary.get("endings")) {
            ended += n.asInt();
        }
        assertEquals(120, ended);
        assertEquals(6, Files.readAllLines(dir.resolve("campaign.csv")).size());
        assertEquals(121, Files.readAllLines(dir.resolve("games.csv")).size());
        assertFalse(Files.readAllLines(dir.resolve("games.csv")).stream().anyMatch(l -> l.startsWith("-1,")),
                "every game of every campaign is found by its seed");
        assertTrue(Files.readString(dir.resolve("report.html")).contains("Game by game through the campaigns"));
    }

    @Test
    void aCooperativeGameTakesBackAStepAtTheTerminal() {
        // Relay: choice 1 steps one pace (nothing new shows), choice 2 rolls a die.
        String script = "undo\n1\nundo\n2\nundo\n" + "2\n".repeat(8);
        Cli.Run run = Cli.withInput(script, "play", "relay", "--seats", "human", "--seed", "3",
                "--save", dir.resolve("relay.json").toString());
        assertEquals(0, run.code(), run.err());
        String out = run.out();
        assertTrue(out.contains("Cannot undo: nothing has been played yet."), out);
        assertTrue(out.contains("took back: step one pace"), out);
        assertTrue(out.indexOf("Cannot undo: your last choice (roll for 1 to 3 paces) rolled a die or shuffled a deck.",
                out.indexOf("took back")) > 0, "the roll stands:\n" + out);
        assertTrue(keeptable.engine.record.Replay.verify(RecordFiles.load(dir.resolve("relay.json")).game(),
                RecordFiles.load(dir.resolve("relay.json")).record()).ok());
    }

    @Test
    void gameOptionsMayBeGivenAsPlainOptions() {
        Cli.Run run = Cli.run("play", "gem-grab", "--seats", "heuristic,random", "--seed", "7", "--turns", "2",
                "--save", dir.resolve("t.json").toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("\nGame over. "), run.out());

        Cli.Run misspelt = Cli.run("simulate", "gem-grab", "--games", "5", "--turnz=2");
        assertEquals(ExitCodes.USAGE, misspelt.code());
        assertTrue(misspelt.err().contains("Gem Grab has no option 'turnz' (it has turns)"), misspelt.err());

        Cli.Run valueless = Cli.run("simulate", "gem-grab", "--games", "5", "--turns");
        assertEquals(ExitCodes.USAGE, valueless.code());
        assertTrue(valueless.err().contains("--turns VALUE"), valueless.err());
    }
}
