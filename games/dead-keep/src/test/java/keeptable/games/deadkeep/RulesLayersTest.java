package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.conformance.CallLayers;
import org.junit.jupiter.api.Test;

/**
 * No two files of the game call each other, directly or round a loop: a file calls only the static methods of
 * files below it (see "Structure" in docs/games/dead-keep.md). The state ({@link DkState}) is the seam between
 * the engine's contract and the rules: it hands every choice to {@code Turns} and every rules file reads it, so
 * it is left out. The engine's {@link CallLayers} does the check; its own tests show it finding a loop.
 */
class RulesLayersTest {
    private static final Path SOURCES = Path.of("src/main/java/keeptable/games/deadkeep");

    @Test
    void noFileOfTheGameCallsOneThatCallsItBack() {
        assertTrue(CallLayers.calls(SOURCES).size() > 40, "the sources were found, the board's included");
        assertTrue(CallLayers.calls(SOURCES).get("Turns").contains("Foes"), "the flow calls the Enemy Phase");
        CallLayers.check(SOURCES, "DkState");
    }
}
