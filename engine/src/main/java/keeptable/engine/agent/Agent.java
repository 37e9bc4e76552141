package keeptable.engine.agent;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.State;

/**
 * A bot. It only ever receives a determinized copy of the game: a state in which everything its
 * seat cannot know has been resampled, so it cannot cheat. It may change that copy freely.
 */
public interface Agent {
    /** Short name, e.g. "random", "heuristic", "ismcts". */
    String name();

    /**
     * Picks one of {@code choices} for seat {@code observed.toMove()}.
     *
     * @param observed a determinized copy of the game, the agent's to change
     * @param choices  the legal choices, as the real game offers them
     */
    Choice choose(State observed, List<Choice> choices, Rng rng);

    /**
     * Whether the agent looks at the game at all. One that does not (a random bot) is handed no
     * determinized copy, so a simulation does not pay for one at every step; it then gets null.
     */
    default boolean observes() {
        return true;
    }
}
