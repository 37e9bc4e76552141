package keeptable.games.thekeep;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import keeptable.engine.conformance.CallLayers;
import keeptable.engine.conformance.DependencyLayers;
import org.junit.jupiter.api.Test;

/**
 * Arrows point down (see "Code layout" in docs/games/the-keep.md): the content at the bottom, {@code KeepPosition}
 * holding the data and naming no rule, the rule files (one per book section) over it, the phase machine
 * {@code Phases} over them, the words and the engine facade {@code KeepState} on top; no two files name or call each
 * other, directly or round a circle, with no file left out (the state is no seam). The engine's
 * {@link DependencyLayers} and {@link CallLayers} do the checks; here they are also shown catching arrows put back up.
 */
class LayersTest {
    private static final Path SOURCES = Path.of("src/main/java/keeptable/games/thekeep");

    @Test
    void noFileOfTheGameCallsOneThatCallsItBack() {
        assertTrue(CallLayers.calls(SOURCES).size() > 20, "the sources were found");
        assertTrue(CallLayers.calls(SOURCES).get("Phases").contains("SearcherTurn"), "the phases call the rules");
        CallLayers.check(SOURCES);
    }

    @Test
    void noArrowRunsBackUp() {
        Map<String, Set<String>> arrows = DependencyLayers.arrows(SOURCES);
        assertTrue(arrows.get("KeepState").contains("KeepPosition"), "the facade stands on the position");
        assertTrue(arrows.get("Conflicts").contains("KeepPosition"), "the rules read the position");
        assertTrue(arrows.get("KeepPosition").contains("Content"), "the position reads the content");
        DependencyLayers.check(SOURCES);
    }

    @Test
    void anArrowPutBackUpIsCaught() {
        Map<String, Set<String>> arrows = DependencyLayers.arrows(SOURCES);
        arrows.get("KeepPosition").add("KeepState");
        arrows.get("Winning").add("TurnOrder");
        arrows.get("Content").add("KeepPosition");
        List<String> backUp = DependencyLayers.backUp(arrows);
        assertTrue(backUp.size() >= 3, "three circles, each closed by an arrow back up: " + backUp);
        List<List<String>> circles = CallLayers.loops(arrows);
        for (List<String> pair : List.of(List.of("KeepPosition", "KeepState"), List.of("TurnOrder", "Winning"),
                List.of("Content", "KeepPosition"))) {
            assertTrue(circles.stream().anyMatch(c -> c.containsAll(pair)), pair + " stand in a circle: " + circles);
        }
    }
}
