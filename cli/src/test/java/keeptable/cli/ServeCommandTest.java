package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The serve command's help and refusals (the server itself is tested in the server module). */
class ServeCommandTest {
    @Test
    void listedWithItsOptions() {
        Cli.Run top = Cli.run("--help");
        assertTrue(top.out().contains("serve"), top.out());
        Cli.Run help = Cli.run("serve", "--help");
        assertEquals(0, help.code());
        for (String option : new String[] {"--port", "--db", "--host", "--bot-threads", "--bot-delay", "--hint-ms",
                "--bot-max-iterations", "--bot-max-ms", "--tables-per-minute", "--hints-per-minute",
                "--search-tables-per-client", "--replays-per-minute", "--admin-token",
                "--admin-token-file", "KEEPTABLE_ADMIN_TOKEN", "--content", "--spark"}) {
            assertTrue(help.out().contains(option), help.out());
        }
    }

    @Test
    void refusesABadDatabaseUrlOrPort() {
        Cli.Run db = Cli.run("serve", "--db", "mysql://nowhere");
        assertEquals(2, db.code());
        assertTrue(db.err().contains("--db must be a jdbc:sqlite: or jdbc:postgresql: URL"), db.err());
        Cli.Run port = Cli.run("serve", "--port", "70000");
        assertEquals(2, port.code());
        assertTrue(port.err().contains("--port must be 0 to 65535"), port.err());
        Cli.Run both = Cli.run("serve", "--admin-token", "a", "--admin-token-file", "/nonexistent");
        assertEquals(2, both.code());
        assertTrue(both.err().contains("give the admin token once"), both.err());
        Cli.Run missing = Cli.run("serve", "--admin-token-file", "/nonexistent/admin-token");
        assertEquals(2, missing.code());
        assertTrue(missing.err().contains("cannot read the admin token file"), missing.err());
        Cli.Run noRunner = Cli.run("serve", "--spark", "local[2]");
        assertEquals(2, noRunner.code());
        assertTrue(noRunner.err().contains("--spark local[2]: no cluster runner on the class path takes it; put the "
                + "keeptable-lab-spark jar on the class path"), noRunner.err());
        Cli.Run clustered = Cli.run("serve", "--cluster", "--spark", "local[2]");
        assertEquals(2, clustered.code());
        assertTrue(clustered.err().contains("the Lab is off with --cluster"), clustered.err());
        Cli.Run limit = Cli.run("serve", "--bot-max-ms", "0");
        assertEquals(2, limit.code());
        assertTrue(limit.err().contains("must be 1 or more"), limit.err());
    }
}
