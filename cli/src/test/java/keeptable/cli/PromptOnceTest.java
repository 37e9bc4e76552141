package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 26: a game whose board ends with the question at hand (Dead Cells') is asked it once at the terminal, not
 * once in the board and again above the choices; a board that does not ask it still gets the question.
 */
class PromptOnceTest {
    @TempDir
    Path dir;

    private static int count(String text, String words) {
        int n = 0;
        for (int at = text.indexOf(words); at >= 0; at = text.indexOf(words, at + 1)) {
            n++;
        }
        return n;
    }

    @Test
    void deadCellsAsksItsQuestionOnce() {
        Cli.Run run = Cli.withInput("quit\ny\n", "play", "dead-cells", "--seats", "human,heuristic", "--seed", "5",
                "--save", dir.resolve("dc.json").toString());
        String question = "Give the First Player token to the player of your choice";
        assertEquals(1, count(run.out(), question), run.out());
        assertTrue(run.out().indexOf(question) < run.out().indexOf("1. "), "the question comes before the choices");
    }

    @Test
    void aBoardThatDoesNotAskStillGetsTheQuestion() {
        Cli.Run run = Cli.withInput("quit\ny\n", "play", "gem-grab", "--seats", "human,random", "--seed", "11",
                "--save", dir.resolve("gg.json").toString());
        assertEquals(1, count(run.out(), "Take a card or play one:"), run.out());
    }
}
