package keeptable.engine;

import java.util.List;

/**
 * When a played choice may be taken back, the same for every game: only while the game goes on, only when the
 * choice brought nothing new to light - the state's random stream made no draw ({@link State#chanceDraws()}: no
 * die rolled, nothing shuffled) and none of the events it reported {@link Event#reveals() reveals} anything a seat
 * could not see before - and, in a game with opponents, only while the seat that made it is still to move: a slip
 * within one's own turn can be taken back, but once the turn (or any decision) has passed to someone else the
 * choice stands. A co-operative party may take back across its seats. The events must be all the choice reported
 * (a listening sink), or the rule cannot see what they showed.
 */
public final class UndoRule {
    private UndoRule() {
    }

    /** Why a choice stands: the one condition of the rule it failed, first failed first. */
    public enum Refusal {
        OVER("the game is over"),
        UNMARKED("this game does not mark what its choices bring to light, so no choice is taken back"),
        TURN_PASSED("in a game with opponents a choice is taken back only while its player is still to move"),
        CHANCE("chance was drawn (a die rolled or a deck shuffled)"),
        REVEALED("it brought something hidden to light");

        private final String rule;

        Refusal(String rule) {
            this.rule = rule;
        }

        /** The rule that was not met, in general words. */
        public String rule() {
            return rule;
        }

        /**
         * Why {@code whose} last choice, {@code said}, stands, told to the player who asked to take it back:
         * {@code whose} is "your" or a name's possessive ("Ann's"); {@code passedTo}, the name of whoever chooses now
         * when the choice passed the decision on.
         */
        public String told(String whose, String said, String passedTo) {
            String choice = whose + " last choice (" + said + ")";
            return switch (this) {
                case OVER -> "the game is over";
                case UNMARKED -> "this game takes no choice back";
                case TURN_PASSED -> choice + " passed the decision to " + passedTo
                        + ", and a choice stands once the decision has passed to someone else";
                case CHANCE -> choice + " rolled a die or shuffled a deck";
                case REVEALED -> choice + " showed something that was hidden";
            };
        }
    }

    /** The words for a take-back asked before anything was played. */
    public static final String NOTHING_PLAYED = "nothing has been played yet";

    /** The words for a take-back asked by another seat than the one that made the last choice, named {@code maker}. */
    public static String notYours(String maker) {
        return "the last choice was " + maker + "'s, and only " + maker + " may take it back";
    }

    /**
     * The words for a take-back asked by a player with no choice of their own left to take back since the decision
     * came to them, after {@code maker}'s choice {@code said} passed it on.
     */
    public static String notChosenYet(String maker, String said) {
        return "you have no choice to take back since it came to you to choose, and " + maker + "'s choice before that ("
                + said + ") stands";
    }

    public static boolean allows(Game game, State before, State after, List<Event> events) {
        return why(game, before, after, events) == null;
    }

    /** Why the choice that took {@code before} to {@code after} cannot be taken back, in general words, or null if it can. */
    public static String refusal(Game game, State before, State after, List<Event> events) {
        Refusal why = why(game, before, after, events);
        return why == null ? null : why.rule();
    }

    /** Why the choice that took {@code before} to {@code after} cannot be taken back, or null if it can. */
    public static Refusal why(Game game, State before, State after, List<Event> events) {
        if (after.isOver()) {
            return Refusal.OVER;
        }
        if (!game.revealsMarked()) {
            return Refusal.UNMARKED;
        }
        if (!game.cooperative() && after.toMove() != before.toMove()) {
            return Refusal.TURN_PASSED;
        }
        long drawn = before.chanceDraws();
        if (drawn < 0 || after.chanceDraws() != drawn) {
            return Refusal.CHANCE;
        }
        for (Event e : events) {
            if (e.reveals()) {
                return Refusal.REVEALED;
            }
        }
        return null;
    }
}
