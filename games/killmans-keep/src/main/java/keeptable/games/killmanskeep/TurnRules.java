package keeptable.games.killmanskeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.EventSink;
import keeptable.engine.Outcome;
import keeptable.games.killmanskeep.content.Content;
import keeptable.games.killmanskeep.content.Effect;

/**
 * A turn (book: Turns): two actions and one free move, the actions allowed anywhere and those tied
 * to an area (book: Locations), buying and selling with haggling (book: Market), Doubloons
 * (book: Bank, How to Win), and the turn order.
 */
final class TurnRules {
    static final int ACTIONS_PER_TURN = 2;

    private TurnRules() {
    }

    static void choices(KkState s, List<KkChoice> out) {
        int p = s.current;
        int here = s.area[p];
        Content c = s.c;
        if (s.freeMoves > 0 || s.actions > 0) {
            for (int a : c.adjacency[here]) {
                out.add(s.table.move[a]);
            }
        }
        if (!s.swappedDisplay) {
            Opening.displayChoices(s, p, out);
        }
        if (s.actions > 0) {
            if (here == c.market) {
                marketChoices(s, p, out);
            } else if (here == c.bank) {
                if (s.money[p] >= c.doubloonPrice && s.bankDoubloons > 0) {
                    out.add(ChoiceTable.BUY_DOUBLOON);
                }
            } else if (here == c.guild) {
                GoalRules.guildChoices(s, p, out);
            } else if (here == c.keep) {
                if (s.monsterKnownOnTop(p)) {
                    out.add(ChoiceTable.FIGHT_KNOWN);
                } else if (s.deckSize > 0 || s.keepDiscardSize() > 0) {
                    out.add(ChoiceTable.DRAW);
                }
            }
            ArtifactRules.actionChoices(s, p, out);
            for (int q = 0; q < s.n; q++) {
                if (q != p) {
                    out.add(s.table.propose[q]);
                }
            }
        }
        out.add(ChoiceTable.END_TURN);
    }

    private static void marketChoices(KkState s, int p, List<KkChoice> out) {
        int hand = s.handSize(p);
        for (int k = 0; k < s.c.cards; k++) {
            if (s.where[k] == KkState.MARKET) {
                int r = s.c.rarity(k);
                if (s.money[p] >= Content.baseValue(r)) {
                    out.add(s.table.buy[k][0]);
                }
                if (s.money[p] >= Content.hagglePrice(r, 6)) {
                    out.add(s.table.buy[k][1]);
                }
            } else if (hand >= 2 && s.inHand(k, p)) {
                out.add(s.table.sell[k][0]);
                out.add(s.table.sell[k][1]);
            }
        }
    }

    static void play(KkState s, KkChoice choice, EventSink out) {
        int p = s.current;
        switch (choice) {
            case KkChoice.Move m -> move(s, p, m.area(), out);
            case KkChoice.ShowCard show -> {
                s.swappedDisplay = true;
                Opening.show(s, p, show.card(), out);
            }
            case KkChoice.Buy b -> buy(s, p, b, out);
            case KkChoice.Sell sell -> sell(s, p, sell, out);
            case KkChoice.BuyDoubloon b -> {
                s.actions--;
                s.pay(p, s.c.doubloonPrice);
                gainDoubloons(s, p, 1, "Bank", out);
            }
            case KkChoice.TakeGoal t -> {
                s.actions--;
                GoalRules.take(s, p, out);
            }
            case KkChoice.TurnInGoal t -> GoalRules.turnIn(s, p, t.goal(), out);
            case KkChoice.SwapGoal sw -> GoalRules.swap(s, p, sw.goal(), out);
            case KkChoice.DrawFromKeep d -> {
                s.actions--;
                FightRules.draw(s, p, out);
            }
            case KkChoice.FightKnownMonster f -> {
                s.actions--;
                FightRules.begin(s, false, out);
            }
            case KkChoice.Use u -> ArtifactRules.use(s, p, u.card(), u.target(), out);
            case KkChoice.ProposeTrade t -> TradeRules.propose(s, t.player(), out);
            case KkChoice.EndTurn e -> endTurn(s, out);
            default -> throw new IllegalStateException("not a turn choice: " + choice);
        }
    }

    static void move(KkState s, int p, int to, EventSink out) {
        boolean free = s.freeMoves > 0;
        if (free) {
            s.freeMoves--;
        } else {
            s.actions--;
        }
        s.area[p] = to;
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, s.name(p) + " moves to the " + s.c.areaName(to)
                    + (free ? "" : " (an action)"), "Turns"));
        }
    }

    /** The haggle die for a seat: a d6 turned in the seat's favour by its best held HAGGLE artifact. */
    private static int haggleRoll(KkState s, int p, boolean buying, EventSink out) {
        int roll = s.rng.roll(6);
        int bonus = ArtifactRules.claim(s, p, Effect.HAGGLE);
        int counted = Math.max(1, Math.min(6, buying ? roll - bonus : roll + bonus));
        if (out.enabled()) {
            out.emit(new KkEvent.Rolled(p, "d6", roll, s.name(p) + " haggles and rolls " + roll
                    + (counted != roll ? " (counts as " + counted + ")" : ""), "Market"));
        }
        return counted;
    }

    private static void buy(KkState s, int p, KkChoice.Buy b, EventSink out) {
        s.actions--;
        int r = s.c.rarity(b.card());
        int price = b.haggle() ? Content.hagglePrice(r, haggleRoll(s, p, true, out)) : Content.baseValue(r);
        s.pay(p, price);
        s.toHand(b.card(), p, true);
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, s.name(p) + " buys " + s.c.cardTitle(b.card()) + " for $" + price, "Market"));
        }
    }

    private static void sell(KkState s, int p, KkChoice.Sell sell, EventSink out) {
        s.actions--;
        int card = sell.card();
        int r = s.c.rarity(card);
        int price = sell.haggle() ? Content.hagglePrice(r, haggleRoll(s, p, false, out)) : Content.baseValue(r);
        s.earn(p, price);
        boolean corpse = s.c.isMonster(card);
        s.leaveHand(card, corpse ? KkState.DISCARD : KkState.MARKET);
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, s.name(p) + " sells " + s.c.cardTitle(card) + " for $" + price
                    + (corpse ? "; the corpse goes to the Keep discard pile" : "; it is now for sale in the Market"),
                    "Market"));
        }
    }

    static void gainDoubloons(KkState s, int p, int wanted, String why, EventSink out) {
        int got = Math.min(wanted, s.bankDoubloons);
        s.bankDoubloons -= got;
        s.doubloons[p] += got;
        if (out.enabled() && got > 0) {
            out.emit(new KkEvent.Seen(p, s.name(p) + " gains " + got + " Doubloon" + (got > 1 ? "s" : "") + " ("
                    + s.doubloons[p] + " in all)", why));
        }
        if (s.doubloons[p] >= s.c.doubloonsToWin) {
            s.phase = KkState.OVER;
            s.displayDue = 0;
            s.outcome = new Outcome(List.of(p), s.name(p) + " is the first to " + s.c.doubloonsToWin + " Doubloons");
            if (out.enabled()) {
                out.emit(new KkEvent.GameOver(List.of(p), s.name(p) + " wins with " + s.doubloons[p] + " Doubloons!",
                        "How to Win"));
            }
        }
    }

    /** Begins the turn of the seat at {@code index} in turn order, with any penalty it carries. */
    static void startTurn(KkState s, int index, EventSink out) {
        int p = s.order[index];
        s.turnIndex = index;
        s.current = p;
        s.phase = KkState.TURN;
        s.actions = Math.max(0, ACTIONS_PER_TURN - s.lostActions[p]);
        s.freeMoves = s.lostMove[p] ? 0 : 1;
        s.lostActions[p] = 0;
        s.lostMove[p] = false;
        s.swappedDisplay = false;
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(p, "Round " + (s.round + 1) + ": " + s.name(p) + "'s turn ("
                    + s.actions + " actions" + (s.freeMoves > 0 ? ", a free move" : ", no free move") + ")", "Turns"));
        }
    }

    static void endTurn(KkState s, EventSink out) {
        int next = s.turnIndex + 1;
        if (next == s.n) {
            next = 0;
            s.round++;
            if (s.round >= s.roundLimit) {
                endAtRoundLimit(s, out);
                return;
            }
        }
        startTurn(s, next, out);
    }

    /** Authored rule: a game that reaches the round limit goes to the most Doubloons, then the most money. */
    private static void endAtRoundLimit(KkState s, EventSink out) {
        int best = -1;
        List<Integer> winners = new ArrayList<>();
        for (int p = 0; p < s.n; p++) {
            int score = s.doubloons[p] * 100_000 + s.money[p];
            if (score > best) {
                best = score;
                winners.clear();
            }
            if (score == best) {
                winners.add(p);
            }
        }
        s.phase = KkState.OVER;
        s.displayDue = 0;
        String names = String.join(" and ", winners.stream().map(s::name).toList());
        s.outcome = new Outcome(winners, "round limit of " + s.roundLimit + " reached; " + names
                + " had the most Doubloons (then money)");
        if (out.enabled()) {
            out.emit(new KkEvent.GameOver(winners, s.outcome.reason(), "Round limit (authored)"));
        }
    }

    /** Ends the turn by itself once nothing is left to do in it. */
    static void afterChoice(KkState s, EventSink out) {
        while (s.phase == KkState.TURN && s.displayDue == 0 && s.actions == 0 && s.freeMoves == 0) {
            endTurn(s, out);
        }
    }
}
