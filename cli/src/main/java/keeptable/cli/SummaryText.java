package keeptable.cli;

import java.io.PrintWriter;
import java.util.Map;
import keeptable.lab.SimulationSummary;

/** Prints a simulation summary as plain-text tables. */
final class SummaryText {
    static final int TOP_ITEMS = 25;

    private SummaryText() {
    }

    static void print(SimulationSummary s, PrintWriter out) {
        out.printf("%s (rules %s): %d games on %d threads in %.1f s (%.1f games/s), seed %d%n", s.game(),
                s.rulesVersion(), s.games(), s.threads(), s.seconds(), s.gamesPerSecond(), s.seed());
        MetricsText.run(s.run()).forEach(out::println);
        out.println();
        out.printf("%-5s %-20s %8s %9s  %s%n", "SEAT", "AGENT", "WINS", "WIN RATE", "95% INTERVAL");
        for (SimulationSummary.SeatSummary seat : s.seats()) {
            out.printf("%-5d %-20s %8d %8.1f%%  %5.1f%% - %5.1f%%%n", seat.seat() + 1, seat.agent(), seat.wins(),
                    seat.winRate() * 100, seat.low95() * 100, seat.high95() * 100);
        }
        if (s.noWinner() > 0) {
            out.printf("Games nobody won: %d%n", s.noWinner());
        }
        out.println();
        out.printf("Game length (choices): mean %.1f, median %d, min %d, max %d%n", s.length().mean(),
                s.length().median(), s.length().min(), s.length().max());
        if (!s.campaign().isEmpty()) {
            out.println();
            out.printf("%-10s %8s %8s %9s  %-15s  %s%n", "GAME", "PLAYED", "WON", "WIN RATE", "95% INTERVAL",
                    "COMMONEST ENDING");
            for (SimulationSummary.CampaignGame g : s.campaign()) {
                out.printf("%-10s %8d %8d %8.1f%%  %5.1f%% - %5.1f%%  %s%n", "game " + g.position(), g.played(),
                        g.won(), g.winRate() * 100, g.low95() * 100, g.high95() * 100, commonest(g.endings()));
            }
            MetricsText.campaignStops(s.campaign()).forEach(out::println);
        }
        if (s.endings().size() > 1) {
            out.println();
            out.println("How games ended:");
            s.endings().entrySet().stream()
                    .sorted(Map.Entry.<String, Integer>comparingByValue().reversed()
                            .thenComparing(Map.Entry.comparingByKey()))
                    .limit(TOP_ITEMS)
                    .forEach(e -> out.printf("%8d  %s%n", e.getValue(), e.getKey()));
        }
        out.println();
        out.println("Metrics (defined in docs/lab.md):");
        MetricsText.metrics(s.metrics(), s.seats().size()).forEach(line -> out.println("  " + line));
        if (!s.items().isEmpty()) {
            out.println();
            MetricsText.items(s.items(), TOP_ITEMS, out);
        }
    }

    /** The ending most games had (the first by name on a tie), with its count. */
    private static String commonest(Map<String, Integer> endings) {
        String best = null;
        for (Map.Entry<String, Integer> e : endings.entrySet()) {
            if (best == null || e.getValue() > endings.get(best)) {
                best = e.getKey();
            }
        }
        return best == null ? "-" : best + " (" + endings.get(best) + ")";
    }
}
