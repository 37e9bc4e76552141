package keeptable.engine.agent;

import keeptable.engine.State;

/**
 * Says in plain words why a search's choice is good: how often it leads to a good end from here (about 6 in 10),
 * against the next best choice the search tried, or that the search could not tell them apart (their estimates lie
 * within each other's noise, about two standard errors). No percentages of searches, no iteration counts: a player
 * reads "Good move: from here you win about 6 in 10 games; the next best, Buy Torch, about 4 in 10."
 */
public final class HintWords {
    private static final double Z = 1.96;

    private HintWords() {
    }

    /** Why {@code a.best()} is suggested, its results read as chances to win. */
    public static String why(State observed, IsmctsAgent.Analysis a) {
        return why(observed, a, Evaluator.CHANCE_TO_WIN);
    }

    /**
     * Why {@code a.best()} is suggested, worded with {@code observed}'s own descriptions of choices;
     * {@code measure} says what a result is ({@link Evaluator#measure}: a phrase with {@code %s} for how often).
     */
    public static String why(State observed, IsmctsAgent.Analysis a, String measure) {
        IsmctsAgent.ChoiceStats best = a.bestStats();
        IsmctsAgent.ChoiceStats next = a.runnerUp();
        if (next == null) {
            return a.choices().size() == 1 ? "It is the only choice."
                    : "From here you " + measure.formatted(often(best.winRate()))
                            + " (the search had no time to try another choice).";
        }
        double noise = Z * Math.sqrt(variance(best) + variance(next));
        String other = observed.describe(next.choice());
        if (best.winRate() - next.winRate() > noise) {
            return "Good move: from here you " + measure.formatted(often(best.winRate())) + "; the next best, " + other
                    + ", " + often(next.winRate()) + ".";
        }
        return "Too close to tell apart from " + other + ": from here you " + measure.formatted(often(best.winRate()))
                + " with this, " + often(next.winRate()) + " with that.";
    }

    /** How often, in tenths a player reads at a glance: "about 6 in 10", "fewer than 1 in 10". */
    static String often(double p) {
        long tenths = Math.round(Math.min(1, Math.max(0, p)) * 10);
        if (tenths == 0) {
            return p <= 0 ? "almost never" : "fewer than 1 in 10";
        }
        if (tenths == 10) {
            return p >= 1 ? "almost always" : "more than 9 in 10";
        }
        return "about " + tenths + " in 10";
    }

    /** The variance of a choice's mean reward, taking rewards in [0, 1] at their widest (Bernoulli). */
    private static double variance(IsmctsAgent.ChoiceStats c) {
        double p = Math.min(1, Math.max(0, c.winRate()));
        return Math.max(p * (1 - p), 0.01) / Math.max(1, c.visits());
    }
}
