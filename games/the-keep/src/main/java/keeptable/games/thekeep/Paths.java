package keeptable.games.thekeep;

/** Distances on the board for bots: breadth-first and cheap (the board has at most 63 rooms). */
final class Paths {
    static final int FAR = 99;
    /** Extra cost a Searcher expects for a secret door it has not found (stop, then roll). */
    static final int UNFOUND_DOOR = 4;

    private Paths() {
    }

    /** Distance from every room to the nearest room of {@code targets}, through ordinary doors only, plus secret
     * doors: cost 1 when {@code knownDoors} holds them, {@code UNFOUND_DOOR} otherwise. */
    static int[] toTargets(Content k, long targets, int knownDoors) {
        int[] d = new int[k.rooms];
        java.util.Arrays.fill(d, FAR);
        for (long m = targets; m != 0; m &= m - 1) {
            d[Long.numberOfTrailingZeros(m)] = 0;
        }
        // Bellman-Ford style relaxation: small board, few rounds
        boolean changed = true;
        while (changed) {
            changed = false;
            for (int r = 0; r < k.rooms; r++) {
                int best = d[r];
                for (long m = k.exits[r]; m != 0; m &= m - 1) {
                    int n = Long.numberOfTrailingZeros(m);
                    if (d[n] + 1 < best) {
                        best = d[n] + 1;
                    }
                }
                if (k.doorsAt[r] != 0) {
                    int door = Integer.numberOfTrailingZeros(k.doorsAt[r]);
                    int n = k.across(door, r);
                    int cost = (knownDoors >>> door & 1) != 0 ? 1 : UNFOUND_DOOR;
                    if (d[n] + cost < best) {
                        best = d[n] + cost;
                    }
                }
                if (best < d[r]) {
                    d[r] = best;
                    changed = true;
                }
            }
        }
        return d;
    }

    private static volatile Object cachedFor;
    private static volatile int[][] cached;

    /** All-pairs distances with every door open, computed once per content. */
    static int[][] all(Content k) {
        int[][] c = cached;
        if (c == null || cachedFor != k) {
            c = new int[k.rooms][];
            for (int r = 0; r < k.rooms; r++) {
                c[r] = from(k, r);
            }
            cached = c;
            cachedFor = k;
        }
        return c;
    }

    /** Plain distance from one room, all doors open. */
    static int[] from(Content k, int room) {
        return toTargets(k, 1L << room, 0x3F);
    }
}
