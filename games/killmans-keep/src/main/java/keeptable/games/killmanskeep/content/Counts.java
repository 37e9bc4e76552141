package keeptable.games.killmanskeep.content;

/** A count as a player reads it: "1 action", "2 actions", "0 cards". */
public final class Counts {
    private Counts() {
    }

    /** {@code n} and the noun {@code one}, made plural (with an s) unless {@code n} is 1. */
    public static String of(int n, String one) {
        return n + " " + one + (n == 1 ? "" : "s");
    }
}
