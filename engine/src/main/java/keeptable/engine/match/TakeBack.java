package keeptable.engine.match;

/**
 * Thrown by an agent, instead of choosing, to ask to take back the last choice its seat made. The
 * match grants it only where the game allows (see {@link keeptable.engine.Game#undoable}) and asks
 * the agent again either way.
 */
public final class TakeBack extends RuntimeException {
    public TakeBack() {
        super("take back the last choice", null, false, false);
    }
}
