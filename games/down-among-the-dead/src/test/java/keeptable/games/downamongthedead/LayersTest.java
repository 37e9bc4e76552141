package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.conformance.CallLayers;
import org.junit.jupiter.api.Test;

/**
 * No two files of the game call each other, directly or round a loop: the rules sit in layers (queries,
 * low-level helpers, turn flow, phase play; see "Code shape" in docs/games/down-among-the-dead.md). The
 * engine's {@link CallLayers} does the check; its own tests show it finding a loop.
 */
class LayersTest {
    private static final Path SOURCES = Path.of("src/main/java/keeptable/games/downamongthedead");

    @Test
    void noFileOfTheGameCallsOneThatCallsItBack() {
        assertTrue(CallLayers.calls(SOURCES).size() > 20, "the sources were found");
        assertTrue(CallLayers.calls(SOURCES).get("TurnRules").contains("Victory"), "the turn flow calls its helpers");
        CallLayers.check(SOURCES);
    }
}
