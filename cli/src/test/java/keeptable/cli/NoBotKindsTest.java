package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Issue 26, no internals: which kind of bot plays a seat is the program's business. A person plays each game at the
 * terminal against one bot of every kind, choosing the first choice each time, to the end; nothing printed, from
 * the opening seat lines to the end-of-game lines, names a kind of bot.
 */
class NoBotKindsTest {
    /** The kinds of bot the command line takes ('random', 'heuristic', 'ismcts:50'), as words. */
    static final Pattern KINDS = Pattern.compile("(?i)\\b(random|heuristic|ismcts|mcts|human)\\b");

    @TempDir
    Path dir;

    static List<String> kindsNamed(String out) {
        Matcher m = KINDS.matcher(out);
        List<String> found = new java.util.ArrayList<>();
        while (m.find()) {
            int from = out.lastIndexOf('\n', m.start()) + 1;
            int to = out.indexOf('\n', m.end());
            found.add(out.substring(from, to < 0 ? out.length() : to).trim());
        }
        return found;
    }

    @ParameterizedTest
    @CsvSource({"killmans-keep, 'human,random,heuristic,ismcts:20'", "the-keep, 'human,random,heuristic,ismcts:20'",
        "down-among-the-dead, 'human,ismcts:20'", "dead-keep, 'human,random,heuristic,ismcts:20'",
        "dead-cells, 'human,random,heuristic,ismcts:20'"})
    void aPlayedGameNamesNoBotKind(String game, String seats) {
        Cli.Run run = Cli.withInput("1\n".repeat(3000), "play", game, "--seats", seats, "--name", "Ann", "--seed", "5",
                "--save", dir.resolve(game + ".json").toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("  seat 1: Ann\n  seat 2: Bot 2\n"), run.out().lines().limit(6).toList().toString());
        assertTrue(run.out().contains("\nGame over. "), "the game is played to its end lines: "
                + run.out().substring(Math.max(0, run.out().length() - 400)));
        assertEquals(List.of(), kindsNamed(run.out() + run.err()));
    }

    /** The check is no formality: the seat lines as they were ("seat 2: Bot 2 (heuristic)") are caught. */
    @ParameterizedTest
    @CsvSource({"'  seat 2: Bot 2 (heuristic)', heuristic", "'  seat 3: Bot 3 (ismcts:20)', ismcts", "'Bot 2 [random] moves', random"})
    void aBotKindIsCaught(String line, String kind) {
        List<String> found = kindsNamed("Killman's Keep, seed 5\n" + line + "\nGame over.\n");
        assertEquals(List.of(line.trim()), found, kind);
    }
}
