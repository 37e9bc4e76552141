package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.Evaluator;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.agent.RandomAgent;
import keeptable.engine.toy.LuckyDraw;
import org.junit.jupiter.api.Test;

/** The search's budgets: iterations, time, both, and trees in parallel. */
class IsmctsBudgetTest {
    private final Game game = LuckyDraw.GAME;

    /** A seed whose first seat holds the 10, so keeping it is the one right answer. */
    private State holdingTen() {
        long seed = 0;
        while (!game.newGame(Setup.of(seed, "a", "b")).view(0).text().startsWith("your card 10,")) {
            seed++;
        }
        return game.newGame(Setup.of(seed, "a", "b"));
    }

    /** A playout policy that takes {@code ms} per choice: a playout far longer than the budget. */
    private static Agent slow(long ms) {
        return new Agent() {
            @Override
            public String name() {
                return "slow";
            }

            @Override
            public Choice choose(State observed, List<Choice> choices, Rng rng) {
                try {
                    Thread.sleep(ms);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
                return RandomAgent.INSTANCE.choose(observed, choices, rng);
            }
        };
    }

    @Test
    void aTimeBudgetCutsALongPlayoutAndKeepsItsResult() {
        State s = holdingTen();
        IsmctsAgent agent = new IsmctsAgent(IsmctsAgent.Config.defaults(Evaluator.EVEN)
                .withRollout(slow(40), 1_000).withMillis(100));
        long start = System.nanoTime();
        var a = agent.analyse(s.determinize(0, new Rng(1)), s.choices(), new Rng(2));
        long ms = (System.nanoTime() - start) / 1_000_000;
        // each playout would take seconds; the deadline cuts the one in hand instead of waiting for it
        assertTrue(ms < 400, "a 100 ms budget took " + ms + " ms");
        int visits = a.choices().stream().mapToInt(IsmctsAgent.ChoiceStats::visits).sum();
        assertEquals(a.iterations(), visits, "every iteration begun is backed up, the cut one too");
        assertTrue(a.iterations() >= 1);
    }

    @Test
    void iterationsAndATimeLimitStopAtWhicheverComesFirst() {
        State s = holdingTen();
        IsmctsAgent.Config fast = IsmctsAgent.Config.defaults(Evaluator.EVEN).withIterations(50).withTimeLimit(10_000);
        assertEquals(50, new IsmctsAgent(fast).analyse(s.determinize(0, new Rng(1)), s.choices(), new Rng(2))
                .iterations());
        IsmctsAgent.Config slowSearch = IsmctsAgent.Config.defaults(Evaluator.EVEN).withRollout(slow(20), 1_000)
                .withIterations(1_000_000).withTimeLimit(80);
        long start = System.nanoTime();
        var a = new IsmctsAgent(slowSearch).analyse(s.determinize(0, new Rng(1)), s.choices(), new Rng(2));
        long ms = (System.nanoTime() - start) / 1_000_000;
        assertTrue(ms < 400, "an 80 ms limit took " + ms + " ms");
        assertTrue(a.iterations() < 1_000_000);
    }

    @Test
    void treesInParallelAddUpTheirStatisticsAndAgree() {
        State s = holdingTen();
        List<IsmctsAgent> trees = new java.util.ArrayList<>();
        for (int t = 0; t < 4; t++) {
            trees.add(new IsmctsAgent(IsmctsAgent.Config.defaults(Evaluator.EVEN).withIterations(100 + t)));
        }
        var a = IsmctsAgent.analyseInParallel(trees, s.determinize(0, new Rng(1)), s.choices(), new Rng(2), Long.MAX_VALUE);
        assertEquals(406, a.iterations(), "each tree searches its own budget");
        int visits = a.choices().stream().mapToInt(IsmctsAgent.ChoiceStats::visits).sum();
        assertEquals(406, visits, "the four roots' statistics are added up");
        assertEquals(new LuckyDraw.Keep(), a.best());
        assertTrue(a.bestStats().winRate() > a.runnerUp().winRate());
    }

    @Test
    void badBudgetsAreRefused() {
        IsmctsAgent.Config c = IsmctsAgent.Config.defaults(Evaluator.EVEN);
        assertThrows(IllegalArgumentException.class, () -> c.withIterations(0));
        assertThrows(IllegalArgumentException.class, () -> c.withMillis(-5));
        assertThrows(IllegalArgumentException.class, () -> c.withExploration(-1));
    }
}
