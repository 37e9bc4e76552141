package keeptable.engine.record;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Game;
import keeptable.engine.IllegalChoiceException;
import keeptable.engine.SetupException;
import keeptable.engine.State;

/**
 * Plays a record back step by step, checking the fingerprint after every choice.
 * {@link #verify} runs it through; {@link #next} steps for a viewer.
 */
public final class Replay {
    /** The verdict: {@code divergedAt} is the first step (1 = after the first choice) that differs, or -1. */
    public record Result(boolean ok, int steps, int divergedAt, String problem) {
    }

    private final GameRecord record;
    private final State state;
    private final String versionNote;
    private int step;
    private Result failure;

    public Replay(Game game, GameRecord record) {
        this.record = record;
        this.versionNote = game.rulesVersion().equals(record.rulesVersion()) ? ""
                : " (the record was made under rules " + record.rulesVersion() + "; these rules are "
                + game.rulesVersion() + " and part from it here)";
        State start = null;
        if (!game.id().equals(record.game())) {
            failure = new Result(false, 0, 0, "record is of game '" + record.game() + "', not '" + game.id() + "'");
        } else {
            try {
                start = game.newGame(record.setup());
                if (record.fingerprintCount() > 0 && record.fingerprint(0) != start.fingerprint()) {
                    failure = new Result(false, 0, 0, "the starting position differs from the record's"
                            + versionNote);
                }
            } catch (SetupException e) {
                failure = new Result(false, 0, 0, "the record's setup is refused: " + e.getMessage());
            }
        }
        this.state = start;
    }

    /** Whether the record was made under the rules it is replayed with. */
    public boolean sameRules() {
        return versionNote.isEmpty();
    }

    public static Result verify(Game game, GameRecord record) {
        Replay r = new Replay(game, record);
        while (r.hasNext()) {
            r.advance(EventSink.NONE);
        }
        return r.result();
    }

    public boolean hasNext() {
        return failure == null && step < record.choices().size();
    }

    /** The state as replayed so far; do not change it. */
    public State state() {
        return state;
    }

    public int step() {
        return step;
    }

    /** Applies the next recorded choice; returns its events, or an empty list if it diverged. */
    public List<Event> next() {
        EventSink.Collector events = EventSink.collect();
        return advance(events) ? events.events() : new ArrayList<>();
    }

    /** Applies the next recorded choice, reporting its events to {@code events}; false if it diverged. */
    private boolean advance(EventSink events) {
        if (!hasNext()) {
            throw new IllegalStateException("nothing left to replay");
        }
        Choice choice = record.choices().get(step);
        try {
            state.apply(choice, events);
        } catch (IllegalChoiceException e) {
            failure = new Result(false, step, step + 1, "choice " + (step + 1) + " ('" + choice.label()
                    + "') is refused: " + e.getMessage() + versionNote);
            return false;
        }
        step++;
        if (step < record.fingerprintCount() && record.fingerprint(step) != state.fingerprint()) {
            failure = new Result(false, step - 1, step, "after choice " + step + " ('" + choice.label()
                    + "') the position differs from the record's" + versionNote);
        }
        return true;
    }

    public Result result() {
        if (failure != null) {
            return failure;
        }
        if (step < record.choices().size()) {
            return new Result(false, step, -1, "replay stopped early at step " + step);
        }
        return new Result(true, step, -1, "all " + step + " steps match");
    }
}
