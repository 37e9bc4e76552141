package keeptable.games.thekeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Setup;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.match.Match;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;
import org.junit.jupiter.api.Test;

/** The bots: ISMCTS plays both sides; the game is found through ServiceLoader. */
class AgentTest {

    @Test
    void theGameIsRegistered() {
        GameModule found = GameModules.byId("the-keep");
        assertEquals(TheKeep.class, found.getClass());
        assertEquals(TheKeep.GAME.rulesVersion(), found.rulesVersion(), "the registered game plays the shipped content");
    }

    @Test
    void ismctsPlaysMolasarAndSearchersToTheEnd() {
        List<Agent> agents = new ArrayList<>();
        agents.add(TheKeep.GAME.agent("ismcts:20"));
        agents.add(TheKeep.GAME.agent("heuristic"));
        agents.add(TheKeep.GAME.agent("ismcts:20"));
        agents.add(TheKeep.GAME.agent("ismcts:20"));
        Match.Result r = new Match(TheKeep.GAME, Setup.of(3, "ismcts", "heuristic", "ismcts", "ismcts"), agents, 5)
                .play();
        assertTrue(r.last().isOver());
        assertEquals(1, r.last().outcome().winners().size());
    }

    @Test
    void theEvaluatorSumsToOneAndFavoursNobodyAtTheStart() {
        KeepState s = Scene.five("D8");
        double[] v = new KeepEvaluator().evaluate(s);
        double sum = 0;
        for (double x : v) {
            sum += x;
            assertTrue(x >= 0 && x <= 1);
        }
        assertEquals(1.0, sum, 1e-9);
        IsmctsAgent.Config c = TheKeep.GAME.searchDefaults();
        assertTrue(c.evaluator() instanceof KeepEvaluator);
    }

    /**
     * A hint searches on several threads that share the game's one heuristic (as guide and in playouts), so the
     * heuristic must keep no decision's workings in itself: two threads choosing at once at different positions
     * each get the answer a lone call gives (the old bot kept its distances in fields: a hint on two threads then
     * failed with a NullPointerException, or steered by another position's distances).
     */
    @Test
    void theHeuristicGivesTheSameAnswersWhenTwoThreadsShareIt() throws Exception {
        List<keeptable.engine.State> positions = new ArrayList<>();
        keeptable.engine.Rng pick = new keeptable.engine.Rng(11);
        for (long seed = 1; positions.size() < 60; seed++) {
            keeptable.engine.State s = TheKeep.GAME.newGame(Setup.of(seed, "random", "random", "random"));
            while (!s.isOver() && positions.size() < 60) {
                if (s.choices().size() > 2) {
                    positions.add(s.copy());
                }
                s.apply(s.choices().get(pick.nextInt(s.choices().size())));
            }
        }
        Agent shared = TheKeep.GAME.heuristicAgent();
        List<keeptable.engine.Choice> alone = new ArrayList<>();
        for (int i = 0; i < positions.size(); i++) {
            keeptable.engine.State s = positions.get(i);
            alone.add(shared.choose(s, s.choices(), new keeptable.engine.Rng(i)));
        }
        java.util.concurrent.ExecutorService two = java.util.concurrent.Executors.newFixedThreadPool(2);
        try {
            List<java.util.concurrent.Future<String>> runs = new ArrayList<>();
            for (int t = 0; t < 2; t++) {
                int offset = t * 31;
                runs.add(two.submit(() -> {
                    for (int round = 0; round < 300; round++) {
                        for (int j = 0; j < positions.size(); j++) {
                            int i = (j + offset) % positions.size();
                            keeptable.engine.State s = positions.get(i);
                            keeptable.engine.Choice c = shared.choose(s, s.choices(), new keeptable.engine.Rng(i));
                            if (!c.equals(alone.get(i))) {
                                return "position " + i + ": " + c + " instead of " + alone.get(i);
                            }
                        }
                    }
                    return "";
                }));
            }
            for (java.util.concurrent.Future<String> run : runs) {
                assertEquals("", run.get());
            }
        } finally {
            two.shutdownNow();
        }
    }
}
