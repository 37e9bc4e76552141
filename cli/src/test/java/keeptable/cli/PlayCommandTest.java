package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import keeptable.engine.record.Replay;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PlayCommandTest {
    @TempDir
    Path dir;

    @Test
    void botsPlayToTheEndAndTheSavedRecordReplays() {
        Path file = dir.resolve("bots.json");
        Cli.Run run = Cli.run("play", "gem-grab", "--seats", "heuristic,random,ismcts:50", "--seed", "7",
                "--save", file.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("\nGame over. Winner"), run.out());
        assertFalse(run.out().contains("12 choices"), "a player reads no count of choices: " + run.out());
        assertTrue(run.out().contains("Record saved to"), run.out());
        RecordFiles.Loaded loaded = RecordFiles.load(file);
        assertEquals(12, loaded.record().choices().size());
        Replay.Result verdict = Replay.verify(loaded.game(), loaded.record());
        assertTrue(verdict.ok(), verdict.problem());
    }

    @Test
    void aScriptedHumanPlaysWithHintWhyAndBadInput() {
        Path file = dir.resolve("human.json");
        String script = "abc\n99\n\nhelp\nwhy\nhint\nboard\nlog\n1\nwhy\n2\n1\n1\n1\n1\n1\n";
        Cli.Run run = Cli.withInput(script, "play", "gem-grab", "--seats", "human,random", "--names", "Ann,Bob",
                "--seed", "11", "--save", file.toString());
        assertEquals(0, run.code(), run.err());
        String out = run.out();
        assertTrue(out.contains("Unknown command 'abc'"), out);
        assertTrue(out.contains("There is no choice 99; pick 1 to"), out);
        assertTrue(out.contains("Hint: "), out);
        // the hint is a timed search, so which of its plain-words forms it takes is not fixed; each says how often
        assertTrue(out.matches("(?s).*\\n  (Good move: from here you win|Too close to tell apart from .*: from here you"
                + " win|From here you win) (about [1-9]|fewer than 1|more than 9) in 10 games.*"), out);
        assertTrue(out.contains("Nothing has happened since your last turn."), out);
        assertTrue(out.contains("[Gem Grab 3: Playing gems]"), "seed 11's log cites the rule of playing gems: " + out);
        assertTrue(out.contains("Your hand:"), out);
        assertTrue(out.contains("\nGame over. "), out);
        assertFalse(out.contains("player 2 drew"), "Bob's draws are hidden from Ann:\n" + out);
        assertTrue(Replay.verify(RecordFiles.load(file).game(), RecordFiles.load(file).record()).ok());
    }

    @Test
    void nameNamesThePersonPlayingAndBotsStayBots() {
        Cli.Run run = Cli.withInput("quit\ny\n", "play", "gem-grab", "--seats", "human,random", "--name", " Ann ",
                "--seed", "11", "--save", dir.resolve("ann.json").toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("  seat 1: Ann\n  seat 2: Bot 2\n"), run.out());
        assertTrue(run.out().contains("Ann, your choice"), run.out());
    }

    @Test
    void aNameThatCannotBeUsedIsRefusedNamingWhy() {
        String tooLong = "A".repeat(41);
        Cli.Run longName = Cli.run("play", "gem-grab", "--seats", "human,random", "--name", tooLong);
        assertEquals(2, longName.code());
        assertTrue(longName.err().contains("--name: the name \"" + tooLong + "\" is longer than 40 characters"), longName.err());
        Cli.Run blank = Cli.run("play", "gem-grab", "--seats", "human,random", "--names", "Ann, ");
        assertEquals(2, blank.code());
        assertTrue(blank.err().contains("--names: the name \" \" is blank"), blank.err());
        Cli.Run control = Cli.run("play", "gem-grab", "--seats", "human,random", "--name", "An\u0007n");
        assertEquals(2, control.code());
        assertTrue(control.err().contains("the name \"An?n\" holds a control character"), control.err());
        Cli.Run two = Cli.run("play", "gem-grab", "--seats", "human,human", "--name", "Ann");
        assertEquals(2, two.code());
        assertTrue(two.err().contains("--name names one person, but 2 seats are human: name every seat with --names"),
                two.err());
        Cli.Run both = Cli.run("play", "gem-grab", "--seats", "human,random", "--name", "Ann", "--names", "Ann,Bob");
        assertEquals(2, both.code());
        assertTrue(both.err().contains("give one of them"), both.err());
    }

    @Test
    void aPersonAtATerminalIsAskedTheirNameAndEnterKeepsTheDefault() {
        java.io.StringWriter out = new java.io.StringWriter();
        String input = "A".repeat(41) + "\nAnn\n\nquit\ny\n";
        Terminal terminal = new Terminal(new java.io.StringReader(input), new java.io.PrintWriter(out, true),
                new java.io.PrintWriter(new java.io.StringWriter(), true), true);
        int code = Main.run(terminal, "play", "gem-grab", "--seats", "human,random,human", "--seed", "11", "--save",
                dir.resolve("asked.json").toString());
        assertEquals(0, code, out.toString());
        String said = out.toString();
        assertTrue(said.contains("Name of seat 1 (Enter for Player 1): That name is longer than 40 characters; try "
                + "another.\nName of seat 1 (Enter for Player 1): Name of seat 3 (Enter for Player 3): "), said);
        assertTrue(said.contains("  seat 1: Ann\n  seat 2: Bot 2\n  seat 3: Player 3\n"), said);
    }

    @Test
    void aChoiceCanBeNamedInsteadOfNumbered() {
        String script = "TAKE\n" + "play\n1\n".repeat(8) + "1\n".repeat(8);
        Cli.Run run = Cli.withInput(script, "play", "gem-grab", "--seats", "human,random", "--seed", "11",
                "--save", dir.resolve("named.json").toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("chose: take the top card"), run.out());
        assertTrue(run.out().contains("Several choices name 'play':"), "seed 11 deals two gems to play: " + run.out());
    }

    @Test
    void hotseatPassesTheKeyboardAndHidesEachHand() {
        Path file = dir.resolve("hotseat.json");
        String script = "\n1\n".repeat(8);
        Cli.Run run = Cli.withInput(script, "play", "gem-grab", "--seats", "human,human", "--names", "Ann,Bob",
                "--seed", "3", "--save", file.toString());
        assertEquals(0, run.code(), run.err());
        String out = run.out();
        assertTrue(out.contains("Pass the keyboard to Ann and press Enter"), out);
        assertTrue(out.contains("Pass the keyboard to Bob and press Enter"), out);
        String[] turns = out.split("Pass the keyboard to ");
        for (String turn : turns) {
            if (turn.startsWith("Ann")) {
                assertFalse(turn.contains("player 2 drew"), "Ann saw Bob's card:\n" + turn);
            } else if (turn.startsWith("Bob")) {
                assertFalse(turn.contains("player 1 drew"), "Bob saw Ann's card:\n" + turn);
            }
        }
        assertTrue(out.contains("\nGame over. "), out);
    }

    @Test
    void quittingAsksToConfirmAndSavesTheGameSoFar() {
        Path file = dir.resolve("quit.json");
        Cli.Run run = Cli.withInput("quit\nn\n1\nquit\ny\n", "play", "gem-grab", "--seats", "human,random",
                "--seed", "5", "--save", file.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("Game continues."), run.out());
        assertTrue(run.out().contains("Game stopped: you quit."), run.out());
        assertTrue(Files.exists(file));
        RecordFiles.Loaded loaded = RecordFiles.load(file);
        assertEquals(2, loaded.record().choices().size());
        assertNull(loaded.record().outcome());
        assertTrue(Replay.verify(loaded.game(), loaded.record()).ok());
    }

    @Test
    void endOfInputStopsTheGameInsteadOfHanging() {
        Path file = dir.resolve("eof.json");
        Cli.Run run = Cli.withInput("1\n", "play", "gem-grab", "--seats", "human,random", "--seed", "5",
                "--save", file.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("Game stopped: the input ended."), run.out());
    }
}
