package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.conformance.CallLayers;
import keeptable.engine.conformance.DependencyLayers;
import org.junit.jupiter.api.Test;

/**
 * Arrows point down (see "Code layout" in docs/games/killmans-keep.md): the position holds the data and names no
 * rule, rule files name the position and files below them, the state is the facade on top; no two files name or call
 * each other, directly or round a circle. The engine's {@link DependencyLayers} and {@link CallLayers} do the checks;
 * their own tests show them catching circles.
 */
class LayersTest {
    private static final Path SOURCES = Path.of("src/main/java/keeptable/games/killmanskeep");

    @Test
    void noFileOfTheGameCallsOneThatCallsItBack() {
        assertTrue(CallLayers.calls(SOURCES).size() > 20, "the sources were found");
        assertTrue(CallLayers.calls(SOURCES).get("KkState").contains("TurnRules"), "the state hands choices to the rules");
        CallLayers.check(SOURCES);
    }

    @Test
    void noArrowRunsBackUp() {
        assertTrue(DependencyLayers.arrows(SOURCES).get("KkState").contains("KkPosition"), "the facade holds the data");
        assertTrue(DependencyLayers.arrows(SOURCES).get("KkPosition").stream().noneMatch(f -> f.endsWith("Rules")),
                "the data names no rule file");
        DependencyLayers.check(SOURCES);
    }
}
