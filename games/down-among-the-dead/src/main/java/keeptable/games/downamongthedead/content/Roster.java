package keeptable.games.downamongthedead.content;

/**
 * The counters in the box, numbered once from the content's copies: kinds in {@link Kind} order,
 * copies together. The eight adventurers are counters 0-7 (their kind's ordinal). Built once per
 * {@link Content} and shared by every state of a game made from it.
 */
public final class Roster {
    /** The most counters a state can track: its once-per-phase marks are bits of a {@code long}. */
    public static final int MAX_COUNTERS = 64;

    private final int[] kind;
    private final int[] first;

    Roster(int[] copies) {
        int n = 0;
        for (int c : copies) {
            n += c;
        }
        kind = new int[n];
        first = new int[copies.length + 1];
        int i = 0;
        for (int k = 0; k < copies.length; k++) {
            first[k] = i;
            for (int j = 0; j < copies[k]; j++) {
                kind[i++] = k;
            }
        }
        first[copies.length] = n;
    }

    /** How many counters there are. */
    public int size() {
        return kind.length;
    }

    /** The kind ordinal of a counter. */
    public int kind(int counter) {
        return kind[counter];
    }

    /** The first counter of a kind. */
    public int first(Kind k) {
        return first[k.ordinal()];
    }

    /** One past the last counter of a kind. */
    public int end(Kind k) {
        return first[k.ordinal() + 1];
    }
}
