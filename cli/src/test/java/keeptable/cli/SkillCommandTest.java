package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 29: 'keeptable skill' writes the curve of the searcher's win rate by budget, and refuses bad budgets. */
class SkillCommandTest {
    @TempDir
    Path dir;

    @Test
    void writesTheCurveByBudget() throws Exception {
        Cli.Run run = Cli.run("skill", "killmans-keep", "--base", "2", "--multiples", "1,3", "--games", "6",
                "--seed", "4", "--threads", "2", "--out", dir.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("Win rate of the searcher (one seat, in turn, searching m times the base"),
                run.out());
        List<String> csv = Files.readAllLines(dir.resolve("skill.csv"));
        assertEquals(3, csv.size(), csv.toString());
        String[] one = csv.get(1).split(",", -1);
        String[] three = csv.get(2).split(",", -1);
        assertEquals(List.of("1", "2", "6"), List.of(one[0], one[1], one[2]));
        assertEquals(List.of("3", "6", "6"), List.of(three[0], three[1], three[2]));
        assertEquals("", one[7], "no change at 1x");
        assertEquals(Double.parseDouble(three[4]) - Double.parseDouble(one[4]), Double.parseDouble(three[7]), 1e-9,
                "the change is the difference of the two rates on the same seeds");
        String html = Files.readString(dir.resolve("report.html"));
        assertTrue(html.contains("<svg") && !html.contains("<script") && !html.contains("src="), "inline SVG only");
    }

    @Test
    void takesTheLabsRunOptionsWithAHundredGamesByDefaultAndNoCampaigns() {
        Cli.Run help = Cli.run("skill", "--help");
        assertEquals(0, help.code(), help.err());
        for (String option : List.of("--out", "--seats", "--threads", "--seed", "--spark", "--max-choices")) {
            assertTrue(help.out().contains(option), option + " in " + help.out());
        }
        assertTrue(help.out().contains("Games to play (default 100)"), help.out());
        Cli.Run simulate = Cli.run("simulate", "--help");
        assertTrue(simulate.out().contains("Games to play (default 1000)"), simulate.out());
        Cli.Run run = Cli.run("skill", "killmans-keep", "--campaign", "2", "--games", "2");
        assertEquals(ExitCodes.USAGE, run.code(), run.out());
        assertTrue(run.err().contains("skill plays games that stand alone, not campaigns"), run.err());
        assertFalse(run.out().contains("Win rate"), run.out());
    }

    @Test
    void aBudgetThatDoesNotStartAtTheBaseIsRefused() {
        Cli.Run run = Cli.run("skill", "killmans-keep", "--multiples", "2,4", "--games", "2");
        assertEquals(ExitCodes.USAGE, run.code(), run.out());
        assertTrue(run.err().contains("--multiples must start at 1"), run.err());
        assertFalse(run.out().contains("Win rate"), run.out());
    }
}
