package keeptable.games.killmanskeep;

import keeptable.engine.EventSink;
import keeptable.games.killmanskeep.content.Goal;

/** The Goal deck in the Guild (book: Goal Cards): taking the top Goal, and refilling the deck from its discards. */
final class GoalDeck {
    private GoalDeck() {
    }

    /** Draws the top Goal for a seat; an emptied Goal deck is refilled from its discard pile at once. */
    static void take(KkPosition s, int p, EventSink out) {
        refill(s, out);
        int g = s.goalDeck.draw();
        s.goalWhere[g] = (byte) (KkPosition.GOAL_HELD + p);
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, s.name(p) + " takes a Goal card", "Goal Cards"));
            Goal goal = s.content.goals.get(g);
            out.emit(new KkEvent.Secret(p, "Your new Goal: " + goal.name() + " - " + goal.text(), "Goal Cards"));
        }
        refill(s, out);
    }

    static void refill(KkPosition s, EventSink out) {
        if (s.reshuffle(s.goalDeck, s.goalWhere, KkPosition.GOAL_DECK)) {
            if (out.enabled()) {
                out.emit(new KkEvent.Seen(-1, "The Goal deck ran out: its discard pile is shuffled back into the Guild",
                        "Goal Cards"));
            }
        }
    }
}
