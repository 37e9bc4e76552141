package keeptable.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Two content versions played on the same seeds (common random numbers), set side by side: per seat (in
 * a co-operative game, whose seats win together: for the party) the change in win rate, the change in game length, in how games ended and in how far they got (the
 * survival curve), each a paired difference with its 95 % interval and two-sided p-value; per item the
 * change in its effect; and one sentence saying what changed significantly: every difference is a test,
 * and they are held together to a false discovery rate of 5 % (Benjamini-Hochberg q below 0.05). In campaigns
 * of K games the pairs are campaigns: each measure is summed over a campaign's games and divided by K
 * (a share of the K games; a game the campaign did not reach counts as neither won nor ended), and
 * {@code stages} holds the change in the win rate of the campaign's first, second, ... game.
 */
public record Comparison(SimulationSummary base, SimulationSummary variant, long games, int campaignLength,
                         List<Difference> seats, Difference length, List<Difference> endings,
                         List<Difference> progress, List<Difference> stages, List<ItemChange> items,
                         int tests, String sentence) {
    /** The false discovery rate the comparison holds its differences to, and the level of a lone p-value. */
    public static final double ALPHA = 0.05;

    /**
     * A paired difference, variant minus base, over the games both played; {@code q} is its p-value adjusted
     * for all the comparison's tests (Benjamini-Hochberg), and what "significant" reads.
     */
    public record Difference(String label, double base, double variant, double diff, double low95, double high95,
                             double p, double q) {
        public boolean significant() {
            return q < ALPHA;
        }

        Difference adjusted(double q) {
            return new Difference(label, base, variant, diff, low95, high95, p, q);
        }
    }

    /** An item's effect (win rate of users minus their baseline) in each version, and the change. */
    public record ItemChange(String item, long baseUsers, long variantUsers, double baseEffect, double variantEffect,
                             double diff, double low95, double high95, double p, double q, boolean fewUses) {
        ItemChange adjusted(double q) {
            return new ItemChange(item, baseUsers, variantUsers, baseEffect, variantEffect, diff, low95, high95, p, q,
                    fewUses);
        }

        public boolean significant() {
            return q < ALPHA;
        }
    }

    /** How many of the comparison's tests chance alone would put below {@link #ALPHA} if nothing had changed. */
    public double byChance() {
        return tests * ALPHA;
    }

    public static Comparison of(PairTally t, SimulationSummary base, SimulationSummary variant) {
        long n = t.pairs;
        int k = t.campaignLength;
        long slots = n * k;
        List<Difference> seats = new ArrayList<>();
        // The seats of a co-operative game win and lose together: one row, the party's.
        boolean party = t.base.cooperative() && t.variant.cooperative();
        for (int s = 0; s < (party ? 1 : t.winDiff.length); s++) {
            seats.add(paired(party ? "the party's win rate" : "seat " + (s + 1) + " win rate",
                    Stats.share(t.base.wins[s], slots),
                    Stats.share(t.variant.wins[s], slots), t.winDiff[s], t.winDiff2[s], n, k));
        }
        Difference length = paired("game length (choices)", Stats.share(t.base.choices, slots),
                Stats.share(t.variant.choices, slots), t.lengthDiff, t.lengthDiff2, n, k);
        List<Difference> endings = new ArrayList<>();
        t.endingDiff.forEach((reason, d) -> endings.add(paired(reason,
                Stats.share(t.base.endings.getOrDefault(reason, 0L), slots),
                Stats.share(t.variant.endings.getOrDefault(reason, 0L), slots), d[0], d[1], n, k)));
        endings.sort((a, b) -> Double.compare(a.p(), b.p()));
        List<Difference> progress = new ArrayList<>();
        String measure = t.base.progressName != null ? t.base.progressName : t.variant.progressName;
        t.progressDiff.forEach((at, d) -> progress.add(paired("got " + at + " or more (" + measure + ")",
                Stats.share(reached(t.base, at), slots), Stats.share(reached(t.variant, at), slots), d[0], d[1], n,
                k)));
        List<Difference> stages = new ArrayList<>();
        t.stageDiff.forEach((g, d) -> stages.add(paired("win rate of game " + (g + 1) + " in the campaign",
                Stats.share(won(t.base, g), n), Stats.share(won(t.variant, g), n), d[0], d[1], n, 1)));
        List<ItemChange> items = items(base.items(), variant.items());
        // Every difference reported is a test: hold them together to a false discovery rate.
        List<Difference> all = new ArrayList<>(seats);
        all.add(length);
        all.addAll(endings);
        all.addAll(progress);
        all.addAll(stages);
        double[] p = new double[all.size() + items.size()];
        for (int i = 0; i < all.size(); i++) {
            p[i] = all.get(i).p();
        }
        for (int i = 0; i < items.size(); i++) {
            p[all.size() + i] = items.get(i).p();
        }
        double[] q = Stats.benjaminiHochberg(p);
        int[] at = {0};
        List<Difference> seatsQ = adjust(seats, q, at);
        Difference lengthQ = length.adjusted(q[at[0]++]);
        List<Difference> endingsQ = adjust(endings, q, at);
        List<Difference> progressQ = adjust(progress, q, at);
        List<Difference> stagesQ = adjust(stages, q, at);
        List<ItemChange> itemsQ = new ArrayList<>();
        for (ItemChange i : items) {
            itemsQ.add(i.adjusted(q[at[0]++]));
        }
        return new Comparison(base, variant, n, k, seatsQ, lengthQ, endingsQ, progressQ, stagesQ, itemsQ, p.length,
                sentence(seatsQ, lengthQ, endingsQ, stagesQ, n, k, p.length));
    }

    private static List<Difference> adjust(List<Difference> ds, double[] q, int[] at) {
        List<Difference> out = new ArrayList<>(ds.size());
        for (Difference d : ds) {
            out.add(d.adjusted(q[at[0]++]));
        }
        return out;
    }

    private static long reached(Tally t, int at) {
        return t.progress.tailMap(at, true).values().stream().mapToLong(Long::longValue).sum();
    }

    private static long won(Tally t, int stage) {
        long[] s = t.stages.get(stage);
        return s == null ? 0 : s[1];
    }

    /** The mean of n paired differences with sum {@code sum} and sum of squares {@code sum2}, and its test. */
    static Difference paired(String label, double base, double variant, long sum, long sum2, long n) {
        return paired(label, base, variant, sum, sum2, n, 1);
    }

    /** As {@link #paired(String, double, double, long, long, long)}, each difference divided by {@code per}. */
    static Difference paired(String label, double base, double variant, long sum, long sum2, long n, int per) {
        double mean = Stats.share(sum, n) / per;
        double var = n < 2 ? 0 : Math.max(0, (sum2 - (double) sum * sum / n) / (n - 1)) / ((double) per * per);
        double se = n == 0 ? 0 : Math.sqrt(var / n);
        double p = se == 0 ? (mean == 0 ? 1 : 0) : Stats.pValue(mean / se);
        return new Difference(label, base, variant, mean, mean - Stats.Z * se, mean + Stats.Z * se, p, p);
    }

    private static List<ItemChange> items(List<SimulationSummary.ItemSummary> base,
                                          List<SimulationSummary.ItemSummary> variant) {
        Map<String, SimulationSummary.ItemSummary> after = new java.util.TreeMap<>();
        variant.forEach(i -> after.put(i.item(), i));
        List<ItemChange> out = new ArrayList<>();
        for (SimulationSummary.ItemSummary a : base) {
            SimulationSummary.ItemSummary b = after.get(a.item());
            if (b == null) {
                continue;
            }
            double seA = (a.effectHigh() - a.effectLow()) / (2 * Stats.Z);
            double seB = (b.effectHigh() - b.effectLow()) / (2 * Stats.Z);
            double se = Math.sqrt(seA * seA + seB * seB);
            double d = b.effect() - a.effect();
            double p = se == 0 ? (d == 0 ? 1 : 0) : Stats.pValue(d / se);
            out.add(new ItemChange(a.item(), a.users(), b.users(), a.effect(), b.effect(), d, d - Stats.Z * se,
                    d + Stats.Z * se, p, p, a.fewUses() || b.fewUses()));
        }
        out.sort((x, y) -> x.fewUses() != y.fewUses() ? Boolean.compare(x.fewUses(), y.fewUses())
                : Double.compare(x.p(), y.p()));
        return out;
    }

    private static String sentence(List<Difference> seats, Difference length, List<Difference> endings,
                                   List<Difference> stages, long n, int k, int tests) {
        List<String> changes = new ArrayList<>();
        for (Difference d : seats) {
            if (d.significant()) {
                changes.add(String.format(Locale.ROOT, "%s %s from %.1f%% to %.1f%% (%+.1f points, q %s)", d.label(),
                        d.diff() > 0 ? "rose" : "fell", d.base() * 100, d.variant() * 100, d.diff() * 100, p(d.q())));
            }
        }
        stages.stream().filter(Difference::significant).limit(2).forEach(d -> changes.add(String.format(Locale.ROOT,
                "%s %s from %.1f%% to %.1f%% (q %s)", d.label(),
                d.diff() > 0 ? "rose" : "fell", d.base() * 100, d.variant() * 100, p(d.q()))));
        if (length.significant()) {
            changes.add(String.format(Locale.ROOT, "games got %s by %.1f choices (%.1f to %.1f, q %s)",
                    length.diff() > 0 ? "longer" : "shorter", Math.abs(length.diff()), length.base(), length.variant(),
                    p(length.q())));
        }
        endings.stream().filter(Difference::significant).limit(2).forEach(d -> changes.add(String.format(Locale.ROOT,
                "'%s' went from %.1f%% to %.1f%% of games (q %s)", d.label(), d.base() * 100, d.variant() * 100,
                p(d.q()))));
        String over = k > 1 ? "Over " + n + " paired campaigns of " + k + " games" : "Over " + n + " paired games";
        String chance = String.format(Locale.ROOT, " Of the %d differences tested, chance alone would put about %.1f "
                + "below p = 0.05 if nothing had changed, so each is held to a false discovery rate of 5 %% "
                + "(Benjamini-Hochberg: q below 0.05).", tests, tests * ALPHA);
        if (changes.isEmpty()) {
            return over + " nothing changed significantly (no seat's win rate, game length or ending moved at "
                    + "q < 0.05)." + chance;
        }
        return over + ", " + String.join("; ", changes) + "." + chance;
    }

    static String p(double p) {
        return p < 0.001 ? "< 0.001" : String.format(Locale.ROOT, "= %.3f", p);
    }
}
