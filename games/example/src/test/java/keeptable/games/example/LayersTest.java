package keeptable.games.example;

import java.nio.file.Path;
import keeptable.engine.conformance.CallLayers;
import keeptable.engine.conformance.DependencyLayers;
import org.junit.jupiter.api.Test;

/** Arrows point down: the position names no rule, the rules no facade, the words nothing above them. */
class LayersTest {
    private static final Path SOURCES = Path.of("src/main/java/keeptable/games/example");

    @Test
    void noArrowRunsBackUpAndNoFilesCallEachOther() {
        DependencyLayers.check(SOURCES);
        CallLayers.check(SOURCES);
    }
}
