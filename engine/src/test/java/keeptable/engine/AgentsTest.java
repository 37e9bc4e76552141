package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.Agents;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.agent.RandomAgent;
import keeptable.engine.match.Match;
import keeptable.engine.toy.LuckyDraw;
import org.junit.jupiter.api.Test;

class AgentsTest {
    private final Game game = LuckyDraw.GAME;

    private double winRate(Agent first, Agent second, int games) {
        int wins = 0;
        for (int g = 0; g < games; g++) {
            var result = new Match(game, Setup.of(1000 + g, "a", "b"), List.of(first, second), g).play();
            if (result.record().outcome().won(0) && !result.record().outcome().won(1)) {
                wins++;
            }
        }
        return (double) wins / games;
    }

    @Test
    void ismctsBeatsRandom() {
        Agent ismcts = Agents.create("ismcts:200", game);
        double mcts = winRate(ismcts, RandomAgent.INSTANCE, 300);
        double baseline = winRate(RandomAgent.INSTANCE, RandomAgent.INSTANCE, 300);
        assertTrue(mcts > baseline + 0.1, "ismcts " + mcts + " vs random baseline " + baseline);
    }

    @Test
    void heuristicBeatsRandom() {
        double h = winRate(game.heuristicAgent(), RandomAgent.INSTANCE, 400);
        double baseline = winRate(RandomAgent.INSTANCE, RandomAgent.INSTANCE, 400);
        assertTrue(h > baseline + 0.1, "heuristic " + h + " vs random baseline " + baseline);
    }

    @Test
    void analysisEstimatesAWinRateAndHonoursTheBudget() {
        State s = game.newGame(Setup.of(4, "a", "b"));
        IsmctsAgent agent = (IsmctsAgent) Agents.create("ismcts:300", game);
        var a = agent.analyse(s.determinize(0, new Rng(1)), s.choices(), new Rng(2));
        assertEquals(300, a.iterations());
        assertTrue(a.winRate() >= 0 && a.winRate() <= 1);
        assertTrue(s.choices().contains(a.best()));
        var timed = ((IsmctsAgent) Agents.create("ismcts:20ms", game))
                .analyse(s.determinize(0, new Rng(1)), s.choices(), new Rng(2));
        assertTrue(timed.iterations() > 0);
    }

    @Test
    void badAgentNamesAreRefused() {
        assertThrows(SetupException.class, () -> Agents.create("genius", game));
        assertThrows(SetupException.class, () -> Agents.create("ismcts:lots", game));
    }
}
