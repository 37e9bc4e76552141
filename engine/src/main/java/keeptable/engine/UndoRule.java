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

    public static boolean allows(Game game, State before, State after, List<Event> events) {
        return refusal(game, before, after, events) == null;
    }

    /** Why the choice that took {@code before} to {@code after} cannot be taken back, or null if it can. */
    public static String refusal(Game game, State before, State after, List<Event> events) {
        if (after.isOver()) {
            return "the game is over";
        }
        if (!game.revealsMarked()) {
            return "this game does not mark what its choices bring to light, so no choice is taken back";
        }
        if (!game.cooperative() && after.toMove() != before.toMove()) {
            return "in a game with opponents a choice is taken back only while its player is still to move";
        }
        long drawn = before.chanceDraws();
        if (drawn < 0 || after.chanceDraws() != drawn) {
            return "chance was drawn (a die rolled or a deck shuffled)";
        }
        for (Event e : events) {
            if (e.reveals()) {
                return "it brought something hidden to light";
            }
        }
        return null;
    }
}
