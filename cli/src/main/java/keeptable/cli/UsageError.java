package keeptable.cli;

/** The user asked for something that cannot be done; the message says why. Exit code 2. */
public final class UsageError extends RuntimeException {
    public UsageError(String message) {
        super(message);
    }

    public UsageError(String message, Throwable cause) {
        super(message, cause);
    }
}
