package keeptable.games.killmanskeep;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.killmanskeep.content.Goal;

/** Goal cards (book: Goal Cards, and the Guild actions): take, turn in, swap, and reshuffle. */
final class GoalRules {
    private GoalRules() {
    }

    static void guildChoices(KkPosition s, int p, List<KkChoice> out) {
        boolean more = !s.goalDeck.isEmpty() || s.goalDiscardSize() > 0;
        if (more) {
            out.add(ChoiceTable.TAKE_GOAL);
        }
        byte held = (byte) (KkPosition.GOAL_HELD + p);
        for (int g = 0; g < s.goalWhere.length; g++) {
            if (s.goalWhere[g] == held) {
                if (ready(s, p, g)) {
                    out.add(s.table.turnIn[g]);
                } else if (more) {
                    out.add(s.table.swap[g]); // only an uncompleted Goal may be traded in
                }
            }
        }
    }

    /** Whether this card of the seat's hand counts toward the goal. */
    static boolean counts(KkPosition s, Goal.Needs needs, int card) {
        return switch (needs.kind()) {
            case CATEGORY -> !s.content.isMonster(card) && s.content.artifact(card).category() == needs.category();
            case CORPSES -> s.content.isMonster(card) && s.content.rarity(card) >= needs.minStars();
            case CARDS -> true;
            default -> false;
        };
    }

    /** Whether the seat has finished the goal and may turn it in, keeping a card to display. */
    static boolean ready(KkPosition s, int p, int g) {
        Goal goal = s.content.goals.get(g);
        Goal.Needs needs = goal.needs();
        byte hand = (byte) (KkPosition.HAND + p);
        switch (needs.kind()) {
            case MONEY:
                return s.money[p] >= needs.count();
            case CATEGORIES: {
                int seen = 0;
                for (int k = 0; k < s.content.artifactCards; k++) {
                    if (s.where[k] == hand) {
                        seen |= 1 << s.content.artifact(k).category().ordinal();
                    }
                }
                return Integer.bitCount(seen) >= needs.count();
            }
            default: {
                int matching = 0;
                int size = 0;
                for (int k = 0; k < s.content.cards; k++) {
                    if (s.where[k] == hand) {
                        size++;
                        if (counts(s, needs, k)) {
                            matching++;
                        }
                    }
                }
                return matching >= needs.count() && (!goal.deliver() || size - needs.count() >= 1);
            }
        }
    }

    /** Swapping: a new Goal is drawn, then the old one goes to the Goal discard pile. */
    static void swap(KkPosition s, int p, int g, EventSink out) {
        s.actions--;
        GoalDeck.take(s, p, out);
        s.discardGoal(g);
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, s.name(p) + " discards the Goal " + s.content.goals.get(g).name(), "Goal Cards"));
        }
    }

    static void turnIn(KkPosition s, int p, int g, EventSink out) {
        s.actions--;
        Goal goal = s.content.goals.get(g);
        s.count(s.content.goalItem(g), p);
        if (!goal.deliver() || goal.needs().kind() == Goal.Needs.Kind.MONEY) {
            if (goal.deliver()) {
                s.pay(p, goal.needs().count());
            }
            finish(s, p, g, out);
            return;
        }
        int matching = 0;
        byte hand = (byte) (KkPosition.HAND + p);
        for (int k = 0; k < s.content.cards; k++) {
            if (s.where[k] == hand && counts(s, goal.needs(), k)) {
                matching++;
            }
        }
        s.deliverGoal = g;
        s.deliverLeft = goal.needs().count();
        if (matching == goal.needs().count()) {
            for (int k = 0; k < s.content.cards; k++) {
                if (s.where[k] == hand && counts(s, goal.needs(), k)) {
                    handOver(s, p, k, out);
                }
            }
            finish(s, p, g, out);
        } else {
            s.phase = KkPosition.DELIVER;
            if (out.enabled()) {
                out.emit(new KkEvent.Seen(p, s.name(p) + " turns in the Goal " + goal.name() + " (" + goal.text()
                        + ") and chooses what to hand over", "Goal Cards"));
            }
        }
    }

    static void deliveries(KkPosition s, List<KkChoice> out) {
        int p = s.current;
        Goal.Needs needs = s.content.goals.get(s.deliverGoal).needs();
        byte hand = (byte) (KkPosition.HAND + p);
        for (int k = 0; k < s.content.cards; k++) {
            if (s.where[k] == hand && counts(s, needs, k)) {
                out.add(s.table.deliver[k]);
            }
        }
    }

    static void deliver(KkPosition s, KkChoice.Deliver choice, EventSink out) {
        handOver(s, s.current, choice.card(), out);
        if (s.deliverLeft == 0) {
            finish(s, s.current, s.deliverGoal, out);
        }
    }

    private static void handOver(KkPosition s, int p, int card, EventSink out) {
        s.leaveHand(card, KkPosition.DISCARD);
        s.deliverLeft--;
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, s.name(p) + " hands over " + s.content.cardTitle(card), "Goal Cards"));
        }
    }

    private static void finish(KkPosition s, int p, int g, EventSink out) {
        Goal goal = s.content.goals.get(g);
        s.discardGoal(g);
        s.phase = KkPosition.TURN;
        s.earn(p, goal.reward().money());
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, s.name(p) + " completes the Goal " + goal.name() + " (" + goal.text() + ")",
                    "Goal Cards"));
        }
        if (goal.reward().doubloons() > 0) {
            Doubloons.gain(s, p, goal.reward().doubloons(), "Goal Cards", out);
        }
    }
}
