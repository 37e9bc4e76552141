package keeptable.games.thekeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Games;
import keeptable.engine.Setup;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.Agents;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.match.Match;
import org.junit.jupiter.api.Test;

/** The bots: ISMCTS plays both sides; the game is found through ServiceLoader. */
class AgentTest {

    @Test
    void theGameIsRegistered() {
        assertEquals(TheKeep.GAME, Games.byId("the-keep"));
    }

    @Test
    void ismctsPlaysMolasarAndSearchersToTheEnd() {
        List<Agent> agents = new ArrayList<>();
        agents.add(Agents.create("ismcts:20", TheKeep.GAME));
        agents.add(Agents.create("heuristic", TheKeep.GAME));
        agents.add(Agents.create("ismcts:20", TheKeep.GAME));
        agents.add(Agents.create("ismcts:20", TheKeep.GAME));
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
