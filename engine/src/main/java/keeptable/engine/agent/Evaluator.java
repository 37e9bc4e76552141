package keeptable.engine.agent;

import keeptable.engine.State;

/**
 * Estimates, for a game not yet over, each seat's chance of winning (values in [0, 1]). Search
 * agents call it where they cut a playout short.
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
}
