package keeptable.engine.cards;

import java.util.Objects;
import keeptable.engine.Rng;

/**
 * The one resampling routine for hidden cards, used by a game's {@code resampled(seat, rng)}: the game
 * lists every card the seat cannot see together with the slot it sits in (a slot is the game's own int:
 * a seat's hand, a depth in a deck, a face-down place), then {@link #deal} shuffles those cards and
 * deals them back into the same slots, one card a slot, and the game reads back which card each slot got.
 *
 * <p>What the seat knows stays true by construction: a card it can see or place (its own hand, a
 * card revealed or looked at, a known top card) is simply not listed, so it stays where it is; every
 * slot gets exactly one card, so hand sizes and deck sizes do not change; the listed cards only move
 * among listed slots, so nothing the seat sees changes. {@link DealAudit} checks a finished resampling
 * for exactly these promises.
 *
 * <p>Deals are reproducible: the cards are shuffled by one {@link Rng#shuffle} pass over them in the
 * order they were listed. One {@code Redeal} can be reused ({@link #clear}) and allocates nothing while dealing;
 * reading a card or slot past those listed throws an {@link IndexOutOfBoundsException}.
 */
public final class Redeal {
    private final int[] cards;
    private final int[] slots;
    private int n;

    /** Room for {@code capacity} hidden cards. */
    public Redeal(int capacity) {
        cards = new int[capacity];
        slots = new int[capacity];
    }

    public void clear() {
        n = 0;
    }

    /** Lists a card the seat cannot see and the slot it sits in. */
    public void hide(int card, int slot) {
        if (n == cards.length) {
            throw full();
        }
        cards[n] = card;
        slots[n] = slot;
        n++;
    }

    /**
     * Lists in one copy the cards of a draw pile from {@code depth} to its bottom, the card at depth
     * {@code d} in slot {@link #deckSlot deckSlot(d)}; returns the list index of the first one, for
     * {@link #dealBack}.
     */
    public int hideDrawPile(IntDeck deck, int depth) {
        int first = n;
        int m = Math.max(0, deck.size() - depth);
        if (m > cards.length - n) {
            throw full();
        }
        deck.copyCards(depth, cards, n, m);
        for (int i = 0; i < m; i++) {
            slots[n + i] = deckSlot(depth + i);
        }
        n += m;
        return first;
    }

    /**
     * After {@link #deal}: puts the cards dealt into the slots {@link #hideDrawPile hideDrawPile(deck, depth)}
     * listed from list index {@code first} back into that run of the draw pile, in one copy.
     */
    public void dealBack(IntDeck deck, int depth, int first) {
        int m = Math.max(0, deck.size() - depth);
        Objects.checkFromIndexSize(first, m, n);
        deck.set(depth, cards, first, m);
    }

    /** The slot {@link #hideDrawPile} lists a draw pile's card at {@code depth} in: negative, unlike any hand. */
    public static int deckSlot(int depth) {
        return -1 - depth;
    }

    /** The depth in a draw pile of a {@link #deckSlot}. */
    public static int deckDepth(int slot) {
        return -1 - slot;
    }

    /** Cards (and slots) listed. */
    public int size() {
        return n;
    }

    /** Shuffles the listed cards among the listed slots. */
    public void deal(Rng rng) {
        rng.shuffle(cards, 0, n);
    }

    /** The card listed {@code i}-th, or after {@link #deal}, the card dealt into the {@code i}-th slot. */
    public int card(int i) {
        return cards[Objects.checkIndex(i, n)];
    }

    /** The {@code i}-th listed slot. */
    public int slot(int i) {
        return slots[Objects.checkIndex(i, n)];
    }

    private IllegalStateException full() {
        return new IllegalStateException("more than " + cards.length + " hidden cards listed");
    }

}
