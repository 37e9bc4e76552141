package keeptable.engine.match;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Game;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.record.GameRecord;
import keeptable.engine.record.Recorder;

/**
 * Plays one game to its end with an agent in each seat (a terminal human is an agent too). Every
 * agent only ever receives a determinized copy of the state for its own seat, never the state.
 */
public final class Match {
    /** Hears every choice played, with the events it caused (all of them: filter per seat). */
    public interface Listener {
        void played(int seat, Choice choice, List<Event> events, State after);
    }

    /** The result: the record of the game and its final state. */
    public record Result(GameRecord record, State last) {
    }

    /** A game that runs longer than this many choices is a rules defect, not a long game. */
    public static final int MAX_STEPS = 1_000_000;

    private final Game game;
    private final Setup setup;
    private final List<Agent> agents;
    private final Rng agentRng;
    private Listener listener;

    public Match(Game game, Setup setup, List<Agent> agents, long agentSeed) {
        if (agents.size() != setup.size()) {
            throw new IllegalArgumentException(setup.size() + " seats but " + agents.size() + " agents");
        }
        this.game = game;
        this.setup = setup;
        this.agents = List.copyOf(agents);
        this.agentRng = new Rng(agentSeed);
    }

    public Match listener(Listener l) {
        this.listener = l;
        return this;
    }

    public Result play() {
        State state = game.newGame(setup);
        Recorder recorder = new Recorder(game, setup, state);
        while (!state.isOver()) {
            if (state.step() >= MAX_STEPS) {
                throw new IllegalStateException(game.id() + " did not end within " + MAX_STEPS + " choices (seed "
                        + setup.seed() + ")");
            }
            int seat = state.toMove();
            List<Choice> choices = state.choices();
            State observed = state.determinize(seat, agentRng);
            Choice choice = agents.get(seat).choose(observed, choices, agentRng);
            if (listener == null) {
                state.apply(choice);
            } else {
                EventSink.Collector events = EventSink.collect();
                state.apply(choice, events);
                listener.played(seat, choice, events.events(), state);
            }
            recorder.played(choice, state);
        }
        return new Result(recorder.record(state), state);
    }
}
