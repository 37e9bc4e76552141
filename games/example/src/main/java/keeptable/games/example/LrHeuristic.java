package keeptable.games.example;

import keeptable.engine.Rng;
import keeptable.engine.agent.HeuristicAgent;

/** A rule of thumb: play the card that moves furthest when it beats the die's average of 2, else roll. */
final class LrHeuristic extends HeuristicAgent<LrState, LrChoice> {
    @Override
    protected double score(LrState state, LrChoice choice, Rng rng) {
        return switch (choice) {
            case LrChoice.Play p -> state.content.kinds.get(p.kind()).steps();
            case LrChoice.Roll r -> 2.0;
        };
    }
}
