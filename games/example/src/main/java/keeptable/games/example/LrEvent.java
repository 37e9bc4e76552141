package keeptable.games.example;

import keeptable.engine.Event;

/** What happened, for the log and the table: ids for programs, and the words the game's wording gave them. */
public sealed interface LrEvent extends Event permits LrEvent.Played, LrEvent.Drew, LrEvent.Rolled, LrEvent.Won {
    record Played(int seat, int kind, String words) implements LrEvent {
        @Override
        public String text() {
            return words;
        }
    }

    /** Seen by the drawing seat alone: the others only see its hand count stay the same. */
    record Drew(int seat, int kind, String words) implements LrEvent {
        @Override
        public String text() {
            return words;
        }

        @Override
        public boolean visibleTo(int viewer) {
            return viewer == seat;
        }
    }

    record Rolled(int seat, int die, int steps, String words) implements LrEvent {
        @Override
        public String text() {
            return words;
        }
    }

    record Won(int seat, String words) implements LrEvent {
        @Override
        public String text() {
            return words;
        }
    }
}
