package keeptable.lab.report;

import java.util.List;
import java.util.Locale;

/** Inline SVG charts for the lab's reports: differences with intervals around zero, and lines over a swept value. */
public final class Charts {
    private static final int WIDTH = 640;
    private static final int LABEL = 220;
    private static final int ROW = 24;

    private Charts() {
    }

    /** A difference with its interval, drawn as a dot and whiskers about a zero line. */
    public record Diff(String label, double diff, double low, double high, boolean significant) {
    }

    /** One row per difference; {@code scale} maps a difference to the width's half (e.g. 0.2 for 20 points). */
    public static void differences(StringBuilder b, List<Diff> diffs, double scale, String unit) {
        differences(b, diffs, scale, unit, 100, "change (variant minus base)");
    }

    /**
     * One row per difference, each shown times {@code factor} (100 for shares in points, 1 for counts);
     * {@code what} says in the legend what a dot is.
     */
    public static void differences(StringBuilder b, List<Diff> diffs, double scale, String unit, double factor, String what) {
        int plot = WIDTH - LABEL - 70;
        double zero = LABEL + plot / 2.0;
        int height = diffs.size() * ROW + 34;
        b.append(Html.svgOpen(height));
        b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"4\" x2=\"%.1f\" y2=\"%d\" stroke=\"#999\"/>%n",
                zero, zero, height - 24));
        for (int i = 0; i < diffs.size(); i++) {
            Diff d = diffs.get(i);
            int y = 14 + i * ROW;
            String colour = d.significant() ? "#c0392b" : "#4a7bb7";
            b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%s</text>"
                            + "<line x1=\"%.1f\" y1=\"%d\" x2=\"%.1f\" y2=\"%d\" stroke=\"%s\" stroke-width=\"2\"/>"
                            + "<circle cx=\"%.1f\" cy=\"%d\" r=\"4\" fill=\"%s\"/>"
                            + "<text x=\"%d\" y=\"%d\">%+.1f%s</text>%n",
                    LABEL - 6, y + 4, fit(d.label()),
                    x(d.low(), zero, plot, scale), y, x(d.high(), zero, plot, scale), y, colour,
                    x(d.diff(), zero, plot, scale), y, colour,
                    WIDTH - 60, y + 4, d.diff() * factor, unit));
        }
        b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"%d\" fill=\"#777\">%+.3g%s</text>"
                        + "<text x=\"%.1f\" y=\"%d\" fill=\"#777\" text-anchor=\"middle\">0</text>"
                        + "<text x=\"%d\" y=\"%d\" fill=\"#777\" text-anchor=\"end\">%+.3g%s</text>",
                LABEL, height - 8, -scale * factor, unit, zero, height - 8, LABEL + plot, height - 8, scale * factor,
                unit));
        b.append("</svg>\n<p>Dots: ").append(Html.esc(what)).append("; whiskers: 95% interval; red: significant "
                + "(q &lt; 0.05).</p>\n");
    }

    /** A difference chart's half-width that holds every whisker: the widest, plus a tenth (never 0). */
    public static double fitted(List<Diff> diffs) {
        double widest = 0;
        for (Diff d : diffs) {
            widest = Math.max(widest, Math.max(Math.abs(d.low()), Math.abs(d.high())));
        }
        return widest == 0 ? 0.01 : widest * 1.1;
    }

    /** A label cut to the width left of the chart (30 characters), whole in its tooltip. */
    private static String fit(String label) {
        if (label.length() <= 30) {
            return Html.esc(label);
        }
        return "<title>" + Html.esc(label) + "</title>" + Html.esc(label.substring(0, 29)) + "&hellip;";
    }

    private static double x(double v, double zero, int plot, double scale) {
        double clipped = Math.max(-scale, Math.min(scale, v));
        return zero + clipped / scale * plot / 2.0;
    }

    /** One series over a swept value: a point with whiskers per value. */
    public record Point(double x, double y, double low, double high, String label) {
    }

    /**
     * A line chart of {@code points}, titled {@code title}, x labelled {@code xLabel}. The y axis spans the
     * data (the lowest whisker to the highest, a tenth of that span added each way, within [0, 1] for
     * shares), so a small effect is not flattened against a fixed 0-1 axis; both ends are labelled.
     */
    public static void line(StringBuilder b, String title, String xLabel, List<Point> points, boolean share, String unit) {
        int left = 60;
        int plotW = WIDTH - left - 20;
        int plotH = 180;
        double minX = points.stream().mapToDouble(Point::x).min().orElse(0);
        double maxX = points.stream().mapToDouble(Point::x).max().orElse(1);
        double spanX = maxX == minX ? 1 : maxX - minX;
        double[] axis = axis(points, share);
        double lo = axis[0];
        double span = axis[1] - axis[0];
        b.append("<h3>").append(Html.esc(title)).append("</h3>\n").append(Html.svgOpen(plotH + 50));
        StringBuilder path = new StringBuilder();
        for (Point p : points) {
            double px = left + (p.x() - minX) / spanX * plotW;
            double py = 10 + plotH - (p.y() - lo) / span * plotH;
            path.append(path.isEmpty() ? "M" : " L").append(String.format(Locale.ROOT, "%.1f %.1f", px, py));
            b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" y1=\"%.1f\" x2=\"%.1f\" y2=\"%.1f\" stroke=\"#222\"/>"
                            + "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"4\" fill=\"#4a7bb7\"><title>%s = %s: %.3f</title>"
                            + "</circle><text x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s</text>%n",
                    px, 10 + plotH - (p.high() - lo) / span * plotH, px, 10 + plotH - (p.low() - lo) / span * plotH,
                    px, py, Html.esc(xLabel), Html.esc(p.label()), p.y(), px, plotH + 28, Html.esc(p.label())));
        }
        b.append("<path d=\"").append(path).append("\" fill=\"none\" stroke=\"#4a7bb7\"/>");
        b.append(String.format(Locale.ROOT, "<text x=\"%d\" y=\"16\" text-anchor=\"end\">%.3g%s</text>"
                + "<text x=\"%d\" y=\"%d\" text-anchor=\"end\">%.3g%s</text><text x=\"%d\" y=\"%d\" "
                + "text-anchor=\"middle\">%s</text>", left - 6, axis[1], unit, left - 6, plotH + 10, lo, unit,
                left + plotW / 2, plotH + 46, Html.esc(xLabel)));
        b.append("</svg>\n");
    }

    /** The y axis's ends: the data's lowest whisker and highest, padded by a tenth of the span each way. */
    public static double[] axis(List<Point> points, boolean share) {
        double lo = points.stream().mapToDouble(p -> Math.min(p.low(), p.y())).min().orElse(0);
        double hi = points.stream().mapToDouble(p -> Math.max(p.high(), p.y())).max().orElse(1);
        double pad = hi > lo ? (hi - lo) / 10 : Math.max(Math.abs(hi) / 10, 0.01);
        lo -= pad;
        hi += pad;
        if (share) {
            lo = Math.max(0, lo);
            hi = Math.min(1, hi);
        }
        return new double[] {lo, hi};
    }
}
