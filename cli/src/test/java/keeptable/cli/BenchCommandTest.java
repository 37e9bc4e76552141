package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class BenchCommandTest {
    @Test
    void printsEveryFigureOnOneAndAllThreads() {
        Cli.Run run = Cli.run("bench", "gem-grab", "--seconds", "0.05", "--seats", "2");
        assertEquals(0, run.code(), run.err());
        for (String figure : new String[] {"choices in random playouts", "random playouts", "choices applied", "state copies", "determinizations",
                "choices() calls (cold)", "ISMCTS iterations"}) {
            assertTrue(run.out().lines().anyMatch(l -> l.startsWith(figure) && l.matches(".*\\d.*\\d.*")),
                    figure + " missing:\n" + run.out());
        }
        assertTrue(run.out().contains("1 THREAD"), run.out());
        assertTrue(run.out().contains("the median of 3 rounds, after a warm-up of every figure"), run.out());
        java.util.List<String> lines = run.out().lines().toList();
        int header = lines.indexOf(lines.stream().filter(l -> l.startsWith("PER SECOND")).findFirst().orElseThrow());
        assertTrue(lines.get(header + 1).startsWith("choices in random playouts"), "the headline comes first:\n"
                + run.out());
    }

    @Test
    void refusesANonsenseDuration() {
        Cli.Run run = Cli.run("bench", "gem-grab", "--seconds", "-1");
        assertEquals(2, run.code());
        assertTrue(run.err().contains("--seconds must be"), run.err());
    }
}
