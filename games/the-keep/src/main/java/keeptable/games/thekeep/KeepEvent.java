package keeptable.games.thekeep;

import keeptable.engine.Event;

/**
 * What happens in The Keep. {@code rule} names the section of the rulebook behind it. An event that shows a seat
 * something it could not see before says so ({@link #reveals()}: a card drawn, laid or played from a hand, a room
 * shown not to hide the Hilt), so the undo rule never takes back a choice that brought something to light.
 */
public sealed interface KeepEvent extends Event {

    /** Something everybody sees that shows nothing hidden (a pawn moving, a turn beginning, a choice to go on). */
    record Told(String text, String rule) implements KeepEvent {
    }

    /**
     * Something everybody sees that was hidden before: a Bonus card played or discarded from a hand, a room
     * shown not to hide the Hilt (a Searcher ended a turn there, Molasar stood there), the Hilt room itself.
     */
    record Shown(String text, String rule) implements KeepEvent {
        @Override
        public boolean reveals() {
            return true;
        }
    }

    /** Something only one seat sees (its own draw, the hidden Hilt, a card looked at): it shows that seat a secret. */
    record Private(int seat, String text, String rule) implements KeepEvent {
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
     * What the table learns of {@code seat}'s private event ("Ann draws a Conflict card"): everyone sees
     * it but that seat, who is told the same thing in full by its {@link Private} event, so reads it once.
     */
    record ToOthers(int seat, String text, String rule) implements KeepEvent {
        @Override
        public boolean visibleTo(int s) {
            return s != seat;
        }

        /** It goes with a {@link Private} event that shows {@code seat} a secret. */
        @Override
        public boolean reveals() {
            return true;
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
            return "Molasar eats the SS guard in " + room + " (" + eaten + " eaten)";
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

        /** The face-down cards are turned over. */
        @Override
        public boolean reveals() {
            return true;
        }
    }

    record GameOver(String reason) implements KeepEvent {
        public String text() {
            return reason;
        }

        public String rule() {
            return "Winning the Game";
        }

        /** The game is over: a Hilt found shows where it was. */
        @Override
        public boolean reveals() {
            return true;
        }
    }
}
