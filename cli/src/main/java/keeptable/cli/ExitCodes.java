package keeptable.cli;

/** The exit codes of the keeptable command. */
public final class ExitCodes {
    public static final int OK = 0;
    /** Something went wrong while doing what was asked (a replay diverged, a file could not be written). */
    public static final int FAILED = 1;
    /** What was asked cannot be done: bad game, seat, option or file. */
    public static final int USAGE = 2;

    private ExitCodes() {
    }
}
