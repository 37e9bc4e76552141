package keeptable.lab;

import java.nio.file.Path;
import keeptable.engine.conformance.CallLayers;
import keeptable.engine.conformance.PackageLayers;
import org.junit.jupiter.api.Test;

/** No two files of the lab (the simulation included) call each other round a loop, nor do its packages. */
class LabLayersTest {
    @Test
    void theLabHasNoLoopOfCalls() throws Exception {
        CallLayers.check(Path.of("src/main/java/keeptable/lab"));
    }

    @Test
    void theLabsPackagesImportNoLoop() throws Exception {
        PackageLayers.check(Path.of("src/main/java"));
    }
}
