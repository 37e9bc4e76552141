package keeptable.engine.lab;

import java.nio.file.Path;
import keeptable.engine.conformance.CallLayers;
import org.junit.jupiter.api.Test;

/** No two files of the lab (the simulation included) call each other round a loop. */
class LabLayersTest {
    @Test
    void theLabHasNoLoopOfCalls() throws Exception {
        CallLayers.check(Path.of("src/main/java/keeptable/engine/lab"));
    }
}
