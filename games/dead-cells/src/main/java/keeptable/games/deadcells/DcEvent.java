package keeptable.games.deadcells;

import keeptable.engine.Event;

/** What happens in a Run, in words, with the book section that made it happen. */
public sealed interface DcEvent extends Event {

    record Seen(String text, String rule) implements DcEvent {
    }

    /** Something only one seat sees (a card drawn into its hand). */
    record Secret(int seat, String text, String rule) implements DcEvent {
        @Override
        public boolean visibleTo(int s) {
            return s == seat;
        }
    }
}
