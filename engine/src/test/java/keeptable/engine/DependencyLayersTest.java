package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import keeptable.engine.conformance.DependencyLayers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class DependencyLayersTest {
    @TempDir
    Path dir;

    private void write(String pkg, String name, String body) throws Exception {
        ToySources.write(dir, pkg, name, body);
    }

    @Test
    void filesThatNameOnlyFilesBelowPass() throws Exception {
        write("g", "Facade", "import g.rules.Turns;\nclass Facade { Turns turns; Position p; }");
        write("g.rules", "Turns", "import g.Position;\nclass Turns { static void go(Position p) { } }");
        write("g", "Position", "class Position { int[] hp; }");
        DependencyLayers.check(dir.resolve("g"));
        assertEquals(0, DependencyLayers.count(dir.resolve("g")));
        Map<String, Set<String>> arrows = DependencyLayers.arrows(dir.resolve("g"));
        assertEquals(Set.of("rules.Turns", "Position"), arrows.get("Facade"), "imports and same-package names");
        assertEquals(Set.of("Position"), arrows.get("rules.Turns"));
        assertEquals(Set.of(), arrows.get("Position"));
    }

    @Test
    void aTwoFileCircleIsCaughtWithTheArrowThatClosesIt() throws Exception {
        write("g", "State", "class State { void apply() { Rules.play(this); } }");
        write("g", "Rules", "class Rules { static void play(State s) { } }");
        AssertionError e = assertThrows(AssertionError.class, () -> DependencyLayers.check(dir.resolve("g")));
        assertTrue(e.getMessage().contains("[Rules, State]"), e.getMessage());
        assertTrue(e.getMessage().contains("1 arrows run back up"), e.getMessage());
        assertEquals(1, DependencyLayers.count(dir.resolve("g")));
    }

    @Test
    void aThreeFileCircleAcrossPackagesIsCaught() throws Exception {
        write("g", "State", "import g.rules.Turns;\nclass State { Turns t; }");
        write("g.rules", "Turns", "import g.words.Notes;\nclass Turns { Notes n; }");
        write("g.words", "Notes", "class Notes { g.State s; }");
        write("g", "Setup", "class Setup { State s; }");
        assertEquals(List.of(List.of("State", "rules.Turns", "words.Notes")), DependencyLayers.circles(dir.resolve("g")));
        assertEquals(1, DependencyLayers.count(dir.resolve("g")), "one arrow closes a simple circle");
        AssertionError e = assertThrows(AssertionError.class, () -> DependencyLayers.check(dir.resolve("g")));
        assertTrue(e.getMessage().contains("back up: ["), e.getMessage());
        assertTrue(!e.getMessage().contains("Setup"), "a file above the circle is not in it: " + e.getMessage());
    }

    @Test
    void namesInCommentsStringsAndTextBlocksAreNoArrows() throws Exception {
        write("g", "State", "import g.rules.Turns;\nclass State { Turns t; }");
        write("g.rules", "Turns", "class Turns {\n  // the State hands us a choice\n  /* State */ String a = \"State\";\n"
                + "  String b = \"\"\"\n   State \"quoted\" here\n   \"\"\";\n  char c = '\"'; String d = \"/* State\";\n}");
        DependencyLayers.check(dir.resolve("g"));
        assertEquals(Set.of(), DependencyLayers.arrows(dir.resolve("g")).get("rules.Turns"));

        write("g.rules", "Turns", "class Turns { g.State s; }");
        assertThrows(AssertionError.class, () -> DependencyLayers.check(dir.resolve("g")), "a name in full in code is an arrow");
    }

    @Test
    void aNestedTypeCountsAsItsFileAndHidesAFileOfTheSameName() throws Exception {
        write("g", "Board", "class Board { record Cell(int x) { } Cell at(int i) { return null; } }");
        write("g", "Cell", "class Cell { }");
        write("g", "Rules", "class Rules { Board.Cell c; }");
        write("g", "Moves", "import g.Board.Cell;\nclass Moves { Cell c; }");
        Map<String, Set<String>> arrows = DependencyLayers.arrows(dir.resolve("g"));
        assertEquals(Set.of(), arrows.get("Board"), "Board's own Cell hides the file Cell");
        assertEquals(Set.of("Board"), arrows.get("Rules"));
        assertEquals(Set.of("Board"), arrows.get("Moves"), "an imported nested type hides the same-package one");
        DependencyLayers.check(dir.resolve("g"));

        write("g", "Board", "class Board { record Cell(int x) { } Rules rules; }");
        AssertionError e = assertThrows(AssertionError.class, () -> DependencyLayers.check(dir.resolve("g")));
        assertTrue(e.getMessage().contains("[Board, Rules]"), e.getMessage());
    }

    @Test
    void aSecondTopLevelTypeCountsAsItsFile() throws Exception {
        write("g", "Rules", "class Rules { Step s; }\nrecord Step(int n) { }");
        write("g", "Turns", "class Turns { Step s; }");
        assertEquals(Set.of("Rules"), DependencyLayers.arrows(dir.resolve("g")).get("Turns"));
    }

    @Test
    void theOrderNamesTheFewestArrowsToTurnRound() throws Exception {
        // the greedy order counts the fewest arrows that must turn round, not every arrow of a circle
        write("g", "A", "class A { B b; C c; D d; }");
        write("g", "B", "class B { C c; D d; }");
        write("g", "C", "class C { D d; }");
        write("g", "D", "class D { A a; }");
        assertEquals(List.of("D -> A"), DependencyLayers.backUp(DependencyLayers.arrows(dir.resolve("g"))));
    }
}
