package keeptable.engine.match;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Game;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.UndoRule;
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
        /** {@code seat} played {@code choice}, in words {@code said} as it was offered; the game is at {@code after}. */
        void played(int seat, Choice choice, String said, List<Event> events, State after);

        /** {@code seat} took back {@code choice}; the game is at {@code now} again. */
        default void undone(int seat, Choice choice, State now) {
        }

        /** {@code seat} asked to take back its last choice and may not, for {@code reason}. */
        default void undoRefused(int seat, String reason) {
        }
    }

    /** A choice that may still be taken back: the state before it and who made it. */
    private record Undoable(State before, Choice choice, int seat) {
    }

    /** The last choice that may not be taken back: who made it, in words, and why it stands. */
    private record Standing(int seat, String said, UndoRule.Refusal why) {
    }

    /** The result: the record of the game (null when none was kept) and its final state. */
    public record Result(GameRecord record, State last) {
    }

    /** A game that runs longer than this many choices is a rules defect, not a long game. */
    public static final int MAX_STEPS = 1_000_000;

    private final Game game;
    private final Setup setup;
    private final List<Agent> agents;
    private final Rng agentRng;
    private Listener listener;
    private boolean keepRecord = true;

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

    /** Plays without keeping a record, so no state is fingerprinted; the result's record is then null. */
    public Match withoutRecord() {
        this.keepRecord = false;
        return this;
    }

    /**
     * Plays the game to its end. With a listener (people at the table), an agent may throw
     * {@link TakeBack} to take back its seat's last choices as far as the game allows.
     */
    public Result play() {
        State state = game.newGame(setup);
        Recorder recorder = keepRecord ? new Recorder(game, setup, state) : null;
        Deque<Undoable> undoable = new ArrayDeque<>();
        Standing standing = null;
        while (!state.isOver()) {
            if (state.step() >= MAX_STEPS) {
                throw new IllegalStateException(game.id() + " did not end within " + MAX_STEPS + " choices (seed "
                        + setup.seed() + ")");
            }
            int seat = state.toMove();
            List<Choice> choices = state.choices();
            Agent agent = agents.get(seat);
            State observed = agent.observes() ? state.determinize(seat, agentRng) : null;
            Choice choice;
            try {
                choice = agent.choose(observed, choices, agentRng);
            } catch (TakeBack request) {
                if (listener == null) {
                    throw request;
                }
                Undoable last = undoable.peek();
                if (last == null || last.seat() != seat) {
                    listener.undoRefused(seat, last == null ? refusal(standing, seat)
                            : UndoRule.notYours(name(last.seat())));
                } else {
                    undoable.pop();
                    state = last.before();
                    if (recorder != null) {
                        recorder.undoLast();
                    }
                    listener.undone(seat, last.choice(), state);
                }
                continue;
            }
            if (listener == null) {
                state.apply(choice);
            } else {
                State before = state.copy();
                String said = state.describe(choice);
                EventSink.Collector events = EventSink.collect();
                state.apply(choice, events);
                UndoRule.Refusal why = UndoRule.why(game, before, state, events.events());
                if (why == null) {
                    undoable.push(new Undoable(before, choice, seat));
                } else {
                    undoable.clear();
                    standing = new Standing(seat, said, why);
                }
                listener.played(seat, choice, said, events.events(), state);
            }
            if (recorder != null) {
                recorder.played(choice, state);
            }
        }
        return new Result(recorder == null ? null : recorder.record(state), state);
    }

    /**
     * Why {@code seat} may take nothing back when every choice since the last one that stands was taken back: the one
     * reason that holds - nothing played yet, the decision passed to this seat since, or what that choice showed.
     */
    private String refusal(Standing standing, int seat) {
        if (standing == null) {
            return UndoRule.NOTHING_PLAYED;
        }
        if (standing.why() == UndoRule.Refusal.TURN_PASSED && standing.seat() != seat) {
            return UndoRule.notChosenYet(name(standing.seat()), standing.said());
        }
        return standing.why().told(standing.seat() == seat ? "your" : name(standing.seat()) + "'s", standing.said(),
                name(seat));
    }

    private String name(int seat) {
        return setup.seats().get(seat).name();
    }
}
