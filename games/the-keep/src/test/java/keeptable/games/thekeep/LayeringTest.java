package keeptable.games.thekeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The module's classes call each other in layers: no class calls a static method of a class that, directly
 * or through others, calls back into it (a rule finishing a step reports it to its caller instead).
 */
class LayeringTest {
    private static final Path SOURCES = Path.of("src/main/java/keeptable/games/thekeep");

    /** Each class and the other classes of the module whose static methods it calls ({@code Name.method(}). */
    static Map<String, Set<String>> calls(Map<String, String> sources) {
        Map<String, Set<String>> graph = new TreeMap<>();
        for (Map.Entry<String, String> file : sources.entrySet()) {
            String code = file.getValue().replaceAll("(?s)/\\*.*?\\*/", "").replaceAll("//[^\n]*", "");
            Set<String> callees = new TreeSet<>();
            for (String other : sources.keySet()) {
                if (!other.equals(file.getKey())
                        && Pattern.compile("\\b" + other + "\\.[a-z]\\w*\\s*\\(").matcher(code).find()) {
                    callees.add(other);
                }
            }
            graph.put(file.getKey(), callees);
        }
        return graph;
    }

    /** A chain of calls leading back to where it started, or an empty list. */
    static List<String> cycle(Map<String, Set<String>> graph) {
        for (String start : graph.keySet()) {
            List<String> path = new ArrayList<>();
            path.add(start);
            if (back(graph, start, path, new TreeSet<>())) {
                return path;
            }
        }
        return List.of();
    }

    private static boolean back(Map<String, Set<String>> graph, String start, List<String> path, Set<String> seen) {
        for (String next : graph.get(path.get(path.size() - 1))) {
            path.add(next);
            if (next.equals(start) || seen.add(next) && back(graph, start, path, seen)) {
                return true;
            }
            path.remove(path.size() - 1);
        }
        return false;
    }

    @Test
    void noClassCallsBackIntoOneThatCallsIt() throws IOException {
        Map<String, String> sources = new TreeMap<>();
        try (Stream<Path> files = Files.list(SOURCES)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                sources.put(f.getFileName().toString().replace(".java", ""), Files.readString(f));
            }
        }
        assertTrue(sources.size() > 20, "the sources were found: " + sources.keySet());
        assertEquals(List.of(), cycle(calls(sources)), "a cycle of calls");
    }

    @Test
    void aCycleIsFound() {
        Map<String, String> sources = Map.of(
                "Retreat", "class Retreat { void end() { Conflicts.next(s); } }",
                "Conflicts", "class Conflicts { void reveal() { Helper.go(s); } }",
                "Helper", "class Helper { void go() { Retreat.end(s); } }",
                "Winning", "class Winning { /* Retreat.end(s) in a comment is no call */ }");
        assertEquals(List.of("Conflicts", "Helper", "Retreat", "Conflicts"), cycle(calls(sources)));
        assertEquals(List.of(), cycle(calls(Map.of("A", "A.x(); B.y();", "B", "// A.x();"))));
    }
}
