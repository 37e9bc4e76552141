package keeptable.games.killmanskeep;

import keeptable.games.killmanskeep.content.Artifact;
import keeptable.games.killmanskeep.content.Content;
import keeptable.games.killmanskeep.content.Effect;
import keeptable.games.killmanskeep.content.Goal;
import keeptable.games.killmanskeep.content.Monster;

/** Rules of thumb about a position, shared by the heuristic bot and the search's evaluator. */
final class Appraisal {
    private Appraisal() {
    }

    /** The chance to win a battle roll against the Monster on top, with the bonus the seat has now. */
    static double fightOdds(KkState s, int p) {
        Monster m = s.content.monster(s.top());
        int need = m.rarity() - FightRules.bonus(s, p, m);
        double single = Math.max(0, Math.min(10, 10 - Math.max(0, need))) / 10.0;
        return m.rollTwice() ? single * single : single;
    }

    /** How much a held card is worth keeping beyond its sale price (0 = just merchandise). */
    static int keepValue(KkState s, int p, int card) {
        return keepValue(s, p, card, HeldArtifacts.bestHeld(s, p, Effect.WEAPON));
    }

    /** The same, given the seat's best weapon bonus (worked out once for many cards). */
    static int keepValue(KkState s, int p, int card, int bestWeapon) {
        int value = 0;
        byte held = (byte) (KkState.GOAL_HELD + p);
        for (int g = 0; g < s.goalWhere.length; g++) {
            if (s.goalWhere[g] == held && GoalRules.counts(s, s.content.goals.get(g).needs(), card)) {
                value += 120;
            }
        }
        if (s.content.isMonster(card)) {
            return value;
        }
        Artifact a = s.content.artifact(card);
        return value + switch (a.effect()) {
            case WEAPON -> a.amount() >= bestWeapon ? 40 * a.amount() : 0;
            case WARD, MIRROR, SLAY, REROLL -> 60;
            case HAGGLE -> 30;
            case CASH -> a.amount() - Content.baseValue(a.rarity()) > 0 ? a.amount() - Content.baseValue(a.rarity()) : 0;
            case APPRAISE, SIGNET -> a.amount() > 0 ? 50 : 0;
            default -> 10;
        };
    }

    /** What selling the seat's spare cards would bring (all but one kept for the Display). */
    static int spareValue(KkState s, int p) {
        int weapon = HeldArtifacts.bestHeld(s, p, Effect.WEAPON);
        int total = 0;
        int cheapest = Integer.MAX_VALUE;
        int count = 0;
        for (int k = 0; k < s.content.cards; k++) {
            if (s.inHand(k, p) && keepValue(s, p, k, weapon) < 60) {
                int v = Content.baseValue(s.content.rarity(k));
                total += v;
                cheapest = Math.min(cheapest, v);
                count++;
            }
        }
        if (count > 0 && count == s.handSize(p)) {
            total -= cheapest;
        }
        return total;
    }

    /** Where the seat should head now. */
    static int targetArea(KkState s, int p) {
        Content c = s.content;
        if (s.bankDoubloons > 0 && s.money[p] >= c.doubloonPrice) {
            return c.bank;
        }
        byte held = (byte) (KkState.GOAL_HELD + p);
        int goals = 0;
        for (int g = 0; g < s.goalWhere.length; g++) {
            if (s.goalWhere[g] == held) {
                goals++;
                if (GoalRules.ready(s, p, g)) {
                    return c.guild;
                }
            }
        }
        int spare = spareValue(s, p);
        if (spare > 0 && (s.money[p] + spare >= c.doubloonPrice || spare >= 250)) {
            return c.market;
        }
        if (goals == 0 && !s.goalDeck.isEmpty()) {
            return c.guild;
        }
        return c.keep;
    }

    /** Moves from one area to another (the board is small: breadth-first). */
    static int distance(Content c, int from, int to) {
        if (from == to) {
            return 0;
        }
        int seen = 1 << from;
        int frontier = 1 << from;
        for (int d = 1; d <= c.areas.size(); d++) {
            int next = 0;
            for (int a = 0; a < c.areas.size(); a++) {
                if ((frontier >> a & 1) != 0) {
                    for (int b : c.adjacency[a]) {
                        next |= 1 << b;
                    }
                }
            }
            next &= ~seen;
            if ((next >> to & 1) != 0) {
                return d;
            }
            seen |= next;
            frontier = next;
        }
        return c.areas.size();
    }

    /** A Doubloon is worth more than its price: it cannot be stolen and it brings the win closer. */
    private static final int DOUBLOON_PREMIUM = 100;

    /** A seat's progress toward five Doubloons, in dollars. */
    static double worth(KkState s, int p) {
        double w = s.doubloons[p] * (s.content.doubloonPrice + DOUBLOON_PREMIUM) + s.money[p];
        for (int k = 0; k < s.content.cards; k++) {
            if (s.inHand(k, p)) {
                w += 0.9 * Content.baseValue(s.content.rarity(k));
            }
        }
        byte held = (byte) (KkState.GOAL_HELD + p);
        for (int g = 0; g < s.goalWhere.length; g++) {
            if (s.goalWhere[g] == held && GoalRules.ready(s, p, g)) {
                Goal.Reward r = s.content.goals.get(g).reward();
                w += 0.6 * (r.money() + r.doubloons() * s.content.doubloonPrice);
            }
        }
        return w;
    }
}
