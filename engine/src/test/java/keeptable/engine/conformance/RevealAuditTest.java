package keeptable.engine.conformance;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Decision;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.View;
import org.junit.jupiter.api.Test;

/**
 * The reveal audit catches a choice that shows a seat a hidden card without an event saying so, the mistake that
 * would let a player peek and then take the peek back.
 */
class RevealAuditTest {
    @Test
    void aPeekAtAShuffledDeckThatNoEventMarksIsCaught() {
        AssertionError e = assertThrows(AssertionError.class, () -> audit(new Peek(false), new Look()));
        assertTrue(e.getMessage().contains("what seat 0 sees after it depends on what that seat could not know"),
                e.getMessage());
    }

    @Test
    void thePeekPassesOnceItsEventSaysItReveals() {
        assertDoesNotThrow(() -> audit(new Peek(true), new Look()));
    }

    @Test
    void aChoiceThatShowsNothingHiddenPasses() {
        assertDoesNotThrow(() -> audit(new Peek(false), new Wait()));
    }

    private static void audit(Peek before, Choice choice) {
        Peek after = before.copy();
        EventSink.Collector events = EventSink.collect();
        after.apply(choice, events);
        RevealAudit.check(before, choice, after, events.events(), new Rng(3), (v, seat) -> v.text(), "the toy");
    }

    record Look() implements Choice {
        public String label() {
            return "look at the top card";
        }
    }

    record Wait() implements Choice {
        public String label() {
            return "wait";
        }
    }

    record Saw(boolean marked) implements Event {
        public String text() {
            return "seat 1 looks at the top card";
        }

        public boolean visibleTo(int seat) {
            return seat == 0;
        }

        public boolean reveals() {
            return marked;
        }
    }

    record PeekView(int seat, String text) implements View {
    }

    /** One seat, a deck of five cards in a hidden order; Look shows the seat the top card, Wait does nothing. */
    static final class Peek implements State {
        final boolean marks;
        int[] deck = {0, 1, 2, 3, 4};
        boolean looked;
        int step;

        Peek(boolean marks) {
            this.marks = marks;
        }

        public Peek copy() {
            Peek p = new Peek(marks);
            p.deck = deck.clone();
            p.looked = looked;
            p.step = step;
            return p;
        }

        public int seats() {
            return 1;
        }

        public int toMove() {
            return 0;
        }

        public Decision decision() {
            return new Decision(0, "look or wait");
        }

        public List<Choice> choices() {
            return List.of(new Look(), new Wait());
        }

        public void apply(Choice choice, EventSink events) {
            if (choice instanceof Look) {
                looked = true;
                if (events.enabled()) {
                    events.emit(new Saw(marks));
                }
            }
            step++;
        }

        public boolean isOver() {
            return false;
        }

        public Outcome outcome() {
            return null;
        }

        public int step() {
            return step;
        }

        public View view(int seat) {
            return new PeekView(seat, looked ? "the top card is " + deck[0] : "the deck is face down");
        }

        public State determinize(int seat, Rng rng) {
            Peek d = copy();
            if (!looked) {
                rng.shuffle(d.deck);
            }
            return d;
        }

        public long fingerprint() {
            return step;
        }

        @Override
        public long chanceDraws() {
            return 0;
        }
    }
}
