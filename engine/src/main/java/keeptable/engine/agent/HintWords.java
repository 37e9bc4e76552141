package keeptable.engine.agent;

import java.util.Locale;
import keeptable.engine.State;

/**
 * Says in words why a search's choice is good: its expected result against the next best choice the
 * search tried, or that the search could not tell them apart (their estimates lie within each other's
 * noise, about two standard errors).
 */
public final class HintWords {
    private static final double Z = 1.96;

    private HintWords() {
    }

    /** Why {@code a.best()} is suggested, its results read as chances to win. */
    public static String why(State observed, IsmctsAgent.Analysis a) {
        return why(observed, a, "as a chance to win");
    }

    /**
     * Why {@code a.best()} is suggested, worded with {@code observed}'s own descriptions of choices;
     * {@code measure} says what a result is ({@link Evaluator#measure}).
     */
    public static String why(State observed, IsmctsAgent.Analysis a, String measure) {
        IsmctsAgent.ChoiceStats best = a.bestStats();
        IsmctsAgent.ChoiceStats next = a.runnerUp();
        String expected = "an expected result of " + percent(best.winRate()) + " (" + measure + ") over "
                + best.visits() + " of " + a.iterations() + " searches";
        if (next == null) {
            return a.choices().size() == 1 ? "It is the only choice." : "It has " + expected
                    + "; the search had no time to try another choice.";
        }
        double noise = Z * Math.sqrt(variance(best) + variance(next));
        String other = observed.describe(next.choice());
        if (best.winRate() - next.winRate() > noise) {
            return "It has " + expected + ", against " + percent(next.winRate()) + " for the next best choice, "
                    + other + " (" + next.visits() + " searches).";
        }
        return "It has " + expected + "; the next best choice, " + other + ", has " + percent(next.winRate()) + " ("
                + next.visits() + " searches): too close for the search to tell them apart.";
    }

    /** The variance of a choice's mean reward, taking rewards in [0, 1] at their widest (Bernoulli). */
    private static double variance(IsmctsAgent.ChoiceStats c) {
        double p = Math.min(1, Math.max(0, c.winRate()));
        return Math.max(p * (1 - p), 0.01) / Math.max(1, c.visits());
    }

    private static String percent(double p) {
        return String.format(Locale.ROOT, "%.0f %%", p * 100);
    }
}
