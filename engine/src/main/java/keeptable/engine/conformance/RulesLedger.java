package keeptable.engine.conformance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * A game's rules ledger ({@code docs/games/<id>-ledger.md}): every rule statement of its book, by line, with the
 * test that pins it, the reading chosen, or what was authored. This checks that the ledger holds together: rows in
 * book order, a known status on each, every test it names really exists in the game's test sources, and the summary
 * line agrees with the rows. Where the book itself is at hand, it also checks that no line of text in the book is
 * left out of every row (flavour and garbage lines go in "not a rule" rows).
 *
 * <p>A row is a Markdown table row of four cells: {@code | 120-122 | what the rule says, in our words | tested |
 * `MoveTest#stopsAtAWall`, `MoveTest#...` |}. The line cell is one line or a range ({@code 120-122} or
 * {@code 120–122}); the status is {@code tested}, {@code reading}, {@code authored} or {@code not a rule}. A tested
 * row names one or more tests as {@code `Class#method`} (a nested class as {@code `Outer.Inner#method`}); a reading
 * says both readings and why ours; an authored row says what was authored. The file ends with a line exactly like
 * {@code statements: 812, tested: 790, readings: 14, authored: 8}, counting every row but "not a rule" rows.
 */
public final class RulesLedger {
    /** The counts of a ledger that holds together. */
    public record Summary(int statements, int tested, int readings, int authored) {
        /** The share of the rule statements a test pins. */
        public double testedShare() {
            return statements == 0 ? 0 : (double) tested / statements;
        }

        @Override
        public String toString() {
            return "statements: " + statements + ", tested: " + tested + ", readings: " + readings + ", authored: "
                    + authored;
        }
    }

    private static final Pattern ROW = Pattern.compile("^\\|\\s*(\\d+)(?:\\s*[-–]\\s*(\\d+))?\\s*\\|(.*)\\|(.*)\\|(.*)\\|\\s*$");
    private static final Pattern TEST = Pattern.compile("`([A-Z][A-Za-z0-9_]*(?:\\.[A-Z][A-Za-z0-9_]*)*)#([a-z][A-Za-z0-9_]*)`");
    private static final Pattern SUMMARY = Pattern.compile(
            "^statements: (\\d+), tested: (\\d+), readings: (\\d+), authored: (\\d+)$");

    private RulesLedger() {
    }

    /**
     * Checks the ledger and returns its counts; fails with every problem found. {@code testSources} is the game's
     * {@code src/test/java}; {@code book} is the book's text file, checked for lines no row covers when it exists
     * (the books are not part of the repository, so a clone without them checks the ledger alone).
     */
    public static Summary check(Path ledger, Path testSources, Path book) {
        List<String> problems = new ArrayList<>();
        Summary summary = read(ledger, testSources, book, problems);
        if (!problems.isEmpty()) {
            throw new AssertionError(ledger.getFileName() + " does not hold together:\n  " + String.join("\n  ",
                    problems.subList(0, Math.min(problems.size(), 60)))
                    + (problems.size() > 60 ? "\n  ... and " + (problems.size() - 60) + " more" : ""));
        }
        return summary;
    }

    /** The same checks, collecting the problems instead of failing (for the kit's own tests). */
    static Summary read(Path ledger, Path testSources, Path book, List<String> problems) {
        List<String> lines = readLines(ledger);
        Map<String, String> sources = testSources(testSources);
        int tested = 0;
        int readings = 0;
        int authored = 0;
        int lastFirst = 0;
        List<int[]> ranges = new ArrayList<>();
        Summary declared = null;
        for (int i = 0; i < lines.size(); i++) {
            String line = lines.get(i).strip();
            String where = "line " + (i + 1) + ": ";
            Matcher s = SUMMARY.matcher(line);
            if (s.matches()) {
                declared = new Summary(Integer.parseInt(s.group(1)), Integer.parseInt(s.group(2)),
                        Integer.parseInt(s.group(3)), Integer.parseInt(s.group(4)));
                continue;
            }
            Matcher m = ROW.matcher(line);
            if (!m.matches()) {
                continue;
            }
            int first = Integer.parseInt(m.group(1));
            int last = m.group(2) == null ? first : Integer.parseInt(m.group(2));
            if (first < 1 || last < first) {
                problems.add(where + "book lines " + first + "-" + last + " are not a range");
            }
            if (first < lastFirst) {
                problems.add(where + "book line " + first + " comes after line " + lastFirst + " (rows keep book order)");
            }
            lastFirst = Math.max(lastFirst, first);
            ranges.add(new int[] {first, last});
            String statement = m.group(3).strip();
            String status = m.group(4).strip();
            String evidence = m.group(5).strip();
            if (statement.isEmpty()) {
                problems.add(where + "no statement");
            }
            switch (status) {
                case "tested" -> {
                    tested++;
                    checkTests(where, evidence, sources, problems);
                }
                case "reading" -> {
                    readings++;
                    if (evidence.length() < 20) {
                        problems.add(where + "a reading says both readings and why ours");
                    }
                }
                case "authored" -> {
                    authored++;
                    if (evidence.length() < 10) {
                        problems.add(where + "an authored row says what was authored");
                    }
                }
                case "not a rule" -> {
                }
                default -> problems.add(where + "unknown status '" + status
                        + "' (tested, reading, authored or not a rule)");
            }
        }
        Summary counted = new Summary(tested + readings + authored, tested, readings, authored);
        if (declared == null) {
            problems.add("no summary line; it should read: " + counted);
        } else if (!declared.equals(counted)) {
            problems.add("the summary line says '" + declared + "' but the rows count '" + counted + "'");
        }
        if (book != null && Files.isRegularFile(book)) {
            uncovered(readLines(book), ranges, problems);
        }
        return counted;
    }

    private static void checkTests(String where, String evidence, Map<String, String> sources, List<String> problems) {
        Matcher t = TEST.matcher(evidence);
        boolean any = false;
        while (t.find()) {
            any = true;
            String[] classes = t.group(1).split("\\.");
            String method = t.group(2);
            String source = sources.get(classes[0]);
            if (source == null) {
                problems.add(where + "no test class " + classes[0] + " in the test sources");
            } else if (!declares(source, classes, method)) {
                problems.add(where + "no test method " + t.group(1) + "#" + method);
            }
        }
        if (!any) {
            problems.add(where + "a tested row names its test as `Class#method`");
        }
    }

    /** Whether the source declares the nested classes (if any) and a method of that name. */
    private static boolean declares(String source, String[] classes, String method) {
        for (int i = 1; i < classes.length; i++) {
            if (!Pattern.compile("\\b(class|record|interface)\\s+" + classes[i] + "\\b").matcher(source).find()) {
                return false;
            }
        }
        return Pattern.compile("\\bvoid\\s+" + method + "\\s*\\(").matcher(source).find();
    }

    /** Book lines with text that no row covers, reported as ranges. */
    private static void uncovered(List<String> book, List<int[]> ranges, List<String> problems) {
        boolean[] covered = new boolean[book.size() + 2];
        for (int[] r : ranges) {
            for (int l = r[0]; l <= Math.min(r[1], book.size()); l++) {
                covered[l] = true;
            }
        }
        int start = -1;
        for (int l = 1; l <= book.size() + 1; l++) {
            boolean gap = l <= book.size() && !covered[l] && !book.get(l - 1).isBlank();
            boolean blankInside = l <= book.size() && book.get(l - 1).isBlank() && start > 0;
            if (gap && start < 0) {
                start = l;
            } else if (!gap && !blankInside && start > 0) {
                problems.add("book lines " + start + "-" + (l - 1) + " are in no row");
                start = -1;
            }
        }
    }

    /** Every test source file's text by its class name (the file's name). */
    private static Map<String, String> testSources(Path root) {
        Map<String, String> sources = new HashMap<>();
        try (Stream<Path> files = Files.walk(root)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
                String name = f.getFileName().toString();
                sources.put(name.substring(0, name.length() - ".java".length()), Files.readString(f));
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return sources;
    }

    private static List<String> readLines(Path file) {
        try {
            return Files.readAllLines(file);
        } catch (IOException e) {
            throw new UncheckedIOException("cannot read " + file, e);
        }
    }
}
