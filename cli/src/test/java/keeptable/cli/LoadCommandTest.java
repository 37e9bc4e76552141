package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The load command's help and refusals (the harness itself runs in the server module's ChaosTest). */
class LoadCommandTest {
    @Test
    void listedWithItsOptions() {
        Cli.Run top = Cli.run("--help");
        assertTrue(top.out().contains("load"), top.out());
        Cli.Run help = Cli.run("load", "--help");
        assertEquals(0, help.code());
        for (String option : new String[] {"--db", "--nodes", "--tables", "--humans", "--seconds", "--kills",
                "--abandon", "--bot-delay", "--bot-threads", "--heap", "--game"}) {
            assertTrue(help.out().contains(option), help.out());
        }
    }

    @Test
    void refusesBoundsAndAFarDatabase() {
        Cli.Run nodes = Cli.run("load", "--nodes", "9");
        assertEquals(2, nodes.code());
        assertTrue(nodes.err().contains("--nodes 1-5"), nodes.err());
        Cli.Run far = Cli.run("load", "--db", "jdbc:postgresql://db.example:5432/x");
        assertEquals(2, far.code());
        assertTrue(far.err().contains("on this machine"), far.err());
    }
}
