package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** How the terminal lists choices and news, driven through the real play command with scripted input. */
class TerminalTableTest {
    @TempDir
    Path dir;

    /** The choices of the first Killman's Keep turn at seed 10, where the Market holds two Torches. */
    private Cli.Run killmansKeepTurn(String script) {
        return Cli.withInput(script, "play", "killmans-keep", "--seed", "10", "--save",
                dir.resolve("kk.json").toString());
    }

    @Test
    void choicesAreGroupedByKindUnderHeadingsAndIdenticalOnesMerged() {
        Cli.Run run = killmansKeepTurn("1\nquit\ny\n");
        assertEquals(0, run.code(), run.err());
        String turn = run.out().substring(run.out().indexOf("your turn: 2 actions"));
        turn = turn.substring(0, turn.indexOf("your choice"));
        List<String> headings = turn.lines().filter(l -> l.matches(" \\S.*:")).toList();
        assertEquals(List.of(" Move:", " Buy from the Market:", " Sell to the Market:", " Use an Artifact:",
                " Offer a trade:", " Other choices:"), headings, turn);
        // the two Torches of the Market are one line each way of buying, numbered on from the Moves
        assertEquals(1, count(turn, "Buy Torch (*) for $50"), turn);
        assertTrue(turn.contains("   5. Buy Torch (*) for $50 (2 alike)"), turn);
        assertTrue(turn.contains("   6. Buy Torch (*) haggling ($25-$75) (2 alike)"), turn);
        // numbers run 1..N down the groups, with no gap or repeat
        Matcher number = Pattern.compile("(?m)^ +(\\d+)\\. ").matcher(turn);
        int expected = 1;
        while (number.find()) {
            assertEquals(expected++, Integer.parseInt(number.group(1)), turn);
        }
        assertTrue(run.out().contains("your choice [1-" + (expected - 1) + ", or help]"), run.out());
    }

    @Test
    void rulesShowsTheSectionsOfThePlayersRulesAidAndATopicShowsItsSection() {
        Cli.Run run = killmansKeepTurn("rules\nrules haggle\nrules Monsters\nrules chess\nquit\ny\n");
        assertEquals(0, run.code(), run.err());
        String out = run.out();
        assertTrue(out.contains("Killman's Keep: rules aid. Type rules and a topic"), out);
        assertTrue(out.contains("  Setting up · Your turn · Moving · "), out);
        assertTrue(out.contains("MARKET: BUYING AND SELLING\n"), "a word of a section's text finds it: " + out);
        assertTrue(out.contains("  2 stars  /  $75  /  $100  /  $125"), "a table's row as a line: " + out);
        assertTrue(out.contains("MONSTERS AND BATTLE\n"), "a heading's word: " + out);
        assertTrue(out.contains("No section of the rules is about \"chess\"."), out);
        assertFalse(out.contains("TurnOrder"), out);
    }

    @Test
    void aNumberPlaysTheLineItShowsAndWordsNameAMergedLineOnce() {
        Cli.Run byNumber = killmansKeepTurn("1\n5\nquit\ny\n");
        assertTrue(byNumber.out().contains("You chose: Buy Torch (*) for $50"), byNumber.out());
        // "torch" names two lines (for $50, haggling), not four: identical choices count once
        Cli.Run byWords = killmansKeepTurn("1\ntorch\nquit\ny\n");
        String several = byWords.out().substring(byWords.out().indexOf("Several choices name 'torch':"));
        several = several.substring(0, several.indexOf("your choice"));
        assertEquals(2, several.lines().filter(l -> l.matches(" +\\d+\\. .*")).count(), several);
    }

    /** The Keep at seed 3: Glaeken's fourth move ends his turn, and "play Second Wind?" then has only a pass. */
    private Cli.Run theKeep(String... more) {
        String script = "1\n".repeat(8) + "quit\ny\n";
        List<String> args = new java.util.ArrayList<>(List.of("play", "the-keep", "--seed", "3", "--save",
                dir.resolve("keep.json").toString()));
        args.addAll(List.of(more));
        return Cli.withInput(script, args.toArray(String[]::new));
    }

    @Test
    void aDecisionWithOnlyAPassIsPlayedAfterALineSayingSo() {
        Cli.Run run = theKeep();
        assertEquals(0, run.code(), run.err());
        String out = run.out();
        assertTrue(out.contains("  Your only choice (Glaeken: turn over; play Second Wind?), played for you: "
                + "pass (play no card)  [type auto at a prompt to be asked at such decisions instead]"), out);
        assertFalse(out.contains("play Second Wind?:\n"), "never asked:\n" + out);
        assertFalse(out.contains("You chose: pass"), out);
    }

    @Test
    void askAlwaysAsksAtADecisionWithOneChoice() {
        Cli.Run run = theKeep("--ask-always");
        assertEquals(0, run.code(), run.err());
        String out = run.out();
        assertTrue(out.contains("Glaeken: turn over; play Second Wind?:\n  1. pass (play no card)\n"), out);
        assertTrue(out.contains("You chose: pass (play no card)"), out);
        assertFalse(out.contains("Your only choice"), out);
    }

    @Test
    void autoAtAPromptSwitchesPlayingForcedDecisionsOff() {
        String script = "auto\n" + "1\n".repeat(8) + "quit\ny\n";
        Cli.Run run = Cli.withInput(script, "play", "the-keep", "--seed", "3", "--save",
                dir.resolve("auto.json").toString());
        assertTrue(run.out().contains("You are now asked at every decision, even one with only one choice."),
                run.out());
        assertTrue(run.out().contains("Glaeken: turn over; play Second Wind?:\n  1. pass (play no card)\n"),
                run.out());
    }

    /**
     * Stair Climb: after "climb 1" the rest is the only choice, so it is played for the player. An undo
     * then takes the rest back and asks it (not playing it again), so a second undo reaches the climb.
     */
    @Test
    void undoAfterAForcedDecisionAsksItSoTheNextUndoGoesFurtherBack() {
        Cli.Run run = Cli.withInput("1\nundo\nundo\n2\nquit\ny\n", "play", "stair-climb", "--seats", "human",
                "--save", dir.resolve("stairs.json").toString());
        assertEquals(0, run.code(), run.err());
        String out = run.out();
        assertTrue(out.contains("Your only choice (rest before the next climb), played for you: catch your breath"),
                out);
        assertTrue(out.contains("took back: catch your breath"), out);
        String afterUndo = out.substring(out.indexOf("took back: catch your breath"));
        assertTrue(afterUndo.contains("rest before the next climb:\n  1. catch your breath\n"), "asked:\n" + out);
        assertTrue(afterUndo.contains("took back: climb 1 stair"), out);
        assertTrue(afterUndo.contains("You chose: climb 2 stairs"), out);
        assertEquals(1, count(out, "took back: catch your breath"), out);
    }

    @Test
    void aSeatsRunOfChoicesReadsAsOneBlock() {
        Cli.Run run = theKeep();
        String previous = null;
        for (String line : run.out().lines().toList()) {
            if (line.matches("  \\S.*")) {
                assertFalse(line.endsWith(":") && line.equals(previous), "headline repeated: " + line
                        + "\n" + run.out());
                previous = line;
            } else if (!line.startsWith("      ")) {
                previous = null;
            }
        }
        assertTrue(run.out().contains("  Bot 2:\n      Father Fonescu starts at Y1 West Gate\n"
                + "      Dr. Cuza starts at Y6 East Gate\n"), run.out());
    }

    private static int count(String text, String part) {
        int n = 0;
        for (int at = text.indexOf(part); at >= 0; at = text.indexOf(part, at + 1)) {
            n++;
        }
        return n;
    }
}
