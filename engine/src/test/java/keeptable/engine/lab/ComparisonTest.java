package keeptable.engine.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.match.Match;
import keeptable.engine.sim.Simulation;
import keeptable.engine.toy.LuckyDraw;
import org.junit.jupiter.api.Test;

/** The paired difference, its interval and p-value, worked by hand; and a run paired with itself. */
class ComparisonTest {
    @Test
    void aPairedDifferenceIsWorkedAsByHand() {
        // Differences 1, 1, 0, -1, 1, 0, 1, 1: sum 4, sum of squares 6, n 8.
        // mean 0.5; variance (6 - 16/8) / 7 = 4/7; standard error sqrt(4/7/8) = 0.26726; z = 1.8708.
        Comparison.Difference d = Comparison.paired("x", 0.25, 0.75, 4, 6, 8);
        assertEquals(0.5, d.diff(), 1e-12);
        double se = Math.sqrt(4.0 / 7 / 8);
        assertEquals(0.5 - Stats.Z * se, d.low95(), 1e-12);
        assertEquals(0.5 + Stats.Z * se, d.high95(), 1e-12);
        assertEquals(0.06137, d.p(), 1e-4);
        assertEquals(false, d.significant());
    }

    @Test
    void theNormalDistributionFunctionMatchesItsTable() {
        assertEquals(0.975, Stats.normalCdf(1.959963984540054), 1e-6);
        assertEquals(0.5, Stats.normalCdf(0), 1e-7);
        assertEquals(0.05, Stats.pValue(1.959963984540054), 1e-6);
    }

    @Test
    void aRunPairedWithItselfChangesNothing() throws Exception {
        Simulation.Config c = new Simulation.Config(LuckyDraw.GAME, List.of("heuristic", "random"), 200, 2, 4, null, 1,
                Match.MAX_STEPS, null, null);
        PairTally t = PairedRun.run(c, c, n -> { });
        assertEquals(PairedRun.play(c, c, 0, 200).base(), t.base());
        Comparison cmp = Comparison.of(t, Summaries.of("x", "1", 4, 2, 1, c.run(), t.base()),
                Summaries.of("x", "1", 4, 2, 1, c.run(), t.variant()));
        for (Comparison.Difference d : cmp.seats()) {
            assertEquals(0, d.diff());
            assertEquals(1, d.p());
        }
        assertTrue(cmp.sentence().contains("nothing changed significantly"), cmp.sentence());
    }

    @Test
    void playersThatDifferChangeTheWinRatesSignificantly() throws Exception {
        Simulation.Config a = new Simulation.Config(LuckyDraw.GAME, List.of("random", "random"), 400, 2, 4, null);
        Simulation.Config b = new Simulation.Config(LuckyDraw.GAME, List.of("heuristic", "random"), 400, 2, 4, null);
        PairTally t = PairedRun.play(a, b, 0, 400);
        Comparison cmp = Comparison.of(t, Summaries.of("x", "1", 4, 2, 1, a.run(), t.base()),
                Summaries.of("x", "1", 4, 2, 1, b.run(), t.variant()));
        assertTrue(cmp.seats().get(0).significant(), cmp.seats().toString());
        assertTrue(cmp.seats().get(0).diff() > 0, "the heuristic seat wins more");
        assertTrue(cmp.sentence().startsWith("Over 400 paired games, seat 1 win rate rose"), cmp.sentence());
    }
}
