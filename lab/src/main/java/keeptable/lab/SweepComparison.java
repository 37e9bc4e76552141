package keeptable.lab;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import keeptable.lab.SweepTally.Measure;

/**
 * Every value of a sweep set against the baseline, played on the same seeds: for each win rate (each seat's, or
 * the party's in a co-operative game, and each side's), the draw rate, the share the seat that chose first won,
 * the game's length, each step of how far games got and each game of a campaign, the paired difference (value
 * minus baseline) with its 95 % interval and two-sided p-value, as {@link Comparison} draws them. Every such
 * difference of every value is a test, and they are held together to a false discovery rate of 5 %
 * (Benjamini-Hochberg q below 0.05), as a compare's are.
 *
 * @param baseline  the value the others are set against
 * @param why       why it is the baseline ("the shipped value", "the first value")
 * @param values    each value and its differences from the baseline (none for the baseline itself)
 * @param tests     how many differences were tested, over all the values
 * @param sentence  what changed significantly, value by value, and how many differences chance alone would give
 */
public record SweepComparison(String baseline, String why, List<Against> values, int tests, String sentence) {
    /**
     * One value against the baseline: its paired differences, or none when it is the baseline.
     *
     * @param value     the value as given
     * @param baseline  whether this is the baseline
     * @param differences each measure's difference from the baseline (q adjusted over the whole sweep)
     */
    public record Against(String value, boolean baseline, List<Comparison.Difference> differences) {
        /** The difference of the measure labelled {@code label}, or null. */
        public Comparison.Difference of(String label) {
            return differences.stream().filter(d -> d.label().equals(label)).findFirst().orElse(null);
        }
    }

    public static SweepComparison of(SweepTally t, List<String> values, String why) {
        int base = t.baseline;
        long n = t.pairs;
        int k = t.campaignLength;
        Tally b = t.values.get(base);
        List<List<Comparison.Difference>> raw = new ArrayList<>();
        List<Comparison.Difference> all = new ArrayList<>();
        for (int v = 0; v < values.size(); v++) {
            List<Comparison.Difference> ds = new ArrayList<>();
            if (v != base) {
                Tally here = t.values.get(v);
                List<String> keys = new ArrayList<>(t.sums.get(v).keySet());
                keys.sort(ORDER);
                for (String key : keys) {
                    if (tested(key, b, here, t.seen.get(base).contains(key) && t.seen.get(v).contains(key))) {
                        long[] s = t.sums.get(v).get(key);
                        int per = Measure.of(key) == Measure.STAGE ? 1 : k;
                        ds.add(Comparison.paired(label(key, b, here), Stats.share(s[0], n) / per,
                                Stats.share(s[1], n) / per, s[2], s[3], n, per));
                    }
                }
            }
            raw.add(ds);
            all.addAll(ds);
        }
        double[] q = Stats.benjaminiHochberg(all.stream().mapToDouble(Comparison.Difference::p).toArray());
        List<Against> out = new ArrayList<>();
        int at = 0;
        for (int v = 0; v < values.size(); v++) {
            List<Comparison.Difference> adjusted = new ArrayList<>();
            for (Comparison.Difference d : raw.get(v)) {
                adjusted.add(d.adjusted(q[at++]));
            }
            out.add(new Against(values.get(v), v == base, adjusted));
        }
        return new SweepComparison(values.get(base), why, out, all.size(), sentence(values.get(base), why, out,
                all.size(), n, k));
    }

    /** Whether a measure is one of the sweep's tests between these two values' runs. */
    private static boolean tested(String key, Tally base, Tally value, boolean inBoth) {
        boolean party = base.cooperative() && value.cooperative();
        boolean sides = !base.sides.isEmpty() || !value.sides.isEmpty();
        return switch (Measure.of(key)) {
            case SEAT -> inBoth && !party;
            case PARTY -> party;
            case DRAW -> !party;
            case FIRST -> !party && !sides;
            case SIDE, PROGRESS, STAGE -> inBoth;
            case LENGTH -> true;
        };
    }

    private static final Comparator<String> ORDER = Comparator.comparing((String key) -> Measure.of(key).ordinal())
            .thenComparing(key -> Measure.what(key).matches("\\d+") ? Integer.parseInt(Measure.what(key)) : 0)
            .thenComparing(Measure::what);

    private static String label(String key, Tally base, Tally value) {
        String what = Measure.what(key);
        return switch (Measure.of(key)) {
            case SEAT -> "seat " + what + " win rate";
            case PARTY -> "the party's win rate";
            case SIDE -> "side " + what + " win rate";
            case DRAW -> "draw rate";
            case FIRST -> "seat that chose first won";
            case LENGTH -> "game length (choices)";
            case PROGRESS -> "got " + what + " or more ("
                    + (base.progressName != null ? base.progressName : value.progressName) + ")";
            case STAGE -> "win rate of game " + what + " in the campaign";
        };
    }

    private static String sentence(String baseline, String why, List<Against> values, int tests, long n, int k) {
        List<String> changes = new ArrayList<>();
        for (Against a : values) {
            List<String> here = new ArrayList<>();
            for (Comparison.Difference d : a.differences()) {
                if (d.significant()) {
                    boolean share = !d.label().startsWith("game length");
                    here.add(String.format(Locale.ROOT, share ? "%s %s from %.1f%% to %.1f%% (q %s)"
                                    : "%s %s from %.1f to %.1f (q %s)", d.label(), d.diff() > 0 ? "rose" : "fell",
                            d.base() * (share ? 100 : 1), d.variant() * (share ? 100 : 1), Comparison.p(d.q())));
                }
            }
            if (!here.isEmpty()) {
                changes.add("at " + a.value() + ", " + String.join(", ", here));
            }
        }
        String pairs = k > 1 ? n + " paired campaigns of " + k + " games" : n + " paired games";
        String head = "Against the baseline " + baseline + " (" + why + "), over " + pairs + " at each value: ";
        String chance = String.format(Locale.ROOT, " Of the %d differences tested, chance alone would put about %.1f "
                + "below p = 0.05 if nothing had changed, so each is held to a false discovery rate of 5 %% "
                + "(Benjamini-Hochberg: q below 0.05).", tests, tests * Comparison.ALPHA);
        return head + (changes.isEmpty() ? "no value changed a win rate, the game's length or how far games got "
                + "at q < 0.05." : String.join("; ", changes) + ".") + chance;
    }

    /** Each value's differences by label, for the report's charts: label, then one per value (null at none). */
    public Map<String, List<Comparison.Difference>> byMeasure() {
        Map<String, List<Comparison.Difference>> m = new java.util.LinkedHashMap<>();
        for (int v = 0; v < values.size(); v++) {
            for (Comparison.Difference d : values.get(v).differences()) {
                m.computeIfAbsent(d.label(), x -> new ArrayList<>(java.util.Collections.nCopies(values.size(), null)))
                        .set(v, d);
            }
        }
        return m;
    }
}
