package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.conformance.GoldenRecords;
import org.junit.jupiter.api.Test;

/**
 * Golden records: whole games, seeded and played to the end, that must replay step for step (fingerprints
 * included) under the same rules version. Every Quest, one to six seats, chosen Adventurers, a campaign's
 * Quest, heuristic seats (most: random games of The Dead Keep run to about 1,500 choices) and some random
 * ones. Renew with {@code -Dkeeptable.golden.renew=true} after raising the version (see the rules notes).
 */
class GoldenRecordsTest {
    private final DeadKeep game = new DeadKeep();

    static List<Setup> setups() {
        List<Setup> out = new ArrayList<>();
        String[] quests = DkConformanceTest.QUESTS;
        for (int i = 0; i < 12; i++) {
            out.add(setup(1 + i % 6, "heuristic", Map.of("quest", quests[i % quests.length]), 100 + i));
        }
        out.add(setup(1, "heuristic", Map.of("quest", "q1", "adventurers", "Knut,Gavin,Thurkal"), 200));
        out.add(setup(3, "heuristic", Map.of("quest", "q3", "adventurers", "Malteo,Frantz,Knut,Gavin,Thurkal,Amaranthe"),
                201));
        out.add(setup(2, "heuristic", Map.of("quest", "tutorial", "adventurers", "Astrid,Lothar,Mai Ling,Tessara"), 202));
        out.add(setup(6, "heuristic", MidCampaign.options(), 203));
        out.add(setup(2, "heuristic", MidCampaign.options(), 204));
        for (int i = 0; i < quests.length; i++) {
            out.add(setup(1 + i * 5 % 6, "random", Map.of("quest", quests[i]), 300 + i));
        }
        out.add(setup(2, "random", MidCampaign.options(), 304));
        return out;
    }

    private static Setup setup(int seats, String agent, Map<String, String> options, long seed) {
        List<Seat> list = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            list.add(new Seat("P" + (i + 1), agent));
        }
        return new Setup(list, options, seed);
    }

    @Test
    void goldenRecordsReplayUnderTheirRulesVersion() {
        new GoldenRecords(game, Path.of("src/test/resources/golden"), Path.of("../../docs/games/dead-keep.md"),
                GoldenRecordsTest.class).check(setups());
    }

    @Test
    void theSetupsCoverEveryPartySizeQuestAndSeatKind() {
        List<Setup> all = setups();
        assertTrue(all.size() >= 20);
        for (int seats = 1; seats <= 6; seats++) {
            final int k = seats;
            assertTrue(all.stream().anyMatch(s -> s.size() == k), "a golden game of " + seats + " seats");
        }
        for (String q : DkConformanceTest.QUESTS) {
            assertTrue(all.stream().anyMatch(s -> q.equals(s.options().get("quest"))), q);
        }
        assertEquals(List.of("heuristic", "random"),
                all.stream().map(s -> s.seats().get(0).agent()).distinct().sorted().toList());
    }
}
