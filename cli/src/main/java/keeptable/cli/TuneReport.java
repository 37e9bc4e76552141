package keeptable.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import keeptable.lab.SimulationSummary;
import keeptable.lab.Target;
import keeptable.lab.Tuning;
import keeptable.lab.report.Html;
import keeptable.lab.report.MetricsHtml;

/**
 * A tune's evidence as text and as a self-contained HTML page: the path of the search (each value tried, in
 * order, with its rate and interval), the rate with the content as shipped, and the chosen value's neighbours
 * one step either side on the same games, so a designer sees whether the answer sits on a knife-edge.
 */
final class TuneReport {
    private static final int LABEL = 170;
    private static final int ROW = 24;

    private TuneReport() {
    }

    static void print(Tuning.Result result, String unit, PrintWriter out) {
        out.printf("%-3s %-12s %8s %9s  %-17s %s%n", "#", "VALUE", unit.toUpperCase(Locale.ROOT), "RATE",
                "95% INTERVAL", "VERDICT");
        int n = 1;
        for (Tuning.Step s : result.steps()) {
            row(out, String.valueOf(n++), s);
        }
        out.println();
        out.println("The check, on the " + (result.neighbours().isEmpty() ? "chosen value's" : "same") + " games:");
        row(out, "", result.shipped());
        for (Tuning.Step s : checked(result)) {
            row(out, s.value().equals(result.value()) ? "=" : "", s);
        }
        out.println();
        out.println(result.summary());
    }

    private static void row(PrintWriter out, String mark, Tuning.Step s) {
        out.printf(Locale.ROOT, "%-3s %-12s %8d %8.1f%%  %5.1f%% - %5.1f%%   %s%n", mark, s.value(), s.games(),
                s.rate() * 100, s.low95() * 100, s.high95() * 100, s.verdict());
    }

    /** The neighbour below, the chosen value (its last step), the neighbour above. */
    private static List<Tuning.Step> checked(Tuning.Result r) {
        List<Tuning.Step> rows = new ArrayList<>();
        Tuning.Step chosen = r.steps().stream().filter(s -> s.value().equals(r.value())).reduce((a, b) -> b)
                .orElseThrow();
        double at = Double.parseDouble(r.value());
        r.neighbours().stream().filter(s -> Double.parseDouble(s.value()) < at).forEach(rows::add);
        rows.add(chosen);
        r.neighbours().stream().filter(s -> Double.parseDouble(s.value()) > at).forEach(rows::add);
        return rows;
    }

    static String html(String game, String what, Target target, String rulesVersion, SimulationSummary.Run run,
                       Tuning.Result r, String unit) {
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>")
                .append(Html.esc(game)).append(" tuned</title>\n<style>")
                .append("body{font-family:system-ui,sans-serif;margin:2em;color:#222}svg text{font-size:12px}")
                .append("table{border-collapse:collapse}td,th{padding:3px 10px;border-bottom:1px solid #ddd;")
                .append("text-align:right}td:nth-child(2),th:nth-child(2),td:last-child{text-align:left}")
                .append("</style></head><body>\n<h1>").append(Html.esc(game)).append(" &mdash; ")
                .append(Html.esc(what)).append(" tuned for ").append(Html.esc(target.toString())).append("</h1>\n");
        b.append("<p><strong>").append(Html.esc(r.summary())).append("</strong></p>\n<p>Rules (base content): ")
                .append(Html.esc(rulesVersion)).append("</p>\n");
        MetricsHtml.run(b, run);
        List<Tuning.Step> near = checked(r);
        List<Tuning.Step> all = new ArrayList<>(r.steps());
        all.add(r.shipped());
        all.addAll(near);
        double[] axis = axis(all, target.value());
        b.append("<h2>As shipped</h2>\n<p>The rate with the content as it is")
                .append(r.shippedValue() == null ? "" : " (" + Html.esc(what) + " = " + Html.esc(r.shippedValue()) + ")")
                .append(", on the ")
                .append(near.get(0).games()).append(" ").append(unit)
                .append(" of the chosen value's last batch (the same seeds).</p>\n");
        chart(b, List.of(r.shipped()), List.of(r.shippedValue() == null ? "as shipped"
                : "as shipped (" + r.shippedValue() + ")"), r, target.value(), axis);
        b.append("<h2>The path of the search</h2>\n<p>Each value of ").append(Html.esc(what))
                .append(" tried, in the order tried, with the ").append(unit)
                .append(" it took to settle it. The dashed line is the target.</p>\n");
        List<String> labels = new ArrayList<>();
        for (int i = 0; i < r.steps().size(); i++) {
            labels.add((i + 1) + ". value " + r.steps().get(i).value());
        }
        chart(b, r.steps(), labels, r, target.value(), axis);
        table(b, r.steps(), unit);
        b.append("<h2>The neighbours</h2>\n<p>The ").append(r.found() ? "chosen" : "closest").append(" value and one ")
                .append("step (").append(Html.esc(r.step() == null ? "" : r.step()))
                .append(") either side within the range, on the same ").append(unit).append(" and seeds: where a ")
                .append("neighbour's interval holds the target too, the answer is not a knife-edge but a plateau; ")
                .append("where the rate jumps past the target in one step, it is.</p>\n");
        List<String> nearLabels = new ArrayList<>();
        near.forEach(s -> nearLabels.add("value " + s.value() + (s.value().equals(r.value()) ? " (chosen)" : "")));
        chart(b, near, nearLabels, r, target.value(), axis);
        table(b, near, unit);
        b.append("</body></html>\n");
        return b.toString();
    }

    /** The rate axis's ends: every whisker and the target, padded by a tenth of the span, within 0-1. */
    static double[] axis(List<Tuning.Step> steps, double target) {
        double lo = target;
        double hi = target;
        for (Tuning.Step s : steps) {
            lo = Math.min(lo, s.low95());
            hi = Math.max(hi, s.high95());
        }
        double pad = hi > lo ? (hi - lo) / 10 : 0.01;
        return new double[] {Math.max(0, lo - pad), Math.min(1, hi + pad)};
    }

    /** One row per step: its rate as a dot, its interval as whiskers, on the shared axis; the target dashed. */
    private static void chart(StringBuilder b, List<Tuning.Step> steps, List<String> labels, Tuning.Result r,
                              double target, double[] axis) {
        int plot = Html.CHART_WIDTH - LABEL - 70;
        int height = steps.size() * ROW + 50;
        double span = axis[1] - axis[0];
        b.append(Html.svgOpen(height));
        double tx = LABEL + (target - axis[0]) / span * plot;
        b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"4\" x2=\"%.1f\" y2=\"%d\" stroke=\"#999\" "
                + "stroke-dasharray=\"4 3\"/>%n", tx, tx, height - 40));
        for (int i = 0; i < steps.size(); i++) {
            Tuning.Step s = steps.get(i);
            int y = 14 + i * ROW;
            String colour = s.value().equals(r.value()) ? "#c0392b" : "#4a7bb7";
            b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>"
                            + "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\" stroke-width=\"2\"/>"
                            + "<circle cx=\"%.1f\" cy=\"%d\" r=\"4\" fill=\"%s\"/><text x=\"%d\" y=\"%d\">%.1f%%</text>%n",
                    LABEL - 6, y + 4, Html.esc(labels.get(i)), LABEL + (s.low95() - axis[0]) / span * plot, y,
                    LABEL + (s.high95() - axis[0]) / span * plot, y, colour, LABEL + (s.rate() - axis[0]) / span * plot,
                    y, colour, Html.CHART_WIDTH - 60, y + 4, s.rate() * 100));
        }
        b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" fill=\"#777\">%.1f%%</text>"
                        + "<text x=\"%.1f\" y=\"%d\" fill=\"#777\" text-anchor=\"middle\">target %.1f%%</text>"
                        + "<text x=\"%d\" y=\"%d\" fill=\"#777\" text-anchor=\"end\">%.1f%%</text></svg>%n",
                LABEL, height - 24, axis[0] * 100, tx, height - 6, target * 100, LABEL + plot, height - 24,
                axis[1] * 100));
    }

    private static void table(StringBuilder b, List<Tuning.Step> steps, String unit) {
        b.append("<table><tr><th>#</th><th>Value</th><th>").append(unit).append("</th><th>Rate</th>")
                .append("<th>95% interval</th><th>Verdict</th></tr>\n");
        for (int i = 0; i < steps.size(); i++) {
            Tuning.Step s = steps.get(i);
            b.append(String.format(Locale.ROOT, "<tr><td>%d</td><td>%s</td><td>%d</td><td>%.1f%%</td>"
                            + "<td>%.1f%% &ndash; %.1f%%</td><td>%s</td></tr>%n", i + 1, Html.esc(s.value()), s.games(),
                    s.rate() * 100, s.low95() * 100, s.high95() * 100, Html.esc(s.verdict())));
        }
        b.append("</table>\n");
    }
}
