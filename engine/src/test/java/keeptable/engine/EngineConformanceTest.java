package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.conformance.Conformance;
import keeptable.engine.conformance.SourceRules;
import keeptable.engine.toy.LuckyDraw;
import org.junit.jupiter.api.Test;

class EngineConformanceTest {
    @Test
    void theKitPassesASoundGame() {
        Conformance.Report r = Conformance.check(LuckyDraw.GAME, Conformance.Options.random(500, 1).deepEvery(1));
        assertEquals(500, r.games());
        assertTrue(r.steps() >= 500L * 6);
    }

    @Test
    void theKitCatchesAViewThatLeaksAHiddenHand() {
        // a broken variant whose view shows the next seat's card
        Game leaky = new LeakyLuckyDraw();
        AssertionError e = assertThrows(AssertionError.class,
                () -> Conformance.check(leaky, Conformance.Options.random(20, 1).deepEvery(1)));
        assertTrue(e.getMessage().contains("view"), e.getMessage());
    }

    @Test
    void engineSourcesDrawChanceOnlyFromRng() {
        SourceRules.check(Path.of("src/main/java"));
    }

    @Test
    void sourceRuleFindsForbiddenCalls() throws Exception {
        Path dir = java.nio.file.Files.createTempDirectory("rules");
        java.nio.file.Files.writeString(dir.resolve("Bad.java"),
                "class Bad { int x = (int) (Math.random() * 6); }\n");
        assertEquals(1, SourceRules.violations(dir).size());
    }
}
