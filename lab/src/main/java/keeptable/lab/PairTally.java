package keeptable.lab;

import java.io.Serializable;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Two content versions played on the same seeds, pair by pair: each side's {@link Tally}, and for each
 * measure the sums of the per-pair differences (variant minus base) and of their squares, so that a
 * paired interval can be drawn. A pair is one game, or one campaign of {@code campaignLength} games
 * (its games' counts summed: the campaigns are what is independent). Whole numbers only: merged in any
 * order, the sums are the same.
 */
public final class PairTally implements Serializable {
    final int campaignLength;
    long pairs;
    final Tally base;
    final Tally variant;
    final long[] winDiff;
    final long[] winDiff2;
    long lengthDiff;
    long lengthDiff2;
    /** Per ending: sum of differences, sum of squared differences (of "games that ended so"). */
    final TreeMap<String, long[]> endingDiff = new TreeMap<>();
    /** Per progress k (from 1): the same sums of "games that got at least k far". */
    final TreeMap<Integer, long[]> progressDiff = new TreeMap<>();
    /** Per position in a campaign (from 0): the same sums of "some seat won that game". */
    final TreeMap<Integer, long[]> stageDiff = new TreeMap<>();

    public PairTally(int seats, int campaignLength) {
        this.campaignLength = campaignLength;
        base = new Tally(seats);
        variant = new Tally(seats);
        winDiff = new long[seats];
        winDiff2 = new long[seats];
    }

    /** Adds one seed's two games (or two campaigns: each version's games in order). */
    public void add(List<GameStats> a, List<GameStats> b) {
        pairs++;
        a.forEach(base::add);
        b.forEach(variant::add);
        for (int s = 0; s < winDiff.length; s++) {
            long d = wins(b, s) - wins(a, s);
            winDiff[s] += d;
            winDiff2[s] += d * d;
        }
        long dl = choices(b) - choices(a);
        lengthDiff += dl;
        lengthDiff2 += dl * dl;
        Map<String, long[]> endings = new TreeMap<>();
        a.forEach(g -> endings.computeIfAbsent(g.reason(), k -> new long[1])[0]--);
        b.forEach(g -> endings.computeIfAbsent(g.reason(), k -> new long[1])[0]++);
        endings.forEach((reason, d) -> add(endingDiff, reason, d[0]));
        int most = Math.max(furthest(a), furthest(b));
        for (int k = 1; k <= most; k++) {
            add(progressDiff, k, reached(b, k) - reached(a, k));
        }
        if (campaignLength > 1) {
            for (int g = 0; g < campaignLength; g++) {
                add(stageDiff, g, won(b, g) - won(a, g));
            }
        }
    }

    private static <K> void add(Map<K, long[]> sums, K key, long d) {
        long[] t = sums.computeIfAbsent(key, k -> new long[2]);
        t[0] += d;
        t[1] += d * d;
    }

    private static long wins(List<GameStats> games, int seat) {
        return games.stream().filter(g -> g.won(seat)).count();
    }

    private static long choices(List<GameStats> games) {
        return games.stream().mapToLong(GameStats::choices).sum();
    }

    private static int furthest(List<GameStats> games) {
        return games.stream().mapToInt(GameStats::progress).max().orElse(-1);
    }

    private static long reached(List<GameStats> games, int k) {
        return games.stream().filter(g -> g.progress() >= k).count();
    }

    /** 1 if the campaign played its {@code g}-th game and some seat won it, else 0. */
    private static long won(List<GameStats> games, int g) {
        return g < games.size() && games.get(g).winners() != 0 ? 1 : 0;
    }

    public void merge(PairTally o) {
        if (o.campaignLength != campaignLength) {
            throw new IllegalArgumentException("pairs of campaigns of " + campaignLength + " and "
                    + o.campaignLength + " games");
        }
        pairs += o.pairs;
        base.merge(o.base);
        variant.merge(o.variant);
        for (int s = 0; s < winDiff.length; s++) {
            winDiff[s] += o.winDiff[s];
            winDiff2[s] += o.winDiff2[s];
        }
        lengthDiff += o.lengthDiff;
        lengthDiff2 += o.lengthDiff2;
        merge(endingDiff, o.endingDiff);
        merge(progressDiff, o.progressDiff);
        merge(stageDiff, o.stageDiff);
    }

    private static <K> void merge(Map<K, long[]> into, Map<K, long[]> from) {
        from.forEach((k, v) -> {
            long[] t = into.computeIfAbsent(k, x -> new long[2]);
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

    /** Pairs played: games, or campaigns. */
    public long pairs() {
        return pairs;
    }

    public int campaignLength() {
        return campaignLength;
    }
}
