package keeptable.lab.report;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import keeptable.lab.Comparison;

/** A comparison of two content versions as text and as a self-contained HTML page. */
public final class CompareReport {
    private CompareReport() {
    }

    public static void print(Comparison c, PrintWriter out) {
        out.printf("%s: %d paired %s (seed %d); base rules %s, variant rules %s%n", c.base().game(), c.games(),
                c.campaignLength() > 1 ? "campaigns of " + c.campaignLength() + " games" : "games", c.base().seed(),
                c.base().rulesVersion(), c.variant().rulesVersion());
        out.println("Base: " + c.base().run().content());
        out.println("Variant: " + c.variant().run().content());
        MetricsText.run(c.base().run()).stream().skip(1).forEach(out::println);
        if (c.campaignLength() > 1) {
            out.println("A campaign's measures are shares of its " + c.campaignLength() + " games (a game it did not "
                    + "reach is neither won nor ended); the campaigns are paired.");
        }
        out.println();
        out.printf("%-40s %9s %9s %9s  %-19s %-7s %s%n", "MEASURE", "BASE", "VARIANT", "CHANGE", "95% INTERVAL", "P",
                "Q");
        for (Comparison.Difference d : c.seats()) {
            row(out, d, 100, "%");
        }
        c.stages().forEach(d -> row(out, d, 100, "%"));
        row(out, c.length(), 1, "");
        c.progress().forEach(d -> row(out, d, 100, "%"));
        c.endings().stream().limit(10).forEach(d -> row(out, d, 100, "%"));
        if (!c.items().isEmpty()) {
            out.println();
            out.printf("%-40s %9s %9s %9s  %-19s %-7s %s%n", "ITEM EFFECT (vs baseline)", "BASE", "VARIANT", "CHANGE",
                    "95% INTERVAL", "P", "Q");
            c.items().stream().limit(10).forEach(i -> out.printf(Locale.ROOT, "%-40s %+8.1f%% %+8.1f%% %+8.1f%%  "
                            + "%+6.1f .. %+6.1f%%   %-7s %s%s%s%n", label(out, i.item()), i.baseEffect() * 100,
                    i.variantEffect() * 100, i.diff() * 100, i.low95() * 100, i.high95() * 100, fmtP(i.p()),
                    fmtP(i.q()), i.significant() ? "  *" : "", i.fewUses() ? "  few" : ""));
        }
        out.println();
        out.println(c.sentence());
    }

    public static void row(PrintWriter out, Comparison.Difference d, double k, String unit) {
        out.printf(Locale.ROOT, "%-40s %8.2f%s %8.2f%s %+8.2f%s  %+6.2f .. %+6.2f%s  %-7s %s%s%n", label(out, d.label()),
                d.base() * k, unit, d.variant() * k, unit, d.diff() * k, unit, d.low95() * k, d.high95() * k, unit,
                fmtP(d.p()), fmtP(d.q()), d.significant() ? "  *" : "");
    }

    /**
     * The label column's text: a label too long for the column is printed whole on a line of its own and
     * its figures go under it, so two long labels never read the same.
     */
    private static String label(PrintWriter out, String s) {
        if (s.length() <= 40) {
            return s;
        }
        out.println(s);
        return "";
    }

    public static String fmtP(double p) {
        return p < 0.001 ? "<0.001" : String.format(Locale.ROOT, "%.3f", p);
    }

    public static String html(Comparison c) {
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>")
                .append(Html.esc(c.base().game())).append(" compared</title>\n<style>")
                .append("body{font-family:system-ui,sans-serif;margin:2em;color:#222}")
                .append("table{border-collapse:collapse}td,th{padding:3px 10px;border-bottom:1px solid #ddd;")
                .append("text-align:right}td:first-child,th:first-child{text-align:left}")
                .append("svg text{font-size:12px}</style></head><body>\n");
        b.append("<h1>").append(Html.esc(c.base().game())).append(" &mdash; base against variant, ")
                .append(c.games()).append(" paired ")
                .append(c.campaignLength() > 1 ? "campaigns of " + c.campaignLength() + " games" : "games")
                .append("</h1>\n<p>Seed ").append(c.base().seed()).append(", ").append(c.base().threads())
                .append(" threads; the same seeds and seats in both versions.</p>\n");
        b.append("<p><strong>").append(Html.esc(c.sentence())).append("</strong></p>\n");
        b.append("<h2>Base</h2>\n<p>Rules ").append(Html.esc(c.base().rulesVersion())).append("</p>\n");
        MetricsHtml.run(b, c.base().run());
        b.append("<h2>Variant</h2>\n<p>Rules ").append(Html.esc(c.variant().rulesVersion())).append("</p>\n");
        MetricsHtml.run(b, c.variant().run());
        b.append(c.seats().size() == 1 && c.seats().get(0).label().startsWith("the party")
                ? "<h2>The party's win rate: change</h2>\n" : "<h2>Win rate per seat: change</h2>\n");
        Charts.differences(b, diffs(c.seats()), scale(c.seats()), " pts");
        if (!c.stages().isEmpty()) {
            b.append("<h2>Win rate of each game of the campaign: change</h2>\n");
            Charts.differences(b, diffs(c.stages()), scale(c.stages()), " pts");
        }
        if (!c.progress().isEmpty()) {
            b.append("<h2>How far games got (the survival curve): change</h2>\n");
            Charts.differences(b, diffs(c.progress()), scale(c.progress()), " pts");
        }
        b.append("<h2>Endings: change in share of games</h2>\n");
        Charts.differences(b, diffs(c.endings().stream().limit(12).toList()), scale(c.endings()), " pts");
        b.append("<h2>Every measure</h2>\n<table><tr><th>Measure</th><th>Base</th><th>Variant</th><th>Change</th>"
                + "<th>95% interval</th><th>p</th><th>q (false discovery rate)</th></tr>\n");
        List<Comparison.Difference> all = new ArrayList<>(c.seats());
        all.addAll(c.stages());
        all.add(c.length());
        all.addAll(c.progress());
        all.addAll(c.endings());
        for (Comparison.Difference d : all) {
            b.append(String.format(Locale.ROOT, "<tr><td>%s</td><td>%.4g</td><td>%.4g</td><td>%+.4g</td>"
                            + "<td>%+.4g &ndash; %+.4g</td><td>%s</td><td>%s</td></tr>%n", Html.esc(d.label()),
                    d.base(), d.variant(), d.diff(), d.low95(), d.high95(), fmtP(d.p()), fmtP(d.q())));
        }
        b.append("</table>\n<h2>Items: change in effect</h2>\n<table><tr><th>Item</th><th>Users (base)</th>"
                + "<th>Users (variant)</th><th>Effect (base)</th><th>Effect (variant)</th><th>Change</th>"
                + "<th>95% interval</th><th>p</th><th>q</th><th></th></tr>\n");
        for (Comparison.ItemChange i : c.items()) {
            b.append(String.format(Locale.ROOT, "<tr><td>%s</td><td>%d</td><td>%d</td><td>%+.1f%%</td><td>%+.1f%%</td>"
                            + "<td>%+.1f%%</td><td>%+.1f%% &ndash; %+.1f%%</td><td>%s</td><td>%s</td><td>%s</td>"
                            + "</tr>%n",
                    Html.esc(i.item()), i.baseUsers(), i.variantUsers(), i.baseEffect() * 100,
                    i.variantEffect() * 100, i.diff() * 100, i.low95() * 100, i.high95() * 100, fmtP(i.p()),
                    fmtP(i.q()), i.fewUses() ? "few" : ""));
        }
        b.append("</table>\n");
        MetricsHtml.metrics(b, c.variant().metrics(), c.variant().seats().size());
        b.append("</body></html>\n");
        return b.toString();
    }

    private static List<Charts.Diff> diffs(List<Comparison.Difference> all) {
        List<Charts.Diff> out = new ArrayList<>();
        all.forEach(d -> out.add(new Charts.Diff(d.label(), d.diff(), d.low95(), d.high95(), d.significant())));
        return out;
    }

    /** A chart scale that shows the widest interval: 5, 10, 20, 50 or 100 points. */
    private static double scale(List<Comparison.Difference> diffs) {
        double widest = 0;
        for (Comparison.Difference d : diffs) {
            widest = Math.max(widest, Math.max(Math.abs(d.low95()), Math.abs(d.high95())));
        }
        for (double s : new double[] {0.05, 0.1, 0.2, 0.5}) {
            if (widest <= s) {
                return s;
            }
        }
        return 1;
    }
}
