package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.agent.Evaluator;
import keeptable.engine.agent.IsmctsAgent;
import org.junit.jupiter.api.Test;

/** Progressive widening: a decision of many choices that change nothing does not spread the search over all of them. */
class IsmctsWideningTest {
    /** Fidget with one of 30 hands (nothing changes) or stop; the game stops itself after 50 choices. */
    record Fidget(int hand) implements Choice {
        @Override
        public String label() {
            return hand < 0 ? "stop" : "fidget " + hand;
        }
    }

    static final class Restless extends RulesState<Fidget> {
        static final List<Fidget> ALL = new ArrayList<>();

        static {
            ALL.add(new Fidget(-1));
            for (int h = 0; h < 30; h++) {
                ALL.add(new Fidget(h));
            }
        }

        int moves;
        boolean stopped;

        Restless() {
        }

        Restless(Restless o) {
            super(o);
            moves = o.moves;
            stopped = o.stopped;
        }

        @Override
        protected List<Fidget> legalChoices() {
            return ALL;
        }

        @Override
        protected void play(Fidget f, EventSink events) {
            moves++;
            stopped = f.hand() < 0;
        }

        @Override
        protected Restless resampled(int seat, Rng rng) {
            return new Restless(this);
        }

        public int seats() {
            return 1;
        }

        public int toMove() {
            return isOver() ? -1 : 0;
        }

        public Decision decision() {
            return isOver() ? null : new Decision(0, "fidget or stop");
        }

        public boolean isOver() {
            return stopped || moves >= 50;
        }

        public Outcome outcome() {
            return isOver() ? Outcome.ranked(List.of(0), "done", new int[] {moves}, new long[] {0}) : null;
        }

        public State copy() {
            return new Restless(this);
        }

        public View view(int seat) {
            return new View() {
                public int seat() {
                    return seat;
                }

                public String text() {
                    return moves + " moves";
                }
            };
        }

        public long fingerprint() {
            return moves * 2L + (stopped ? 1 : 0);
        }
    }

    private static int tried(IsmctsAgent.Analysis a) {
        return (int) a.choices().stream().filter(c -> c.visits() > 0).count();
    }

    @Test
    void wideningGrowsFewChildrenForTheVisits() {
        State s = new Restless();
        IsmctsAgent.Config config = IsmctsAgent.Config.defaults(Evaluator.EVEN).withIterations(100);
        IsmctsAgent.Analysis every = new IsmctsAgent(config).analyse(s, s.choices(), new Rng(3));
        assertEquals(31, tried(every), "without widening every choice is grown before any is tried twice");
        IsmctsAgent.Analysis widened = new IsmctsAgent(config.withWidening(1)).analyse(s, s.choices(), new Rng(3));
        // a root of n visits grows a child only while it has fewer than sqrt(n + 1): at most 10 after 100 iterations
        assertTrue(tried(widened) <= 10, tried(widened) + " choices tried");
        assertTrue(tried(widened) >= 2, "the root still widens");
        assertEquals(100, widened.iterations());
    }

    @Test
    void aNegativeWideningIsRefused() {
        assertThrows(IllegalArgumentException.class,
                () -> IsmctsAgent.Config.defaults(Evaluator.EVEN).withWidening(-1));
    }
}
