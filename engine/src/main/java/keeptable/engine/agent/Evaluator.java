package keeptable.engine.agent;

import keeptable.engine.State;

/**
 * Estimates, for a game not yet over, each seat's expected reward as {@link keeptable.engine.Outcome#reward}
 * measures it (values in [0, 1]): its chance of winning, or in a game ranked by score (Killman's Keep) its
 * expected share of the other seats it will place ahead of. Search agents call it where they cut a playout
 * short.
 */
@FunctionalInterface
public interface Evaluator {
    /** Knows nothing: every seat equally likely to win. */
    Evaluator EVEN = state -> {
        double[] v = new double[state.seats()];
        java.util.Arrays.fill(v, 1.0 / state.seats());
        return v;
    };

    double[] evaluate(State state);

    /** The plain measure of a chance to win, as {@link #measure} words it. */
    String CHANCE_TO_WIN = "win %s games";

    /**
     * What the values mean, for a hint at a table of {@code seats}: a phrase after "from here you" with {@code %s}
     * for how often ("win %s games": "from here you win about 6 in 10 games"); an evaluator of a game ranked by
     * score says it judges places.
     */
    default String measure(int seats) {
        return CHANCE_TO_WIN;
    }
}
