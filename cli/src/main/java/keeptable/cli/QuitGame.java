package keeptable.cli;

/** A human left the game (typed quit, or their input ended); the game so far is still saved. */
final class QuitGame extends RuntimeException {
    QuitGame(String reason) {
        super(reason, null, false, false);
    }
}
