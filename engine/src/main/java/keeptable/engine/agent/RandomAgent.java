package keeptable.engine.agent;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.State;

/** Picks uniformly among the legal choices. */
public final class RandomAgent implements Agent {
    public static final RandomAgent INSTANCE = new RandomAgent();

    @Override
    public String name() {
        return "random";
    }

    @Override
    public boolean observes() {
        return false;
    }

    @Override
    public Choice choose(State observed, List<Choice> choices, Rng rng) {
        return choices.get(rng.nextInt(choices.size()));
    }
}
