package keeptable.engine.cards;

import java.util.Arrays;

/**
 * Checks a resampling of hidden cards against what the seat knew, for tests and the conformance
 * kit: given where every card was before ({@code before[card]}, any int code per place: a hand, a
 * depth in a deck, a face-down slot) and after, and which cards the seat could see or place, it finds
 * <ul>
 * <li>a known card that moved (a constraint broken: a card seen by a Torch or revealed must stay in
 *     that hand; a known top card must stay on top),</li>
 * <li>a place that holds a different number of cards (a hand size, a deck size changed: the deal
 *     leaked what it should not have known, or lost or doubled a card).</li>
 * </ul>
 * It allocates; it is not for hot paths.
 */
public final class DealAudit {
    private DealAudit() {
    }

    /** The first broken promise in words, or null when the resampling kept every one. */
    public static String problem(int[] before, int[] after, boolean[] known) {
        if (before.length != after.length || before.length != known.length) {
            return "the card counts differ: " + before.length + " before, " + after.length + " after, "
                    + known.length + " known flags";
        }
        for (int card = 0; card < before.length; card++) {
            if (known[card] && before[card] != after[card]) {
                return "card " + card + " was known to be at " + before[card] + " but was dealt to " + after[card];
            }
        }
        int[] was = before.clone();
        int[] is = after.clone();
        Arrays.sort(was);
        Arrays.sort(is);
        if (!Arrays.equals(was, is)) {
            for (int i = 0; i < was.length; i++) {
                if (was[i] != is[i]) {
                    int place = Math.min(was[i], is[i]);
                    return "place " + place + " held " + count(before, place) + " cards but holds "
                            + count(after, place) + " after the resampling";
                }
            }
        }
        return null;
    }

    /** Throws an {@link IllegalStateException} naming the first broken promise, if any. */
    public static void check(int[] before, int[] after, boolean[] known) {
        String problem = problem(before, after, known);
        if (problem != null) {
            throw new IllegalStateException("a resampling broke what the seat knew: " + problem);
        }
    }

    private static int count(int[] places, int place) {
        int n = 0;
        for (int p : places) {
            if (p == place) {
                n++;
            }
        }
        return n;
    }
}
