package keeptable.engine.conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
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

/**
 * No two files of a game call each other, directly or round a loop: each rules file calls the static
 * methods of files below it only (shared helpers such as event notes one layer down). A call is
 * {@code Other.method(} in code (comments and strings left out), or a static import of its methods
 * ({@code import static ...Other.*} or {@code ...Other.method}; an imported constant is no call). A game's state, the seam between the engine's contract and the rules, may be
 * left out: it hands every choice to the rules and every rules file reads it.
 */
public final class CallLayers {
    private static final Pattern CALL = Pattern.compile("(?<![\\w.])([A-Z][A-Za-z0-9]*)\\.[a-z]\\w*\\s*\\(");
    /** A static import of a class's methods (all, or one by its lower-case name); constants are no calls. */
    private static final Pattern STATIC_IMPORT =
            Pattern.compile("(?m)^import static [\\w.]*?\\.([A-Z]\\w*)\\.(\\*|[a-z]\\w*);");

    private CallLayers() {
    }

    /** Fails naming every loop among the classes under {@code dir}, {@code seams} left out. */
    public static void check(Path dir, String... seams) {
        Map<String, Set<String>> calls = calls(dir);
        for (String seam : seams) {
            if (calls.remove(seam) == null) {
                throw new AssertionError(dir + " has no class " + seam + " to leave out");
            }
            calls.values().forEach(callees -> callees.remove(seam));
        }
        List<List<String>> loops = loops(calls);
        if (!loops.isEmpty()) {
            throw new AssertionError(dir + ": files that call each other round a loop: " + loops
                    + " (move what both need one layer down, or let the lower one report to its caller)");
        }
    }

    /** For each class under {@code dir} (sub-packages included), the other classes there whose static methods it calls. */
    public static Map<String, Set<String>> calls(Path dir) {
        Map<String, String> code = new TreeMap<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String name = f.getFileName().toString().replace(".java", "");
                if (!name.equals("package-info")) {
                    code.put(name, JavaText.code(Files.readString(f)));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        Map<String, Set<String>> calls = new TreeMap<>();
        for (Map.Entry<String, String> e : code.entrySet()) {
            Set<String> callees = new TreeSet<>();
            for (Pattern p : List.of(CALL, STATIC_IMPORT)) {
                Matcher m = p.matcher(e.getValue());
                while (m.find()) {
                    if (code.containsKey(m.group(1)) && !m.group(1).equals(e.getKey())) {
                        callees.add(m.group(1));
                    }
                }
            }
            calls.put(e.getKey(), callees);
        }
        return calls;
    }

    /** The groups of two or more classes that reach each other (strongly connected components), each sorted. */
    public static List<List<String>> loops(Map<String, Set<String>> calls) {
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
