package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.conformance.CallLayers;
import keeptable.engine.conformance.DependencyLayers;
import org.junit.jupiter.api.Test;

/**
 * Arrows point down (see "Code layout" in docs/games/down-among-the-dead.md): the position holds the data and
 * names no rule, rule files name the position and files below them, the state is the facade on top; no two files
 * name or call each other, directly or round a circle, the {@code content} package included. The engine's
 * {@link DependencyLayers} and {@link CallLayers} do the checks; their own tests show them catching circles.
 */
class LayersTest {
    private static final Path SOURCES = Path.of("src/main/java/keeptable/games/downamongthedead");

    @Test
    void noFileOfTheGameCallsOneThatCallsItBack() {
        assertTrue(CallLayers.calls(SOURCES).size() > 20, "the sources were found");
        assertTrue(CallLayers.calls(SOURCES).get("TurnRules").contains("Victory"), "the turn flow calls its helpers");
        assertTrue(CallLayers.calls(SOURCES).get("DadState").contains("CombatRules"),
                "the state hands choices to the rules");
        CallLayers.check(SOURCES);
    }

    @Test
    void noArrowRunsBackUp() {
        assertTrue(DependencyLayers.arrows(SOURCES).get("DadState").contains("DadPosition"), "the facade holds the data");
        assertTrue(DependencyLayers.arrows(SOURCES).get("DadPosition").stream()
                        .noneMatch(f -> f.endsWith("Rules") || f.endsWith("Choices") || f.endsWith("Words")),
                "the data names no rule, choice or words file");
        assertTrue(DependencyLayers.arrows(SOURCES).get("CombatRules").stream().noneMatch(f -> f.equals("DadState")),
                "the rules name no facade");
        DependencyLayers.check(SOURCES);
    }
}
