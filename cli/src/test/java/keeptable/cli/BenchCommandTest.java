package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BenchCommandTest {
    @Test
    void printsEveryFigureOnOneAndAllThreads() {
        Cli.Run run = Cli.run("bench", "gem-grab", "--seconds", "0.05", "--seats", "2");
        assertEquals(0, run.code(), run.err());
        for (String figure : new String[] {"random playouts", "choices applied", "state copies", "determinizations",
                "choices() calls (cold)", "ISMCTS iterations"}) {
            assertTrue(run.out().lines().anyMatch(l -> l.startsWith(figure) && l.matches(".*\\d.*\\d.*")),
                    figure + " missing:\n" + run.out());
        }
        assertTrue(run.out().contains("1 THREAD"), run.out());
    }

    @Test
    void refusesANonsenseDuration() {
        Cli.Run run = Cli.run("bench", "gem-grab", "--seconds", "-1");
        assertEquals(2, run.code());
        assertTrue(run.err().contains("--seconds must be"), run.err());
    }
}
