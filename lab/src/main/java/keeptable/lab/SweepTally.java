package keeptable.lab;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

/**
 * A sweep's values played on the same seeds, pair by pair against one of them (the baseline): each value's
 * {@link Tally}, and for each measure the sums of the per-pair values at the baseline and at the value, of the
 * differences (value minus baseline) and of their squares, so that a paired interval and test can be drawn for
 * every value. A pair is one game, or one campaign (its games' counts summed). The measures of a pair are whole
 * numbers (games won by each seat, side or the party, drawn, won by the seat that chose first, choices played,
 * games that got k far, the campaign's j-th game won), so the sums merged in any order are the same.
 */
public final class SweepTally implements Serializable {
    final int baseline;
    final int campaignLength;
    long pairs;
    final List<Tally> values = new ArrayList<>();
    /** Per value: per measure, {sum at the baseline, sum at the value, sum of differences, sum of squares}. */
    final List<TreeMap<String, long[]>> sums = new ArrayList<>();
    /** Per value: the measures its games had at all (a seat a smaller table lacks has none). */
    final List<TreeSet<String>> seen = new ArrayList<>();

    /** {@code seats} holds each value's seat count; the value at {@code baseline} is the one the others face. */
    public SweepTally(List<Integer> seats, int baseline, int campaignLength) {
        if (baseline < 0 || baseline >= seats.size()) {
            throw new IllegalArgumentException("no value " + baseline + " among " + seats.size());
        }
        this.baseline = baseline;
        this.campaignLength = campaignLength;
        for (int s : seats) {
            values.add(new Tally(s));
            sums.add(new TreeMap<>());
            seen.add(new TreeSet<>());
        }
    }

    /** Adds one seed's games (or campaigns) at every value, in the values' order. */
    public void add(List<List<GameStats>> atEachValue) {
        if (atEachValue.size() != values.size()) {
            throw new IllegalArgumentException(atEachValue.size() + " values' games for " + values.size() + " values");
        }
        pairs++;
        Map<String, Long> base = measures(atEachValue.get(baseline));
        for (int v = 0; v < values.size(); v++) {
            List<GameStats> games = atEachValue.get(v);
            games.forEach(values.get(v)::add);
            Map<String, Long> here = v == baseline ? base : measures(games);
            seen.get(v).addAll(here.keySet());
            TreeSet<String> both = new TreeSet<>(here.keySet());
            both.addAll(base.keySet());
            for (String m : both) {
                long a = base.getOrDefault(m, 0L);
                long b = here.getOrDefault(m, 0L);
                long[] t = sums.get(v).computeIfAbsent(m, k -> new long[4]);
                t[0] += a;
                t[1] += b;
                t[2] += b - a;
                t[3] += (b - a) * (b - a);
            }
        }
    }

    /** The measures of one pair's games, each a whole number summed over the campaign's games. */
    Map<String, Long> measures(List<GameStats> games) {
        Map<String, Long> m = new TreeMap<>();
        for (int g = 0; g < games.size(); g++) {
            GameStats s = games.get(g);
            for (int seat = 0; seat < s.seats(); seat++) {
                m.merge(Measure.SEAT.key(seat + 1), s.won(seat) ? 1L : 0L, Long::sum);
            }
            m.merge(Measure.PARTY.key(""), s.winners() != 0 ? 1L : 0L, Long::sum);
            m.merge(Measure.DRAW.key(""), s.winners() == 0 || s.winnerCount() > 1 ? 1L : 0L, Long::sum);
            m.merge(Measure.FIRST.key(""), s.won(s.firstMover()) ? 1L : 0L, Long::sum);
            m.merge(Measure.LENGTH.key(""), (long) s.choices(), Long::sum);
            if (s.sides() != null) {
                TreeMap<String, Boolean> won = new TreeMap<>();
                for (int seat = 0; seat < s.sides().size(); seat++) {
                    won.merge(s.sides().get(seat), s.won(seat), Boolean::logicalOr);
                }
                won.forEach((side, w) -> m.merge(Measure.SIDE.key(side), w ? 1L : 0L, Long::sum));
            }
            for (int k = 1; k <= s.progressOf(); k++) {
                m.merge(Measure.PROGRESS.key(k), s.progress() >= k ? 1L : 0L, Long::sum);
            }
            if (campaignLength > 1) {
                m.merge(Measure.STAGE.key(g + 1), s.winners() != 0 ? 1L : 0L, Long::sum);
            }
        }
        return m;
    }

    /** What a measure counts; its key is the kind and what it names ("seat:2", "side:Molasar", "progress:3"). */
    enum Measure {
        SEAT, PARTY, SIDE, DRAW, FIRST, LENGTH, PROGRESS, STAGE;

        String key(Object what) {
            return name().toLowerCase(java.util.Locale.ROOT) + ":" + what;
        }

        static Measure of(String key) {
            return valueOf(key.substring(0, key.indexOf(':')).toUpperCase(java.util.Locale.ROOT));
        }

        static String what(String key) {
            return key.substring(key.indexOf(':') + 1);
        }
    }

    public void merge(SweepTally o) {
        if (o.values.size() != values.size() || o.baseline != baseline || o.campaignLength != campaignLength) {
            throw new IllegalArgumentException("sweeps of different values, baselines or campaigns");
        }
        pairs += o.pairs;
        for (int v = 0; v < values.size(); v++) {
            values.get(v).merge(o.values.get(v));
            seen.get(v).addAll(o.seen.get(v));
            TreeMap<String, long[]> into = sums.get(v);
            o.sums.get(v).forEach((m, t) -> {
                long[] s = into.computeIfAbsent(m, k -> new long[4]);
                for (int i = 0; i < 4; i++) {
                    s[i] += t[i];
                }
            });
        }
    }

    /** The totals of the value at {@code v}. */
    public Tally value(int v) {
        return values.get(v);
    }

    public int baseline() {
        return baseline;
    }

    /** Pairs played: games, or campaigns. */
    public long pairs() {
        return pairs;
    }

    public int campaignLength() {
        return campaignLength;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof SweepTally t) || t.baseline != baseline || t.pairs != pairs || !t.values.equals(values)
                || !t.seen.equals(seen)) {
            return false;
        }
        for (int v = 0; v < values.size(); v++) {
            if (!t.sums.get(v).keySet().equals(sums.get(v).keySet())) {
                return false;
            }
            for (String m : sums.get(v).keySet()) {
                if (!java.util.Arrays.equals(t.sums.get(v).get(m), sums.get(v).get(m))) {
                    return false;
                }
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(pairs) * 31 + values.hashCode();
    }
}
