package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.List;
import java.util.Map;
import keeptable.lab.Comparison;
import keeptable.lab.GameStats;
import keeptable.lab.PairTally;
import keeptable.lab.SimulationSummary;
import keeptable.lab.Summaries;
import keeptable.lab.report.CompareReport;
import org.junit.jupiter.api.Test;

/** compare's table never cuts two labels down to the same text. */
class CompareLabelsTest {
    private static GameStats game(long seed, String reason) {
        return new GameStats(0, seed, 0b01, 2, reason, false, 0, 10, 20, 5, 2, false, 0, 0, 0, -1, -1, null, null,
                List.of());
    }

    @Test
    void twoLongEndingsThatBeginAlikeReadApart() {
        String one = "1 Adventurer is KO'ed with only 0 Health left in the Crypt";
        String two = "1 Adventurer is KO'ed with only 0 Health left in the Gatehouse";
        PairTally t = new PairTally(2, 1);
        for (int g = 0; g < 20; g++) {
            t.add(List.of(game(g, g % 2 == 0 ? one : two)), List.of(game(g, g % 3 == 0 ? one : two)));
        }
        SimulationSummary.Run run = new SimulationSummary.Run("own", Map.of(), List.of("a", "b"), 1, 100, "");
        Comparison c = Comparison.of(t, Summaries.of("x", "1", 1, 1, 1, run, t.base()),
                Summaries.of("x", "1", 1, 1, 1, run, t.variant()));
        StringWriter text = new StringWriter();
        CompareReport.print(c, new PrintWriter(text, true));
        assertTrue(text.toString().contains(one) && text.toString().contains(two), text.toString());
    }
}
