package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.agent.RandomAgent;
import org.junit.jupiter.api.Test;

/** The group bots: ISMCTS with the game's search defaults, and the heuristic beating random play. */
class BotsTest {

    static double play(Agent a, int runs, int seats) {
        double biomes = 0;
        for (int i = 0; i < runs; i++) {
            String[] names = new String[seats];
            java.util.Arrays.fill(names, "bot");
            DcState s = (DcState) Table.GAME.newGame(Setup.of(1000 + i, names));
            Rng r = new Rng(i);
            while (!s.isOver()) {
                s.apply(a.choose(s.determinize(s.toMove(), r), s.choices(), r));
            }
            biomes += s.biomesDone + (s.won ? 1 : 0);
        }
        return biomes / runs;
    }

    @Test
    void ismctsPlaysWholeRunsThroughDeterminizedCopies() {
        IsmctsAgent.Config cfg = Table.GAME.searchDefaults().withIterations(10);
        assertTrue(cfg.rollout() instanceof DcHeuristic);
        for (int seats = 1; seats <= 2; seats++) {
            DcState s = (DcState) Table.GAME.newGame(Setup.of(seats, seats == 1 ? new String[] {"a"}
                    : new String[] {"a", "b"}));
            Rng r = new Rng(seats);
            IsmctsAgent bot = new IsmctsAgent(cfg);
            while (!s.isOver()) {
                s.apply(bot.choose(s.determinize(s.toMove(), r), s.choices(), r));
            }
            assertTrue(s.outcome().reason().startsWith("died") || s.outcome().reason().startsWith("beat")
                    || s.outcome().reason().startsWith("outlasted"), s.outcome().reason());
            assertTrue(s.step() >= 5, "a whole Run (moves, a Combat, the End of Run): " + s.step() + " " + s.outcome().reason());
        }
    }

    @Test
    void theHeuristicGetsFurtherThanRandomPlay() {
        double heuristic = play(Table.GAME.heuristicAgent(), 150, 3);
        double random = play(RandomAgent.INSTANCE, 150, 3);
        assertTrue(heuristic > random, "heuristic " + heuristic + " vs random " + random);
    }

    @Test
    void theEvaluatorHasOneValuePerSeat() {
        State solo = Table.GAME.newGame(Setup.of(1, "a"));
        assertEquals(1, DcHeuristic.evaluate(solo).length);
        State three = Table.GAME.newGame(Setup.of(1, "a", "b", "c"));
        double[] v = DcHeuristic.evaluate(three);
        assertEquals(3, v.length);
        assertTrue(v[0] > 0 && v[0] < 1);
    }
}
