package keeptable.games.downamongthedead;

import keeptable.games.downamongthedead.content.Content;
import keeptable.games.downamongthedead.content.Kind;

/**
 * The counters in the box, numbered once: kinds in {@link Kind} order, copies together. The eight
 * adventurers are counters 0-7 (their kind's ordinal).
 */
final class Roster {
    static final int[] KIND;
    static final int[] FIRST;
    static final int N;

    static {
        Content c = Content.standard();
        int n = 0;
        for (Kind k : Kind.values()) {
            n += c.copies[k.ordinal()];
        }
        N = n;
        KIND = new int[n];
        FIRST = new int[Kind.values().length + 1];
        int i = 0;
        for (Kind k : Kind.values()) {
            FIRST[k.ordinal()] = i;
            for (int j = 0; j < c.copies[k.ordinal()]; j++) {
                KIND[i++] = k.ordinal();
            }
        }
        FIRST[Kind.values().length] = n;
    }

    private Roster() {
    }

    static int kind(int counter) {
        return KIND[counter];
    }

    static int first(Kind k) {
        return FIRST[k.ordinal()];
    }

    static int end(Kind k) {
        return FIRST[k.ordinal() + 1];
    }
}
