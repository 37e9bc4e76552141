package keeptable.games.deadcells;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.campaign.Campaigns;
import keeptable.engine.conformance.GoldenRecords;
import org.junit.jupiter.api.Test;

/**
 * Dead Cells' golden records: 24 seeded Runs played to the end, kept in src/test/resources/golden, that must replay
 * step for step under the same rules version. Solo and 2-4 seats, random and heuristic seats, chosen Beheaded, and
 * Runs of a grown campaign starting in a later Biome, or where the First Player chooses it.
 */
class GoldenRecordsTest {

    static List<Setup> setups() {
        List<Setup> out = new ArrayList<>();
        String[] beheaded = {"flayed", "quartered", "immolated", "poisoned"};
        long seed = 1_000;
        for (int seats = 1; seats <= 4; seats++) {
            for (int i = 0; i < 4; i++) {
                Map<String, String> options = i == 3 && seats > 1
                        ? Map.of("beheaded", String.join(",", List.of(beheaded).subList(4 - seats, 4)))
                        : seats == 1 && i == 3 ? Map.of("solo", "serenade", "beheaded", "poisoned") : Map.of();
                out.add(setup(seats, i % 2 == 0 ? "random" : "heuristic", i == 2 ? "random" : "heuristic", options,
                        seed++));
            }
        }
        String campaign = Campaigns.write(DcConformanceTest.grownCampaign());
        for (String start : new String[] {"B4", "B5", "B6", "B7"}) {
            out.add(setup(3, "heuristic", "heuristic", Map.of("campaign", campaign, "start", start), seed++));
        }
        out.add(setup(2, "random", "heuristic", Map.of("campaign", campaign), seed++));
        out.add(setup(1, "heuristic", "heuristic", Map.of("campaign", campaign), seed++));
        out.add(setup(4, "heuristic", "random", Map.of("campaign", campaign, "start", "B6"), seed++));
        out.add(setup(2, "heuristic", "heuristic", Map.of("campaign", campaign, "start", "B7"), seed));
        return out;
    }

    /** Seats alternate between the two agent kinds, the first seat taking the first. */
    private static Setup setup(int seats, String first, String other, Map<String, String> options, long seed) {
        List<Seat> list = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            list.add(new Seat("P" + (i + 1), i % 2 == 0 ? first : other));
        }
        return new Setup(list, options, seed);
    }

    @Test
    void goldenRunsReplayUnderTheirRulesVersion() {
        new GoldenRecords(new DeadCells(), Path.of("src/test/resources/golden"),
                Path.of("../../docs/games/dead-cells.md"), GoldenRecordsTest.class).check(setups());
    }
}
