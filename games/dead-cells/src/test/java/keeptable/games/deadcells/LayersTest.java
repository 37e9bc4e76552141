package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import keeptable.engine.conformance.CallLayers;
import keeptable.engine.conformance.DependencyLayers;
import org.junit.jupiter.api.Test;

/**
 * Arrows point down (see "Code layout" in docs/games/dead-cells.md): the content package at the bottom,
 * {@code DcPosition} holding the data and naming no rule, the rules files over it, the words and the engine facade
 * {@code DcState} on top; no two files name or call each other, directly or round a circle, with no file left out.
 * The engine's {@link DependencyLayers} and {@link CallLayers} do the checks; here they are also shown catching an
 * arrow put back up on purpose.
 */
class LayersTest {
    private static final Path SOURCES = Path.of("src/main/java/keeptable/games/deadcells");

    @Test
    void noFileOfTheGameCallsOneThatCallsItBack() {
        assertTrue(CallLayers.calls(SOURCES).size() > 30, "the sources were found");
        assertTrue(CallLayers.calls(SOURCES).get("DcState").contains("LegalChoices"),
                "the facade hands the listing of choices to the rules");
        CallLayers.check(SOURCES);
    }

    @Test
    void noArrowRunsBackUp() {
        Map<String, Set<String>> arrows = DependencyLayers.arrows(SOURCES);
        assertTrue(arrows.get("DcState").contains("DcPosition"), "the facade stands on the position");
        assertTrue(arrows.get("Combat").contains("DcPosition"), "the rules read the position");
        assertTrue(arrows.get("DcPosition").contains("content.Content"), "the position reads the content");
        DependencyLayers.check(SOURCES);
    }

    @Test
    void anArrowPutBackUpIsCaught() {
        Map<String, Set<String>> arrows = DependencyLayers.arrows(SOURCES);
        arrows.get("DcPosition").add("DcState");
        arrows.get("Board").add("Wording");
        arrows.get("content.Content").add("content.ContentReader");
        List<String> backUp = DependencyLayers.backUp(arrows);
        assertTrue(backUp.size() >= 3, "three circles, each closed by an arrow back up: " + backUp);
        List<List<String>> circles = CallLayers.loops(arrows);
        for (List<String> pair : List.of(List.of("DcPosition", "DcState"), List.of("Board", "Wording"),
                List.of("content.Content", "content.ContentReader"))) {
            assertTrue(circles.stream().anyMatch(c -> c.containsAll(pair)), pair + " stand in a circle: " + circles);
        }
    }
}
