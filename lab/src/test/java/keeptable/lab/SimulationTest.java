package keeptable.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import keeptable.engine.SharedChoicesLuckyDraw;
import keeptable.engine.campaign.Campaigns;
import keeptable.engine.record.GameRecord;
import keeptable.engine.toy.LuckyDraw;
import org.junit.jupiter.api.Test;

class SimulationTest {
    @Test
    void theSameSeedGivesTheSameFiguresWhateverTheThreadCount() throws Exception {
        var one = Simulation.run(new Simulation.Config(LuckyDraw.GAME, List.of("heuristic", "random"), 400, 1, 5,
                null), n -> { }, null);
        AtomicInteger records = new AtomicInteger();
        var two = Simulation.run(new Simulation.Config(LuckyDraw.GAME, List.of("heuristic", "random"), 400, 2, 5,
                null), n -> { }, r -> records.incrementAndGet());
        assertEquals(400, one.games());
        assertEquals(400, records.get());
        for (int s = 0; s < 2; s++) {
            assertEquals(one.seats().get(s).wins(), two.seats().get(s).wins());
        }
        SimulationSummary.SeatSummary h = one.seats().get(0);
        assertTrue(h.low95() <= h.winRate() && h.winRate() <= h.high95());
        assertTrue(h.winRate() > one.seats().get(1).winRate());
    }

    @Test
    void campaignsPlayTheirGamesInARowEachFromTheCampaignTheLastOneLeft() throws Exception {
        List<GameRecord> records = new ArrayList<>();
        var summary = Simulation.run(new Simulation.Config(LuckyDraw.GAME, List.of("heuristic", "random"), 30, 1, 9,
                null, 6), n -> { }, records::add);
        // The tournament is over after four games, so the fifth and sixth are never played.
        assertEquals(120, summary.games());
        assertEquals(List.of(30, 30, 30, 30, 0, 0),
                summary.campaign().stream().map(SimulationSummary.CampaignGame::played).toList());
        for (int i = 0; i < records.size(); i++) {
            String json = records.get(i).setup().options().get(Campaigns.OPTION);
            LuckyDraw.Tournament t = Campaigns.read(LuckyDraw.TOURNAMENT_RULES, json);
            assertEquals(i % 4, t.played(), "game " + i + " starts from the campaign its predecessor left");
        }
        int endings = summary.endings().values().stream().mapToInt(Integer::intValue).sum();
        assertEquals(120, endings);
        var first = summary.campaign().get(0);
        assertTrue(first.low95() <= first.winRate() && first.winRate() <= first.high95());
    }

    @Test
    void aGameWithoutACampaignCannotBeSimulatedAsOne() {
        assertThrows(IllegalArgumentException.class, () -> new Simulation.Config(
                new SharedChoicesLuckyDraw(), List.of("random", "random"), 1, 1, 1, null, 2));
    }

    @Test
    void wilsonIntervalMatchesAKnownValue() {
        double[] ci = Simulation.wilson(50, 100);
        assertEquals(0.4038, ci[0], 1e-3);
        assertEquals(0.5962, ci[1], 1e-3);
    }
}
