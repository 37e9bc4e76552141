package keeptable.engine.cards;

import java.util.Arrays;
import java.util.Objects;
import keeptable.engine.Fingerprint;
import keeptable.engine.Rng;

/**
 * A deck of cards known by int ids {@code 0..capacity-1}: an ordered draw pile and an unordered
 * discard pile. The draw pile lives in {@code pile[top..end)} with the top card first, so drawing,
 * peeking and putting a card back on top cost nothing; the discard pile is a set of ids, so it has no
 * order to keep or hash, and {@link #reshuffleDiscards} always starts from the ids in increasing order
 * before it shuffles (a game that reshuffles the same discards from the same random position deals
 * the same new deck, whatever order the cards were thrown away in).
 *
 * <p>A deck does not know which card is where outside its two piles (hands, the table): the game
 * does. Both piles share one array (the draw pile's slots, then the discard set's bits), so a copy is
 * one array clone. Nothing here boxes or builds strings except on a misuse.
 */
public final class IntDeck {
    /** {@code [0, capacity)}: the draw pile's slots; then one bit per id, set when it is discarded. */
    private final int[] pile;
    private final int capacity;
    private int top;
    private int end;

    /** An empty deck for ids {@code 0..capacity-1}. */
    public IntDeck(int capacity) {
        if (capacity < 0) {
            throw new IllegalArgumentException("a deck cannot hold " + capacity + " cards");
        }
        this.capacity = capacity;
        pile = new int[capacity + ((capacity + 31) >>> 5)];
    }

    private IntDeck(IntDeck o) {
        pile = o.pile.clone();
        capacity = o.capacity;
        top = o.top;
        end = o.end;
    }

    public IntDeck copy() {
        return new IntDeck(this);
    }

    /** A copy of each deck of an array (one deck a seat, say), for copy constructors; a null stays null. */
    public static IntDeck[] copyEach(IntDeck[] decks) {
        if (decks == null) {
            return null;
        }
        IntDeck[] copies = new IntDeck[decks.length];
        for (int i = 0; i < decks.length; i++) {
            copies[i] = decks[i] == null ? null : decks[i].copy();
        }
        return copies;
    }

    public int capacity() {
        return capacity;
    }

    /** Cards in the draw pile. */
    public int size() {
        return end - top;
    }

    public boolean isEmpty() {
        return end == top;
    }

    /** The card {@code depth} cards below the top of the draw pile (0 is the top card). */
    public int card(int depth) {
        return pile[top + Objects.checkIndex(depth, end - top)];
    }

    /** Puts {@code card} at {@code depth} in the draw pile in place of the one there (a resampling deals this way). */
    public void set(int depth, int card) {
        pile[top + Objects.checkIndex(depth, end - top)] = Objects.checkIndex(card, capacity);
    }

    /** Copies the {@code n} cards from {@code depth} down in the draw pile into {@code into[at, at + n)}, top first. */
    public void copyCards(int depth, int[] into, int at, int n) {
        Objects.checkFromIndexSize(depth, n, end - top);
        System.arraycopy(pile, top + depth, into, at, n);
    }

    /**
     * Puts {@code cards[from, from + n)} at depths {@code depth..depth+n-1} of the draw pile in place of the
     * ones there, in one copy (a resampling deals a run of the pile this way).
     */
    public void set(int depth, int[] cards, int from, int n) {
        Objects.checkFromIndexSize(depth, n, end - top);
        Objects.checkFromIndexSize(from, n, cards.length);
        for (int i = from; i < from + n; i++) {
            checkId(cards[i]);
        }
        System.arraycopy(cards, from, pile, top + depth, n);
    }

    /** The top card of the draw pile, left in place. */
    public int peek() {
        return card(0);
    }

    /** Takes the top card of the draw pile. */
    public int draw() {
        if (top == end) {
            throw new IllegalStateException("the draw pile is empty");
        }
        return pile[top++];
    }

    /** Puts a card (not in the draw pile) on top of it. */
    public void putOnTop(int card) {
        checkId(card);
        if (top == 0) {
            makeRoom();
            System.arraycopy(pile, 0, pile, 1, end);
            end++;
            pile[0] = card;
        } else {
            pile[--top] = card;
        }
    }

    /** Puts a card (not in the draw pile) at the bottom of it. */
    public void putAtBottom(int card) {
        checkId(card);
        if (end == capacity) {
            makeRoom();
            System.arraycopy(pile, top, pile, top - 1, end - top);
            top--;
            end--;
        }
        pile[end++] = card;
    }

    /** Moves the top card of the draw pile to its bottom. */
    public void topToBottom() {
        int card = draw();
        putAtBottom(card);
    }

    /** Takes a given card out of the draw pile, the others keeping their order; false when it is not there. */
    public boolean remove(int card) {
        for (int i = top; i < end; i++) {
            if (pile[i] == card) {
                System.arraycopy(pile, i + 1, pile, i, end - i - 1);
                end--;
                return true;
            }
        }
        return false;
    }

    /** Replaces the draw pile with {@code cards[from, to)}, {@code cards[from]} on top. */
    public void restock(int[] cards, int from, int to) {
        if (to - from > capacity || from > to) {
            throw new IllegalArgumentException("cannot stock " + (to - from) + " cards in a deck of " + capacity);
        }
        for (int i = from; i < to; i++) {
            checkId(cards[i]);
        }
        System.arraycopy(cards, from, pile, 0, to - from);
        top = 0;
        end = to - from;
    }

    /** Shuffles the draw pile: one Fisher-Yates pass of {@link Rng#shuffle} over it, top to bottom in the array. */
    public void shuffle(Rng rng) {
        rng.shuffle(pile, top, end);
    }

    /** Turns the draw pile over: the bottom card becomes the top one. */
    public void turnOver() {
        for (int i = top, j = end - 1; i < j; i++, j--) {
            int t = pile[i];
            pile[i] = pile[j];
            pile[j] = t;
        }
    }

    // ---- the discard pile ------------------------------------------------------------------

    public void discard(int card) {
        checkId(card);
        pile[capacity + (card >>> 5)] |= 1 << card;
    }

    public boolean isDiscarded(int card) {
        return card >= 0 && card < capacity && (pile[capacity + (card >>> 5)] & 1 << card) != 0;
    }

    /** Takes a card out of the discard pile (a rule that fetches it); false when it was not there. */
    public boolean takeFromDiscards(int card) {
        boolean there = isDiscarded(card);
        if (there) {
            pile[capacity + (card >>> 5)] &= ~(1 << card);
        }
        return there;
    }

    public int discardCount() {
        int n = 0;
        for (int w = capacity; w < pile.length; w++) {
            n += Integer.bitCount(pile[w]);
        }
        return n;
    }

    /** The {@code index}-th discarded id in increasing order, or -1 past the last. */
    public int discarded(int index) {
        for (int w = capacity; w < pile.length; w++) {
            int bits = pile[w];
            int n = Integer.bitCount(bits);
            if (index < n) {
                for (int i = 0; i < index; i++) {
                    bits &= bits - 1;
                }
                return (w - capacity << 5) + Integer.numberOfTrailingZeros(bits);
            }
            index -= n;
        }
        return -1;
    }

    /**
     * Refills the empty draw pile from the discard pile: the discarded ids in increasing order, then
     * {@link #shuffle}d. Returns the number of cards in the new pile (0 when there were no discards).
     */
    public int reshuffleDiscards(Rng rng) {
        if (top != end) {
            throw new IllegalStateException("the discards go back only into an empty draw pile, not one of " + (end - top));
        }
        int n = 0;
        for (int w = capacity; w < pile.length; w++) {
            int bits = pile[w];
            while (bits != 0) {
                pile[n++] = (w - capacity << 5) + Integer.numberOfTrailingZeros(bits);
                bits &= bits - 1;
            }
            pile[w] = 0;
        }
        top = 0;
        end = n;
        shuffle(rng);
        return n;
    }

    // ---- hashing -------------------------------------------------------------------------

    /** Folds the draw pile (in order) and the discard set into a {@link Fingerprint} hash. */
    public long addTo(long h) {
        h = Fingerprint.add(h, pile, top, end);
        return Fingerprint.add(h, pile, capacity, pile.length);
    }

    /**
     * {@link Arrays#hashCode(int[])} of the pile's whole array, spent slots (cards already
     * drawn, and those past the last reshuffle's end) included: what a game hashed before its deck
     * became an {@code IntDeck}, kept so that its recorded fingerprints still match. New games use {@link #addTo}.
     */
    public int slotsHashCode() {
        int h = 1;
        for (int i = 0; i < capacity; i++) {
            h = 31 * h + pile[i];
        }
        return h;
    }

    /**
     * The slot of the draw pile's top card: with {@link #slotsHashCode} and {@link #endSlot}, what a
     * game hashed before its deck became an {@code IntDeck} (its own top index), kept so that its recorded
     * fingerprints still match. New games use {@link #addTo}.
     */
    public int topSlot() {
        return top;
    }

    /** The slot just past the draw pile's bottom card (a game's old end index, as for {@link #topSlot}). */
    public int endSlot() {
        return end;
    }

    /** Same capacity, the same draw pile in the same order, the same discards (spent slots do not count). */
    @Override
    public boolean equals(Object o) {
        return o instanceof IntDeck d && d.capacity == capacity
                && Arrays.equals(pile, top, end, d.pile, d.top, d.end)
                && Arrays.equals(pile, capacity, pile.length, d.pile, capacity, pile.length);
    }

    @Override
    public int hashCode() {
        return Long.hashCode(addTo(Fingerprint.START));
    }

    private void makeRoom() {
        if (end - top >= capacity) {
            throw new IllegalStateException("the draw pile already holds all " + capacity + " cards");
        }
    }

    private void checkId(int card) {
        if (card < 0 || card >= capacity) {
            throw noId(card);
        }
    }

    private IllegalArgumentException noId(int card) {
        return new IllegalArgumentException("no card " + card + " in a deck of ids 0.." + (capacity - 1));
    }
}
