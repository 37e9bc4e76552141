import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

/**
 * The build's cap on main source files: every module runs it (see the root pom.xml) on its src/main, and the
 * build fails naming each Java or JavaScript file over the cap, so a file is split by meaning before it grows
 * past it. Vendored code (a folder named vendor) is not ours to split and is left out.
 *
 * <p>Run: {@code java tools/MainFileCap.java <src/main folder> <most lines>}.
 */
public final class MainFileCap {
    private MainFileCap() {
    }

    public static void main(String[] args) throws IOException {
        Path main = Path.of(args[0]);
        int cap = Integer.parseInt(args[1]);
        if (!Files.isDirectory(main)) {
            return; // a module with no main sources (the parent, a benchmark-only module)
        }
        List<String> over;
        try (Stream<Path> files = Files.walk(main)) {
            over = files.filter(f -> f.toString().endsWith(".java") || f.toString().endsWith(".js"))
                    .filter(f -> !f.toString().contains("/vendor/"))
                    .sorted()
                    .map(f -> f + ": " + lines(f) + " lines")
                    .filter(line -> Integer.parseInt(line.replaceAll(".*: (\\d+) lines$", "$1")) > cap)
                    .toList();
        }
        if (!over.isEmpty()) {
            System.err.println("Main source files over the cap of " + cap + " lines (split each by meaning):");
            over.forEach(line -> System.err.println("  " + line));
            System.exit(1);
        }
    }

    /** Lines as an editor counts them: a last line without a line break counts too. */
    private static long lines(Path file) {
        try {
            String text = Files.readString(file);
            long n = text.chars().filter(c -> c == '\n').count();
            return text.isEmpty() || text.endsWith("\n") ? n : n + 1;
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }
}
