package keeptable.engine.agent;

import java.util.List;
import java.util.function.ToDoubleFunction;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.State;

/**
 * Base of the per-game rule-of-thumb bots: scores every legal choice and plays the best, breaking
 * ties at random. A game supplies only {@link #score}.
 */
public abstract class HeuristicAgent implements Agent {
    @Override
    public String name() {
        return "heuristic";
    }

    /** How good {@code choice} looks for the seat to move in {@code state}; higher is better. */
    protected abstract double score(State state, Choice choice, Rng rng);

    /**
     * Scores the choices of one decision. A game may override it to work out once what every
     * choice is weighed against (a plan, odds), instead of once per choice.
     */
    protected ToDoubleFunction<Choice> scorer(State state, Rng rng) {
        return c -> score(state, c, rng);
    }

    @Override
    public Choice choose(State observed, List<Choice> choices, Rng rng) {
        ToDoubleFunction<Choice> scorer = scorer(observed, rng);
        Choice best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        int ties = 0;
        for (Choice c : choices) {
            double s = scorer.applyAsDouble(c);
            if (s > bestScore) {
                best = c;
                bestScore = s;
                ties = 1;
            } else if (s == bestScore && rng.nextInt(++ties) == 0) {
                best = c;
            }
        }
        return best;
    }
}
