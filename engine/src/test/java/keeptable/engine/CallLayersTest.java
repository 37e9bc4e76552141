package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import keeptable.engine.conformance.CallLayers;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class CallLayersTest {
    @TempDir
    Path dir;

    private void write(String name, String body) throws Exception {
        Files.writeString(dir.resolve(name + ".java"), "package p;\n" + body + "\n");
    }

    @Test
    void layeredFilesPassAndALoopIsNamed() throws Exception {
        write("Turns", "class Turns { static void go() { Fight.start(); Notes.say(\"Bank.pay(\"); } }");
        write("Fight", "class Fight { static void start() { Notes.say(\"x\"); } // Turns.go() in a comment\n }");
        write("Notes", "class Notes { static void say(String s) { } }");
        write("Bank", "import static p.Turns.LIMIT;\nclass Bank { }");
        CallLayers.check(dir);
        assertEquals(Set.of("Fight", "Notes"), CallLayers.calls(dir).get("Turns"), "strings and comments are not calls");
        assertEquals(Set.of(), CallLayers.calls(dir).get("Bank"), "an imported constant is no call");

        write("Notes", "import static p.Turns.*;\nclass Notes { static void say(String s) { go(); } }");
        AssertionError e = assertThrows(AssertionError.class, () -> CallLayers.check(dir));
        assertTrue(e.getMessage().contains("[[Fight, Notes, Turns]]"), e.getMessage());
    }

    @Test
    void theStateMayBeLeftOutAsTheSeam() throws Exception {
        write("GameState", "class GameState { void play() { Rules.play(this); } static int n() { return 1; } }");
        write("Rules", "class Rules { static void play(GameState s) { GameState.n(); } }");
        assertEquals(List.of(List.of("GameState", "Rules")), CallLayers.loops(CallLayers.calls(dir)));
        CallLayers.check(dir, "GameState");
        assertThrows(AssertionError.class, () -> CallLayers.check(dir, "NoSuchState"));
    }
}
