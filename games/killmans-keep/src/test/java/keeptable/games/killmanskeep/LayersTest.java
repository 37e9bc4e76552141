package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.conformance.CallLayers;
import org.junit.jupiter.api.Test;

/**
 * No two files of the rules call each other, directly or round a loop: each class of the game's package
 * calls only classes below it (see "Code layout" in docs/games/killmans-keep.md). The engine's
 * {@link CallLayers} does the check; its own tests show it finding a loop.
 */
class LayersTest {
    private static final Path SOURCES = Path.of("src/main/java/keeptable/games/killmanskeep");

    @Test
    void noFileOfTheGameCallsOneThatCallsItBack() {
        assertTrue(CallLayers.calls(SOURCES).size() > 20, "the sources were found");
        assertTrue(CallLayers.calls(SOURCES).get("KkState").contains("TurnRules"), "the state hands choices to the rules");
        CallLayers.check(SOURCES);
    }
}
