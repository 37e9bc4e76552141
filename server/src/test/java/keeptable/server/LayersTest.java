package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.conformance.DependencyLayers;
import org.junit.jupiter.api.Test;

/**
 * Arrows point down in the server: drawn from what each file names, no file names one that names it back, directly or
 * round a circle. The bots report to the tables through {@link BotTables} and a search to the bots through
 * {@link BotMoves}, and the store hands back what it read instead of filling the tables in. The engine's
 * {@link DependencyLayers} does the check; its own tests show it catching circles.
 */
class LayersTest {
    private static final Path SOURCES = Path.of("src/main/java/keeptable/server");

    @Test
    void noArrowRunsBackUp() {
        assertTrue(DependencyLayers.arrows(SOURCES).get("KeeptableServer").contains("Tables"), "the sources were found");
        assertTrue(DependencyLayers.arrows(SOURCES).get("Tables").contains("Bots"), "the tables start the bots");
        DependencyLayers.check(SOURCES);
    }
}
