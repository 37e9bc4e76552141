package keeptable.lab.tournament;

import java.util.List;
import java.util.Locale;

/**
 * A tournament's results as files: {@code ratings.csv} (columns agent, rating, low, high, games) and
 * a self-contained HTML report whose chart (inline SVG) draws each rating, or each party's win rate
 * and progress, with its 95 % interval.
 */
public final class TournamentReport {
    private static final int WIDTH = 640;
    private static final int ROW = 28;
    private static final int LABEL = 220;

    private TournamentReport() {
    }

    /**
     * The rows of {@code ratings.csv}. With opponents: the Elo-scale rating and its interval; in a
     * co-operative game: the party's win rate (0 to 1) and its Wilson interval.
     */
    public static String csv(Standings s) {
        StringBuilder b = new StringBuilder("agent,rating,low,high,games\n");
        if (s.cooperative()) {
            for (Standings.Party p : s.parties()) {
                b.append(field(p.agent())).append(',').append(num(p.winRate())).append(',').append(num(p.low()))
                        .append(',').append(num(p.high())).append(',').append(p.games()).append('\n');
            }
        } else {
            for (Standings.Rating r : s.ratings()) {
                b.append(field(r.participant())).append(',').append(num(r.rating())).append(',').append(num(r.low()))
                        .append(',').append(num(r.high())).append(',').append(r.games()).append('\n');
            }
        }
        return b.toString();
    }

    /** The whole report page. {@code command} is the command line that produced it. */
    public static String html(Standings s, String command) {
        StringBuilder b = new StringBuilder();
        b.append("<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>Tournament: ")
                .append(esc(s.game())).append("</title>\n<style>body{font-family:sans-serif;max-width:760px;margin:2em auto;"
                        + "padding:0 1em}table{border-collapse:collapse}td,th{padding:.2em .6em;border-bottom:1px solid #ccc;"
                        + "text-align:right}td:first-child,th:first-child{text-align:left}</style></head><body>\n")
                .append("<h1>Tournament: ").append(esc(s.game())).append("</h1>\n<p><code>").append(esc(command))
                .append("</code></p>\n<p>").append(s.games()).append(" games in ").append(s.rounds())
                .append(" rounds; ").append(String.format(Locale.ROOT, "%.1f", s.meanLength()))
                .append(" choices a game on average.</p>\n");
        if (s.cooperative()) {
            parties(b, s.parties());
        } else {
            ratings(b, s.ratings());
            String rough = s.roughIntervals();
            if (rough != null) {
                b.append("<p><strong>Warning:</strong> ").append(esc(rough)).append(".</p>\n");
            }
        }
        b.append("<h2>Thinking time</h2>\n<p>CPU time of one thread per move, moves with one legal choice left out."
                + "</p>\n<table><tr><th>agent</th><th>moves</th><th>mean ms</th><th>longest ms</th></tr>\n");
        for (Standings.Speed sp : s.speeds()) {
            b.append("<tr><td>").append(esc(sp.agent())).append("</td><td>").append(sp.moves()).append("</td><td>")
                    .append(String.format(Locale.ROOT, "%.1f</td><td>%.1f", sp.meanMillis(), sp.longestMillis()))
                    .append("</td></tr>\n");
        }
        b.append("</table>\n");
        places(b, s.places());
        b.append("<h2>Wins by seat</h2>\n<p>Every seat assignment is rotated, so an agent gains nothing from a seat;"
                + " this shows what the seats themselves are worth.</p>\n<table><tr><th>seat</th><th>games</th>"
                + "<th>wins</th><th>win rate (95 %)</th></tr>\n");
        for (Standings.SeatRate r : s.seats()) {
            b.append("<tr><td>").append(r.seat() + 1).append("</td><td>").append(r.games()).append("</td><td>")
                    .append(r.wins()).append("</td><td>").append(pct(r.rate())).append(" (").append(pct(r.low()))
                    .append("–").append(pct(r.high())).append(")</td></tr>\n");
        }
        return b.append("</table>\n</body></html>\n").toString();
    }

    private static void places(StringBuilder b, List<Standings.Places> places) {
        if (places.isEmpty()) {
            return;
        }
        b.append("<h2>Places</h2>\n<p>How many of its seats each finished in each place (seats that tie share the"
                + " better place).</p>\n<table><tr><th>agent</th><th>seats</th>");
        for (int k = 0; k < places.get(0).count().length; k++) {
            b.append("<th>").append(ordinal(k + 1)).append("</th>");
        }
        b.append("</tr>\n");
        for (Standings.Places p : places) {
            b.append("<tr><td>").append(esc(p.participant())).append("</td><td>").append(p.seats()).append("</td>");
            for (int c : p.count()) {
                b.append("<td>").append(c).append("</td>");
            }
            b.append("</tr>\n");
        }
        b.append("</table>\n");
    }

    /** 1st, 2nd, 3rd, 4th, ... */
    public static String ordinal(int n) {
        int ten = n % 100;
        String suffix = ten >= 11 && ten <= 13 ? "th" : switch (n % 10) {
            case 1 -> "st";
            case 2 -> "nd";
            case 3 -> "rd";
            default -> "th";
        };
        return n + suffix;
    }

    private static void ratings(StringBuilder b, List<Standings.Rating> ratings) {
        b.append("<h2>Ratings</h2>\n<p>Bradley–Terry maximum likelihood on the Elo scale (mean 0; 100 points is"
                + " about 64 % of meetings won), 95 % intervals from ").append(Standings.BOOTSTRAP)
                .append(" bootstrap resamples of whole rounds.</p>\n");
        double lo = 0;
        double hi = 0;
        for (Standings.Rating r : ratings) {
            lo = Math.min(lo, r.low());
            hi = Math.max(hi, r.high());
        }
        double pad = Math.max(25, (hi - lo) * 0.05);
        Axis axis = new Axis(lo - pad, hi + pad);
        chartStart(b, ratings.size(), "ratings with 95 % intervals");
        for (int i = 0; i < ratings.size(); i++) {
            Standings.Rating r = ratings.get(i);
            bar(b, i, r.participant(), axis, r.low(), r.rating(), r.high(), String.format(Locale.ROOT, "%.0f", r.rating()));
        }
        axisLine(b, ratings.size(), axis, 0, "0");
        b.append("</svg>\n<table><tr><th>agent</th><th>rating</th><th>95 % interval</th><th>games</th></tr>\n");
        for (Standings.Rating r : ratings) {
            b.append("<tr><td>").append(esc(r.participant())).append("</td><td>").append(String.format(Locale.ROOT, "%.0f",
                    r.rating())).append("</td><td>").append(String.format(Locale.ROOT, "%.0f to %.0f", r.low(), r.high()))
                    .append("</td><td>").append(r.games()).append("</td></tr>\n");
        }
        b.append("</table>\n");
    }

    private static void parties(StringBuilder b, List<Standings.Party> parties) {
        b.append("<h2>Parties</h2>\n<p>Each party is of one agent kind, on the same deals. Win rate with its Wilson"
                + " 95 % interval; progress is the share of the way the party got (mean, normal 95 % interval).</p>\n");
        Axis axis = new Axis(0, 1);
        chartStart(b, parties.size() * 2, "win rate and progress with 95 % intervals");
        for (int i = 0; i < parties.size(); i++) {
            Standings.Party p = parties.get(i);
            bar(b, 2 * i, p.agent() + ": wins", axis, p.low(), p.winRate(), p.high(), pct(p.winRate()));
            if (!Double.isNaN(p.progress())) {
                bar(b, 2 * i + 1, p.agent() + ": progress", axis, Math.max(0, p.progressLow()), p.progress(),
                        Math.min(1, p.progressHigh()), pct(p.progress()));
            }
        }
        axisLine(b, parties.size() * 2, axis, 0.5, "50 %");
        b.append("</svg>\n<table><tr><th>party</th><th>games</th><th>wins</th><th>win rate (95 %)</th>"
                + "<th>progress (95 %)</th></tr>\n");
        for (Standings.Party p : parties) {
            b.append("<tr><td>").append(esc(p.agent())).append("</td><td>").append(p.games()).append("</td><td>")
                    .append(p.wins()).append("</td><td>").append(pct(p.winRate())).append(" (").append(pct(p.low()))
                    .append("–").append(pct(p.high())).append(")</td><td>").append(Double.isNaN(p.progress()) ? "–"
                            : pct(p.progress()) + " (" + pct(p.progressLow()) + "–" + pct(p.progressHigh()) + ")")
                    .append("</td></tr>\n");
        }
        b.append("</table>\n");
    }

    /** Maps values onto the chart's drawing width. */
    private record Axis(double min, double max) {
        double x(double v) {
            return LABEL + (v - min) / (max - min) * (WIDTH - LABEL - 20);
        }
    }

    private static void chartStart(StringBuilder b, int rows, String title) {
        b.append("<svg xmlns=\"http://www.w3.org/2000/svg\" role=\"img\" width=\"").append(WIDTH).append("\" height=\"")
                .append(rows * ROW + 20).append("\"><title>").append(esc(title)).append("</title>\n");
    }

    private static void bar(StringBuilder b, int row, String label, Axis axis, double low, double mid, double high,
                            String text) {
        double y = row * ROW + ROW / 2.0;
        b.append(String.format(Locale.ROOT, "<text x=\"0\" y=\"%.1f\" font-size=\"12\">%s</text>"
                        + "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\" stroke=\"#4a6fa5\" stroke-width=\"4\"/>"
                        + "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"5\" fill=\"#1d3557\"/>"
                        + "<text x=\"%.1f\" y=\"%.1f\" font-size=\"11\">%s</text>\n",
                y + 4, esc(label), axis.x(low), axis.x(high), y, y, axis.x(mid), y, axis.x(high) + 6, y + 4, esc(text)));
    }

    private static void axisLine(StringBuilder b, int rows, Axis axis, double at, String label) {
        double x = axis.x(at);
        b.append(String.format(Locale.ROOT, "<line x1=\"%.1f\" x2=\"%.1f\" y1=\"0\" y2=\"%d\" stroke=\"#999\" "
                + "stroke-dasharray=\"3 3\"/><text x=\"%.1f\" y=\"%d\" font-size=\"11\">%s</text>\n",
                x, x, rows * ROW, x - 8, rows * ROW + 14, esc(label)));
    }

    private static String pct(double v) {
        return String.format(Locale.ROOT, "%.1f %%", v * 100);
    }

    private static String num(double v) {
        return String.format(Locale.ROOT, "%.4f", v);
    }

    private static String field(String s) {
        return s.contains(",") || s.contains("\"") ? "\"" + s.replace("\"", "\"\"") + "\"" : s;
    }

    private static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
