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
 * Arrows point down only: draw a module's files as rooms and each type a file names as an arrow to the file that
 * declares it (imports, and names of the same package or of an imported package used in code; comments and strings
 * left out), and no arrow may run back up - no two files may reach each other round a circle. A type nested in a
 * file counts as its file. There is no way to leave a file out.
 *
 * <p>Where files do stand in a circle, the files of each circle are put in the order that leaves fewest arrows
 * running back up (a greedy order: files that name none of the circle at the bottom, files none of it names at the
 * top, then the file that names the most and is named the least), and those arrows are named: they are the ones to
 * turn round. {@link #count} gives their number, so a module can measure its way to none.
 */
public final class DependencyLayers {
    private static final Pattern PACKAGE = Pattern.compile("(?m)^\\s*package\\s+([\\w.]+)\\s*;");
    private static final Pattern IMPORT = Pattern.compile("(?m)^\\s*import\\s+(static\\s+)?([\\w.]+?)(\\.\\*)?\\s*;");
    private static final Pattern DECLARATION = Pattern.compile("(?<![\\w.])(?:class|interface|enum|record)\\s+([A-Z]\\w*)");
    private static final Pattern FULL_NAME = Pattern.compile("(?<![\\w.])((?:[a-z_]\\w*\\.)+[A-Z]\\w*)");
    private static final Pattern SIMPLE_NAME = Pattern.compile("(?<![\\w.$])([A-Z]\\w*)");

    /** One source file: its room's name, package, code (no comments, strings, package or import lines), imports. */
    private record Source(String room, String pkg, String code, List<Import> imports, Set<String> topTypes,
                          Set<String> ownTypes) {
    }

    /** {@code import [static] name[.*];} */
    private record Import(boolean isStatic, String name, boolean wildcard) {
    }

    private DependencyLayers() {
    }

    /** Fails naming every circle of files under {@code dir} and the arrows that run back up in it. */
    public static void check(Path dir) {
        Map<String, Set<String>> arrows = arrows(dir);
        List<List<String>> circles = CallLayers.loops(arrows);
        if (!circles.isEmpty()) {
            StringBuilder why = new StringBuilder(dir + ": " + backUp(arrows).size()
                    + " arrows run back up, closing circles of files that name each other:");
            for (List<String> circle : circles) {
                why.append("\n  ").append(circle).append(" - back up: ").append(backUp(arrows, circle));
            }
            throw new AssertionError(why.append("\nTurn each arrow back up round: move what the lower file needs "
                    + "below it, or let it report to its caller instead of naming it.").toString());
        }
    }

    /** How many arrows run back up among the files under {@code dir} (0 when no files stand in a circle). */
    public static int count(Path dir) {
        return backUp(arrows(dir)).size();
    }

    /** The arrows that run back up, as "From -> To", circle by circle. */
    public static List<String> backUp(Map<String, Set<String>> arrows) {
        List<String> all = new ArrayList<>();
        for (List<String> circle : CallLayers.loops(arrows)) {
            all.addAll(backUp(arrows, circle));
        }
        return all;
    }

    /** The circles of files that reach each other, each sorted. */
    public static List<List<String>> circles(Path dir) {
        return CallLayers.loops(arrows(dir));
    }

    private static List<String> backUp(Map<String, Set<String>> arrows, List<String> circle) {
        List<String> order = order(arrows, circle);
        List<String> up = new ArrayList<>();
        for (String from : order) {
            for (String to : arrows.get(from)) {
                if (circle.contains(to) && order.indexOf(to) < order.indexOf(from)) {
                    up.add(from + " -> " + to);
                }
            }
        }
        return up;
    }

    /** The files of one circle from top to bottom, in a greedy order that leaves few arrows running back up. */
    static List<String> order(Map<String, Set<String>> arrows, List<String> circle) {
        Set<String> left = new TreeSet<>(circle);
        List<String> top = new ArrayList<>();
        List<String> bottom = new ArrayList<>();
        while (!left.isEmpty()) {
            boolean moved = true;
            while (moved) {
                moved = false;
                for (String v : List.copyOf(left)) {
                    if (named(arrows, v, left) == 0) {
                        bottom.add(0, v);
                        left.remove(v);
                        moved = true;
                    } else if (namedBy(arrows, v, left) == 0) {
                        top.add(v);
                        left.remove(v);
                        moved = true;
                    }
                }
            }
            String best = null;
            for (String v : left) {
                if (best == null || named(arrows, v, left) - namedBy(arrows, v, left)
                        > named(arrows, best, left) - namedBy(arrows, best, left)) {
                    best = v;
                }
            }
            if (best != null) {
                top.add(best);
                left.remove(best);
            }
        }
        top.addAll(bottom);
        return top;
    }

    private static int named(Map<String, Set<String>> arrows, String v, Set<String> among) {
        int n = 0;
        for (String w : arrows.get(v)) {
            n += among.contains(w) && !w.equals(v) ? 1 : 0;
        }
        return n;
    }

    private static int namedBy(Map<String, Set<String>> arrows, String v, Set<String> among) {
        int n = 0;
        for (String u : among) {
            n += !u.equals(v) && arrows.get(u).contains(v) ? 1 : 0;
        }
        return n;
    }

    /**
     * For each file under {@code dir} (sub-packages included; named by its path below {@code dir}, dots between
     * folders), the other files there whose types it names.
     */
    public static Map<String, Set<String>> arrows(Path dir) {
        List<Source> sources = read(dir);
        Map<String, String> roomOf = new HashMap<>();
        Map<String, Map<String, String>> typesOfPackage = new HashMap<>();
        for (Source s : sources) {
            for (String type : s.topTypes()) {
                roomOf.put(s.pkg().isEmpty() ? type : s.pkg() + "." + type, s.room());
                typesOfPackage.computeIfAbsent(s.pkg(), p -> new HashMap<>()).put(type, s.room());
            }
        }
        Map<String, Set<String>> arrows = new TreeMap<>();
        for (Source s : sources) {
            Set<String> to = new TreeSet<>();
            Map<String, String> visible = new HashMap<>();
            List<String> singleImports = new ArrayList<>();
            for (Import i : s.imports()) {
                String room = longestKnown(i.name(), roomOf);
                if (room != null) {
                    to.add(room);
                }
                if (i.wildcard() && !i.isStatic()) {
                    visible.putAll(typesOfPackage.getOrDefault(i.name(), Map.of()));
                } else if (!i.wildcard()) {
                    singleImports.add(i.name());
                }
            }
            visible.putAll(typesOfPackage.getOrDefault(s.pkg(), Map.of()));
            for (String imported : singleImports) {
                // a type imported by name hides a same-package type of that name
                visible.put(imported.substring(imported.lastIndexOf('.') + 1), longestKnown(imported, roomOf));
            }
            for (String own : s.ownTypes()) {
                visible.put(own, s.room());
            }
            Matcher full = FULL_NAME.matcher(s.code());
            while (full.find()) {
                String room = longestKnown(full.group(1), roomOf);
                if (room != null) {
                    to.add(room);
                }
            }
            Matcher simple = SIMPLE_NAME.matcher(s.code());
            while (simple.find()) {
                String room = visible.get(simple.group(1));
                if (room != null) {
                    to.add(room);
                }
            }
            to.remove(s.room());
            arrows.put(s.room(), to);
        }
        return arrows;
    }

    /** The room of the longest leading part of a dotted name that is a known type, or null. */
    private static String longestKnown(String dotted, Map<String, String> roomOf) {
        for (String name = dotted; ; name = name.substring(0, name.lastIndexOf('.'))) {
            String room = roomOf.get(name);
            if (room != null || name.indexOf('.') < 0) {
                return room;
            }
        }
    }

    private static List<Source> read(Path dir) {
        List<Source> sources = new ArrayList<>();
        try (Stream<Path> files = Files.walk(dir)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                String file = f.getFileName().toString();
                if (!file.equals("package-info.java") && !file.equals("module-info.java")) {
                    sources.add(source(dir, f, JavaText.code(Files.readString(f))));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (sources.isEmpty()) {
            throw new AssertionError("no Java sources under " + dir.toAbsolutePath());
        }
        return sources;
    }

    private static Source source(Path dir, Path file, String code) {
        String room = dir.relativize(file).toString().replace(".java", "").replace(file.getFileSystem().getSeparator(), ".");
        Matcher p = PACKAGE.matcher(code);
        String pkg = p.find() ? p.group(1) : "";
        List<Import> imports = new ArrayList<>();
        Matcher i = IMPORT.matcher(code);
        while (i.find()) {
            imports.add(new Import(i.group(1) != null, i.group(2), i.group(3) != null));
        }
        String body = IMPORT.matcher(PACKAGE.matcher(code).replaceAll(" ")).replaceAll(" ");
        Set<String> top = new TreeSet<>();
        Set<String> own = new TreeSet<>();
        top.add(file.getFileName().toString().replace(".java", ""));
        int[] depth = depths(body);
        Matcher d = DECLARATION.matcher(body);
        while (d.find()) {
            (depth[d.start()] == 0 ? top : own).add(d.group(1));
        }
        own.addAll(top);
        return new Source(room, pkg, body, imports, top, own);
    }

    /** The brace depth at every index of the code. */
    private static int[] depths(String code) {
        int[] depth = new int[code.length() + 1];
        int now = 0;
        for (int k = 0; k < code.length(); k++) {
            depth[k] = now;
            char c = code.charAt(k);
            now += c == '{' ? 1 : c == '}' ? -1 : 0;
        }
        depth[code.length()] = now;
        return depth;
    }

    /** Prints, for each source folder given, its arrows back up and circles (for measuring progress). */
    public static void main(String[] folders) {
        for (String folder : folders) {
            Map<String, Set<String>> arrows = arrows(Path.of(folder));
            List<String> up = backUp(arrows);
            System.out.println(folder + ": " + arrows.size() + " files, " + up.size() + " arrows back up, "
                    + CallLayers.loops(arrows).size() + " circles");
            for (List<String> circle : CallLayers.loops(arrows)) {
                System.out.println("  circle " + circle + "\n    back up: " + backUp(arrows, circle));
            }
        }
    }
}
