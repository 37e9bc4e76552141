package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.record.GameRecord;
import keeptable.engine.record.Replay;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A game left with quit goes on with play --resume FILE; undo in a game with opponents says what it is for. */
class ResumeTest {
    @TempDir
    Path dir;

    @Test
    void aQuitGameResumesWhereItStoppedAndEnds() {
        Path file = dir.resolve("left.json");
        Cli.Run first = Cli.withInput("1\nquit\ny\n", "play", "gem-grab", "--seats", "human,random",
                "--names", "Ann,Bob", "--seed", "5", "--save", file.toString());
        assertEquals(0, first.code(), first.err());
        assertTrue(first.out().contains("keeptable play --resume " + file), first.out());
        GameRecord left = RecordFiles.load(file).record();
        assertEquals(2, left.choices().size());
        assertNull(left.outcome());

        Cli.Run again = Cli.withInput("1\n".repeat(12), "play", "--resume", file.toString());
        assertEquals(0, again.code(), again.err());
        String out = again.out();
        assertTrue(out.contains("Resumed at step 2 (type log to see the game so far)."), out);
        assertTrue(out.contains("seat 1: Ann\n"), out);
        assertTrue(out.contains("\nGame over. "), out);
        assertFalse(out.substring(0, out.indexOf("Resumed")).contains("You chose"),
                "the saved choices are played again quietly:\n" + out);
        GameRecord whole = RecordFiles.load(file).record();
        assertNotNull(whole.outcome(), "the same file now holds the finished game");
        assertEquals(left.choices(), whole.choices().subList(0, 2), "it went on from the saved choices");
        assertEquals(left.setup(), whole.setup());
        assertTrue(Replay.verify(RecordFiles.load(file).game(), whole).ok());
    }

    @Test
    void resumeRefusesOtherFlagsAndFinishedGames() {
        Path file = dir.resolve("done.json");
        assertEquals(0, Cli.run("play", "gem-grab", "--seats", "random,random", "--seed", "3", "--save",
                file.toString()).code());
        Cli.Run finished = Cli.run("play", "--resume", file.toString());
        assertEquals(2, finished.code());
        assertTrue(finished.err().contains("is a finished game"), finished.err());
        assertTrue(finished.err().contains("keeptable replay " + file), finished.err());
        Cli.Run mixed = Cli.run("play", "gem-grab", "--resume", file.toString());
        assertEquals(2, mixed.code());
        assertTrue(mixed.err().contains("--resume takes the game, seats, names, options and seed from the record"),
                mixed.err());
        Cli.Run none = Cli.run("play");
        assertEquals(2, none.code());
        assertTrue(none.err().contains("name a game to play"), none.err());
    }

    @Test
    void undoInAGameWithOpponentsIsRefusedWithTheReason() {
        // Gem Grab marks no reveals (so it takes nothing back) and its every choice ends its player's turn: by the
        // human's next turn the choice stands, and the terminal says why (the rule itself: UndoRuleTest)
        Cli.Run run = Cli.withInput("1\nundo\nquit\ny\n", "play", "gem-grab", "--seats", "human,random", "--seed",
                "5", "--save", dir.resolve("undo.json").toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("Cannot undo: this game takes no choice back."), run.out());
        assertTrue(run.out().contains("You chose: play a"), "Ann played a gem first: " + run.out());
        assertFalse(run.out().contains("took back"), run.out());
    }
}
