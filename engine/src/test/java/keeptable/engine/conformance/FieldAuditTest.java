package keeptable.engine.conformance;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Decision;
import keeptable.engine.EventSink;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.cards.IntDeck;
import org.junit.jupiter.api.Test;

/** The field audit alters a state's array of decks (one a seat) deck by deck, as it does a single deck. */
class FieldAuditTest {
    @Test
    void anArrayOfDecksCountedByTheFingerprintPasses() {
        FieldAudit audit = audited(new Decks(true));
        assertDoesNotThrow(() -> audit.finish("decks"));
    }

    @Test
    void anArrayOfDecksTheFingerprintMissesIsCaught() {
        FieldAudit audit = audited(new Decks(false));
        AssertionError e = assertThrows(AssertionError.class, () -> audit.finish("decks"));
        assertTrue(e.getMessage().contains("altering field 'decks' of Decks never changed the fingerprint"), e.getMessage());
    }

    private static FieldAudit audited(Decks state) {
        FieldAudit audit = new FieldAudit(Map.of("folded", "fixed: whether the test's fingerprint counts the decks"));
        audit.check(state, state.copy(), "a position");
        return audit;
    }

    /** Two seats' decks: the first empty, the second with a draw pile of two and one discard. */
    static final class Decks implements State {
        final boolean folded;
        IntDeck[] decks;

        Decks(boolean folded) {
            this.folded = folded;
            decks = new IntDeck[] {new IntDeck(4), new IntDeck(4)};
            decks[1].restock(new int[] {2, 0}, 0, 2);
            decks[1].discard(3);
        }

        private Decks(Decks o) {
            folded = o.folded;
            decks = new IntDeck[] {o.decks[0].copy(), o.decks[1].copy()};
        }

        @Override
        public long fingerprint() {
            long h = 1;
            for (IntDeck d : decks) {
                h = folded ? d.addTo(h) : h;
            }
            return h;
        }

        @Override
        public Decks copy() {
            return new Decks(this);
        }

        @Override
        public int seats() {
            return 2;
        }

        @Override
        public int toMove() {
            return 0;
        }

        @Override
        public Decision decision() {
            return null;
        }

        @Override
        public List<Choice> choices() {
            return List.of();
        }

        @Override
        public void apply(Choice choice, EventSink events) {
            throw new UnsupportedOperationException();
        }

        @Override
        public boolean isOver() {
            return true;
        }

        @Override
        public Outcome outcome() {
            return null;
        }

        @Override
        public int step() {
            return 0;
        }

        @Override
        public View view(int seat) {
            return null;
        }

        @Override
        public State determinize(int seat, Rng rng) {
            return copy();
        }
    }
}
