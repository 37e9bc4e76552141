package keeptable.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keeptable.lab.SimulationSummary.CampaignGame;
import keeptable.lab.report.MetricsText;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A campaign run that stops early says why: a game that timed out, or a campaign that was finished. */
class CampaignStopsTest {
    @TempDir
    java.nio.file.Path dir;

    private static CampaignGame game(int position, int played, Map<String, Integer> endings) {
        return new CampaignGame(position, played, 0, 0, 0, 1, endings);
    }

    @Test
    void eachStopIsCountedWithItsReason() {
        List<String> lines = MetricsText.campaignStops(List.of(game(1, 10, Map.of("timed out", 2, "lost", 8)),
                game(2, 8, Map.of("won", 8)), game(3, 5, Map.of("won", 5))));
        assertEquals(List.of("2 campaigns stopped after game 1: 2 because game 1 timed out (the choice limit).",
                "3 campaigns stopped after game 2: 3 because the campaign was finished."), lines);
        assertEquals(List.of(), MetricsText.campaignStops(List.of(game(1, 4, Map.of()), game(2, 4, Map.of()))),
                "campaigns that all went on say nothing");
    }

    @Test
    void aSimulationWhoseGamesTimeOutSaysItsCampaignsStopped() throws Exception {
        Cli.Run run = Cli.run("simulate", "dead-keep", "--campaign", "2", "--games", "4", "--max-choices", "20",
                "--seats", "heuristic,heuristic", "--seed", "1", "--threads", "1", "--out", dir.toString());
        assertEquals(0, run.code(), run.err());
        assertTrue(run.out().contains("4 campaigns stopped after game 1: 4 because game 1 timed out"), run.out());
        assertTrue(java.nio.file.Files.readString(dir.resolve("report.html"))
                .contains("4 campaigns stopped after game 1"));
    }
}
