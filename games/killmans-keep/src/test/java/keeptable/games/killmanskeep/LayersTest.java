package keeptable.games.killmanskeep;

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
 * No two files of the rules call each other, directly or round a loop: each class of the game's package
 * uses only classes below it (see "Code layout" in docs/games/killmans-keep.md).
 */
class LayersTest {
    private static final Path SOURCES = Path.of("src/main/java/keeptable/games/killmanskeep");
    private static final Pattern WORD = Pattern.compile("\\b[A-Z][A-Za-z0-9]*\\b");

    @Test
    void noFileOfTheGameUsesOneThatUsesItBack() throws IOException {
        Map<String, Set<String>> uses = uses();
        assertTrue(uses.size() > 20, "read the sources: " + uses.keySet());
        assertEquals(List.of(), loops(uses), "classes that use each other round a loop");
    }

    @Test
    void theCheckFindsALoop() {
        Map<String, Set<String>> uses = new TreeMap<>();
        uses.put("TurnRules", Set.of("FightRules"));
        uses.put("FightRules", Set.of("Bank"));
        uses.put("Bank", Set.of("TurnRules"));
        uses.put("KkPosition", Set.of());
        assertEquals(List.of(List.of("Bank", "FightRules", "TurnRules")), loops(uses));
    }

    /** For each class of the package, the other classes of the package its code names (not its comments or strings). */
    private static Map<String, Set<String>> uses() throws IOException {
        Map<String, String> code = new TreeMap<>();
        try (Stream<Path> files = Files.list(SOURCES)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String text = Files.readString(f)
                        .replaceAll("(?s)/\\*.*?\\*/", "")
                        .replaceAll("//[^\\n]*", "")
                        .replaceAll("\"(\\\\.|[^\"\\\\])*\"", "\"\"")
                        .replaceAll("(?m)^import .*$", "");
                code.put(f.getFileName().toString().replace(".java", ""), text);
            }
        }
        Map<String, Set<String>> uses = new TreeMap<>();
        for (Map.Entry<String, String> e : code.entrySet()) {
            Set<String> named = new TreeSet<>();
            Matcher m = WORD.matcher(e.getValue());
            while (m.find()) {
                if (code.containsKey(m.group()) && !m.group().equals(e.getKey())) {
                    named.add(m.group());
                }
            }
            uses.put(e.getKey(), named);
        }
        return uses;
    }

    /** The groups of classes that reach each other (Tarjan's strongly connected components of two or more). */
    private static List<List<String>> loops(Map<String, Set<String>> uses) {
        Map<String, Integer> index = new HashMap<>();
        Map<String, Integer> low = new HashMap<>();
        List<String> stack = new ArrayList<>();
        List<List<String>> out = new ArrayList<>();
        for (String start : uses.keySet()) {
            if (!index.containsKey(start)) {
                visit(start, uses, index, low, stack, out);
            }
        }
        return out;
    }

    private static void visit(String v, Map<String, Set<String>> uses, Map<String, Integer> index,
                              Map<String, Integer> low, List<String> stack, List<List<String>> out) {
        index.put(v, index.size());
        low.put(v, index.get(v));
        stack.add(v);
        for (String w : uses.getOrDefault(v, Set.of())) {
            if (!index.containsKey(w)) {
                visit(w, uses, index, low, stack, out);
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
