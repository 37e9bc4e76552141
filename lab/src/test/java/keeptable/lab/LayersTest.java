package keeptable.lab;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.conformance.CallLayers;
import keeptable.engine.conformance.DependencyLayers;
import keeptable.engine.conformance.PackageLayers;
import org.junit.jupiter.api.Test;

/**
 * Arrows point down in the lab, as in every game: no two files (the tournament and the speed measurement
 * included) name each other, directly or round a circle, nor call each other round a loop, nor do its packages
 * import each other round a loop. The tally sits below the figures drawn from it: it adds a game's item uses to
 * {@link ItemSums} and never names {@link ItemFigures}, which reads it; the tournament's standings are drawn from
 * plain values, not from the tournament that plays them. The engine's checks do the work; their own tests show
 * them catching circles.
 */
class LayersTest {
    private static final Path SOURCES = Path.of("src/main/java/keeptable/lab");

    @Test
    void noArrowRunsBackUp() {
        assertTrue(DependencyLayers.arrows(SOURCES).get("ItemFigures").contains("Tally"), "the figures read the tally");
        assertTrue(DependencyLayers.arrows(SOURCES).get("tournament.Tournament").contains("tournament.Standings"),
                "the tournament hands its games to the standings");
        DependencyLayers.check(SOURCES);
    }

    @Test
    void theLabHasNoLoopOfCalls() {
        CallLayers.check(SOURCES);
    }

    @Test
    void theLabsPackagesImportNoLoop() throws Exception {
        PackageLayers.check(Path.of("src/main/java"));
    }
}
