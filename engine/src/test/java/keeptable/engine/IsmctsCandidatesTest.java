package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import keeptable.engine.IsmctsWideningTest.Fidget;
import keeptable.engine.IsmctsWideningTest.Restless;
import keeptable.engine.agent.Evaluator;
import keeptable.engine.agent.IsmctsAgent;
import org.junit.jupiter.api.Test;

/** A game may tell the search which choices to weigh: the others are never tried nor played by it. */
class IsmctsCandidatesTest {
    private static final IsmctsAgent.Config CONFIG = IsmctsAgent.Config.defaults(Evaluator.EVEN).withIterations(100);

    @Test
    void theSearchTriesOnlyTheCandidates() {
        State s = new Restless();
        IsmctsAgent.Config config = CONFIG.withCandidates(
                (state, legal) -> legal.stream().filter(c -> ((Fidget) c).hand() < 2).toList());
        IsmctsAgent.Analysis a = new IsmctsAgent(config).analyse(s, s.choices(), new Rng(3));
        for (IsmctsAgent.ChoiceStats c : a.choices()) {
            int hand = ((Fidget) c.choice()).hand();
            assertEquals(hand < 2, c.visits() > 0, c.choice().label() + ": " + c.visits() + " visits");
        }
        assertEquals(31, a.choices().size(), "every legal choice is still reported");
    }

    @Test
    void aSingleCandidateIsPlayedWithoutSearching() {
        State s = new Restless();
        int[] asked = {0};
        IsmctsAgent.Config config = CONFIG.withCandidates((state, legal) -> {
            asked[0]++;
            return List.of(legal.get(0));
        });
        assertEquals(new Fidget(-1), new IsmctsAgent(config).choose(s, s.choices(), new Rng(3)));
        assertEquals(1, asked[0], "asked once at the root, no tree grown");
    }
}
