package keeptable.games.deadcells;

import keeptable.engine.cards.IntDeck;

/** A deck's two piles as plain arrays, for tests: the draw pile top card first, the discards in increasing id order. */
final class Piles {
    private Piles() {
    }

    static int[] drawPile(IntDeck deck) {
        int[] cards = new int[deck.size()];
        deck.copyCards(0, cards, 0, cards.length);
        return cards;
    }

    static int[] discards(IntDeck deck) {
        int[] cards = new int[deck.discardCount()];
        for (int i = 0; i < cards.length; i++) {
            cards[i] = deck.discarded(i);
        }
        return cards;
    }
}
