package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import keeptable.engine.agent.IsmctsAgent.Analysis;
import keeptable.engine.agent.IsmctsAgent.ChoiceStats;
import keeptable.engine.agent.RootTally;
import org.junit.jupiter.api.Test;

/** Searches of one decision in slices add up as root parallelism adds up its trees. */
class RootTallyTest {
    record Pick(int n) implements Choice {
        @Override
        public String label() {
            return "pick " + n;
        }
    }

    private static final List<Choice> CHOICES = List.of(new Pick(0), new Pick(1), new Pick(2));

    private static Analysis slice(Choice best, int... visitsThenWinsTimesTen) {
        int v0 = visitsThenWinsTimesTen[0], v1 = visitsThenWinsTimesTen[1], v2 = visitsThenWinsTimesTen[2];
        return new Analysis(best, 0, v0 + v1 + v2, List.of(
                new ChoiceStats(CHOICES.get(0), v0, visitsThenWinsTimesTen[3] / 10.0),
                new ChoiceStats(CHOICES.get(1), v1, visitsThenWinsTimesTen[4] / 10.0),
                new ChoiceStats(CHOICES.get(2), v2, visitsThenWinsTimesTen[5] / 10.0)));
    }

    @Test
    void theMostVisitedChoiceOverAllSlicesWinsWithItsPooledWinRate() {
        RootTally tally = new RootTally(CHOICES);
        assertNull(tally.total(), "nothing searched yet");
        tally.add(slice(CHOICES.get(0), 6, 4, 0, 5, 5, 0)); // slice 1 prefers the first
        tally.add(slice(CHOICES.get(1), 2, 8, 0, 5, 10, 0)); // slice 2 the second
        Analysis total = tally.total();
        assertEquals(CHOICES.get(1), total.best(), "12 visits of the second against 8 of the first");
        assertEquals(20, total.iterations());
        assertEquals((4 * 0.5 + 8 * 1.0) / 12, total.winRate(), 1e-12);
        assertEquals(8, total.choices().get(0).visits());
        assertEquals(0.5, total.choices().get(0).winRate(), 1e-12);
    }

    @Test
    void aTieInVisitsGoesToTheHigherTotalReward() {
        RootTally tally = new RootTally(CHOICES);
        tally.add(slice(CHOICES.get(0), 5, 5, 0, 2, 8, 0));
        assertEquals(CHOICES.get(1), tally.total().best());
    }
}
