package keeptable.games.deadkeep;

/**
 * A set of Enemy miniature slots as bits, walked in slot order: the state keeps the slots on the board in one
 * ({@link DkPosition#placed}), so that the rules' passes over the Enemies visit the few miniatures on the board, not
 * every miniature of the box. Each state has its own; a copy of the state copies it.
 */
final class SlotSet {
    private final long[] bits;
    private final int size;

    /** An empty set of slots {@code 0..size-1}. */
    SlotSet(int size) {
        this.size = size;
        this.bits = new long[(size + 63) >>> 6];
    }

    private SlotSet(SlotSet other) {
        this.size = other.size;
        this.bits = other.bits.clone();
    }

    SlotSet copy() {
        return new SlotSet(this);
    }

    void set(int slot, boolean in) {
        if (in) {
            bits[slot >>> 6] |= 1L << slot;
        } else {
            bits[slot >>> 6] &= ~(1L << slot);
        }
    }

    boolean contains(int slot) {
        return (bits[slot >>> 6] & 1L << slot) != 0;
    }

    /** The first slot in the set from {@code from} on, or the slot count when there is none: {@code for (e = next(0); e < count; e = next(e + 1))}. */
    int next(int from) {
        int w = from >>> 6;
        if (w >= bits.length) {
            return size;
        }
        long m = bits[w] & -1L << from;
        while (m == 0) {
            if (++w == bits.length) {
                return size;
            }
            m = bits[w];
        }
        return (w << 6) + Long.numberOfTrailingZeros(m);
    }

    /** Sets the set to the slots whose Zone is a Zone ({@code >= 0}); tests that place miniatures by hand call it. */
    void setFrom(int[] zones) {
        java.util.Arrays.fill(bits, 0);
        for (int slot = 0; slot < size; slot++) {
            if (zones[slot] >= 0) {
                set(slot, true);
            }
        }
    }
}
