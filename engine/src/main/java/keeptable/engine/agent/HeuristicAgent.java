package keeptable.engine.agent;

import java.util.List;
import java.util.function.ToDoubleFunction;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.State;

/**
 * Base of the per-game rule-of-thumb bots: scores every legal choice and plays the best, breaking
 * ties at random. A game supplies only {@link #score}, typed by its own state and choice
 * ({@code final class KkHeuristic extends HeuristicAgent<KkState, KkChoice>}), so it needs no casts: a bot
 * of a game is only ever shown that game's states and choices.
 *
 * @param <S> the game's state
 * @param <C> the game's choice (its sealed interface)
 */
public abstract class HeuristicAgent<S extends State, C extends Choice> implements Agent {
    @Override
    public String name() {
        return "heuristic";
    }

    /** How good {@code choice} looks for the seat to move in {@code state}; higher is better. */
    protected abstract double score(S state, C choice, Rng rng);

    /**
     * Scores the choices of one decision. A game may override it to work out once what every
     * choice is weighed against (a plan, odds), instead of once per choice.
     */
    protected ToDoubleFunction<C> scorer(S state, Rng rng) {
        return c -> score(state, c, rng);
    }

    @Override
    @SuppressWarnings("unchecked") // a game's bot is shown only its own game's states and choices
    public Choice choose(State observed, List<Choice> choices, Rng rng) {
        ToDoubleFunction<C> scorer = scorer((S) observed, rng);
        Choice best = null;
        double bestScore = Double.NEGATIVE_INFINITY;
        int ties = 0;
        for (Choice c : choices) {
            double s = scorer.applyAsDouble((C) c);
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
