package keeptable.games.killmanskeep;

import java.util.function.ToDoubleFunction;
import keeptable.engine.Rng;
import keeptable.engine.agent.HeuristicAgent;
import keeptable.games.killmanskeep.content.Artifact;
import keeptable.games.killmanskeep.content.Content;
import keeptable.games.killmanskeep.content.Effect;
import keeptable.games.killmanskeep.content.Goal;

/**
 * A bot that plays the race sensibly: it heads for the Bank with $300, the Guild with a finished
 * Goal, the Market with spare cards to sell and the Keep otherwise; it buys what its Goals need,
 * sells corpses and spare cards, fights odds it likes, answers attacks with its wards, and makes
 * and judges trades by what the cards are worth to it.
 */
final class KkHeuristic extends HeuristicAgent<KkState, KkChoice> {

    /** What every choice of one decision is weighed against, worked out once per decision. */
    private static final class Plan {
        final KkState s;
        final int p;
        final int target;
        private int leader = -2;
        private double odds = -1;

        Plan(KkState s) {
            this.s = s;
            this.p = s.toMove();
            this.target = s.phase == KkState.TURN ? Appraisal.targetArea(s, p) : -1;
        }

        int leader() {
            if (leader == -2) {
                leader = KkHeuristic.leader(s, p);
            }
            return leader;
        }

        double odds() {
            if (odds < 0) {
                odds = Appraisal.fightOdds(s, p);
            }
            return odds;
        }
    }

    @Override
    protected ToDoubleFunction<KkChoice> scorer(KkState state, Rng rng) {
        Plan plan = new Plan(state);
        return c -> score(plan, c);
    }

    @Override
    protected double score(KkState state, KkChoice choice, Rng rng) {
        return score(new Plan(state), choice);
    }

    private static double score(Plan plan, KkChoice choice) {
        KkState s = plan.s;
        int p = plan.p;
        Content c = s.content;
        return switch (choice) {
            case KkChoice.BuyDoubloon b -> 1000;
            case KkChoice.TurnInGoal t -> 900 + reward(s, t.goal());
            case KkChoice.Move m -> move(s, p, plan.target, m.area());
            case KkChoice.ShowCard show -> s.displayDue != 0 || s.phase == KkState.SETUP_DISPLAY
                    ? 100 - Content.baseValue(c.rarity(show.card())) - Appraisal.keepValue(s, p, show.card()) : -50;
            case KkChoice.Sell sell -> sell(s, p, sell);
            case KkChoice.Buy buy -> buy(s, p, buy);
            case KkChoice.TakeGoal t -> goalsHeld(s, p) < 2 ? 320 : -20;
            case KkChoice.SwapGoal sw -> hopeless(s, sw.goal()) ? 150 : -30;
            case KkChoice.Deliver d -> 100 - Content.baseValue(c.rarity(d.card())) - Appraisal.keepValue(s, p, d.card());
            case KkChoice.DrawFromKeep d -> 350;
            case KkChoice.FightKnownMonster f -> 100 + 300 * plan.odds();
            case KkChoice.RollBattle r -> 100 + 300 * plan.odds();
            case KkChoice.Flee f -> 160;
            case KkChoice.AcceptDefeat a -> 0;
            case KkChoice.Endure e -> 0;
            case KkChoice.Use u -> use(plan, u);
            case KkChoice.ProposeTrade t -> wantedCard(s, p, t.player()) >= 0 ? 280 : -100;
            case KkChoice.Give g -> -100;
            case KkChoice.Ask a -> wanted(s, p, a.card()) ? 500 : -100;
            case KkChoice.GiveMoney m -> s.giveMoney < askedValue(s) ? 400 : -100;
            case KkChoice.AskMoney m -> -100;
            case KkChoice.SendOffer send -> 300;
            case KkChoice.CancelOffer cancel -> 100;
            case KkChoice.AcceptOffer a -> offerGain(s) >= 25 ? 100 : -100;
            case KkChoice.DeclineOffer d -> 0;
            case KkChoice.EndTurn e -> 0;
        };
    }

    private static int reward(KkState s, int goal) {
        Goal.Reward r = s.content.goals.get(goal).reward();
        return r.money() + r.doubloons() * s.content.doubloonPrice;
    }

    private static double move(KkState s, int p, int target, int area) {
        int before = Appraisal.distance(s.content, s.area[p], target);
        int after = Appraisal.distance(s.content, area, target);
        double base = after < before ? 450 - 50 * after : -40;
        return s.freeMoves > 0 ? base : base - 60;
    }

    private static double sell(KkState s, int p, KkChoice.Sell sell) {
        int card = sell.card();
        int keep = Appraisal.keepValue(s, p, card);
        if (keep >= 60) {
            return -10;
        }
        boolean edge = HeldArtifacts.bestHeld(s, p, Effect.HAGGLE) > 0;
        return 400 + Content.baseValue(s.content.rarity(card)) - keep + (sell.haggle() == edge ? 5 : 0);
    }

    private static double buy(KkState s, int p, KkChoice.Buy buy) {
        int card = buy.card();
        int price = Content.baseValue(s.content.rarity(card)) + (buy.haggle() ? 25 : 0);
        if (s.money[p] - price < 0) {
            return -50;
        }
        boolean edge = HeldArtifacts.bestHeld(s, p, Effect.HAGGLE) > 0;
        int keep = Appraisal.keepValue(s, p, card);
        double base = keep >= 100 ? 300 : keep >= 80 && s.money[p] < s.content.doubloonPrice ? 150 : -20;
        return base + (buy.haggle() == edge ? 5 : 0);
    }

    private static int goalsHeld(KkState s, int p) {
        int k = 0;
        for (byte w : s.goalWhere) {
            if (w == KkState.GOAL_HELD + p) {
                k++;
            }
        }
        return k;
    }

    /** A goal that needs what is rare: big corpses, much money. */
    private static boolean hopeless(KkState s, int goal) {
        Goal.Needs n = s.content.goals.get(goal).needs();
        return n.kind() == Goal.Needs.Kind.CORPSES && n.minStars() >= 3
                || n.kind() == Goal.Needs.Kind.MONEY && n.count() > 400
                || n.kind() == Goal.Needs.Kind.CATEGORIES;
    }

    private static double use(Plan plan, KkChoice.Use u) {
        KkState s = plan.s;
        int p = plan.p;
        Artifact a = s.content.artifact(u.card());
        return switch (a.effect()) {
            case POTION -> plan.odds() < 0.7 ? 350 : -10;
            case SLAY -> s.content.rarity(s.top()) >= 2 && plan.odds() < 0.8 ? 500 : -10;
            case SMOKE -> plan.odds() < 0.3 ? 420 : -10;
            case REROLL -> 300;
            case WARD -> 200;
            case MIRROR -> 250;
            case CASH -> 360 + a.amount() - Content.baseValue(a.rarity());
            case APPRAISE -> s.money[p] < s.content.doubloonPrice ? 370 : 0;
            case HASTE -> 340;
            case SIGNET -> 1100;
            case THEFT -> s.money[u.target()] >= a.amount() ? 330 : 150;
            case HEX -> plan.leader() == u.target() ? 260 : 60;
            case ROT -> plan.leader() == u.target() ? 220 : 50;
            case MAP -> u.target() == plan.target && Appraisal.distance(s.content, s.area[p], u.target()) >= 2 ? 420 : -30;
            case KEY -> plan.target == s.content.keep && s.area[p] != s.content.keep ? 340 : -20;
            case BAIT -> s.area[p] == s.content.keep && plan.odds() < 0.6 ? 300 : -20;
            case CHARTER -> goalsHeld(s, p) == 0 ? 240 : -20;
            case SHOVEL -> 200;
            case PEEK -> 30;
            case WEAPON, HAGGLE -> -100;
        };
    }

    /** The other seat with the most progress. */
    private static int leader(KkState s, int p) {
        int best = -1;
        double bestWorth = -1;
        for (int q = 0; q < s.n; q++) {
            if (q != p) {
                double w = Appraisal.worth(s, q);
                if (w > bestWorth) {
                    bestWorth = w;
                    best = q;
                }
            }
        }
        return best;
    }

    /** A card another seat openly holds that would finish one of this seat's goals, or -1. */
    private static int wantedCard(KkState s, int p, int q) {
        for (int k = 0; k < s.content.cards; k++) {
            if (s.inHand(k, q) && s.shown[k] && wanted(s, p, k)) {
                return k;
            }
        }
        return -1;
    }

    private static boolean wanted(KkState s, int p, int card) {
        return Appraisal.keepValue(s, p, card) >= 120 && s.money[p] >= Content.baseValue(s.content.rarity(card)) + 50;
    }

    /** What the cards asked for are worth at the Market, plus a sweetener. */
    private static int askedValue(KkState s) {
        int v = 0;
        for (int k = 0; k < s.content.cards; k++) {
            if (KkState.has(s.askLow, s.askHigh, k)) {
                v += Content.baseValue(s.content.rarity(k)) + 50;
            }
        }
        return v;
    }

    /** How much the seat answering an offer gains by it, valuing cards at Market price plus use to it. */
    private static int offerGain(KkState s) {
        int q = s.partner;
        int gain = s.giveMoney - s.askMoney;
        for (int k = 0; k < s.content.cards; k++) {
            int value = Content.baseValue(s.content.rarity(k)) + Appraisal.keepValue(s, q, k);
            if (KkState.has(s.giveLow, s.giveHigh, k)) {
                gain += value;
            } else if (KkState.has(s.askLow, s.askHigh, k)) {
                gain -= value;
            }
        }
        return gain;
    }
}
