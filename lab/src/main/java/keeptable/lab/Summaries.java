package keeptable.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/** Turns a run's {@link Tally} into its {@link SimulationSummary}. */
public final class Summaries {
    private Summaries() {
    }

    /** The summary of a run of {@code game} under {@code rulesVersion}; {@code threads} and {@code seconds} say how it ran. */
    public static SimulationSummary of(String game, String rulesVersion, long seed, int threads, double seconds,
                                       SimulationSummary.Run run, Tally t) {
        int games = (int) t.games;
        List<SimulationSummary.SeatSummary> seats = new ArrayList<>();
        for (int s = 0; s < t.seats; s++) {
            double[] ci = Stats.wilson(t.wins[s], games);
            seats.add(new SimulationSummary.SeatSummary(s, run.agents().get(s), (int) t.wins[s],
                    Stats.share(t.wins[s], games), ci[0], ci[1]));
        }
        Map<String, Integer> endings = new TreeMap<>();
        t.endings.forEach((k, v) -> endings.put(k, v.intValue()));
        List<SimulationSummary.CampaignGame> campaign = new ArrayList<>();
        if (run.campaignLength() > 1) {
            for (int g = 0; g < run.campaignLength(); g++) {
                long[] c = t.stages.getOrDefault(g, new long[2]);
                double[] ci = Stats.wilson(c[1], c[0]);
                Map<String, Integer> stageEndings = new TreeMap<>();
                t.stageEndings.getOrDefault(g, new TreeMap<>()).forEach((k, v) -> stageEndings.put(k, v.intValue()));
                campaign.add(new SimulationSummary.CampaignGame(g + 1, (int) c[0], (int) c[1],
                        Stats.share(c[1], c[0]), ci[0], ci[1], stageEndings));
            }
        }
        return new SimulationSummary(game, rulesVersion, games, threads, seed, seconds,
                games / Math.max(seconds, 1e-9), seats, (int) t.noWinner, lengths(t), items(t), endings, campaign, run,
                Metrics.of(t), endingGroups(t), t.curves.summary(t.games), t.actions.summary());
    }

    private static Map<String, Map<String, Integer>> endingGroups(Tally t) {
        Map<String, Map<String, Integer>> out = new TreeMap<>();
        t.endingGroups.forEach((group, endings) -> {
            Map<String, Integer> counts = new TreeMap<>();
            endings.forEach((e, c) -> counts.put(e, c.intValue()));
            out.put(group, counts);
        });
        return out;
    }

    private static SimulationSummary.Lengths lengths(Tally t) {
        if (t.games == 0) {
            return new SimulationSummary.Lengths(0, 0, 0, 0);
        }
        long seen = 0;
        int median = 0;
        for (Map.Entry<Integer, Long> e : t.lengths.entrySet()) {
            seen += e.getValue();
            if (seen > t.games / 2) {
                median = e.getKey();
                break;
            }
        }
        return new SimulationSummary.Lengths((double) t.choices / t.games, median, t.lengths.firstKey(),
                t.lengths.lastKey());
    }

    /** Each item's figures, the game as the unit ({@link ItemFigures}). */
    static List<SimulationSummary.ItemSummary> items(Tally t) {
        return ItemFigures.of(t);
    }
}
