package keeptable.games.thekeep;

import keeptable.engine.Event;

/** What happens in The Keep. {@code rule} names the section of the rulebook behind it. */
public sealed interface KeepEvent extends Event {

    /** Something everybody sees. */
    record Told(String text, String rule) implements KeepEvent {
    }

    /** Something only one seat sees (its own draw, the hidden Hilt, a card looked at). */
    record Private(int seat, String text, String rule) implements KeepEvent {
        @Override
        public boolean visibleTo(int s) {
            return s == seat;
        }
    }

    /**
     * What the table learns of {@code seat}'s private event ("Ann draws a Conflict card"): everyone sees
     * it but that seat, who is told the same thing in full by its {@link Private} event, so reads it once.
     */
    record ToOthers(int seat, String text, String rule) implements KeepEvent {
        @Override
        public boolean visibleTo(int s) {
            return s != seat;
        }
    }

    record Rolled(String who, int die, String purpose, String rule) implements KeepEvent {
        public String text() {
            return who + " rolls " + die + " (" + purpose + ")";
        }
    }

    record Moved(String pawn, String from, String to, String rule) implements KeepEvent {
        public String text() {
            return pawn + " moves from " + from + " to " + to;
        }
    }

    record GuardEaten(int guard, String room, int eaten) implements KeepEvent {
        public String text() {
            return "Molasar eats SS guard " + (guard + 1) + " in " + room + " (" + eaten + " eaten)";
        }

        public String rule() {
            return "Playing the Turn";
        }
    }

    record CardsRevealed(int molasarCard, int molasarValue, int defender, String defenderName, int defenderCard,
                         int defenderValue, int bonus, String result) implements KeepEvent {
        public String text() {
            return "cards revealed: Molasar " + molasarValue + ", " + defenderName + " " + defenderValue
                    + (bonus != 0 ? " +" + bonus : "") + ": " + result;
        }

        public String rule() {
            return "Conflict";
        }
    }

    record GameOver(String reason) implements KeepEvent {
        public String text() {
            return reason;
        }

        public String rule() {
            return "Winning the Game";
        }
    }
}
