package keeptable.lab;

import java.util.Map;
import java.util.TreeMap;

/**
 * Per content item, the whole-number totals of its uses from which {@link ItemFigures} draws its figures with
 * the game as the unit: uses, games, games where every use was late, and, with W_g the wins among the item's
 * users in game g and u_sg = 1 if seat s used it, sum W_g^2, per seat sum u_sg, sum W_g-won uses, sum W_g u_sg,
 * and per pair of seats sum u_sg u_tg. Kept below the tally, which adds each game's uses here.
 */
final class ItemSums {
    static final int USES = 0;
    static final int GAMES = 1;
    static final int LATE_GAMES = 2;
    static final int WINS_SQUARED = 3;
    static final int HEAD = 4;

    private ItemSums() {
    }

    /** The totals' length for a game of {@code seats} seats. */
    static int length(int seats) {
        return HEAD + 3 * seats + seats * seats;
    }

    /** Adds one game's item uses to {@code items}. */
    static void add(Map<String, long[]> items, GameStats g, int seats) {
        Map<String, long[]> inGame = new TreeMap<>();
        Map<String, boolean[]> late = new TreeMap<>();
        for (GameStats.ItemCount use : g.items()) {
            long[] t = inGame.computeIfAbsent(use.item(), k -> new long[length(seats)]);
            boolean[] l = late.computeIfAbsent(use.item(), k -> new boolean[] {true});
            l[0] &= use.late();
            t[USES] += use.times();
            if (t[HEAD + use.seat()] == 0) {
                t[HEAD + use.seat()] = 1;
                t[HEAD + seats + use.seat()] = g.won(use.seat()) ? 1 : 0;
            }
        }
        inGame.forEach((item, t) -> {
            long w = 0;
            for (int s = 0; s < seats; s++) {
                w += t[HEAD + seats + s];
            }
            t[GAMES] = 1;
            t[LATE_GAMES] = late.get(item)[0] ? 1 : 0;
            t[WINS_SQUARED] = w * w;
            for (int s = 0; s < seats; s++) {
                long us = t[HEAD + s];
                t[HEAD + 2 * seats + s] = w * us;
                for (int u = 0; u < seats; u++) {
                    t[HEAD + 3 * seats + s * seats + u] = us * t[HEAD + u];
                }
            }
            long[] into = items.computeIfAbsent(item, k -> new long[t.length]);
            for (int i = 0; i < t.length; i++) {
                into[i] += t[i];
            }
        });
    }
}
