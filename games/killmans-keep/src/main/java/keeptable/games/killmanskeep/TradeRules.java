package keeptable.games.killmanskeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.EventSink;

/**
 * Trading between players (book: Trading, and "Trade with other players" among the actions). On
 * their own turn, for one action, a player puts together an offer to one other player: cards of
 * their own and money in $25 steps, for cards the other is known to hold and money. Everything in an
 * offer is said out loud, so offered cards become known to all. The other player accepts or declines.
 */
final class TradeRules {
    /** Every price in the game is a multiple of $25, so offers in $25 steps can name any sum. */
    static final int MONEY_STEP = 25;

    private TradeRules() {
    }

    static void propose(KkPosition s, int partner, EventSink out) {
        s.actions--;
        s.phase = KkPosition.TRADE_BUILD;
        s.partner = partner;
        s.giveLow = s.giveHigh = s.askLow = s.askHigh = 0;
        s.giveMoney = s.askMoney = 0;
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(s.current, s.name(s.current) + " opens a trade with " + s.name(partner)
                    + " (an action)", "Trading"));
        }
    }

    static void choices(KkPosition s, List<KkChoice> out) {
        if (s.phase == KkPosition.TRADE_ANSWER) {
            out.add(ChoiceTable.ACCEPT);
            out.add(ChoiceTable.DECLINE);
            return;
        }
        int p = s.current;
        int q = s.partner;
        byte mine = (byte) (KkPosition.HAND + p);
        byte theirs = (byte) (KkPosition.HAND + q);
        for (int k = 0; k < s.content.cards; k++) {
            if (s.where[k] == mine && !KkPosition.has(s.giveLow, s.giveHigh, k)) {
                out.add(s.table.give[k]);
            } else if (s.where[k] == theirs && s.shown[k] && !KkPosition.has(s.askLow, s.askHigh, k)) {
                out.add(s.table.ask[k]);
            }
        }
        if (s.money[p] >= s.giveMoney + MONEY_STEP) {
            out.add(ChoiceTable.GIVE_MONEY);
        }
        if (s.money[q] >= s.askMoney + MONEY_STEP) {
            out.add(ChoiceTable.ASK_MONEY);
        }
        if (sendable(s)) {
            out.add(ChoiceTable.SEND);
        }
        out.add(ChoiceTable.CANCEL);
    }

    /** Something changes hands, and both keep at least one card for their Display. */
    private static boolean sendable(KkPosition s) {
        int given = Long.bitCount(s.giveLow) + Long.bitCount(s.giveHigh);
        int asked = Long.bitCount(s.askLow) + Long.bitCount(s.askHigh);
        if (given + asked + s.giveMoney + s.askMoney == 0) {
            return false;
        }
        return s.handSize(s.current) - given + asked >= 1 && s.handSize(s.partner) - asked + given >= 1;
    }

    static void play(KkPosition s, KkChoice choice, EventSink out) {
        switch (choice) {
            case KkChoice.Give g -> {
                mark(s, g.card(), true);
                s.shown[g.card()] = true;
                building(s, "puts " + s.content.cardTitle(g.card()) + " into the offer", out);
            }
            case KkChoice.Ask a -> {
                mark(s, a.card(), false);
                building(s, "asks " + s.name(s.partner) + " for " + s.content.cardTitle(a.card()), out);
            }
            case KkChoice.GiveMoney m -> {
                s.giveMoney += MONEY_STEP;
                building(s, "puts $" + s.giveMoney + " into the offer", out);
            }
            case KkChoice.AskMoney m -> {
                s.askMoney += MONEY_STEP;
                building(s, "asks " + s.name(s.partner) + " for $" + s.askMoney, out);
            }
            case KkChoice.SendOffer send -> {
                s.phase = KkPosition.TRADE_ANSWER;
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(s.current, s.name(s.current) + " offers " + s.name(s.partner) + " "
                            + describe(s), "Trading"));
                }
            }
            case KkChoice.CancelOffer cancel -> {
                s.phase = KkPosition.TURN;
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(s.current, s.name(s.current) + " calls the trade off", "Trading"));
                }
            }
            case KkChoice.AcceptOffer accept -> settle(s, out);
            case KkChoice.DeclineOffer decline -> {
                s.phase = KkPosition.TURN;
                if (out.enabled()) {
                    out.emit(new KkEvent.Seen(s.partner, s.name(s.partner) + " declines the offer", "Trading"));
                }
            }
            default -> throw new IllegalStateException("not a trade choice: " + choice);
        }
    }

    /** A step of building the offer, told at the table as it is made: "Ann asks Bob for $50". */
    private static void building(KkPosition s, String what, EventSink out) {
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(s.current, s.name(s.current) + " " + what, "Trading"));
        }
    }

    private static void mark(KkPosition s, int card, boolean give) {
        if (give) {
            if (card < 64) {
                s.giveLow |= 1L << card;
            } else {
                s.giveHigh |= 1L << (card - 64);
            }
        } else if (card < 64) {
            s.askLow |= 1L << card;
        } else {
            s.askHigh |= 1L << (card - 64);
        }
    }

    private static void settle(KkPosition s, EventSink out) {
        int p = s.current;
        int q = s.partner;
        for (int k = 0; k < s.content.cards; k++) {
            if (KkPosition.has(s.giveLow, s.giveHigh, k)) {
                s.leaveHand(k, KkPosition.DECK);
                s.toHand(k, q, true);
            } else if (KkPosition.has(s.askLow, s.askHigh, k)) {
                s.leaveHand(k, KkPosition.DECK);
                s.toHand(k, p, true);
            }
        }
        s.money[p] += s.askMoney - s.giveMoney;
        s.money[q] += s.giveMoney - s.askMoney;
        s.phase = KkPosition.TURN;
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(q, s.name(q) + " accepts: " + s.name(p) + " gives " + describe(s), "Trading"));
        }
    }

    /** The offer in words: "Ruby (2*) and $50 for Dagger (1*)". */
    static String describe(KkPosition s) {
        return side(s, s.giveLow, s.giveHigh, s.giveMoney) + " for " + side(s, s.askLow, s.askHigh, s.askMoney);
    }

    private static String side(KkPosition s, long lo, long hi, int cash) {
        List<String> parts = new ArrayList<>();
        for (int k = 0; k < s.content.cards; k++) {
            if (KkPosition.has(lo, hi, k)) {
                parts.add(s.content.cardTitle(k));
            }
        }
        if (cash > 0) {
            parts.add("$" + cash);
        }
        return parts.isEmpty() ? "nothing" : String.join(" and ", parts);
    }
}
