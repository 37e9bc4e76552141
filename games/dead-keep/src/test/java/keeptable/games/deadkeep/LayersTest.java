package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import keeptable.engine.conformance.CallLayers;
import keeptable.engine.conformance.DependencyLayers;
import org.junit.jupiter.api.Test;

/**
 * Arrows point down (see "Code layout" in docs/games/dead-keep.md): the content and the board below,
 * {@link DkPosition} holding the data and naming no rule, the rules files over it, the words and the engine facade
 * {@link DkState} on top; no two files name or call each other, directly or round a circle, with no file left out
 * (the board's package included). The engine's {@link DependencyLayers} and {@link CallLayers} do the checks; here
 * they are also shown catching arrows put back up on purpose.
 */
class LayersTest {
    private static final Path SOURCES = Path.of("src/main/java/keeptable/games/deadkeep");

    @Test
    void noFileOfTheGameCallsOneThatCallsItBack() {
        assertTrue(CallLayers.calls(SOURCES).size() > 40, "the sources were found, the board's included");
        assertTrue(CallLayers.calls(SOURCES).get("Turns").contains("Foes"), "the flow calls the Enemy Phase");
        assertTrue(CallLayers.calls(SOURCES).get("DkState").contains("Turns"), "the facade hands choices to the rules");
        CallLayers.check(SOURCES);
    }

    @Test
    void noArrowRunsBackUp() {
        Map<String, Set<String>> arrows = DependencyLayers.arrows(SOURCES);
        assertTrue(arrows.get("DkState").contains("DkPosition"), "the facade stands on the position");
        assertTrue(arrows.get("Combat").contains("DkPosition"), "the rules read the position");
        assertTrue(arrows.get("DkPosition").contains("content.Content"), "the position reads the content");
        assertTrue(arrows.get("board.Board").contains("board.Routes"), "the board hands movement to its routes");
        DependencyLayers.check(SOURCES);
    }

    @Test
    void anArrowPutBackUpIsCaught() {
        Map<String, Set<String>> arrows = DependencyLayers.arrows(SOURCES);
        arrows.get("DkPosition").add("DkState");
        arrows.get("Combat").add("ChoiceWords");
        arrows.get("board.Routes").add("board.Board");
        List<String> backUp = DependencyLayers.backUp(arrows);
        assertTrue(backUp.size() >= 3, "three circles, each closed by an arrow back up: " + backUp);
        List<List<String>> circles = CallLayers.loops(arrows);
        for (List<String> pair : List.of(List.of("DkPosition", "DkState"), List.of("Combat", "ChoiceWords"),
                List.of("board.Routes", "board.Board"))) {
            assertTrue(circles.stream().anyMatch(c -> c.containsAll(pair)), pair + " stand in a circle: " + circles);
        }
    }
}
