package keeptable.engine.conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The architecture rule that chance never leaves the state: rules code draws nothing from
 * {@code java.util.Random}, {@code Math.random}, {@code ThreadLocalRandom} or an unseeded shuffle.
 */
public final class SourceRules {
    private static final Pattern FORBIDDEN = Pattern.compile(
            "java\\.util\\.Random\\b|\\bnew Random\\(|Math\\.random\\(|ThreadLocalRandom|SecureRandom"
                    + "|SplittableRandom|RandomGenerator|Collections\\.shuffle\\(");

    private static final Pattern STRING = Pattern.compile("\"(\\\\.|[^\"\\\\])*\"");

    private SourceRules() {
    }

    /** Every line under {@code sourceRoot} that breaks the rule, as "file:line: text". */
    public static List<String> violations(Path sourceRoot) {
        List<String> found = new ArrayList<>();
        try (Stream<Path> files = Files.walk(sourceRoot)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                List<String> lines = Files.readAllLines(f);
                for (int i = 0; i < lines.size(); i++) {
                    if (FORBIDDEN.matcher(code(lines.get(i))).find()) {
                        found.add(sourceRoot.relativize(f) + ":" + (i + 1) + ": " + lines.get(i).trim());
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return found;
    }

    /** The code of a line: comments and string literals dropped. */
    private static String code(String line) {
        String t = line.trim();
        if (t.startsWith("*") || t.startsWith("//") || t.startsWith("/*")) {
            return "";
        }
        return STRING.matcher(t).replaceAll("\"\"");
    }

    /** Fails with every offending line when the sources under {@code sourceRoot} break the rule. */
    public static void check(Path sourceRoot) {
        if (!Files.isDirectory(sourceRoot)) {
            throw new AssertionError("no sources at " + sourceRoot.toAbsolutePath());
        }
        List<String> v = violations(sourceRoot);
        if (!v.isEmpty()) {
            throw new AssertionError("rules code must draw chance only from the state's Rng:\n  "
                    + String.join("\n  ", v));
        }
    }
}
