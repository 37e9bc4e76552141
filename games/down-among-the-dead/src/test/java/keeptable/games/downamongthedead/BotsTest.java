package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.IsmctsAgent;
import org.junit.jupiter.api.Test;

/** The heuristic bot and ISMCTS with the game's search defaults play both sides to the end. */
class BotsTest {
    @Test
    void ismctsAndTheHeuristicPlayAShortGameOnEitherSide() {
        DownAmongTheDead g = Scene.GAME;
        IsmctsAgent.Config cfg = g.searchDefaults().withIterations(20);
        assertTrue(cfg.rollout() instanceof DadHeuristic);
        assertTrue(cfg.guide() instanceof DadHeuristic);
        Agent[] seats = {new IsmctsAgent(cfg), g.heuristicAgent()};
        for (int game = 0; game < 2; game++) {
            State s = g.newGame(new Setup(Setup.of(game, "a", "b").seats(), Map.of("turns", "3"), game));
            Rng r = new Rng(game);
            while (!s.isOver()) {
                int seat = s.toMove();
                Agent a = seats[(seat + game) % 2];
                Choice c = a.choose(s.determinize(seat, r), s.choices(), r);
                s.apply(c);
            }
            assertTrue(s.outcome() != null);
        }
    }

    @Test
    void theEvaluatorGivesEachSideAChance() {
        State s = Scene.GAME.newGame(Setup.of(4, "a", "b"));
        double[] v = new DadEvaluator().evaluate(s);
        assertEquals(2, v.length);
        assertEquals(1.0, v[0] + v[1], 1e-9);
        assertTrue(v[0] > 0 && v[1] > 0);
    }
}
