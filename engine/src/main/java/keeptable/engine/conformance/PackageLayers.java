package keeptable.engine.conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
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

/**
 * No two packages of a module use each other, directly or round a loop: a package uses another when
 * one of its files imports a class of it or names one in full in code (comments and strings left out).
 * The engine's core package, for one, knows none of the packages built on it.
 */
public final class PackageLayers {
    private static final Pattern PACKAGE = Pattern.compile("(?m)^package ([\\w.]+);");
    /** {@code import a.b.C;}, {@code import static a.b.C.m;} or {@code a.b.C} in code: group 1 is {@code a.b}. */
    private static final Pattern USE = Pattern.compile("(?<![\\w.])((?:[a-z]\\w*\\.)+[a-z]\\w*)\\.[A-Z]");

    private PackageLayers() {
    }

    /** Fails naming every loop among the packages of the sources under {@code dir}. */
    public static void check(Path dir) {
        List<List<String>> loops = CallLayers.loops(uses(dir));
        if (!loops.isEmpty()) {
            throw new AssertionError(dir + ": packages that use each other round a loop: " + loops
                    + " (move the piece both need into the lower package, or turn the dependency round)");
        }
    }

    /** For each package under {@code dir}, the other packages there it uses. */
    public static Map<String, Set<String>> uses(Path dir) {
        Map<String, Set<String>> uses = new TreeMap<>();
        Map<String, String> code = new TreeMap<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String text = JavaText.code(Files.readString(f));
                Matcher p = PACKAGE.matcher(text);
                String pkg = p.find() ? p.group(1) : "";
                uses.putIfAbsent(pkg, new TreeSet<>());
                code.put(f.toString(), pkg + "\n" + text.substring(p.hitEnd() ? 0 : p.end()));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        for (String text : code.values()) {
            String pkg = text.substring(0, text.indexOf('\n'));
            Matcher m = USE.matcher(text.substring(pkg.length() + 1));
            while (m.find()) {
                String used = m.group(1);
                if (!used.equals(pkg) && uses.containsKey(used)) {
                    uses.get(pkg).add(used);
                }
            }
        }
        return uses;
    }
}
