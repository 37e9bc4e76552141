package keeptable.cli;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import keeptable.lab.SimulationSummary;
import keeptable.lab.report.Html;
import keeptable.lab.report.MetricsHtml;
import keeptable.lab.report.MetricsText;

/**
 * A self-contained HTML page of a simulation: win rate per seat with 95% whiskers, a histogram of
 * game length and the item table, drawn as inline SVG with no external resources.
 */
final class HtmlReport {
    private static final int CHART_WIDTH = 640;
    private static final int BAR_HEIGHT = 26;
    private static final int LABEL_WIDTH = 190;

    private HtmlReport() {
    }

    static String render(SimulationSummary s, List<GameLine> games) {
        StringBuilder b = new StringBuilder();
        b.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">\n<title>")
                .append(Html.esc(s.game())).append(" simulation</title>\n<style>")
                .append("body{font-family:system-ui,sans-serif;margin:2em;color:#222}")
                .append("table{border-collapse:collapse}td,th{padding:3px 10px;border-bottom:1px solid #ddd;")
                .append("text-align:right}td:first-child,th:first-child{text-align:left}")
                .append("svg text{font-size:12px}</style></head><body>\n");
        b.append("<h1>").append(Html.esc(s.game())).append(" &mdash; ").append(s.games()).append(" games</h1>\n");
        b.append(String.format(Locale.ROOT, "<p>Rules %s, seed %d, %d threads, %.1f s (%.1f games/s).",
                Html.esc(s.rulesVersion()), s.seed(), s.threads(), s.seconds(), s.gamesPerSecond()));
        if (s.noWinner() > 0) {
            b.append(" Games nobody won: ").append(s.noWinner()).append('.');
        }
        b.append("</p>\n");
        MetricsHtml.run(b, s.run());
        b.append("<h2>Win rate per seat</h2>\n");
        winRates(b, s.seats());
        if (!s.campaign().isEmpty()) {
            campaign(b, s.campaign());
        }
        endings(b, s.endings());
        b.append("<h2>Game length</h2>\n");
        b.append(String.format(Locale.ROOT, "<p>Choices per game: mean %.1f, median %d, min %d, max %d.</p>%n",
                s.length().mean(), s.length().median(), s.length().min(), s.length().max()));
        histogram(b, games);
        MetricsHtml.metrics(b, s.metrics(), s.seats().size());
        CourseReport.html(b, s);
        b.append("<h2>Content items</h2>\n");
        MetricsHtml.items(b, s.items());
        b.append("</body></html>\n");
        return b.toString();
    }

    /** One bar of a win-rate chart: its label, the rate and its 95% interval. */
    record Rate(String label, double rate, double low95, double high95) {
    }

    private static void winRates(StringBuilder b, List<SimulationSummary.SeatSummary> seats) {
        rateBars(b, seats.stream().map(seat -> new Rate("seat " + (seat.seat() + 1) + ": " + seat.agent(),
                seat.winRate(), seat.low95(), seat.high95())).toList());
    }

    private static void campaign(StringBuilder b, List<SimulationSummary.CampaignGame> games) {
        b.append("<h2>Game by game through the campaigns</h2>\n");
        rateBars(b, games.stream().map(g -> new Rate("game " + g.position() + " (" + g.played() + " played)",
                g.winRate(), g.low95(), g.high95())).toList());
        for (String line : MetricsText.campaignStops(games)) {
            b.append("<p>").append(Html.esc(line)).append("</p>\n");
        }
    }

    private static void endings(StringBuilder b, Map<String, Integer> endings) {
        b.append("<h2>How games ended</h2>\n<table><tr><th>Ending</th><th>Games</th></tr>\n");
        endings.entrySet().stream().sorted(Map.Entry.<String, Integer>comparingByValue().reversed())
                .forEach(e -> b.append("<tr><td>").append(Html.esc(e.getKey())).append("</td><td>").append(e.getValue())
                        .append("</td></tr>\n"));
        b.append("</table>\n");
    }

    static void rateBars(StringBuilder b, List<Rate> rates) {
        int plot = CHART_WIDTH - LABEL_WIDTH - 60;
        int height = rates.size() * (BAR_HEIGHT + 8) + 30;
        b.append(Html.svgOpen(height));
        for (int i = 0; i < rates.size(); i++) {
            Rate seat = rates.get(i);
            int y = 10 + i * (BAR_HEIGHT + 8);
            double w = seat.rate() * plot;
            double lo = LABEL_WIDTH + seat.low95() * plot;
            double hi = LABEL_WIDTH + seat.high95() * plot;
            int mid = y + BAR_HEIGHT / 2;
            b.append(String.format(Locale.ROOT,
                    "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>"
                            + "<rect x=\"%d\" y=\"%d\" width=\"%.1f\" height=\"%d\" fill=\"#4a7bb7\"/>"
                            + "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#222\"/>"
                            + "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#222\"/>"
                            + "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"#222\"/>"
                            + "<text x=\"%.1f\" y=\"%d\">%.1f%%</text>%n",
                    LABEL_WIDTH - 6, mid + 4, Html.esc(seat.label()),
                    LABEL_WIDTH, y, w, BAR_HEIGHT,
                    lo, mid, hi, mid,
                    lo, y + 6, lo, y + BAR_HEIGHT - 6,
                    hi, y + 6, hi, y + BAR_HEIGHT - 6,
                    hi + 6, mid + 4, seat.rate() * 100));
        }
        int axisY = height - 14;
        for (int pct = 0; pct <= 100; pct += 25) {
            double x = LABEL_WIDTH + pct / 100.0 * plot;
            b.append(String.format(Locale.ROOT, "<text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\" fill=\"#777\">"
                    + "%d%%</text>", x, axisY + 10, pct));
        }
        b.append("</svg>\n<p>Bars: win rate. Whiskers: 95% Wilson interval.</p>\n");
    }

    private static void histogram(StringBuilder b, List<GameLine> games) {
        if (games.isEmpty()) {
            return;
        }
        int min = Integer.MAX_VALUE;
        int max = Integer.MIN_VALUE;
        for (GameLine g : games) {
            min = Math.min(min, g.length());
            max = Math.max(max, g.length());
        }
        int bins = Math.min(30, max - min + 1);
        double width = (max - min + 1) / (double) bins;
        int[] counts = new int[bins];
        for (GameLine g : games) {
            counts[Math.min(bins - 1, (int) ((g.length() - min) / width))]++;
        }
        int top = 1;
        for (int c : counts) {
            top = Math.max(top, c);
        }
        int plotHeight = 180;
        int left = 50;
        double barWidth = (CHART_WIDTH - left - 20) / (double) bins;
        b.append(Html.svgOpen(plotHeight + 40));
        for (int i = 0; i < bins; i++) {
            double h = counts[i] * (double) plotHeight / top;
            double x = left + i * barWidth;
            int from = min + (int) Math.ceil(i * width);
            int to = min + (int) Math.ceil((i + 1) * width) - 1;
            b.append(String.format(Locale.ROOT, "<rect x=\"%.1f\" y=\"%.1f\" width=\"%.1f\" height=\"%.1f\" "
                            + "fill=\"#7aa974\"><title>%d-%d choices: %d games</title></rect>%n",
                    x + 1, 10 + plotHeight - h, Math.max(1, barWidth - 2), h, from, Math.max(from, to), counts[i]));
        }
        b.append(String.format(Locale.ROOT,
                "<text x=\"%d\" y=\"%d\">%d</text><text x=\"%d\" y=\"%d\" text-anchor=\"end\">%d</text>"
                        + "<text x=\"%d\" y=\"20\" text-anchor=\"end\">%d</text><text x=\"%d\" y=\"%d\" "
                        + "text-anchor=\"end\">0</text>",
                left, plotHeight + 30, min, CHART_WIDTH - 20, plotHeight + 30, max, left - 6, top, left - 6,
                plotHeight + 10));
        b.append("</svg>\n<p>Games by length in choices (hover a bar for its range).</p>\n");
    }
}
