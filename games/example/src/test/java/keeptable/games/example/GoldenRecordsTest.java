package keeptable.games.example;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import keeptable.engine.Setup;
import keeptable.engine.conformance.GoldenRecords;
import org.junit.jupiter.api.Test;

/**
 * Golden records: whole seeded games kept in {@code src/test/resources/golden} that must replay step for step under
 * the same rules version. Renew with
 * {@code mvn -pl games/example test -Dtest=GoldenRecordsTest -Dkeeptable.golden.renew=true}, after raising
 * {@link LanternRace#HUMAN_VERSION} and saying why under "Rules versions" in docs/games/lantern-race.md.
 */
class GoldenRecordsTest {
    static List<Setup> setups() {
        return List.of(GoldenRecords.table(2, Map.of(), 7_001, "heuristic"),
                GoldenRecords.table(3, Map.of(), 7_002, "random", "heuristic"),
                GoldenRecords.table(4, Map.of("track", "20"), 7_003, "random"));
    }

    @Test
    void goldenGamesReplayUnderTheirRulesVersion() {
        new GoldenRecords(new LanternRace(), Path.of("src/test/resources/golden"),
                Path.of("../../docs/games/lantern-race.md"), GoldenRecordsTest.class).check(setups());
    }
}
