package keeptable.lab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.jar.JarFile;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * target/keeptable-spark.jar (after package): its Jackson and SnakeYAML are moved under keeptable.shaded, and
 * lab-spark/keeptable-spark runs it on a Spark installation whose own Jackson is 2.18 (as Spark 4.0.1 ships),
 * printing the summary a run without Spark prints.
 */
class SparkJarIT {
    private static final Path TARGET = Path.of("target").toAbsolutePath();
    private static final Path JAR = TARGET.resolve("keeptable-spark.jar");

    @TempDir
    Path dir;

    @Test
    void theJarCarriesNoJacksonOrSnakeYamlOfItsOwnUnderTheirNames() throws IOException {
        List<String> names = new ArrayList<>();
        try (JarFile jar = new JarFile(JAR.toFile())) {
            jar.stream().forEach(e -> names.add(e.getName()));
        }
        assertTrue(names.contains("keeptable/shaded/jackson/databind/ObjectMapper.class"), "Jackson is moved");
        assertTrue(names.contains("keeptable/cli/Main.class") && names.contains("keeptable/lab/spark/SparkCluster.class"));
        List<String> clashing = names.stream()
                .filter(n -> n.startsWith("com/fasterxml/jackson/") || n.startsWith("org/yaml/snakeyaml/")
                        || n.startsWith("org/apache/spark/"))
                .limit(5).toList();
        assertEquals(List.of(), clashing, "classes that would meet Spark's own");
    }

    @Test
    void theRunnerPlaysOnASparkInstallationsOwnJacksonAsItPlaysWithoutSpark() throws Exception {
        Path jars = Files.createDirectories(dir.resolve("spark-home/jars"));
        for (String entry : Files.readString(TARGET.resolve("spark.classpath")).trim().split(":")) {
            Path jar = Path.of(entry);
            if (!jar.getFileName().toString().startsWith("jackson-")) {
                Files.createSymbolicLink(jars.resolve(jar.getFileName()), jar.toAbsolutePath());
            }
        }
        try (Stream<Path> own = Files.list(TARGET.resolve("spark-own-jackson"))) {
            for (Path jar : own.toList()) {
                assertTrue(jar.getFileName().toString().contains("-2.18."), jar.toString());
                Files.createSymbolicLink(jars.resolve(jar.getFileName()), jar.toAbsolutePath());
            }
        }
        List<String> game = List.of("simulate", "killmans-keep", "--games", "12", "--seats", "heuristic,random",
                "--seed", "4");
        List<String> withSpark = new ArrayList<>(List.of("keeptable-spark"));
        withSpark.addAll(game);
        withSpark.addAll(List.of("--spark", "local[1]"));
        String onSpark = run(withSpark, dir.resolve("spark-home"));
        List<String> local = new ArrayList<>(List.of(javaBin(), "-jar", JAR.toString()));
        local.addAll(game);
        String alone = run(local, null);
        assertFalse(alone.isBlank());
        assertEquals(withoutTiming(alone), withoutTiming(onSpark));
    }

    private static String javaBin() {
        return Path.of(System.getProperty("java.home"), "bin", "java").toString();
    }

    /** The summary without its first line (where and how fast it ran) and the command line. */
    private static List<String> withoutTiming(String out) {
        return out.lines().skip(1).filter(l -> !l.startsWith("Command:")).toList();
    }

    private String run(List<String> command, Path sparkHome) throws Exception {
        List<String> full = new ArrayList<>(command);
        if (full.get(0).equals("keeptable-spark")) {
            full.set(0, Path.of("keeptable-spark").toAbsolutePath().toString());
        }
        ProcessBuilder pb = new ProcessBuilder(full).directory(dir.toFile());
        pb.environment().put("JAVA", javaBin());
        pb.environment().put("SPARK_USER", "keeptable");
        if (sparkHome != null) {
            pb.environment().put("SPARK_HOME", sparkHome.toString());
        }
        Path out = dir.resolve("out.txt");
        Path err = dir.resolve("err.txt");
        Process p = pb.redirectOutput(out.toFile()).redirectError(err.toFile()).start();
        assertTrue(p.waitFor(5, TimeUnit.MINUTES), "the run ended");
        String stderr = Files.readString(err, StandardCharsets.UTF_8);
        assertEquals(0, p.exitValue(), stderr);
        return Files.readString(out, StandardCharsets.UTF_8);
    }
}
