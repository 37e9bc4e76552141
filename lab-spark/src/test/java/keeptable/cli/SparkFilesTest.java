package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintWriter;
import java.io.StringReader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;
import keeptable.engine.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * simulate --out and skill --out write the same files whether the games are played on local threads or on Spark
 * (local[2]).
 */
class SparkFilesTest {
    @TempDir
    Path dir;

    private static String run(String... args) {
        StringWriter out = new StringWriter();
        StringWriter err = new StringWriter();
        Terminal terminal = new Terminal(new StringReader(""), new PrintWriter(out, true), new PrintWriter(err, true),
                false);
        int code = Main.run(terminal, args);
        assertEquals(0, code, err.toString());
        return out.toString();
    }

    private void simulate(String game, String where, String... more) {
        List<String> args = new java.util.ArrayList<>(List.of("simulate", game, "--games", "24", "--seed", "7",
                "--threads", "2", "--out", dir.resolve(where).toString()));
        args.addAll(List.of(more));
        if (where.equals("spark")) {
            args.addAll(List.of("--spark", "local[2]"));
        }
        run(args.toArray(String[]::new));
    }

    @Test
    void aSparkRunWritesTheFilesALocalRunWrites() throws Exception {
        simulate("killmans-keep", "local", "--seats", "heuristic,random,random");
        simulate("killmans-keep", "spark", "--seats", "heuristic,random,random");
        sameFiles();
    }

    @Test
    void aSparkRunOfCampaignsWritesTheFilesALocalRunWrites() throws Exception {
        simulate("dead-keep", "local", "--seats", "heuristic,heuristic", "--campaign", "2");
        simulate("dead-keep", "spark", "--seats", "heuristic,heuristic", "--campaign", "2");
        assertTrue(Files.exists(dir.resolve("spark/campaign.csv")));
        sameFiles();
    }

    @Test
    void skillOnSparkWritesTheFiguresALocalRunWrites() throws Exception {
        for (String where : List.of("local", "spark")) {
            List<String> args = new java.util.ArrayList<>(List.of("skill", "killmans-keep", "--base", "2",
                    "--multiples", "1,3", "--games", "6", "--seed", "4", "--threads", "2", "--out",
                    dir.resolve(where).toString()));
            if (where.equals("spark")) {
                args.addAll(List.of("--spark", "local[2]"));
            }
            run(args.toArray(String[]::new));
        }
        assertEquals(Files.readString(dir.resolve("local/skill.csv")), Files.readString(dir.resolve("spark/skill.csv")));
        assertEquals(Files.readString(dir.resolve("local/skill.json")),
                Files.readString(dir.resolve("spark/skill.json")));
        assertEquals(3, Files.readAllLines(dir.resolve("spark/skill.csv")).size(), "a header and two multiples");
    }

    private void sameFiles() throws IOException {
        for (String csv : List.of("seats.csv", "items.csv", "games.csv")) {
            assertEquals(Files.readString(dir.resolve("local").resolve(csv)),
                    Files.readString(dir.resolve("spark").resolve(csv)), csv);
        }
        if (Files.exists(dir.resolve("local/campaign.csv"))) {
            assertEquals(Files.readString(dir.resolve("local/campaign.csv")),
                    Files.readString(dir.resolve("spark/campaign.csv")));
        }
        assertEquals(records("spark").size() + 1, Files.readAllLines(dir.resolve("spark/games.csv")).size(),
                "a line per game, and a header");
        assertEquals(records("local"), records("spark"), "the same records (local threads finish in any order)");
        assertEquals(summary("local"), summary("spark"), "summary.json but for timing and the command line");
    }

    private List<String> records(String where) throws IOException {
        try (BufferedReader r = new BufferedReader(new InputStreamReader(new GZIPInputStream(
                Files.newInputStream(dir.resolve(where).resolve("records.jsonl.gz"))), StandardCharsets.UTF_8))) {
            List<String> lines = r.lines().sorted().toList();
            assertTrue(lines.size() >= 24, where + ": " + lines.size() + " records");
            return lines;
        }
    }

    private JsonNode summary(String where) throws IOException {
        ObjectNode s = (ObjectNode) Json.plain().readTree(dir.resolve(where).resolve("summary.json").toFile());
        s.remove(List.of("seconds", "gamesPerSecond"));
        ((ObjectNode) s.get("run")).remove("command");
        return s;
    }
}
