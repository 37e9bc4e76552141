package keeptable.games.killmanskeep;

import keeptable.engine.Rng;
import keeptable.engine.cards.IntDeck;
import keeptable.engine.cards.Redeal;

/**
 * What a seat cannot know, resampled for the state's {@code determinize} by the engine's {@link Redeal}:
 * the cards in other hands that were never shown, the order of the Keep deck below any top card the
 * seat knows, the Goals others hold and the Goal deck's order, and every future die. Shown cards, the
 * seat's own hand and Goals and a known top card are not listed, so they stay. (The engine's
 * determinize template forgets the cached choices afterwards.)
 */
final class Hidden {
    private Hidden() {
    }

    static void resample(KkPosition d, int seat, Rng r) {
        keepCards(d, seat, r);
        goals(d, seat, r);
        d.rng = r.split();
    }

    private static void keepCards(KkPosition d, int seat, Rng r) {
        Redeal deal = new Redeal(d.content.cards);
        for (int k = 0; k < d.content.cards; k++) {
            int holder = d.where[k] - KkPosition.HAND;
            if (holder >= 0 && holder != seat && !d.shown[k]) {
                deal.hide(k, d.where[k]);
            }
        }
        IntDeck deck = d.keepDeck;
        boolean topSeen = !deck.isEmpty() && (d.topKnown || (d.peekMask & 1 << seat) != 0);
        hideDeck(deal, deck, topSeen ? 1 : 0);
        deal.deal(r);
        for (int i = 0, n = deal.size(); i < n; i++) {
            int k = deal.card(i);
            int slot = deal.slot(i);
            d.shown[k] = false;
            d.where[k] = slot >= 0 ? (byte) slot : KkPosition.DECK;
            placeInDeck(deck, slot, k);
        }
    }

    private static void goals(KkPosition d, int seat, Rng r) {
        Redeal deal = new Redeal(d.goalWhere.length);
        for (int g = 0; g < d.goalWhere.length; g++) {
            int holder = d.goalWhere[g] - KkPosition.GOAL_HELD;
            if (holder >= 0 && holder != seat) {
                deal.hide(g, d.goalWhere[g]);
            }
        }
        hideDeck(deal, d.goalDeck, 0);
        deal.deal(r);
        for (int i = 0, n = deal.size(); i < n; i++) {
            int g = deal.card(i);
            int slot = deal.slot(i);
            d.goalWhere[g] = slot >= 0 ? (byte) slot : KkPosition.GOAL_DECK;
            placeInDeck(d.goalDeck, slot, g);
        }
    }

    /** Lists a deck's cards below its {@code known} top ones, bottom first, a card at depth d in slot -1 - d. */
    private static void hideDeck(Redeal deal, IntDeck deck, int known) {
        for (int depth = deck.size() - 1; depth >= known; depth--) {
            deal.hide(deck.card(depth), -1 - depth);
        }
    }

    private static void placeInDeck(IntDeck deck, int slot, int card) {
        if (slot < 0) {
            deck.set(-1 - slot, card);
        }
    }
}
