package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import keeptable.engine.conformance.CallLayers;
import org.junit.jupiter.api.Test;

/**
 * The files of the game stand in layers (see "Code layout" in docs/games/dead-cells.md): the content at the
 * bottom, {@code DcPosition} holding the data, the rules files over it, the words and the engine facade
 * {@code DcState} on top. No file names one that names it back, directly or round a loop: neither by a call
 * (the engine's {@link CallLayers}, no class left out) nor by any mention of a class of the module in code
 * (a type, a constant, a static import; comments and strings left out).
 */
class LayersTest {
    private static final Path SOURCES = Path.of("src/main/java/keeptable/games/deadcells");
    private static final Pattern NAME = Pattern.compile("\\b[A-Z]\\w*\\b");
    private static final Pattern DECLARED = Pattern.compile("\\b(?:class|record|interface|enum)\\s+([A-Z]\\w*)");

    @Test
    void noFileOfTheGameCallsOneThatCallsItBack() {
        assertTrue(CallLayers.calls(SOURCES).size() > 30, "the sources were found");
        assertTrue(CallLayers.calls(SOURCES).get("DcState").contains("LegalChoices"),
                "the facade hands the listing of choices to the rules");
        CallLayers.check(SOURCES);
    }

    @Test
    void noFileNamesOneThatNamesItBack() throws IOException {
        Map<String, Set<String>> uses = references(SOURCES);
        assertTrue(uses.get("DcState").contains("DcPosition"), "the facade stands on the position");
        assertTrue(uses.get("Combat").contains("DcPosition"), "the rules read the position");
        assertEquals(List.of(), CallLayers.loops(uses), "files that name each other round a loop");
    }

    @Test
    void aPositionThatNamesItsFacadeIsCaught() throws IOException {
        Map<String, Set<String>> uses = references(SOURCES);
        uses.get("DcPosition").add("DcState");
        assertTrue(CallLayers.loops(uses).stream().anyMatch(loop -> loop.containsAll(List.of("DcPosition", "DcState"))),
                "a position naming its facade closes a loop");
        Map<String, Set<String>> rules = references(SOURCES);
        rules.get("Board").add("Wording");
        assertTrue(CallLayers.loops(rules).stream().anyMatch(loop -> loop.containsAll(List.of("Board", "Wording"))),
                "a rules file naming the words closes a loop");
    }

    /** For each file under {@code dir}, the other files of the module whose classes (or nested types) it names in code. */
    static Map<String, Set<String>> references(Path dir) throws IOException {
        Map<String, String> code = new TreeMap<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String name = f.getFileName().toString().replace(".java", "");
                if (!name.equals("package-info")) {
                    code.put(name, withoutCommentsAndStrings(Files.readString(f)));
                }
            }
        }
        Map<String, String> fileOf = new TreeMap<>();
        code.forEach((file, text) -> {
            Matcher m = DECLARED.matcher(text);
            while (m.find()) {
                fileOf.putIfAbsent(m.group(1), file);
            }
        });
        code.keySet().forEach(file -> fileOf.put(file, file));
        Map<String, Set<String>> uses = new TreeMap<>();
        code.forEach((file, text) -> {
            Set<String> named = new TreeSet<>();
            Matcher m = NAME.matcher(text);
            while (m.find()) {
                String target = fileOf.get(m.group());
                if (target != null && !target.equals(file)) {
                    named.add(target);
                }
            }
            uses.put(file, named);
        });
        return uses;
    }

    private static String withoutCommentsAndStrings(String text) {
        return text.replaceAll("(?s)/\\*.*?\\*/", "")
                .replaceAll("//[^\\n]*", "")
                .replaceAll("\"(\\\\.|[^\"\\\\\\n])*\"", "\"\"")
                .replaceAll("'(\\\\.|[^'\\\\])'", "' '");
    }
}
