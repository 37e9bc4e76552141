package keeptable.games.downamongthedead;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.conformance.GoldenRecords;
import org.junit.jupiter.api.Test;

/**
 * Whole seeded games kept in src/test/resources/golden must replay step for step under the same
 * rules version. Down Among The Dead is for two players only, so the setups vary the options and
 * who sits where: heuristic players, one random player on either side, and two random ones.
 */
class GoldenRecordsTest {
    private static final List<Map<String, String>> OPTIONS = List.of(Map.of(), Map.of("map", "catacombs"),
            Map.of("map", "barrow", "turns", "10"), Map.of("lieutenants", "both"), Map.of("spawns", "none"),
            Map.of("boss", "werewolf", "lieutenants", "summoner"), Map.of("boss", "summoner", "map", "barrow"),
            Map.of("turns", "5", "map", "catacombs"));
    private static final String[][] SEATS = {{"heuristic", "heuristic"}, {"random", "heuristic"},
        {"heuristic", "random"}};

    static List<Setup> setups() {
        List<Setup> out = new ArrayList<>();
        long seed = 2026;
        for (Map<String, String> options : OPTIONS) {
            for (String[] kinds : SEATS) {
                out.add(new Setup(List.of(new Seat("Adventurers", kinds[0]), new Seat("Monsters", kinds[1])),
                        options, seed++));
            }
        }
        for (Map<String, String> options : List.of(Map.<String, String>of(), Map.of("map", "barrow"))) {
            out.add(new Setup(List.of(new Seat("Adventurers", "random"), new Seat("Monsters", "random")), options,
                    seed++));
        }
        return out;
    }

    @Test
    void goldenRecordsReplayUnderTheSameRulesVersion() {
        new GoldenRecords(Scene.GAME, Path.of("src/test/resources/golden"),
                Path.of("../../docs/games/down-among-the-dead.md"), GoldenRecordsTest.class).check(setups());
    }
}
