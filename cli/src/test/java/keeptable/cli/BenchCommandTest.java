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

    /**
     * Each one-thread figure is also given per CPU-second of its thread: the third figure of the row. A thread
     * gets at most the wall time in CPU time, so that figure is never below the wall-clock one (it would be if the
     * columns were swapped or the wall time divided twice).
     */
    @Test
    void givesEachOneThreadFigurePerCpuSecondToo() {
        Cli.Run run = Cli.run("bench", "gem-grab", "--seconds", "0.05", "--seats", "2");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().lines().anyMatch(l -> l.startsWith("PER SECOND") && l.endsWith("1 THREAD PER CPU-SECOND")),
                run.out());
        assertTrue(run.out().contains("PER CPU-SECOND: the 1-thread work divided by the CPU time its thread got"),
                run.out());
        int rows = 0;
        for (String line : run.out().lines().toList()) {
            java.util.regex.Matcher m = java.util.regex.Pattern.compile("^[a-zA-Z() ]+?\\s{2,}([\\d,]+)\\s+([\\d,]+)"
                    + "\\s+([\\d,]+)$").matcher(line);
            if (m.matches()) {
                rows++;
                long wall = Long.parseLong(m.group(1).replace(",", ""));
                long cpu = Long.parseLong(m.group(3).replace(",", ""));
                assertTrue(cpu >= wall, "per CPU-second below per second:\n" + line);
            }
        }
        assertEquals(7, rows, "every figure has its three numbers:\n" + run.out());
    }

    @Test
    void refusesANonsenseDuration() {
        Cli.Run run = Cli.run("bench", "gem-grab", "--seconds", "-1");
        assertEquals(2, run.code());
        assertTrue(run.err().contains("--seconds must be"), run.err());
    }
}
