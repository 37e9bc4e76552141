package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BadInputTest {
    private static void assertUsageError(String expected, String... args) {
        Cli.Run run = Cli.run(args);
        assertEquals(2, run.code(), run.out() + run.err());
        assertTrue(run.err().contains(expected), "expected '" + expected + "' in: " + run.err());
        assertEquals(1, run.err().strip().lines().count(), "one line expected: " + run.err());
        assertFalse(run.err().contains("\tat "), run.err());
    }

    @Test
    void unknownGame() {
        assertUsageError("no game 'nope'", "play", "nope", "--seats", "random,random");
        assertUsageError("no game 'nope'", "simulate", "nope");
        assertUsageError("no game 'nope'", "bench", "nope");
    }

    @Test
    void badSeatSpec() {
        assertUsageError("unknown agent 'wizard'", "play", "gem-grab", "--seats", "human,wizard");
        assertUsageError("unknown agent 'wizard'", "simulate", "gem-grab", "--seats", "random,wizard");
        assertUsageError("bad ISMCTS budget", "simulate", "gem-grab", "--seats", "random,ismcts:lots");
        assertUsageError("no human seats", "simulate", "gem-grab", "--seats", "human,random");
    }

    @Test
    void wrongPlayerCount() {
        assertUsageError("is for 2 to 4 players, not 1", "play", "gem-grab", "--seats", "random");
        assertUsageError("is for 2 to 4 players, not 5", "simulate", "gem-grab", "--seats",
                "random,random,random,random,random");
    }

    @Test
    void badGameOption() {
        assertUsageError("Gem Grab's option turns: 9 is not from 1 to 6", "play", "gem-grab", "--seats",
                "random,random", "--option", "turns=9");
        assertUsageError("Gem Grab's option turns: 'many' is not a whole number from 1 to 6", "simulate", "gem-grab",
                "--turns", "many");
    }

    @Test
    void unknownOptionAndMissingArguments() {
        assertUsageError("Gem Grab has no option 'colour' (it has turns)", "play", "gem-grab", "--colour",
                "red");
        assertUsageError("Unknown option: '--colour'", "games", "--colour", "red");
        assertUsageError("Missing required parameter", "replay");
        assertUsageError("--games must be positive", "simulate", "gem-grab", "--games", "0");
        assertUsageError("Unmatched argument", "wibble");
    }

    @Test
    void noCommandShowsUsage() {
        Cli.Run run = Cli.run();
        assertEquals(2, run.code());
        assertTrue(run.err().contains("Usage: keeptable"), run.err());
    }
}
