package keeptable.games.deadcells;

import keeptable.engine.Event;

/** What happens in a Run, in words, with the book section that made it happen. */
public sealed interface DcEvent extends Event {

    record Seen(String text, String rule) implements DcEvent {
    }

    /** Something only one seat sees (a card drawn into its hand), hidden from it until now. */
    record Secret(int seat, String text, String rule) implements DcEvent {
        @Override
        public boolean visibleTo(int s) {
            return s == seat;
        }

        @Override
        public boolean reveals() {
            return true;
        }
    }

    /**
     * Something hidden comes to light for the whole table: a tile flipped, a card drawn from a face-down deck,
     * a Secret or an Upgrade card turned over, played cards revealed, or, with more than one seat, a card
     * leaving a hidden hand or a Hand Check telling the others what a hand holds.
     */
    record Revealed(String text, String rule) implements DcEvent {
        @Override
        public boolean reveals() {
            return true;
        }
    }
}
