package keeptable.lab.report;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import keeptable.lab.Metrics;
import keeptable.lab.SimulationSummary;

/** The lines every report prints: what was run, the game's metrics, and the items against their baseline. */
public final class MetricsText {
    private MetricsText() {
    }

    /** What was run: content, options, seats, campaign, limit and command line. */
    public static List<String> run(SimulationSummary.Run run) {
        List<String> lines = new ArrayList<>();
        lines.add("Content: " + run.content());
        lines.add("Seats: " + String.join(", ", run.agents()) + "; options: "
                + (run.options().isEmpty() ? "none" : options(run.options()))
                + (run.campaignLength() > 1 ? "; campaigns of " + run.campaignLength() + " games" : "")
                + "; choice limit " + run.maxChoices());
        if (!run.command().isEmpty()) {
            lines.add("Command: " + run.command());
        }
        return lines;
    }

    private static String options(Map<String, String> options) {
        List<String> out = new ArrayList<>();
        new java.util.TreeMap<>(options).forEach((k, v) -> out.add(k + "=" + (v.length() > 40 ? "(" + v.length()
                + " characters)" : v)));
        return String.join(", ", out);
    }

    /** The metrics in plain lines (each defined in docs/lab.md). */
    public static List<String> metrics(Metrics m, int seats) {
        List<String> lines = new ArrayList<>();
        if (m.cooperative()) {
            lines.add("Co-operative: the seats win or lose together.");
        } else {
            if (m.firstMover() != null) {
                Metrics.Rate f = m.firstMover().won();
                lines.add(String.format(Locale.ROOT, "Seat that chose first won %s against an even %.1f%% (%+.1f "
                        + "points)", rate(f), m.firstMover().even() * 100, m.firstMover().advantage() * 100));
            }
            lines.add("Draws (nobody or several won): " + rate(m.draws()));
        }
        lines.add("Timed out (choice limit): " + rate(m.timeouts()));
        if (!m.sides().isEmpty()) {
            List<String> sides = new ArrayList<>();
            m.sides().forEach(s -> sides.add(s.side() + " " + rate(s.won())));
            lines.add("Side win rates: " + String.join("; ", sides));
        }
        lines.add(String.format(Locale.ROOT, "Duration: %.1f choices, %.1f turns, %.1f rounds; branching %.2f "
                + "legal choices per decision", m.choices(), m.turns(), m.rounds(), m.branching()));
        if (m.lead() != null) {
            Metrics.Lead l = m.lead();
            lines.add(String.format(Locale.ROOT, "Lead (%d games measured by the evaluator): decisiveness %.2f, "
                    + "lead changes %.2f, drama %.3f", l.games(), l.decisiveness(), l.leadChanges(), l.drama()));
        } else if (!m.cooperative() && seats > 1) {
            lines.add("Lead: not measured (the game has no evaluator, or no game had a single side winning)");
        }
        if (!m.survival().isEmpty()) {
            List<String> steps = new ArrayList<>();
            m.survival().stream().filter(s -> s.reached() > 0).forEach(s -> steps.add(String.format(Locale.ROOT,
                    ">=%d %.1f%%", s.reached(), s.share() * 100)));
            lines.add("How far games got (" + m.progressName() + "): " + String.join(", ", steps));
        }
        if (!m.losses().isEmpty()) {
            List<String> causes = new ArrayList<>();
            m.losses().entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed()).limit(6)
                    .forEach(e -> causes.add(e.getValue() + " " + e.getKey()));
            lines.add("Causes of loss: " + String.join("; ", causes));
        }
        return lines;
    }

    public static String rate(Metrics.Rate r) {
        return String.format(Locale.ROOT, "%.1f%% (%.1f-%.1f%%)", r.rate() * 100, r.low95() * 100, r.high95() * 100);
    }

    /**
     * Items used in enough games first, by effect (largest first), those that follow from the outcome after
     * them, then those used in too few games, by uses.
     */
    public static List<SimulationSummary.ItemSummary> ranked(List<SimulationSummary.ItemSummary> items) {
        return items.stream().sorted(Comparator.comparing(SimulationSummary.ItemSummary::fewUses)
                .thenComparing(SimulationSummary.ItemSummary::followsOutcome)
                .thenComparing(i -> i.fewUses() ? -i.uses() : -i.effect())
                .thenComparing(SimulationSummary.ItemSummary::item)).toList();
    }

    public static void items(List<SimulationSummary.ItemSummary> all, int top, PrintWriter out) {
        List<SimulationSummary.ItemSummary> items = ranked(all);
        out.println("Items: the win rate of the seats that used each, against the same seats' usual win rate "
                + "(baseline); EFFECT is the difference with its 95% interval, the game as the unit (GAMES: games it "
                + "was used in). An interval that holds 0 shows no clear effect; 'late' marks items first used in "
                + "the game's last round in most of their games (their effect likely follows from the outcome), "
                + "'few' items used in under " + SimulationSummary.ItemSummary.FEW_GAMES + " games; neither is "
                + "ranked. Using an item can follow from being ahead, so read an effect as a lead to look into, "
                + "not a cause.");
        out.printf("%-32s %9s %7s %9s %9s %9s  %s%n", "ITEM", "USES", "GAMES", "WIN RATE", "BASELINE", "EFFECT",
                "95% INTERVAL");
        for (SimulationSummary.ItemSummary i : items.subList(0, Math.min(top, items.size()))) {
            out.printf(Locale.ROOT, "%-32s %9d %7d %8.1f%% %8.1f%% %+8.1f%%  %+5.1f%% .. %+5.1f%%%s%s%n", i.item(),
                    i.uses(), i.games(), i.winRate() * 100, i.baseline() * 100, i.effect() * 100,
                    i.effectLow() * 100, i.effectHigh() * 100, i.followsOutcome() ? "  late" : "",
                    i.fewUses() ? "  few" : "");
        }
        if (items.size() > top) {
            out.printf("(%d of %d items; all of them are in items.csv with --out)%n", top, items.size());
        }
    }

    /**
     * Why campaigns stopped before their last game, game by game: a game that timed out ends its
     * campaign (there is no finished game to carry on from), and a campaign its rules call finished
     * (e.g. every Quest won) has no next game.
     */
    public static List<String> campaignStops(List<SimulationSummary.CampaignGame> games) {
        List<String> lines = new ArrayList<>();
        for (int g = 0; g + 1 < games.size(); g++) {
            int stopped = games.get(g).played() - games.get(g + 1).played();
            if (stopped <= 0) {
                continue;
            }
            int timedOut = Math.min(stopped, games.get(g).endings().getOrDefault("timed out", 0));
            List<String> why = new ArrayList<>();
            if (timedOut > 0) {
                why.add(timedOut + " because game " + games.get(g).position() + " timed out (the choice limit)");
            }
            if (stopped > timedOut) {
                why.add((stopped - timedOut) + " because the campaign was finished");
            }
            lines.add(stopped + " campaign" + (stopped == 1 ? "" : "s") + " stopped after game "
                    + games.get(g).position() + ": " + String.join(", ", why) + ".");
        }
        return lines;
    }
}
