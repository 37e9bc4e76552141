package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class TournamentCommandTest {
    @TempDir
    Path dir;

    @Test
    void ratesTheAgentsAndWritesTheRatingsAndTheReport() throws IOException {
        Cli.Run run = Cli.run("tournament", "gem-grab", "--agents", "random,heuristic", "--games", "40", "--seed", "5",
                "--out", dir.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("40 games, 2 seats, seed 5"), run.out());
        List<String> csv = Files.readAllLines(dir.resolve("ratings.csv"));
        assertEquals("agent,rating,low,high,games", csv.get(0));
        assertEquals(3, csv.size(), String.join("\n", csv));
        assertTrue(csv.get(1).startsWith("random,") && csv.get(1).endsWith(",40"), csv.get(1));
        String html = Files.readString(dir.resolve("report.html"));
        assertTrue(html.contains("<svg") && html.contains("--agents random,heuristic --games 40"), html);
    }

    @Test
    void timesHints() {
        Cli.Run run = Cli.run("tournament", "gem-grab", "--hints", "3", "--hint-ms", "50", "--hint-threads", "2",
                "--seed", "5");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("3 hints of 50 ms on 2 threads: median "), run.out());
    }

    @Test
    void badRequestsAreRefusedWithUsage() {
        assertEquals(2, Cli.run("tournament", "gem-grab", "--agents", "heuristic").code());
        assertEquals(2, Cli.run("tournament", "gem-grab", "--agents", "heuristic,genius").code());
        assertEquals(2, Cli.run("tournament", "gem-grab").code());
        assertEquals(2, Cli.run("tournament", "gem-grab", "--agents", "random,heuristic", "--colour", "red").code());
    }
}
