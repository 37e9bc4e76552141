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
    void oneGameIsShownWithTheOptionsItDeclares() {
        Cli.Run run = Cli.run("games", "gem-grab");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("--turns  Turns: how many turns each seat plays"), run.out());
        assertTrue(run.out().contains("takes 1 to 6; without it: 4"), run.out());
        assertTrue(run.out().contains("played alone or as a campaign"), run.out());
        Cli.Run unknown = Cli.run("games", "gem-grub");
        assertEquals(2, unknown.code());
        assertTrue(unknown.err().contains("no game 'gem-grub'"), unknown.err());
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
