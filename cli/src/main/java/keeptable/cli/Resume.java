package keeptable.cli;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;

/**
 * Plays a saved game's choices again, in order, before the seats' own agents take over: a quit game
 * goes on where it stopped. Every seat's agent is wrapped by {@link #seat}; while choices of the record
 * are left, the wrapper plays the next one (it must be legal here, else the rules part from the record)
 * and the table stays quiet until the catch-up is over.
 */
final class Resume {
    private final List<Choice> recorded;
    private final String source;
    private int next;

    Resume(List<Choice> recorded, String source, HumanTable table) {
        this.recorded = List.copyOf(recorded);
        this.source = source;
        table.catchUpTo(this.recorded.size());
    }

    /** The seat's agent, playing the record's choices first. */
    Agent seat(Agent own) {
        return new Agent() {
            @Override
            public String name() {
                return own.name();
            }

            @Override
            public boolean observes() {
                return next >= recorded.size() && own.observes();
            }

            @Override
            public Choice choose(State observed, List<Choice> choices, Rng rng) {
                if (next >= recorded.size()) {
                    return own.choose(observed, choices, rng);
                }
                Choice c = recorded.get(next);
                int i = choices.indexOf(c);
                if (i < 0) {
                    throw new UsageError(source + ": these rules part from the record at step " + next
                            + " (its choice there is not legal now); the game cannot be resumed");
                }
                next++;
                return choices.get(i);
            }
        };
    }
}
