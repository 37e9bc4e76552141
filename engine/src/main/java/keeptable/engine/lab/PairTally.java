package keeptable.engine.lab;

import java.io.Serializable;
import java.util.TreeMap;

/**
 * Two content versions played on the same seeds, game by game: each side's {@link Tally}, and for each
 * measure the sums of the per-game differences (variant minus base) and of their squares, so that a
 * paired interval can be drawn. Whole numbers only: merged in any order, the sums are the same.
 */
public final class PairTally implements Serializable {
    final Tally base;
    final Tally variant;
    final long[] winDiff;
    final long[] winDiff2;
    long lengthDiff;
    long lengthDiff2;
    /** Per ending: sum of differences, sum of squared differences (of "this game ended so"). */
    final TreeMap<String, long[]> endingDiff = new TreeMap<>();

    public PairTally(int seats) {
        base = new Tally(seats);
        variant = new Tally(seats);
        winDiff = new long[seats];
        winDiff2 = new long[seats];
    }

    /** Adds one seed's two games. */
    public void add(GameStats a, GameStats b) {
        base.add(a);
        variant.add(b);
        for (int s = 0; s < winDiff.length; s++) {
            int d = (b.won(s) ? 1 : 0) - (a.won(s) ? 1 : 0);
            winDiff[s] += d;
            winDiff2[s] += d * d;
        }
        long dl = b.choices() - a.choices();
        lengthDiff += dl;
        lengthDiff2 += dl * dl;
        if (!a.reason().equals(b.reason())) {
            ending(a.reason(), -1);
            ending(b.reason(), 1);
        } else {
            endingDiff.computeIfAbsent(a.reason(), k -> new long[2]);
        }
    }

    private void ending(String reason, int d) {
        long[] t = endingDiff.computeIfAbsent(reason, k -> new long[2]);
        t[0] += d;
        t[1] += 1;
    }

    public void merge(PairTally o) {
        base.merge(o.base);
        variant.merge(o.variant);
        for (int s = 0; s < winDiff.length; s++) {
            winDiff[s] += o.winDiff[s];
            winDiff2[s] += o.winDiff2[s];
        }
        lengthDiff += o.lengthDiff;
        lengthDiff2 += o.lengthDiff2;
        o.endingDiff.forEach((k, v) -> {
            long[] t = endingDiff.computeIfAbsent(k, x -> new long[2]);
            t[0] += v[0];
            t[1] += v[1];
        });
    }

    public Tally base() {
        return base;
    }

    public Tally variant() {
        return variant;
    }
}
