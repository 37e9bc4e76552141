package keeptable.engine.conformance;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Copies;
import keeptable.engine.Decision;
import keeptable.engine.EventSink;
import keeptable.engine.Fingerprint;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.cards.IntDeck;
import org.junit.jupiter.api.Test;

/**
 * The field audit alters a state's array of decks (one a seat) deck by deck, as it does a single deck, and fails a
 * copy that shares a row of a nested array or a deck of an array of decks with its original.
 */
class FieldAuditTest {
    @Test
    void anArrayOfDecksCountedByTheFingerprintPasses() {
        FieldAudit audit = audited(new Decks(true, Shallow.NOTHING));
        assertDoesNotThrow(() -> audit.finish("decks"));
    }

    @Test
    void anArrayOfDecksTheFingerprintMissesIsCaught() {
        FieldAudit audit = audited(new Decks(false, Shallow.NOTHING));
        AssertionError e = assertThrows(AssertionError.class, () -> audit.finish("decks"));
        assertTrue(e.getMessage().contains("altering field 'decks' of Decks never changed the fingerprint"), e.getMessage());
    }

    @Test
    void aCopySharingARowOfANestedArrayIsCaught() {
        AssertionError e = assertThrows(AssertionError.class, () -> audited(new Decks(true, Shallow.ROWS)));
        assertTrue(e.getMessage().contains("copy() shares field 'rows''s rows with the original"), e.getMessage());
    }

    @Test
    void aCopySharingADeckOfAnArrayOfDecksIsCaught() {
        AssertionError e = assertThrows(AssertionError.class, () -> audited(new Decks(true, Shallow.DECKS)));
        assertTrue(e.getMessage().contains("copy() shares field 'decks''s rows with the original"), e.getMessage());
    }

    private static FieldAudit audited(Decks state) {
        FieldAudit audit = new FieldAudit(Map.of("folded", "fixed: whether the test's fingerprint counts the decks",
                "shallow", "fixed: which part the test's copy shares"));
        audit.check(state, state.copy(), "a position");
        return audit;
    }

    /** Which part of the toy state its copy shares with the original (the copy-constructor bug under test). */
    enum Shallow { NOTHING, ROWS, DECKS }

    /** Two seats' decks (the first empty, the second with a draw pile of two and one discard) and a row each. */
    static final class Decks implements State {
        final boolean folded;
        final Shallow shallow;
        IntDeck[] decks;
        int[][] rows;

        Decks(boolean folded, Shallow shallow) {
            this.folded = folded;
            this.shallow = shallow;
            decks = new IntDeck[] {new IntDeck(4), new IntDeck(4)};
            decks[1].restock(new int[] {2, 0}, 0, 2);
            decks[1].discard(3);
            rows = new int[][] {{1, 2}, {3}};
        }

        private Decks(Decks o) {
            folded = o.folded;
            shallow = o.shallow;
            decks = shallow == Shallow.DECKS ? o.decks.clone() : IntDeck.copyEach(o.decks);
            rows = shallow == Shallow.ROWS ? o.rows.clone() : Copies.deep(o.rows);
        }

        @Override
        public long fingerprint() {
            long h = 1;
            for (IntDeck d : decks) {
                h = folded ? d.addTo(h) : h;
            }
            for (int[] row : rows) {
                h = Fingerprint.add(h, row);
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
