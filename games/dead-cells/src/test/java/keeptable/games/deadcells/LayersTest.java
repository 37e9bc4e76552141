package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.conformance.CallLayers;
import org.junit.jupiter.api.Test;

/**
 * No two files of the game call each other, directly or round a loop: the rules sit in layers (the dispatcher and
 * its loop, the phases, the Combat steps, low-level helpers, the legal choices of each decision, the content; see
 * "Layers" in docs/games/dead-cells.md). {@code DcState} is the seam between the engine's contract and the rules:
 * it hands every choice to the rules and every rules file reads it, so it is left out. The engine's
 * {@link CallLayers} does the check; its own tests show it finding a loop.
 */
class LayersTest {
    private static final Path SOURCES = Path.of("src/main/java/keeptable/games/deadcells");

    @Test
    void noFileOfTheGameCallsOneThatCallsItBack() {
        assertTrue(CallLayers.calls(SOURCES).size() > 30, "the sources were found");
        assertTrue(CallLayers.calls(SOURCES).get("Combat").contains("LegalChoices"),
                "a phase counts a decision's candidates one layer down");
        CallLayers.check(SOURCES, "DcState");
    }
}
