package keeptable.cli;

import java.io.PrintWriter;
import java.util.Comparator;
import java.util.Locale;
import java.util.Map;
import keeptable.lab.SimulationSummary;
import keeptable.lab.report.MetricsText;

/** Prints a simulation summary as plain-text tables. */
final class SummaryText {
    static final int TOP_ITEMS = 25;
    /** Endings shown under each group of who won. */
    static final int ENDINGS_PER_GROUP = 5;

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
            out.println("How games ended, by who won (the commonest endings of each):");
            s.endingGroups().entrySet().stream()
                    .sorted(Comparator.comparingInt((Map.Entry<String, Map<String, Integer>> g) -> -total(g.getValue()))
                            .thenComparing(Map.Entry::getKey))
                    .forEach(g -> {
                        int games = total(g.getValue());
                        out.printf(Locale.ROOT, "%8d  %s (%.1f%%), %d way%s%n", games, g.getKey(),
                                100.0 * games / Math.max(1, s.games()), g.getValue().size(),
                                g.getValue().size() == 1 ? "" : "s");
                        g.getValue().entrySet().stream()
                                .sorted(Map.Entry.<String, Integer>comparingByValue().reversed()
                                        .thenComparing(Map.Entry.comparingByKey()))
                                .limit(ENDINGS_PER_GROUP)
                                .forEach(e -> out.printf("%12d  %s%n", e.getValue(), e.getKey()));
                        if (g.getValue().size() > ENDINGS_PER_GROUP) {
                            out.printf("%12s  (%d more ways; summary.json lists every ending)%n", "",
                                    g.getValue().size() - ENDINGS_PER_GROUP);
                        }
                    });
        }
        out.println();
        out.println("Metrics (defined in docs/lab.md):");
        MetricsText.metrics(s.metrics(), s.seats().size()).forEach(line -> out.println("  " + line));
        if (s.rounds() != null || !s.actions().isEmpty()) {
            out.println();
            CourseReport.text(s, out);
        }
        if (!s.items().isEmpty()) {
            out.println();
            MetricsText.items(s.items(), TOP_ITEMS, out);
        }
    }

    private static int total(Map<String, Integer> endings) {
        return endings.values().stream().mapToInt(Integer::intValue).sum();
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
