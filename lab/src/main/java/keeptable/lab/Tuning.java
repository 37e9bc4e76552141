package keeptable.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import keeptable.engine.SetupException;

/**
 * Searches one content number for the value that brings a win rate to a target. It assumes the rate
 * moves one way as the number grows (it checks the two ends first) and halves the range. At each value it
 * plays games in doubling batches, on the same seeds, until the 95 % interval either leaves out the
 * target (the answer lies on one side: move on) or holds it and is no wider than twice the tolerance
 * (found). Values far from the target are settled with few games; games are spent near it.
 */
public final class Tuning {
    /** Plays {@code games} games (always the same seeds from 0) of a content variant and returns their totals. */
    @FunctionalInterface
    public interface Runner {
        Tally play(Variant variant, int games) throws InterruptedException;
    }

    /** One value tried: its games, its rate and interval, and what that said. */
    public record Step(String value, long games, double rate, double low95, double high95, String verdict) {
    }

    /**
     * The outcome of a search.
     *
     * @param found   whether a value put the target inside its interval at the tolerance asked
     * @param value   the value found, or the closest one tried
     * @param steps   every value tried, in order, with its evidence
     * @param games   games played in all
     * @param summary one sentence saying what was found
     * @param shipped the rate with the content as it is (the value not changed), on the value's games
     * @param shippedValue the value the content has, where it is one value and known, else null
     * @param neighbours the values one step below and above the value (within the range), on the same games
     *                   and seeds, to show whether the answer sits on a knife-edge
     * @param step    what one step is: 1 for whole numbers, else a tenth of the range
     */
    public record Result(boolean found, String value, List<Step> steps, long games, String summary, Step shipped,
                         String shippedValue, List<Step> neighbours, String step) {
    }

    private final Runner runner;
    private final Variant base;
    private final ContentEdit vary;
    private final Target target;
    private final int firstGames;
    private final int maxGames;
    private final double tolerance;
    private final List<Step> steps = new ArrayList<>();
    /** Per value tried, the games its last batch played (its interval's games). */
    private final java.util.Map<String, Integer> played = new java.util.HashMap<>();
    private long spent;
    private String shippedValue;

    public Tuning(Runner runner, Variant base, ContentEdit vary, Target target, int firstGames, int maxGames,
                  double tolerance) {
        if (firstGames <= 0 || maxGames < firstGames) {
            throw new SetupException("tune: --games (first batch) must be positive and at most --max-games");
        }
        this.runner = runner;
        this.base = base;
        this.vary = vary;
        this.target = target;
        this.firstGames = firstGames;
        this.maxGames = maxGames;
        this.tolerance = tolerance;
    }

    /**
     * Says the value the content already has (null when unknown, or when the edit's entries hold several), so
     * that the shipped figure is read from the path where the search played that value on as many games.
     */
    public Tuning shipped(String value) {
        this.shippedValue = value;
        return this;
    }

    /**
     * The value {@code vary} finds in {@code base}'s content: the one old value its edit would change there, or
     * null when the entries it names hold several (a {@code *} over values that differ) or none is read.
     */
    public static String shippedValue(Variant base, ContentEdit vary, String gameId) {
        double[] r = range(vary);
        for (double probe : r) {
            ContentEdit edit = vary.with(text(probe, vary.value().matches("-?\\d+\\.\\.-?\\d+")));
            List<String> from = base.with(edit).changes(gameId).stream().filter(c -> c.edit().equals(edit.spec()))
                    .map(ContentChange::from).distinct().toList();
            if (!from.isEmpty()) {
                return from.size() == 1 ? from.get(0) : null;
            }
        }
        return null;
    }

    /** {@code "LOW..HIGH"} as two numbers; whole numbers search whole values. */
    public static double[] range(ContentEdit vary) {
        String[] parts = vary.value().split("\\.\\.", -1);
        try {
            if (parts.length == 2) {
                double lo = Double.parseDouble(parts[0]);
                double hi = Double.parseDouble(parts[1]);
                if (lo < hi) {
                    return new double[] {lo, hi};
                }
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new SetupException("--vary " + vary.spec() + ": expected a range LOW..HIGH of numbers, low first");
    }

    /** Searches the range, then plays the shipped content and the answer's neighbours on the answer's games. */
    public Result run() throws InterruptedException {
        double[] r = range(vary);
        boolean whole = vary.value().matches("-?\\d+\\.\\.-?\\d+");
        double lo = r[0];
        double hi = r[1];
        int atLo = side(lo, whole);
        if (atLo == 0) {
            return checked(true, lo, whole);
        }
        int atHi = side(hi, whole);
        if (atHi == 0) {
            return checked(true, hi, whole);
        }
        if (atLo == atHi) {
            return checked(false, closest(), whole);
        }
        while (whole ? hi - lo > 1 : (hi - lo) > (r[1] - r[0]) / 1024) {
            double mid = whole ? Math.floor((lo + hi) / 2) : (lo + hi) / 2;
            int at = side(mid, whole);
            if (at == 0) {
                return checked(true, mid, whole);
            }
            if (at == atLo) {
                lo = mid;
            } else {
                hi = mid;
            }
        }
        return checked(false, closest(), whole);
    }

    /** The search's result with the shipped figure and the neighbours, played on the chosen value's games. */
    private Result checked(boolean found, double v, boolean whole) throws InterruptedException {
        Result r = done(found, v, whole);
        int games = played.get(r.value());
        double[] range = range(vary);
        double step = whole ? 1 : (range[1] - range[0]) / 10;
        List<Step> near = new ArrayList<>();
        for (double n : new double[] {v - step, v + step}) {
            if (n >= range[0] - 1e-9 && n <= range[1] + 1e-9) {
                near.add(measure(text(n, whole), base.with(vary.with(text(n, whole))), games));
            }
        }
        Step shipped = null;
        for (Step s : steps) {
            if (shippedValue != null && same(s.value(), shippedValue) && played.get(s.value()) == games) {
                shipped = new Step("as shipped", s.games(), s.rate(), s.low95(), s.high95(), s.verdict());
            }
        }
        shipped = shipped != null ? shipped : measure("as shipped", base, games);
        List<String> each = new ArrayList<>();
        near.forEach(n -> each.add(String.format(Locale.ROOT, "%s gives %.1f%% (95%% %.1f-%.1f%%)", n.value(),
                n.rate() * 100, n.low95() * 100, n.high95() * 100)));
        long inside = near.stream().filter(n -> n.low95() <= target.value() && target.value() <= n.high95()).count();
        String summary = r.summary() + String.format(Locale.ROOT, " As shipped%s: %.1f%% (95%% %.1f-%.1f%%).",
                shippedValue == null ? "" : " (" + shippedValue + ")", shipped.rate() * 100, shipped.low95() * 100, shipped.high95() * 100)
                + (near.isEmpty() ? "" : " One step either side, on the same " + games + " games: "
                + String.join("; ", each) + (inside == 0 ? "; the target is inside neither neighbour's interval."
                : "; the target is inside a neighbour's interval too: the rate is flat here, and "
                + (inside == 1 ? "that neighbour" : "both neighbours") + " would do as well."))
                + " " + spent + " games played in all.";
        return new Result(r.found(), r.value(), r.steps(), spent, summary, shipped, shippedValue, List.copyOf(near),
                whole ? "1" : text(step, false));
    }

    /** The target's rate at a value over {@code games} games: the path's own figure when it played as many. */
    private Step measure(String value, Variant variant, int games) throws InterruptedException {
        for (Step s : steps) {
            if (s.value().equals(value) && played.get(value) == games) {
                return s;
            }
        }
        Tally t = runner.play(variant, games);
        spent += games;
        long[] kn = target.count(t);
        double[] ci = Stats.wilson(kn[0], kn[1]);
        return new Step(value, kn[1], Stats.share(kn[0], kn[1]), ci[0], ci[1], ci[1] < target.value()
                ? "below the target" : ci[0] > target.value() ? "above the target" : "target inside the interval");
    }

    /** -1 when the rate at {@code v} is surely below the target, +1 surely above, 0 when found there. */
    private int side(double v, boolean whole) throws InterruptedException {
        String value = text(v, whole);
        Variant variant = base.with(vary.with(value));
        for (int games = firstGames; ; games = Math.min(maxGames, games * 2)) {
            Tally t = runner.play(variant, games);
            spent += games;
            long[] kn = target.count(t);
            double[] ci = Stats.wilson(kn[0], kn[1]);
            double rate = Stats.share(kn[0], kn[1]);
            String verdict;
            int side;
            if (ci[1] < target.value()) {
                verdict = "below the target";
                side = -1;
            } else if (ci[0] > target.value()) {
                verdict = "above the target";
                side = 1;
            } else if ((ci[1] - ci[0]) / 2 <= tolerance || games >= maxGames) {
                verdict = (ci[1] - ci[0]) / 2 <= tolerance ? "target inside the interval" : "target inside the "
                        + "interval (at --max-games, wider than the tolerance)";
                side = 0;
            } else {
                continue;
            }
            steps.add(new Step(value, kn[1], rate, ci[0], ci[1], verdict));
            played.put(value, games);
            return side;
        }
    }

    private double closest() {
        Step best = steps.get(0);
        for (Step s : steps) {
            if (Math.abs(s.rate() - target.value()) < Math.abs(best.rate() - target.value())) {
                best = s;
            }
        }
        return Double.parseDouble(best.value());
    }

    private Result done(boolean found, double v, boolean whole) {
        String value = text(v, whole);
        Step at = steps.stream().filter(s -> s.value().equals(value)).reduce((a, b) -> b).orElseThrow();
        String summary = found
                ? String.format(Locale.ROOT, "%s=%s brings %s: measured %.1f%% (95%% %.1f-%.1f%%) over %d games "
                        + "(%d in the search).", vary.target(), value, target, at.rate() * 100, at.low95() * 100,
                at.high95() * 100, at.games(), spent)
                : String.format(Locale.ROOT, "No value of %s in %s puts %s inside its interval; the closest tried "
                        + "is %s at %.1f%% (95%% %.1f-%.1f%%) (%d games in the search).", vary.target(), vary.value(),
                target, value, at.rate() * 100, at.low95() * 100, at.high95() * 100, spent);
        return new Result(found, value, List.copyOf(steps), spent, summary, null, null, List.of(), null);
    }

    /** Whether two values are the same number (or the same text). */
    private static boolean same(String a, String b) {
        try {
            return Double.parseDouble(a) == Double.parseDouble(b);
        } catch (NumberFormatException e) {
            return a.equals(b);
        }
    }

    private static String text(double v, boolean whole) {
        return whole ? String.valueOf((long) v) : String.format(Locale.ROOT, "%.6g", v);
    }
}
