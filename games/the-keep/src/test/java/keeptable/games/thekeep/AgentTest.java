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
}
