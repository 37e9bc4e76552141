package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * No two files of the game call each other, directly or round a loop: a file calls only the static methods of
 * files below it (see "Structure" in docs/games/dead-keep.md). A call is {@code Other.method(...)} in code (not
 * comments or strings), or any call into a class imported with {@code import static Other.*}. The state
 * ({@link DkState}) is the seam between the engine's contract and the rules: it hands every choice to
 * {@code Turns} and every rules file reads it, so it is left out.
 */
class RulesLayersTest {
    private static final Path SOURCES = Path.of("src/main/java/keeptable/games/deadkeep");
    private static final Pattern CALL = Pattern.compile("(?<![\\w.])([A-Z][A-Za-z0-9]*)\\.[a-z]\\w*\\(");
    private static final Pattern STATIC_IMPORT_ALL =
            Pattern.compile("(?m)^import static keeptable\\.games\\.deadkeep\\.(?:board\\.)?([A-Z]\\w*)\\.\\*;");
    private static final Set<String> SEAM = Set.of("DkState");

    @Test
    void noFileOfTheGameCallsOneThatCallsItBack() throws IOException {
        Map<String, Set<String>> calls = calls();
        assertTrue(calls.size() > 40, "read the sources: " + calls.keySet());
        assertTrue(calls.get("Turns").contains("Foes"), "the flow calls the Enemy Phase: " + calls.get("Turns"));
        assertEquals(List.of(), loops(calls), "files that call each other round a loop");
    }

    @Test
    void theCheckFindsALoop() {
        Map<String, Set<String>> calls = new TreeMap<>();
        calls.put("Turns", Set.of("Foes"));
        calls.put("Foes", Set.of("Spawns"));
        calls.put("Spawns", Set.of("Turns"));
        calls.put("Notes", Set.of());
        assertEquals(List.of(List.of("Foes", "Spawns", "Turns")), loops(calls));
    }

    /** For each file of the game (board included), the other files whose static methods its code calls. */
    private static Map<String, Set<String>> calls() throws IOException {
        Map<String, String> code = new TreeMap<>();
        try (Stream<Path> files = Files.walk(SOURCES)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String text = Files.readString(f)
                        .replaceAll("(?s)/\\*.*?\\*/", "")
                        .replaceAll("(?m)^\\s*//[^\\n]*", "")
                        .replaceAll("\"(\\\\.|[^\"\\\\])*\"", "\"\"");
                code.put(f.getFileName().toString().replace(".java", ""), text);
            }
        }
        Map<String, Set<String>> calls = new TreeMap<>();
        for (Map.Entry<String, String> e : code.entrySet()) {
            if (SEAM.contains(e.getKey())) {
                continue;
            }
            Set<String> called = new TreeSet<>();
            Matcher m = CALL.matcher(e.getValue());
            while (m.find()) {
                called.add(m.group(1));
            }
            Matcher imports = STATIC_IMPORT_ALL.matcher(e.getValue());
            while (imports.find()) {
                called.add(imports.group(1));
            }
            called.retainAll(code.keySet());
            called.removeAll(SEAM);
            called.remove(e.getKey());
            calls.put(e.getKey(), called);
        }
        return calls;
    }

    /** The groups of files that reach each other (strongly connected components of two or more), sorted. */
    private static List<List<String>> loops(Map<String, Set<String>> calls) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        List<String> stack = new ArrayList<>();
        List<List<String>> out = new ArrayList<>();
        for (String start : calls.keySet()) {
            if (!index.containsKey(start)) {
                visit(start, calls, index, low, stack, out);
            }
        }
        return out;
    }

    private static void visit(String v, Map<String, Set<String>> calls, Map<String, Integer> index,
                              Map<String, Integer> low, List<String> stack, List<List<String>> out) {
        index.put(v, index.size());
        low.put(v, index.get(v));
        stack.add(v);
        for (String w : calls.getOrDefault(v, Set.of())) {
            if (!index.containsKey(w)) {
                visit(w, calls, index, low, stack, out);
                low.put(v, Math.min(low.get(v), low.get(w)));
            } else if (stack.contains(w)) {
                low.put(v, Math.min(low.get(v), index.get(w)));
            }
        }
        if (low.get(v).equals(index.get(v))) {
            List<String> group = new ArrayList<>();
            String w;
            do {
                w = stack.remove(stack.size() - 1);
                group.add(w);
            } while (!w.equals(v));
            if (group.size() > 1) {
                out.add(group.stream().sorted().toList());
            }
        }
    }
}
