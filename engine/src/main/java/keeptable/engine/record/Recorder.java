package keeptable.engine.record;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Game;
import keeptable.engine.Setup;
import keeptable.engine.State;

/**
 * Builds a {@link GameRecord} as a game is played, fingerprinting each state it is told of. Make one
 * only for a game whose record is kept: fingerprints are what it costs.
 */
public final class Recorder {
    private final Game game;
    private final Setup setup;
    private final List<Choice> choices = new ArrayList<>();
    private long[] fingerprints = new long[64];
    private int prints;

    public Recorder(Game game, Setup setup, State start) {
        this.game = game;
        this.setup = setup;
        note(start.fingerprint());
    }

    /** Notes a choice just applied and the state it led to. */
    public void played(Choice choice, State after) {
        choices.add(choice);
        note(after.fingerprint());
    }

    /** Forgets the last choice, which was taken back. */
    public void undoLast() {
        choices.remove(choices.size() - 1);
        prints--;
    }

    public GameRecord record(State last) {
        return new GameRecord(game.id(), game.rulesVersion(), setup, choices, Arrays.copyOf(fingerprints, prints),
                last.outcome());
    }

    private void note(long print) {
        if (prints == fingerprints.length) {
            fingerprints = Arrays.copyOf(fingerprints, prints * 2);
        }
        fingerprints[prints++] = print;
    }
}
