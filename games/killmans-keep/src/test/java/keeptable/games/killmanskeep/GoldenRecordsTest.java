package keeptable.games.killmanskeep;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keeptable.engine.Setup;
import keeptable.engine.conformance.GoldenRecords;
import org.junit.jupiter.api.Test;

/**
 * Golden records: whole games kept in {@code src/test/resources/golden} that must replay step for step
 * under the same rules version (human version {@link KillmansKeep#HUMAN_VERSION} plus the content
 * hash). A change to the rules code or the YAML that alters a replay fails here until the version, the
 * records and the "Rules versions" notes in docs/games/killmans-keep.md say so. Renew with
 * {@code mvn -pl games/killmans-keep test -Dtest=GoldenRecordsTest -Dkeeptable.golden.renew=true}.
 */
class GoldenRecordsTest {

    /**
     * Twenty-four games: every player count from two to six at heuristic tables and at tables mixing
     * random and heuristic seats, random tables (their games run long, so most are cut by a short
     * {@code roundLimit}), and heuristic tables under a round limit that ends some games early.
     */
    static List<Setup> setups() {
        List<Setup> out = new ArrayList<>();
        long seed = 2_600;
        for (int players = 2; players <= 6; players++) {
            out.add(GoldenRecords.table(players, Map.of(), seed++, "heuristic"));
            out.add(GoldenRecords.table(players, Map.of(), seed++, "heuristic"));
            out.add(GoldenRecords.table(players, Map.of(), seed++, "random", "heuristic"));
            out.add(GoldenRecords.table(players, Map.of("roundLimit", "3"), seed++, "random"));
        }
        out.add(GoldenRecords.table(2, Map.of(), seed++, "random"));
        out.add(GoldenRecords.table(3, Map.of(), seed++, "random"));
        out.add(GoldenRecords.table(3, Map.of("roundLimit", "8"), seed++, "heuristic"));
        out.add(GoldenRecords.table(5, Map.of("roundLimit", "6"), seed, "heuristic", "random"));
        return out;
    }

    @Test
    void goldenGamesReplayUnderTheirRulesVersion() {
        new GoldenRecords(Scene.GAME, Path.of("src/test/resources/golden"),
                Path.of("../../docs/games/killmans-keep.md"), GoldenRecordsTest.class).check(setups());
    }
}
