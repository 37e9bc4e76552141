package keeptable.games.thekeep;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.conformance.CallLayers;
import org.junit.jupiter.api.Test;

/**
 * The module's classes call each other in layers: no class calls a static method of a class that, directly
 * or through others, calls back into it (a rule finishing a step reports it to its caller instead). The
 * engine's {@link CallLayers} does the check; its own tests show it finding a loop.
 */
class LayeringTest {
    private static final Path SOURCES = Path.of("src/main/java/keeptable/games/thekeep");

    @Test
    void noClassCallsBackIntoOneThatCallsIt() {
        assertTrue(CallLayers.calls(SOURCES).size() > 20, "the sources were found");
        assertTrue(CallLayers.calls(SOURCES).get("Phases").contains("SearcherTurn"), "the phases call the rules");
        CallLayers.check(SOURCES);
    }
}
