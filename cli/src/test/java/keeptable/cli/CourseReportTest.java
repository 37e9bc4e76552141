package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import keeptable.engine.json.Json;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Issue 29: a simulation reports Killman's Keep round by round (Doubloons) and its kinds of choice by name. */
class CourseReportTest {
    static final int GAMES = 40;

    @TempDir
    Path dir;

    @Test
    void killmansKeepRoundByRoundAndByKindOfChoice() throws Exception {
        Cli.Run run = Cli.run("simulate", "killmans-keep", "--games", String.valueOf(GAMES), "--threads", "2",
                "--seed", "7", "--out", dir.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("By round as the game counts it: games still running, mean Doubloons"),
                run.out());
        assertTrue(run.out().contains("Lead changes per game: "), run.out());
        JsonNode summary = Json.plain().readTree(dir.resolve("summary.json").toFile());

        List<String> rounds = Files.readAllLines(dir.resolve("rounds.csv"));
        assertEquals("round,games,running,low95,high95,mean_seat_1,mean_seat_2,mean_seat_3,lead_changes",
                rounds.get(0));
        String[] first = rounds.get(1).split(",");
        assertEquals(List.of("1", String.valueOf(GAMES), "1.0"), List.of(first[0], first[1], first[2]));
        assertEquals(List.of("0.0", "0.0", "0.0"), List.of(first[5], first[6], first[7]), "nobody starts with a Doubloon");
        long previous = GAMES;
        long reached = 0;
        double most = 0;
        for (String line : rounds.subList(1, rounds.size())) {
            String[] f = line.split(",");
            long games = Long.parseLong(f[1]);
            assertTrue(games <= previous, "fewer games run on, never more: " + line);
            previous = games;
            reached += games;
            for (int s = 5; s <= 7; s++) {
                most = Math.max(most, Double.parseDouble(f[s]));
            }
        }
        assertTrue(most > 1 && most < 5, "a seat's mean Doubloons at a round's start is under the 5 that win: " + most);
        // Rounds reached, summed over games, at least as many as the games (each reaches round 1), and well more.
        assertTrue(reached > 10L * GAMES, "games last more than ten rounds: " + reached);

        List<String> actions = Files.readAllLines(dir.resolve("actions.csv"));
        assertEquals("kind,rules,seat,chosen,offered_at,offered,of_decisions,of_offered,taken_when_offered",
                actions.get(0));
        long chosen = 0;
        boolean moving = false;
        for (String line : actions.subList(1, actions.size())) {
            String[] f = line.split(",");
            assertTrue(!f[0].matches(".*[a-z][A-Z].*"), "a kind in words, not a record name: " + f[0]);
            if (f[2].equals("all")) {
                chosen += Long.parseLong(f[3]);
                moving |= f[0].equals("Move") && f[1].equals("Moving");
            }
        }
        assertTrue(moving, "Move is named with its rules section: " + actions);
        assertEquals(Math.round(summary.get("metrics").get("choices").asDouble() * GAMES), chosen,
                "every decision counted once, by its kind");
        assertTrue(Files.readString(dir.resolve("report.html")).contains("<h2>Choices by kind</h2>"));
    }
}
