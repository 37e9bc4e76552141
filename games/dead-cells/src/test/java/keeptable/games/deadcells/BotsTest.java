package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.agent.RandomAgent;
import org.junit.jupiter.api.Test;

/** The group bots: ISMCTS with the game's search defaults, and the heuristic beating random play. */
class BotsTest {
    static final int RUNS = 40, ITERATIONS = 40;
    /** Measured on these seeds: ISMCTS 2.2 Biomes (a Boss beaten counts one) a Run, random play 0.7. */
    static final double MARGIN = 0.75;

    static double play(Agent a, int runs, int seats) {
        double biomes = 0;
        for (int i = 0; i < runs; i++) {
            String[] names = new String[seats];
            java.util.Arrays.fill(names, "bot");
            DcState s = (DcState) Scene.GAME.newGame(Setup.of(1000 + i, names));
            Rng r = new Rng(i);
            while (!s.isOver()) {
                s.apply(a.choose(s.determinize(s.toMove(), r), s.choices(), r));
            }
            biomes += s.biomesDone + (s.won ? 1 : 0);
        }
        return biomes / runs;
    }

    /** What ISMCTS did over a set of Runs: how far it got, and how it saw the table. */
    record Search(double progress, int decisions, int searched, int resampled) {
    }

    /**
     * Plays {@code runs} 3-seat Runs (seeds 2000...) with ISMCTS at {@code iterations}: every decision is taken on a
     * determinized copy for the seat to move, and the pick must be one of the real state's legal choices, with the real
     * state untouched by the search.
     */
    static Search ismcts(int runs, int iterations) {
        IsmctsAgent bot = new IsmctsAgent(Scene.GAME.searchDefaults().withIterations(iterations));
        double progress = 0;
        int decisions = 0;
        int searched = 0;
        int resampled = 0;
        for (int i = 0; i < runs; i++) {
            DcState s = (DcState) Scene.GAME.newGame(Setup.of(2000 + i, "a", "b", "c"));
            Rng r = new Rng(i);
            while (!s.isOver()) {
                List<Choice> legal = s.choices();
                long before = s.fingerprint();
                State seen = s.determinize(s.toMove(), r);
                assertNotSame(s, seen);
                if (seen.fingerprint() != before) {
                    resampled++;
                }
                Choice c = bot.choose(seen, legal, r);
                assertTrue(legal.contains(c), "ISMCTS picked " + c + ", not one of " + legal);
                assertEquals(before, s.fingerprint(), "the search left the real Run alone");
                decisions++;
                if (legal.size() > 1) {
                    searched++;
                }
                s.apply(c);
            }
            progress += s.biomesDone + (s.won ? 1 : 0);
        }
        return new Search(progress / runs, decisions, searched, resampled);
    }

    static double random(int runs) {
        double progress = 0;
        for (int i = 0; i < runs; i++) {
            DcState s = (DcState) Scene.GAME.newGame(Setup.of(2000 + i, "a", "b", "c"));
            Rng r = new Rng(i);
            while (!s.isOver()) {
                s.apply(RandomAgent.INSTANCE.choose(s.determinize(s.toMove(), r), s.choices(), r));
            }
            progress += s.biomesDone + (s.won ? 1 : 0);
        }
        return progress / runs;
    }

    @Test
    void ismctsPicksOnlyLegalChoicesThroughDeterminizedCopiesAndGetsFurtherThanRandom() {
        assertTrue(Scene.GAME.searchDefaults().rollout() instanceof DcHeuristic);
        int runs = Integer.getInteger("dc.ismctsRuns", RUNS);
        Search bot = ismcts(runs, Integer.getInteger("dc.ismctsIterations", ITERATIONS));
        double random = random(runs);
        System.out.println("ISMCTS " + bot + " random " + random);
        assertTrue(bot.searched() > runs * 10, "real decisions were searched: " + bot);
        assertTrue(bot.resampled() > bot.decisions() / 2, "the hidden hands were resampled: " + bot);
        assertTrue(bot.progress() >= random + MARGIN, "ISMCTS " + bot.progress() + " vs random " + random);
    }

    @Test
    void theHeuristicGetsFurtherThanRandomPlay() {
        double heuristic = play(Scene.GAME.heuristicAgent(), 150, 3);
        double random = play(RandomAgent.INSTANCE, 150, 3);
        assertTrue(heuristic > random, "heuristic " + heuristic + " vs random " + random);
    }

    @Test
    void theEvaluatorHasOneValuePerSeat() {
        State solo = Scene.GAME.newGame(Setup.of(1, "a"));
        assertEquals(1, DcHeuristic.evaluate(solo).length);
        State three = Scene.GAME.newGame(Setup.of(1, "a", "b", "c"));
        double[] v = DcHeuristic.evaluate(three);
        assertEquals(3, v.length);
        assertTrue(v[0] > 0 && v[0] < 1);
    }
}
