package keeptable.games.example;

import keeptable.engine.Fingerprint;
import keeptable.engine.Rng;
import keeptable.engine.RulesState;
import keeptable.engine.cards.IntDeck;
import keeptable.games.example.content.Content;

/**
 * Where everything is, as ids and counts, and the small moves every rule makes; it calls no rule. The deck holds
 * physical cards (see {@link Content#kindOf}); a hand is {@link #HAND} slots a seat, -1 for an empty slot.
 */
abstract class LrPosition extends RulesState<LrChoice> {
    static final int HAND = 2;
    static final int EMPTY = -1;

    final Content content;
    final int track;
    int[] place;
    int[] hand;
    IntDeck deck;
    int toMove;
    int winner = -1;
    Rng rng;

    LrPosition(Content content, int seats, int track, Rng rng) {
        this.content = content;
        this.track = track;
        this.rng = rng;
        place = new int[seats];
        hand = new int[seats * HAND];
        java.util.Arrays.fill(hand, EMPTY);
        deck = new IntDeck(content.cards());
        int[] all = new int[content.cards()];
        for (int c = 0; c < all.length; c++) {
            all[c] = c;
        }
        deck.restock(all, 0, all.length);
    }

    LrPosition(LrPosition o) {
        super(o);
        content = o.content;
        track = o.track;
        place = o.place.clone();
        hand = o.hand.clone();
        deck = o.deck.copy();
        toMove = o.toMove;
        winner = o.winner;
        rng = o.rng.copy();
    }

    @Override
    public int seats() {
        return place.length;
    }

    /** The kind of card in a seat's hand slot, or -1. */
    int kindIn(int seat, int slot) {
        int card = hand[seat * HAND + slot];
        return card == EMPTY ? EMPTY : content.kindOf[card];
    }

    @Override
    public long fingerprint() {
        long h = Fingerprint.START;
        h = Fingerprint.add(h, place);
        h = Fingerprint.add(h, hand);
        h = deck.addTo(h);
        h = Fingerprint.add(h, toMove);
        h = Fingerprint.add(h, winner);
        return Fingerprint.add(h, rng.position());
    }
}
