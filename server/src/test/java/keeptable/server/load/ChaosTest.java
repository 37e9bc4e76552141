package keeptable.server.load;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * A short run of the load harness as CI can afford it: two nodes, each a real {@code java} process on
 * one PostgreSQL database, bot tables and people's tables played over real HTTP and WebSocket, and
 * a node killed with SIGKILL twice (started again each time). No acknowledged choice may be lost and
 * no record may fork.
 */
class ChaosTest {
    @Test
    void nodesKilledWithSigkillLoseNoAcknowledgedChoiceAndForkNoRecord() throws Exception {
        LoadRun.Figures f = LoadRun.run(Map.of("--nodes", "2", "--tables", "6", "--humans", "2", "--seconds", "16",
                "--kills", "2", "--bot-delay", "30", "--heap", "256m"));
        assertEquals(2, f.kills(), "kills: " + f);
        assertTrue(f.audit().acknowledged() >= 20, "the probes played: " + f);
        assertTrue(f.stored() >= 200, "the bots played: " + f);
        assertTrue(f.audit().tables() >= 8, "tables were looked at: " + f);
        assertEquals(0, f.audit().lost(), "lost choices: " + f);
        assertEquals(0, f.audit().forked(), "forked records: " + f);
    }
}
