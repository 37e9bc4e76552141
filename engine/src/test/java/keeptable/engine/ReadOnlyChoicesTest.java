package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A bot cannot change the choices it is handed, whether the engine wraps the game's list or hands it out as it is. */
class ReadOnlyChoicesTest {
    record Step(int n) implements Choice {
        @Override
        public String label() {
            return "step " + n;
        }
    }

    /** One decision of three steps, listed in ascending order in a list the game makes anew each time. */
    static final class Stairs extends RulesState<Step> {
        final boolean vouchesReadOnly;
        final boolean listsOfItsOwn;
        List<Step> lastListed;
        boolean done;

        Stairs(boolean vouchesReadOnly, boolean listsOfItsOwn) {
            this.vouchesReadOnly = vouchesReadOnly;
            this.listsOfItsOwn = listsOfItsOwn;
        }

        @Override
        protected List<Step> legalChoices() {
            List<Step> steps = List.of(new Step(1), new Step(2), new Step(3));
            lastListed = listsOfItsOwn ? steps : new ArrayList<>(steps);
            return lastListed;
        }

        @Override
        protected boolean legalChoicesReadOnly() {
            return vouchesReadOnly;
        }

        @Override
        protected void play(Step choice, EventSink events) {
            done = true;
        }

        @Override
        protected Stairs resampled(int seat, Rng rng) {
            return this;
        }

        public int seats() {
            return 1;
        }

        public int toMove() {
            return done ? -1 : 0;
        }

        public Decision decision() {
            return done ? null : new Decision(0, "step");
        }

        public boolean isOver() {
            return done;
        }

        public Outcome outcome() {
            return null;
        }

        public State copy() {
            return this;
        }

        public View view(int seat) {
            return null;
        }

        public long fingerprint() {
            return done ? 1 : 0;
        }
    }

    private static void aBotSortsTheChoicesDescending(State s) {
        s.choices().sort(Comparator.comparing(Choice::label).reversed());
    }

    @Test
    void aGrowableListIsWrappedSoABotsSortThrowsAndTheGameKeepsItsOrder() {
        Stairs s = new Stairs(false, false);
        assertThrows(UnsupportedOperationException.class, () -> aBotSortsTheChoicesDescending(s));
        assertEquals(List.of(new Step(1), new Step(2), new Step(3)), s.lastListed);
        assertThrows(UnsupportedOperationException.class, () -> s.choicesAfresh().add(new Step(4)));
    }

    @Test
    void aListTheGameVouchesReadOnlyIsHandedOutAsItIsAndABotsSortStillThrows() {
        Stairs s = new Stairs(true, true);
        List<Choice> handed = s.choices();
        assertSame(s.lastListed, handed, "no wrapper around a read-only list");
        assertThrows(UnsupportedOperationException.class, () -> aBotSortsTheChoicesDescending(s));
        assertThrows(UnsupportedOperationException.class, () -> handed.add(new Step(4)));
        assertEquals(List.of(new Step(1), new Step(2), new Step(3)), s.choices());
    }
}
