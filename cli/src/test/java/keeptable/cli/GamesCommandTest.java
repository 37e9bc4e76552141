package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class GamesCommandTest {
    @Test
    void listsTheFixtureGameWithItsPlayerCounts() {
        Cli.Run run = Cli.run("games");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().lines().anyMatch(l -> l.startsWith("gem-grab") && l.contains("Gem Grab")
                && l.contains("2-4") && l.contains("CLI test game")), run.out());
    }

    @Test
    void helpDescribesEveryCommand() {
        Cli.Run run = Cli.run("--help");
        assertEquals(0, run.code());
        for (String command : new String[] {"games", "play", "simulate", "replay", "bench"}) {
            assertTrue(run.out().contains(command), command + " missing from:\n" + run.out());
        }
    }
}
