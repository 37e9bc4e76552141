package keeptable.games.killmanskeep;

import java.util.List;
import keeptable.engine.Event;

/** What happens in Killman's Keep, in words, with the book section that made it happen. */
public sealed interface KkEvent extends Event {

    /**
     * Something every player sees. It may show what was hidden (a card from a hand or the Keep deck), so the undo rule
     * counts it as revealing; what shows nothing hidden is {@link Plain}.
     */
    record Seen(int seat, String text, String rule) implements KkEvent {
        @Override
        public boolean reveals() {
            return true;
        }
    }

    /**
     * Something every player sees that shows nothing hidden (a move to another area, a Market card bought, a Doubloon
     * gained, a card everyone had seen sold), so the choice that made it can be taken back.
     */
    record Plain(int seat, String text, String rule) implements KkEvent {
    }

    /** Something only {@code seat} sees (a card drawn in secret, a peek): it shows that seat a hidden card. */
    record Secret(int seat, String text, String rule) implements KkEvent {
        @Override
        public boolean visibleTo(int s) {
            return s == seat;
        }

        @Override
        public boolean reveals() {
            return true;
        }
    }

    /** A die rolled in the open. */
    record Rolled(int seat, String die, int value, String text, String rule) implements KkEvent {
    }

    record GameOver(List<Integer> winners, String text, String rule) implements KkEvent {
    }
}
