package keeptable.engine.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import keeptable.engine.sim.SimulationSummary;

/**
 * Two content versions played on the same seeds (common random numbers), set side by side: per seat the
 * change in win rate, the change in game length and in how games ended, each a paired difference with
 * its 95 % interval and two-sided p-value; per item the change in its effect; and one sentence saying
 * what changed significantly (p below 0.05).
 */
public record Comparison(SimulationSummary base, SimulationSummary variant, long games, List<Difference> seats,
                         Difference length, List<Difference> endings, List<ItemChange> items, String sentence) {
    /** The level below which a p-value counts as significant. */
    public static final double ALPHA = 0.05;

    /** A paired difference, variant minus base, over the games both played. */
    public record Difference(String label, double base, double variant, double diff, double low95, double high95,
                             double p) {
        public boolean significant() {
            return p < ALPHA;
        }
    }

    /** An item's effect (win rate of users minus their baseline) in each version, and the change. */
    public record ItemChange(String item, long baseUsers, long variantUsers, double baseEffect, double variantEffect,
                             double diff, double low95, double high95, double p, boolean fewUses) {
    }

    public static Comparison of(PairTally t, SimulationSummary base, SimulationSummary variant) {
        long n = t.base.games;
        List<Difference> seats = new ArrayList<>();
        for (int s = 0; s < t.winDiff.length; s++) {
            seats.add(paired("seat " + (s + 1) + " win rate", Stats.share(t.base.wins[s], n),
                    Stats.share(t.variant.wins[s], n), t.winDiff[s], t.winDiff2[s], n));
        }
        Difference length = paired("game length (choices)", Stats.share(t.base.choices, n),
                Stats.share(t.variant.choices, n), t.lengthDiff, t.lengthDiff2, n);
        List<Difference> endings = new ArrayList<>();
        t.endingDiff.forEach((reason, d) -> endings.add(paired(reason,
                Stats.share(t.base.endings.getOrDefault(reason, 0L), n),
                Stats.share(t.variant.endings.getOrDefault(reason, 0L), n), d[0], d[1], n)));
        endings.sort((a, b) -> Double.compare(a.p(), b.p()));
        List<ItemChange> items = items(base.items(), variant.items());
        return new Comparison(base, variant, n, seats, length, endings, items, sentence(seats, length, endings, n));
    }

    /** The mean of n paired differences with sum {@code sum} and sum of squares {@code sum2}, and its test. */
    static Difference paired(String label, double base, double variant, long sum, long sum2, long n) {
        double mean = Stats.share(sum, n);
        double var = n < 2 ? 0 : Math.max(0, (sum2 - (double) sum * sum / n) / (n - 1));
        double se = n == 0 ? 0 : Math.sqrt(var / n);
        double p = se == 0 ? (mean == 0 ? 1 : 0) : Stats.pValue(mean / se);
        return new Difference(label, base, variant, mean, mean - Stats.Z * se, mean + Stats.Z * se, p);
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
            out.add(new ItemChange(a.item(), a.users(), b.users(), a.effect(), b.effect(), d, d - Stats.Z * se,
                    d + Stats.Z * se, se == 0 ? (d == 0 ? 1 : 0) : Stats.pValue(d / se), a.fewUses() || b.fewUses()));
        }
        out.sort((x, y) -> x.fewUses() != y.fewUses() ? Boolean.compare(x.fewUses(), y.fewUses())
                : Double.compare(x.p(), y.p()));
        return out;
    }

    private static String sentence(List<Difference> seats, Difference length, List<Difference> endings, long n) {
        List<String> changes = new ArrayList<>();
        for (Difference d : seats) {
            if (d.significant()) {
                changes.add(String.format(Locale.ROOT, "%s %s from %.1f%% to %.1f%% (%+.1f points, p %s)", d.label(),
                        d.diff() > 0 ? "rose" : "fell", d.base() * 100, d.variant() * 100, d.diff() * 100, p(d.p())));
            }
        }
        if (length.significant()) {
            changes.add(String.format(Locale.ROOT, "games got %s by %.1f choices (%.1f to %.1f, p %s)",
                    length.diff() > 0 ? "longer" : "shorter", Math.abs(length.diff()), length.base(), length.variant(),
                    p(length.p())));
        }
        endings.stream().filter(Difference::significant).limit(2).forEach(d -> changes.add(String.format(Locale.ROOT,
                "'%s' went from %.1f%% to %.1f%% of games (p %s)", d.label(), d.base() * 100, d.variant() * 100,
                p(d.p()))));
        if (changes.isEmpty()) {
            return "Over " + n + " paired games nothing changed significantly (no seat's win rate, game length or "
                    + "ending moved at p < 0.05).";
        }
        return "Over " + n + " paired games, " + String.join("; ", changes) + ".";
    }

    static String p(double p) {
        return p < 0.001 ? "< 0.001" : String.format(Locale.ROOT, "= %.3f", p);
    }
}
