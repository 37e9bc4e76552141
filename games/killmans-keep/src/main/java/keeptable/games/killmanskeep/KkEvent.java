package keeptable.games.killmanskeep;

import java.util.List;
import keeptable.engine.Event;

/** What happens in Killman's Keep, in words, with the book section that made it happen. */
public sealed interface KkEvent extends Event {

    /** Something every player sees. */
    record Seen(int seat, String text, String rule) implements KkEvent {
    }

    /** Something only {@code seat} sees (a card drawn in secret, a peek). */
    record Secret(int seat, String text, String rule) implements KkEvent {
        @Override
        public boolean visibleTo(int s) {
            return s == seat;
        }
    }

    /** A die rolled in the open. */
    record Rolled(int seat, String die, int value, String text, String rule) implements KkEvent {
    }

    record GameOver(List<Integer> winners, String text, String rule) implements KkEvent {
    }
}
