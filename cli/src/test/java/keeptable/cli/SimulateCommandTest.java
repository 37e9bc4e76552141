package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.zip.GZIPInputStream;
import keeptable.engine.Game;
import keeptable.engine.json.Json;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;
import keeptable.engine.record.GameRecord;
import keeptable.engine.record.Replay;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SimulateCommandTest {
    static final int GAMES = 200;

    @TempDir
    Path dir;

    @Test
    void writesEveryFileAndTheCountsAddUp() throws IOException {
        Cli.Run run = Cli.run("simulate", "gem-grab", "--games", String.valueOf(GAMES), "--seats",
                "heuristic,random,random", "--threads", "2", "--seed", "99", "--out", dir.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("200 games on 2 threads"), run.out());
        assertTrue(run.out().contains("95% INTERVAL"), run.out());
        assertTrue(run.out().contains("ruby"), run.out());
        assertTrue(run.err().contains("200/200 games"), run.err());

        JsonNode summary = Json.plain().readTree(dir.resolve("summary.json").toFile());
        assertEquals(GAMES, summary.get("games").asInt());

        List<String> games = Files.readAllLines(dir.resolve("games.csv"));
        assertEquals("index,seed,winners,length,ending", games.get(0));
        assertEquals(GAMES + 1, games.size());
        int[] winsFromGames = new int[3];
        int noWinner = 0;
        for (int i = 1; i < games.size(); i++) {
            String[] f = games.get(i).split(",", -1);
            assertEquals(i - 1, Integer.parseInt(f[0]), "games.csv is in game order");
            if (f[2].isEmpty()) {
                noWinner++;
            }
            for (String w : f[2].split(" ")) {
                if (!w.isEmpty()) {
                    winsFromGames[Integer.parseInt(w) - 1]++;
                }
            }
        }
        List<String> seats = Files.readAllLines(dir.resolve("seats.csv"));
        assertEquals(4, seats.size());
        int winsTotal = 0;
        for (int s = 0; s < 3; s++) {
            int wins = Integer.parseInt(seats.get(s + 1).split(",")[2]);
            assertEquals(winsFromGames[s], wins, "seat " + (s + 1));
            assertEquals(wins, summary.get("seats").get(s).get("wins").asInt());
            winsTotal += wins;
        }
        assertEquals(noWinner, summary.get("noWinner").asInt());
        assertTrue(winsTotal >= GAMES - noWinner, "every game with a winner counts at least one win");

        List<String> items = Files.readAllLines(dir.resolve("items.csv"));
        assertEquals("item,uses,users,games,win_rate,low95,high95,baseline,effect,effect_low95,effect_high95,"
                + "late_share,follows_outcome,few_games", items.get(0));
        JsonNode ran = summary.get("run");
        assertTrue(ran.get("command").asText().startsWith("keeptable simulate gem-grab --games"), ran.toString());
        assertEquals("the game's own content", ran.get("content").asText());
        assertEquals(3, ran.get("agents").size());
        JsonNode metrics = summary.get("metrics");
        assertEquals(summary.get("length").get("mean").asDouble(), metrics.get("choices").asDouble(), 1e-9);
        assertTrue(metrics.get("branching").asDouble() >= 1, metrics.toString());
        assertTrue(items.stream().anyMatch(l -> l.startsWith("ruby,")), items.toString());

        GameModule game = GameModules.byId("gem-grab");
        int records = 0;
        try (BufferedReader r = new BufferedReader(new InputStreamReader(
                new GZIPInputStream(Files.newInputStream(dir.resolve("records.jsonl.gz"))), StandardCharsets.UTF_8))) {
            String line;
            while ((line = r.readLine()) != null) {
                GameRecord record = game.json().readValue(line, GameRecord.class);
                if (records++ < 10) {
                    assertTrue(Replay.verify(game, record).ok());
                }
            }
        }
        assertEquals(GAMES, records);

        String html = Files.readString(dir.resolve("report.html"));
        assertTrue(html.startsWith("<!DOCTYPE html>"));
        assertTrue(html.contains("<svg"));
        assertTrue(html.contains("ruby"));
        assertTrue(html.contains("Command: keeptable simulate gem-grab"), "the report says what was run");
        assertTrue(html.contains("<h2>Metrics</h2>"));
        assertFalse(html.contains("src="), "no external resources");
        assertFalse(html.contains("<link"), "no external resources");
    }

    @Test
    void sameSeedSameResultWhateverTheThreads() throws IOException {
        Cli.Run one = Cli.run("simulate", "gem-grab", "--games", "50", "--seats", "random,random", "--threads", "1",
                "--seed", "5", "--out", dir.resolve("one").toString());
        Cli.Run two = Cli.run("simulate", "gem-grab", "--games", "50", "--seats", "random,random", "--threads", "2",
                "--seed", "5", "--out", dir.resolve("two").toString());
        assertEquals(0, one.code(), one.err());
        assertEquals(0, two.code(), two.err());
        assertEquals(Files.readAllLines(dir.resolve("one/games.csv")), Files.readAllLines(dir.resolve("two/games.csv")));
    }

    @Test
    void withoutOutItOnlyPrints() {
        Cli.Run run = Cli.run("simulate", "gem-grab", "--games", "20", "--seats", "random,random", "--seed", "1");
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("Game length (choices): mean"), run.out());
        assertFalse(run.out().contains("Wrote summary.json"));
    }
}
