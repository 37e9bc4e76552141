package keeptable.games.killmanskeep;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.killmanskeep.content.Content;
import keeptable.games.killmanskeep.content.Effect;

/**
 * The choices of a turn (book: Turns): moves, the actions allowed anywhere and those tied to an area
 * (book: Locations), buying and selling with haggling (book: Market) and buying Doubloons (book: Bank).
 * Whose turn it is lives in {@link TurnOrder}.
 */
final class TurnRules {
    private TurnRules() {
    }

    static void choices(KkPosition s, List<KkChoice> out) {
        int p = s.current;
        int here = s.area[p];
        Content c = s.content;
        if (s.freeMoves > 0 || s.actions > 0) {
            for (int a : c.adjacency[here]) {
                out.add(s.table.move[a]);
            }
        }
        if (!s.swappedDisplay) {
            Display.choices(s, p, out);
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
                } else if (!s.keepDeck.isEmpty() || s.keepDiscardSize() > 0) {
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

    private static void marketChoices(KkPosition s, int p, List<KkChoice> out) {
        int hand = s.handSize(p);
        for (int k = 0; k < s.content.cards; k++) {
            if (s.where[k] == KkPosition.MARKET) {
                int r = s.content.rarity(k);
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

    static void play(KkPosition s, KkChoice choice, EventSink out) {
        int p = s.current;
        switch (choice) {
            case KkChoice.Move m -> move(s, p, m.area(), out);
            case KkChoice.ShowCard show -> {
                s.swappedDisplay = true;
                Display.show(s, p, show.card(), out);
            }
            case KkChoice.Buy b -> buy(s, p, b, out);
            case KkChoice.Sell sell -> sell(s, p, sell, out);
            case KkChoice.BuyDoubloon b -> {
                s.actions--;
                s.pay(p, s.content.doubloonPrice);
                Doubloons.gain(s, p, 1, s.content.doubloonPrice, "Bank", out);
            }
            case KkChoice.TakeGoal t -> {
                s.actions--;
                GoalDeck.take(s, p, out);
            }
            case KkChoice.TurnInGoal t -> GoalRules.turnIn(s, p, t.goal(), out);
            case KkChoice.SwapGoal sw -> GoalRules.swap(s, p, sw.goal(), out);
            case KkChoice.DrawFromKeep d -> {
                s.actions--;
                KeepDeck.draw(s, p, out);
            }
            case KkChoice.FightKnownMonster f -> {
                s.actions--;
                KeepDeck.begin(s, false, out);
            }
            case KkChoice.Use u -> ArtifactRules.use(s, p, u.card(), u.target(), out);
            case KkChoice.ProposeTrade t -> TradeRules.propose(s, t.player(), out);
            case KkChoice.EndTurn e -> TurnOrder.endTurn(s, out);
            default -> throw new IllegalStateException("not a turn choice: " + choice);
        }
    }

    static void move(KkPosition s, int p, int to, EventSink out) {
        boolean free = s.freeMoves > 0;
        if (free) {
            s.freeMoves--;
        } else {
            s.actions--;
        }
        s.area[p] = to;
        if (out.enabled()) {
            out.emit(new KkEvent.Plain(p, s.name(p) + " moves to the " + s.content.areaName(to)
                    + (free ? "" : " (an action)"), "Turns"));
        }
    }

    /** The haggle die for a seat: a d6 turned in the seat's favour by its best held HAGGLE artifact. */
    private static int haggleRoll(KkPosition s, int p, boolean buying, EventSink out) {
        int roll = s.rng.roll(6);
        int bonus = HeldArtifacts.claim(s, p, Effect.HAGGLE);
        int counted = Math.max(1, Math.min(6, buying ? roll - bonus : roll + bonus));
        if (out.enabled()) {
            out.emit(new KkEvent.Rolled(p, "d6", roll, s.name(p) + " haggles and rolls " + roll
                    + (counted != roll ? " (counts as " + counted + ")" : ""), "Market"));
        }
        return counted;
    }

    private static void buy(KkPosition s, int p, KkChoice.Buy b, EventSink out) {
        s.actions--;
        int r = s.content.rarity(b.card());
        int price = b.haggle() ? Content.hagglePrice(r, haggleRoll(s, p, true, out)) : Content.baseValue(r);
        s.pay(p, price);
        s.toHand(b.card(), p, true);
        if (out.enabled()) {
            // a card of the Market was in plain sight: buying it shows nothing hidden
            out.emit(new KkEvent.Plain(p, s.name(p) + " buys " + s.content.cardTitle(b.card()) + " for $" + price, "Market"));
        }
    }

    private static void sell(KkPosition s, int p, KkChoice.Sell sell, EventSink out) {
        s.actions--;
        int card = sell.card();
        int r = s.content.rarity(card);
        int price = sell.haggle() ? Content.hagglePrice(r, haggleRoll(s, p, false, out)) : Content.baseValue(r);
        s.earn(p, price);
        boolean corpse = s.content.isMonster(card);
        boolean known = s.shown[card];
        s.leaveHand(card, corpse ? KkPosition.DISCARD : KkPosition.MARKET);
        if (out.enabled()) {
            String said = s.name(p) + " sells " + s.content.cardTitle(card) + " for $" + price
                    + (corpse ? "; the corpse goes to the " + s.keepName() + " discard pile"
                            : "; it is now for sale in the " + s.content.areaName(s.content.market));
            // a card everyone had seen in the hand shows nothing new when sold; a hidden one comes to light
            out.emit(known ? new KkEvent.Plain(p, said, "Market") : new KkEvent.Seen(p, said, "Market"));
        }
    }
}
