package keeptable.engine.agent;

import keeptable.engine.State;

/**
 * Base of the per-game evaluators: a game supplies only {@link #estimate}, typed by its own state
 * ({@code final class KkEvaluator extends GameEvaluator<KkState>}), so it needs no casts: a game's evaluator is only
 * ever shown that game's states (as {@link HeuristicAgent} is).
 *
 * @param <S> the game's state
 */
public abstract class GameEvaluator<S extends State> implements Evaluator {
    /** Each seat's expected reward in {@code state}, as {@link Evaluator#evaluate} defines it. */
    protected abstract double[] estimate(S state);

    @Override
    @SuppressWarnings("unchecked") // a game's evaluator is shown only its own game's states
    public final double[] evaluate(State state) {
        return estimate((S) state);
    }
}
