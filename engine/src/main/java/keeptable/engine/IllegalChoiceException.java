package keeptable.engine;

/** A choice that is not legal now. The state that refused it is unchanged. */
public class IllegalChoiceException extends RuntimeException {
    public IllegalChoiceException(String message) {
        super(message);
    }
}
