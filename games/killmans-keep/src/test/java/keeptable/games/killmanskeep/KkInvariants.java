package keeptable.games.killmanskeep;

import keeptable.engine.State;
import keeptable.engine.cards.IntDeck;
import keeptable.engine.conformance.Conformance;

/** What must hold in every reachable Killman's Keep position. */
final class KkInvariants implements Conformance.Invariant {
    @Override
    public void check(State state) {
        KkState s = (KkState) state;
        int money = 0;
        int doubloons = s.bankDoubloons;
        for (int p = 0; p < s.n; p++) {
            need(s.money[p] >= 0, "player " + p + " has negative money " + s.money[p]);
            need(s.doubloons[p] >= 0, "negative Doubloons");
            need(s.lostActions[p] >= 0, "negative lost actions");
            money += s.money[p];
            doubloons += s.doubloons[p];
            boolean started = s.phase != KkState.SETUP_DISPLAY || s.setupIndex > indexInOrder(s, p);
            int hand = s.handSize(p);
            if (started && !s.isOver()) {
                need(hand >= 1, "player " + p + " has no card to display");
                boolean due = (s.displayDue & 1 << p) != 0;
                need(due || s.display[p] >= 0 && s.inHand(s.display[p], p),
                        "player " + p + "'s Display card is not in their hand");
                need(due || s.shown[s.display[p]], "a Display card is not shown");
            }
        }
        need(money + s.bankTakings == s.n * s.content.startingMoney,
                "money is not conserved: players hold " + money + ", the Bank took " + s.bankTakings);
        need(doubloons == s.n * s.content.doubloonsPerPlayer, "Doubloons are not conserved: " + doubloons);
        need(s.bankDoubloons >= 0, "the Bank owes Doubloons");
        // every Keep card in exactly one place; the deck holds exactly the cards marked DECK
        int inDeck = 0;
        for (int k = 0; k < s.content.cards; k++) {
            need(s.where[k] >= 0 && s.where[k] < KkState.HAND + s.n, "card " + k + " is nowhere");
            if (s.where[k] == KkState.DECK) {
                inDeck++;
            }
            if (s.where[k] == KkState.MARKET) {
                need(!s.content.isMonster(k), "a corpse is for sale in the Market");
            }
        }
        for (int p = 0; p < s.n; p++) {
            int held = 0;
            for (int k = 0; k < s.content.cards; k++) {
                if (s.where[k] == KkState.HAND + p) {
                    held++;
                }
            }
            need(held == s.handSize(p), "player " + p + " holds " + held + " cards, counted " + s.handSize(p));
        }
        need(inDeck == s.keepDeck.size(), "deck size " + s.keepDeck.size() + " but " + inDeck + " cards marked in the deck");
        decksAgree(s.keepDeck, s.where, KkState.DECK, KkState.DISCARD, "Keep");
        decksAgree(s.goalDeck, s.goalWhere, KkState.GOAL_DECK, KkState.GOAL_DISCARD, "Goal");
        if (s.topKnown) {
            need(!s.keepDeck.isEmpty() && s.content.isMonster(s.top()), "a known top card that is not a Monster");
        }
        if (!s.isOver()) {
            need(s.round < s.roundLimit, "the game went past its round limit");
            need(s.actions >= 0 && s.actions <= 8, "actions out of range: " + s.actions);
        }
    }

    private static int indexInOrder(KkState s, int p) {
        for (int i = 0; i < s.n; i++) {
            if (s.order[i] == p) {
                return i;
            }
        }
        throw new AssertionError("seat " + p + " is not in the turn order");
    }

    /** A deck's draw pile holds each card marked {@code inPile} once, and its discard pile exactly those marked {@code discarded}. */
    private static void decksAgree(IntDeck deck, byte[] where, byte inPile, byte discarded, String name) {
        boolean[] seen = new boolean[where.length];
        for (int i = 0; i < deck.size(); i++) {
            int k = deck.card(i);
            need(!seen[k] && where[k] == inPile, name + " deck depth " + i + " holds a card twice or from elsewhere");
            seen[k] = true;
        }
        int marked = 0;
        for (int k = 0; k < where.length; k++) {
            need(seen[k] == (where[k] == inPile), name + " card " + k + " is marked in the deck but not in it, or the reverse");
            need(deck.isDiscarded(k) == (where[k] == discarded), name + " card " + k + " is marked discarded but not"
                    + " in the discard pile, or the reverse");
            marked += where[k] == discarded ? 1 : 0;
        }
        need(marked == deck.discardCount(), name + " discard pile holds cards that are elsewhere");
    }

    private static void need(boolean ok, String what) {
        if (!ok) {
            throw new AssertionError(what);
        }
    }
}
