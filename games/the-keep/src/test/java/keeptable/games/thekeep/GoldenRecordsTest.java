package keeptable.games.thekeep;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keeptable.engine.Setup;
import keeptable.engine.conformance.GoldenRecords;
import org.junit.jupiter.api.Test;

/**
 * Golden records: whole games kept in {@code src/test/resources/golden} that must replay step for step
 * under the same rules version (human version {@link TheKeep#HUMAN_VERSION} plus the content hash). A
 * change to the rules or the YAML that alters a replay fails here until the version, the records and
 * the "Rules versions" notes in docs/games/the-keep.md say so. Renew with
 * {@code mvn -pl games/the-keep test -Dtest=GoldenRecordsTest -Dkeeptable.golden.renew=true}.
 */
class GoldenRecordsTest {

    /**
     * Twenty-four games: every player count from three to six, heuristic tables and mixed tables with
     * random seats, the default seats and characters, and both options (Molasar's seat, the ID cards).
     */
    static List<Setup> setups() {
        List<Setup> out = new ArrayList<>();
        long seed = 1_100;
        for (int players = 3; players <= 6; players++) {
            out.add(GoldenRecords.table(players, Map.of(), seed++, "heuristic"));
            out.add(GoldenRecords.table(players, Map.of(), seed++, "heuristic"));
            out.add(GoldenRecords.table(players, Map.of("molasar", "1"), seed++, "heuristic"));
            out.add(GoldenRecords.table(players, Map.of(), seed++, "random", "heuristic"));
            out.add(GoldenRecords.table(players, Map.of("molasar", "2"), seed++, "heuristic", "random"));
        }
        out.add(GoldenRecords.table(3, Map.of("characters", "1+3,2+5"), seed++, "heuristic"));
        out.add(GoldenRecords.table(4, Map.of("characters", "5,4,2"), seed++, "heuristic"));
        out.add(GoldenRecords.table(5, Map.of("characters", "2,1,4,3", "molasar", "5"), seed++, "random"));
        out.add(GoldenRecords.table(6, Map.of("characters", "1,2,3,4,5", "molasar", "6"), seed, "heuristic", "random"));
        return out;
    }

    @Test
    void goldenGamesReplayUnderTheirRulesVersion() {
        new GoldenRecords(TheKeep.GAME, Path.of("src/test/resources/golden"), Path.of("../../docs/games/the-keep.md"),
                GoldenRecordsTest.class).check(setups());
    }
}
