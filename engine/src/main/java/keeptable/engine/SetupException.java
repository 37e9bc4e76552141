package keeptable.engine;

/** A game cannot start as asked; the message tells a player why. */
public class SetupException extends RuntimeException {
    public SetupException(String message) {
        super(message);
    }
}
