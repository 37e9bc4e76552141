package keeptable.lab.report;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Function;
import keeptable.lab.Comparison;
import keeptable.lab.Metrics;
import keeptable.lab.SimulationSummary;
import keeptable.lab.Stats;
import keeptable.lab.SweepComparison;

/**
 * A sweep's table and its HTML page of charts: each metric against the swept value, and each value against the
 * baseline. The command line prints the table; its files and the server's Lab page use the page.
 */
public final class SweepReport {
    private SweepReport() {
    }

    public static void print(String what, String base, List<String> values, List<SimulationSummary> summaries,
                      SweepComparison tests, PrintWriter out) {
        SimulationSummary first = summaries.get(0);
        out.printf("%s: %s swept over %s, %d games each on the same seeds (seed %d)%n", first.game(), what,
                String.join(", ", values), first.games(), first.seed());
        out.println("Content: " + base + ", with " + what + " at each value");
        MetricsText.run(first.run()).stream().skip(1).forEach(out::println);
        out.println(atEachValue(values, summaries));
        out.println();
        boolean party = cooperative(summaries);
        int columns = party ? 1 : mostSeats(summaries);
        StringBuilder head = new StringBuilder(String.format("%-10s", "VALUE"));
        for (int s = 0; s < columns; s++) {
            head.append(String.format("  %-21s", party ? "PARTY WINS (95%)" : "SEAT " + (s + 1) + " WINS (95%)"));
        }
        head.append(String.format(" %8s %7s  %-21s %9s %8s", "CHOICES", "DRAWS", "FIRST CHOOSER WON", "BRANCHING",
                "DECISIVE"));
        out.println(head);
        for (int i = 0; i < values.size(); i++) {
            SimulationSummary s = summaries.get(i);
            StringBuilder row = new StringBuilder(String.format("%-10s", values.get(i)));
            for (int k = 0; k < columns; k++) {
                SimulationSummary.SeatSummary seat = k < s.seats().size() ? s.seats().get(k) : null;
                row.append(seat == null ? String.format("  %-21s", "") : String.format(Locale.ROOT,
                        "  %5.1f%% (%4.1f-%5.1f%%) ", seat.winRate() * 100, seat.low95() * 100, seat.high95() * 100));
            }
            // A party wins or loses together: it has no draws and no seat that chose first on its own; in a game
            // of sides the first chooser's wins are a side's (shown with the sides).
            Metrics.FirstMover chooser = s.metrics().firstMover();
            row.append(String.format(Locale.ROOT, " %8.1f %7s  %-21s %9.2f %8s", s.metrics().choices(),
                    party ? "-" : String.format(Locale.ROOT, "%.1f%%", s.metrics().draws().rate() * 100),
                    party || chooser == null ? "-" : String.format(Locale.ROOT, "%5.1f%% (%4.1f-%5.1f%%)",
                            chooser.won().rate() * 100, chooser.won().low95() * 100, chooser.won().high95() * 100),
                    s.metrics().branching(), s.metrics().lead() == null ? "-"
                            : String.format(Locale.ROOT, "%.2f", s.metrics().lead().decisiveness())));
            out.println(row);
        }
        int furthest = furthest(summaries);
        if (furthest > 0) {
            out.println();
            out.println("How far games got (" + first.metrics().progressName() + "), share of games at each value:");
            for (int i = 0; i < values.size(); i++) {
                List<String> steps = new ArrayList<>();
                for (int k = 1; k <= furthest; k++) {
                    steps.add(String.format(Locale.ROOT, ">=%d %5.1f%%", k, reached(summaries.get(i), k) * 100));
                }
                out.printf("%-10s  %s%n", values.get(i), String.join("  ", steps));
            }
        }
        out.println();
        out.println("Each value against the baseline " + tests.baseline() + " (" + tests.why() + "), game by game on "
                + "the same seeds (q: Benjamini-Hochberg over the sweep's " + tests.tests() + " tests):");
        out.printf("%-40s %9s %9s %9s  %-19s %-7s %s%n", "VALUE: MEASURE", "BASELINE", "VALUE", "CHANGE",
                "95% INTERVAL", "P", "Q");
        for (SweepComparison.Against a : tests.values()) {
            for (Comparison.Difference d : a.differences()) {
                boolean share = !d.label().startsWith("game length");
                CompareReport.row(out, new Comparison.Difference(a.value() + ": " + d.label(), d.base(), d.variant(),
                        d.diff(), d.low95(), d.high95(), d.p(), d.q()), share ? 100 : 1, share ? "%" : "");
            }
        }
        out.println();
        out.println(tests.sentence());
    }

    /** The most progress any value's games could make (0 when the game measures none). */
    private static int furthest(List<SimulationSummary> summaries) {
        return summaries.stream().flatMap(x -> x.metrics().survival().stream())
                .mapToInt(Metrics.Survival::reached).max().orElse(0);
    }

    /** How many of a run's games got {@code k} or further. */
    private static long reachedGames(SimulationSummary s, int k) {
        return s.metrics().survival().stream().filter(x -> x.reached() == k).mapToLong(Metrics.Survival::games)
                .findFirst().orElse(0);
    }

    /** The share of a run's games that got {@code k} or further. */
    private static double reached(SimulationSummary s, int k) {
        return Stats.share(reachedGames(s, k), s.games());
    }

    public static String html(String what, String base, List<String> values, List<SimulationSummary> summaries,
                       SweepComparison tests) {
        SimulationSummary first = summaries.get(0);
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>")
                .append(Html.esc(first.game())).append(" sweep</title>\n<style>")
                .append("body{font-family:system-ui,sans-serif;margin:2em;color:#222}svg text{font-size:12px}")
                .append("table{border-collapse:collapse}td,th{padding:3px 10px;border-bottom:1px solid #ddd;")
                .append("text-align:right}td:first-child,th:first-child,td:nth-child(2){text-align:left}")
                .append("</style></head><body>\n<h1>").append(Html.esc(first.game())).append(" &mdash; ")
                .append(Html.esc(what)).append(" swept</h1>\n");
        b.append("<p>").append(first.games()).append(" games at each value, on the same seeds (seed ")
                .append(first.seed()).append("). Whiskers: 95% intervals.</p>\n");
        b.append("<p>Content: ").append(Html.esc(base)).append(", with ").append(Html.esc(what))
                .append(" at each value.</p>\n");
        SimulationSummary.Run run = first.run();
        MetricsHtml.run(b, new SimulationSummary.Run(base, run.options(), run.agents(), run.campaignLength(),
                run.maxChoices(), run.command()));
        b.append("<p>").append(Html.esc(atEachValue(values, summaries))).append("</p>\n");
        boolean numeric = values.stream().allMatch(v -> v.matches("-?[0-9.]+"));
        boolean party = cooperative(summaries);
        for (int s = 0; s < (party ? 1 : mostSeats(summaries)); s++) {
            int seat = s;
            String agent = summaries.stream().filter(x -> x.seats().size() > seat).findFirst().orElseThrow()
                    .seats().get(seat).agent();
            line(b, party ? "The party's win rate" : "Seat " + (s + 1) + " (" + agent + ") win rate", what, values,
                    summaries, numeric, x -> x.seats().size() > seat ? x.seats().get(seat).winRate() : null,
                    x -> x.seats().get(seat).low95(), x -> x.seats().get(seat).high95(), true);
        }
        List<String> sides = summaries.stream().flatMap(x -> x.metrics().sides().stream()).map(Metrics.Side::side)
                .distinct().toList();
        for (String side : sides) {
            line(b, "Side " + side + " win rate", what, values, summaries, numeric,
                    x -> side(x, side) == null ? null : side(x, side).rate(), x -> side(x, side).low95(),
                    x -> side(x, side).high95(), true);
        }
        line(b, "Game length (mean choices)", what, values, summaries, numeric, x -> x.metrics().choices(),
                x -> x.metrics().choices(), x -> x.metrics().choices(), false);
        line(b, "Branching (legal choices per decision)", what, values, summaries, numeric,
                x -> x.metrics().branching(), x -> x.metrics().branching(), x -> x.metrics().branching(), false);
        if (summaries.stream().allMatch(x -> !x.metrics().cooperative() && x.metrics().firstMover() != null)) {
            line(b, "Seat that chose first: its win rate (even share " + String.format(Locale.ROOT, "%.1f%%",
                            first.metrics().firstMover().even() * 100) + ")", what, values, summaries, numeric,
                    x -> x.metrics().firstMover().won().rate(), x -> x.metrics().firstMover().won().low95(),
                    x -> x.metrics().firstMover().won().high95(), true);
        }
        if (!first.metrics().cooperative()) {
            line(b, "Draws", what, values, summaries, numeric, x -> x.metrics().draws().rate(),
                    x -> x.metrics().draws().low95(), x -> x.metrics().draws().high95(), true);
        }
        for (int k = 1; k <= furthest(summaries); k++) {
            int at = k;
            line(b, "Got " + k + " or further (" + first.metrics().progressName() + ")", what, values, summaries,
                    numeric, x -> reached(x, at), x -> Stats.wilson(reachedGames(x, at), x.games())[0],
                    x -> Stats.wilson(reachedGames(x, at), x.games())[1], true);
        }
        if (summaries.stream().allMatch(x -> x.metrics().lead() != null)) {
            line(b, "Decisiveness", what, values, summaries, numeric, x -> x.metrics().lead().decisiveness(),
                    x -> x.metrics().lead().decisiveness(), x -> x.metrics().lead().decisiveness(), true);
        }
        against(b, what, tests);
        b.append("</body></html>\n");
        return b.toString();
    }

    /** A run's win rate of {@code side}, or null where the side was not played. */
    private static Metrics.Rate side(SimulationSummary s, String side) {
        return s.metrics().sides().stream().filter(x -> x.side().equals(side)).map(Metrics.Side::won).findFirst()
                .orElse(null);
    }

    /** Each value's paired change from the baseline, a chart per measure on an axis fitted to it, and a table. */
    private static void against(StringBuilder b, String what, SweepComparison tests) {
        b.append("<h2>Each value against the baseline, ").append(Html.esc(tests.baseline())).append(" (")
                .append(Html.esc(tests.why())).append(")</h2>\n<p><strong>").append(Html.esc(tests.sentence()))
                .append("</strong></p>\n<p>Game by game on the same seeds: the change is the value's game minus the "
                        + "baseline's, averaged.</p>\n");
        tests.byMeasure().forEach((label, perValue) -> {
            List<Charts.Diff> rows = new ArrayList<>();
            for (int v = 0; v < perValue.size(); v++) {
                Comparison.Difference d = perValue.get(v);
                if (d != null) {
                    rows.add(new Charts.Diff(what + " = " + tests.values().get(v).value(), d.diff(), d.low95(),
                            d.high95(), d.significant()));
                }
            }
            boolean share = !label.startsWith("game length");
            b.append("<h3>").append(Html.esc(label)).append(": change from the baseline</h3>\n");
            Charts.differences(b, rows, Charts.fitted(rows), share ? " pts" : "", share ? 100 : 1,
                    "change (value minus baseline)" + (share ? ", in percentage points" : ", in choices"));
        });
        b.append("<table><tr><th>Value</th><th>Measure</th><th>Baseline</th><th>Value</th><th>Change</th>"
                + "<th>95% interval</th><th>p</th><th>q (false discovery rate)</th><th>q &lt; 0.05</th></tr>\n");
        for (SweepComparison.Against a : tests.values()) {
            for (Comparison.Difference d : a.differences()) {
                boolean share = !d.label().startsWith("game length");
                double k = share ? 100 : 1;
                String unit = share ? "%" : "";
                b.append(String.format(Locale.ROOT, "<tr><td>%s</td><td>%s</td><td>%.2f%s</td><td>%.2f%s</td>"
                                + "<td>%+.2f%s</td><td>%+.2f &ndash; %+.2f%s</td><td>%s</td><td>%s</td><td>%s</td></tr>%n",
                        Html.esc(a.value()), Html.esc(d.label()), d.base() * k, unit, d.variant() * k, unit,
                        d.diff() * k, unit, d.low95() * k, d.high95() * k, unit, CompareReport.fmtP(d.p()),
                        CompareReport.fmtP(d.q()), d.significant() ? "*" : ""));
            }
        }
        b.append("</table>\n");
    }

    /** Each value's rules version (its content hash) and, when they differ, its seats. */
    static String atEachValue(List<String> values, List<SimulationSummary> summaries) {
        boolean seatsVary = summaries.stream().map(x -> x.run().agents()).distinct().count() > 1;
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            SimulationSummary s = summaries.get(i);
            parts.add(values.get(i) + ": rules " + s.rulesVersion()
                    + (seatsVary ? ", seats " + String.join(", ", s.run().agents()) : ""));
        }
        return "At each value: " + String.join("; ", parts);
    }

    /** Whether every run was co-operative: the seats won or lost together, so one rate is the party's. */
    static boolean cooperative(List<SimulationSummary> summaries) {
        return summaries.stream().allMatch(x -> x.metrics().cooperative());
    }

    /** The most seats any run had (a sweep over the party's size has runs of several sizes). */
    public static int mostSeats(List<SimulationSummary> summaries) {
        return summaries.stream().mapToInt(x -> x.seats().size()).max().orElse(0);
    }

    private static void line(StringBuilder b, String title, String what, List<String> values,
                             List<SimulationSummary> summaries, boolean numeric, Function<SimulationSummary, Double> y,
                             Function<SimulationSummary, Double> low, Function<SimulationSummary, Double> high,
                             boolean share) {
        List<Charts.Point> points = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            double x = numeric ? Double.parseDouble(values.get(i)) : i;
            SimulationSummary s = summaries.get(i);
            if (y.apply(s) == null) {
                continue; // a seat this value's table does not have
            }
            points.add(new Charts.Point(x, y.apply(s), low.apply(s), high.apply(s), values.get(i)));
        }
        Charts.line(b, title, what, points, share, "");
    }
}
