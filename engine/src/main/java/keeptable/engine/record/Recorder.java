package keeptable.engine.record;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Game;
import keeptable.engine.Setup;
import keeptable.engine.State;

/** Builds a {@link GameRecord} as a game is played. */
public final class Recorder {
    private final Game game;
    private final Setup setup;
    private final List<Choice> choices = new ArrayList<>();
    private final List<Long> fingerprints = new ArrayList<>();

    public Recorder(Game game, Setup setup, State start) {
        this.game = game;
        this.setup = setup;
        fingerprints.add(start.fingerprint());
    }

    /** Notes a choice just applied and the state it led to. */
    public void played(Choice choice, State after) {
        choices.add(choice);
        fingerprints.add(after.fingerprint());
    }

    /** Forgets the last choice, which was taken back. */
    public void undoLast() {
        choices.remove(choices.size() - 1);
        fingerprints.remove(fingerprints.size() - 1);
    }

    public GameRecord record(State last) {
        return new GameRecord(game.id(), game.rulesVersion(), setup, choices, fingerprints, last.outcome());
    }
}
