package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Set;
import keeptable.engine.conformance.PackageLayers;
import keeptable.engine.module.GameModule;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PackageLayersTest {
    @TempDir
    Path dir;

    private void write(String pkg, String name, String body) throws Exception {
        ToySources.write(dir, pkg, name, body);
    }

    @Test
    void theEnginesPackagesUseEachOtherOneWayOnly() {
        PackageLayers.check(Path.of("src/main/java"));
        Set<String> core = PackageLayers.uses(Path.of("src/main/java")).get("keeptable.engine");
        assertEquals(Set.of(), core, "the core package (Game, State, Choice...) uses no package built on it");
    }

    @Test
    void aLoopThroughAnImportOrAFullNameIsNamed() throws Exception {
        write("a.core", "Game", "/** see {@link a.bots.Agent} */ class Game { String s = \"a.bots.Agent\"; }");
        write("a.bots", "Agent", "import a.core.Game;\nclass Agent { GameModule g; }");
        PackageLayers.check(dir);
        assertEquals(Set.of("a.core"), PackageLayers.uses(dir).get("a.bots"));
        assertEquals(Set.of(), PackageLayers.uses(dir).get("a.core"), "comments and strings use nothing");

        write("a.core", "Game", "class Game { a.bots.Agent heuristic() { return null; } }");
        AssertionError e = assertThrows(AssertionError.class, () -> PackageLayers.check(dir));
        assertTrue(e.getMessage().contains("[[a.bots, a.core]]"), e.getMessage());

        write("a.core", "Game", "import static a.bots.Agent.make;\nclass Game { }");
        assertThrows(AssertionError.class, () -> PackageLayers.check(dir), "a static import is a use too");
    }
}
