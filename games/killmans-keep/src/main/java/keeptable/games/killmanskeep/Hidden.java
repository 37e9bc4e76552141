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
        Redeal deal = new Redeal(Math.max(d.content.cards, d.goalWhere.length));
        keepCards(deal, d, seat, r);
        deal.clear();
        goals(deal, d, seat, r);
        d.rng = r.split();
    }

    private static void keepCards(Redeal deal, KkPosition d, int seat, Rng r) {
        for (int k = 0; k < d.content.cards; k++) {
            int holder = d.where[k] - KkPosition.HAND;
            if (holder >= 0 && holder != seat && !d.shown[k]) {
                deal.hide(k, d.where[k]);
            }
        }
        IntDeck deck = d.keepDeck;
        int known = !deck.isEmpty() && (d.topKnown || (d.peekMask & 1 << seat) != 0) ? 1 : 0;
        int first = deal.hideDrawPile(deck, known);
        deal.deal(r);
        deal.dealBack(deck, known, first);
        for (int i = 0, n = deal.size(); i < n; i++) {
            int k = deal.card(i);
            d.shown[k] = false;
            d.where[k] = i < first ? (byte) deal.slot(i) : KkPosition.DECK;
        }
    }

    private static void goals(Redeal deal, KkPosition d, int seat, Rng r) {
        for (int g = 0; g < d.goalWhere.length; g++) {
            int holder = d.goalWhere[g] - KkPosition.GOAL_HELD;
            if (holder >= 0 && holder != seat) {
                deal.hide(g, d.goalWhere[g]);
            }
        }
        int first = deal.hideDrawPile(d.goalDeck, 0);
        deal.deal(r);
        deal.dealBack(d.goalDeck, 0, first);
        for (int i = 0, n = deal.size(); i < n; i++) {
            d.goalWhere[deal.card(i)] = i < first ? (byte) deal.slot(i) : KkPosition.GOAL_DECK;
        }
    }
}
