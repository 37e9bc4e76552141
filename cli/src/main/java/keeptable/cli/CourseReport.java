package keeptable.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import keeptable.lab.ActionFrequencies;
import keeptable.lab.RoundCurves;
import keeptable.lab.SimulationSummary;
import keeptable.lab.report.Charts;
import keeptable.lab.report.Csv;
import keeptable.lab.report.Html;

/**
 * The games round by round (who is still playing, each seat's score or progress, lead changes) and how often each
 * kind of choice was offered and made, as text, CSV and inline SVG (each figure defined in docs/lab.md).
 */
final class CourseReport {
    /** Rounds the text shows at most; a longer run shows every k-th round and the last. */
    static final int ROWS = 20;

    private CourseReport() {
    }

    /** The rounds the text shows: all up to {@link #ROWS}, else every k-th and the last. */
    static List<RoundCurves.Round> shown(List<RoundCurves.Round> rounds) {
        int step = (rounds.size() + ROWS - 1) / ROWS;
        List<RoundCurves.Round> out = new ArrayList<>();
        for (int i = 0; i < rounds.size(); i++) {
            if (i % step == 0 || i == rounds.size() - 1) {
                out.add(rounds.get(i));
            }
        }
        return out;
    }

    /** Column heads for the seats' values: one "party" where the seats win together. */
    private static List<String> heads(SimulationSummary s) {
        List<String> heads = new ArrayList<>();
        if (s.metrics().cooperative()) {
            heads.add("PARTY");
        } else {
            for (SimulationSummary.SeatSummary seat : s.seats()) {
                heads.add("SEAT " + (seat.seat() + 1));
            }
        }
        return heads;
    }

    static String title(RoundCurves.Summary r) {
        String unit = r.countedByLab() ? "round (the game counts none: the seat that chose first choosing again "
                + "starts one)" : r.roundWord() + " as the game counts it";
        return "By " + unit + ": games still running"
                + (r.measure() == null ? "" : ", mean " + r.measure() + " at its start over those games")
                + (r.leadChanges() == null ? "" : ", lead changes in it per game");
    }

    static void text(SimulationSummary s, PrintWriter out) {
        RoundCurves.Summary r = s.rounds();
        if (r != null) {
            out.println(title(r) + ":");
            List<String> heads = r.measure() == null ? List.of() : heads(s);
            StringBuilder h = new StringBuilder(String.format("%-6s %-24s", r.roundWord().toUpperCase(Locale.ROOT),
                    "RUNNING (95%)"));
            heads.forEach(x -> h.append(String.format(" %8s", x)));
            if (r.leadChanges() != null) {
                h.append(String.format(" %8s", "LEADS"));
            }
            out.println(h.toString().stripTrailing());
            for (RoundCurves.Round row : shown(r.rounds())) {
                StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%-6d %6.1f%% (%5.1f-%5.1f%%)    ",
                        row.round(), row.running() * 100, row.low95() * 100, row.high95() * 100));
                for (int i = 0; i < heads.size(); i++) {
                    b.append(String.format(Locale.ROOT, " %8.2f", row.mean()[i]));
                }
                if (r.leadChanges() != null) {
                    b.append(row.leadChanges() == null ? String.format(" %8s", "-")
                            : String.format(Locale.ROOT, " %8.3f", row.leadChanges()));
                }
                out.println(b.toString().stripTrailing());
            }
            if (r.rounds().size() > ROWS) {
                out.println("(one " + r.roundWord() + " in " + (r.rounds().size() + ROWS - 1) / ROWS + " of "
                        + r.rounds().size() + ", and the last; rounds.csv has each with --out)");
            }
            if (r.leadChanges() != null) {
                RoundCurves.Lead l = r.leadChanges();
                out.printf(Locale.ROOT, "Lead changes per game: %.2f (95%% %.2f-%.2f) over %d games measured%n",
                        l.mean(), l.low95(), l.high95(), l.games());
            }
        }
        if (!s.actions().isEmpty()) {
            if (r != null) {
                out.println();
            }
            out.println("Choices by kind: share of the decisions made with it (DECIDED), share of the choices "
                    + "offered (OFFERED), share of the decisions that offered it made with it (TAKEN); all seats, "
                    + "then DECIDED per seat:");
            int width = 4;
            for (ActionFrequencies.Kind k : s.actions()) {
                width = Math.max(width, k.kind().length());
            }
            StringBuilder h = new StringBuilder(String.format("%-" + width + "s %8s %8s %8s", "KIND", "DECIDED",
                    "OFFERED", "TAKEN"));
            for (SimulationSummary.SeatSummary seat : s.seats()) {
                h.append(String.format(" %7s", "SEAT " + (seat.seat() + 1)));
            }
            h.append("  RULES");
            out.println(h);
            for (ActionFrequencies.Kind k : s.actions()) {
                StringBuilder b = new StringBuilder(String.format(Locale.ROOT, "%-" + width + "s %7.1f%% %7.1f%% %7.1f%%",
                        k.kind(), k.all().ofDecisions() * 100, k.all().ofOffered() * 100,
                        k.all().takenWhenOffered() * 100));
                for (ActionFrequencies.Seat seat : k.seats()) {
                    b.append(String.format(Locale.ROOT, " %6.1f%%", seat.ofDecisions() * 100));
                }
                b.append("  ").append(k.rules() == null ? "-" : k.rules());
                out.println(b);
            }
        }
    }

    static void rounds(SimulationSummary s, PrintWriter w) {
        RoundCurves.Summary r = s.rounds();
        List<Object> head = new ArrayList<>(List.of("round", "games", "running", "low95", "high95"));
        for (SimulationSummary.SeatSummary seat : s.seats()) {
            head.add("mean_seat_" + (seat.seat() + 1));
        }
        head.add("lead_changes");
        w.println(Csv.row(head.toArray()));
        for (RoundCurves.Round row : r == null ? List.<RoundCurves.Round>of() : r.rounds()) {
            List<Object> cells = new ArrayList<>(List.of(row.round(), row.games(), row.running(), row.low95(),
                    row.high95()));
            for (int i = 0; i < s.seats().size(); i++) {
                cells.add(row.mean() == null ? "" : row.mean()[i]);
            }
            cells.add(row.leadChanges() == null ? "" : row.leadChanges());
            w.println(Csv.row(cells.toArray()));
        }
    }

    static void actions(SimulationSummary s, PrintWriter w) {
        w.println(Csv.row("kind", "rules", "seat", "chosen", "offered_at", "offered", "of_decisions", "of_offered",
                "taken_when_offered"));
        for (ActionFrequencies.Kind k : s.actions()) {
            List<ActionFrequencies.Seat> rows = new ArrayList<>(List.of(k.all()));
            rows.addAll(k.seats());
            for (ActionFrequencies.Seat seat : rows) {
                w.println(Csv.row(k.kind(), k.rules() == null ? "" : k.rules(),
                        seat.seat() < 0 ? "all" : String.valueOf(seat.seat() + 1), seat.chosen(), seat.offeredAt(),
                        seat.offered(), seat.ofDecisions(), seat.ofOffered(), seat.takenWhenOffered()));
            }
        }
    }

    static void html(StringBuilder b, SimulationSummary s) {
        RoundCurves.Summary r = s.rounds();
        if (r != null) {
            b.append("<h2>Round by round</h2>\n<p>").append(Html.esc(title(r))).append(".</p>\n");
            List<Charts.Point> running = new ArrayList<>();
            for (RoundCurves.Round row : r.rounds()) {
                running.add(new Charts.Point(row.round(), row.running(), row.low95(), row.high95(),
                        String.valueOf(row.round())));
            }
            Charts.line(b, "Games still running", r.roundWord(), thin(running), true, "");
            if (r.measure() != null) {
                List<String> heads = heads(s);
                for (int i = 0; i < heads.size(); i++) {
                    List<Charts.Point> mean = new ArrayList<>();
                    for (RoundCurves.Round row : r.rounds()) {
                        double v = row.mean()[i];
                        mean.add(new Charts.Point(row.round(), v, v, v, String.valueOf(row.round())));
                    }
                    Charts.line(b, "Mean " + r.measure() + ": " + heads.get(i).toLowerCase(Locale.ROOT),
                            r.roundWord(), thin(mean), false, "");
                }
            }
            if (r.leadChanges() != null) {
                RoundCurves.Lead l = r.leadChanges();
                b.append(String.format(Locale.ROOT, "<p>Lead changes per game: %.2f (95%% %.2f&ndash;%.2f) over %d "
                        + "games measured.</p>%n", l.mean(), l.low95(), l.high95(), l.games()));
            }
        }
        if (!s.actions().isEmpty()) {
            b.append("<h2>Choices by kind</h2>\n<table><tr><th>Kind</th><th>Decided</th><th>Offered</th>"
                    + "<th>Taken when offered</th>");
            for (SimulationSummary.SeatSummary seat : s.seats()) {
                b.append("<th>Seat ").append(seat.seat() + 1).append(" decided</th>");
            }
            b.append("<th>Rules</th></tr>\n");
            for (ActionFrequencies.Kind k : s.actions()) {
                b.append(String.format(Locale.ROOT, "<tr><td>%s</td><td>%.1f%%</td><td>%.1f%%</td><td>%.1f%%</td>",
                        Html.esc(k.kind()), k.all().ofDecisions() * 100, k.all().ofOffered() * 100,
                        k.all().takenWhenOffered() * 100));
                for (ActionFrequencies.Seat seat : k.seats()) {
                    b.append(String.format(Locale.ROOT, "<td>%.1f%%</td>", seat.ofDecisions() * 100));
                }
                b.append("<td>").append(k.rules() == null ? "" : Html.esc(k.rules())).append("</td></tr>\n");
            }
            b.append("</table>\n<p>Decided: share of the decisions made with a choice of the kind; offered: share of "
                    + "the choices offered; taken when offered: decisions made with it among those that offered "
                    + "it.</p>\n");
        }
    }

    /** At most 40 points a chart, evenly spread, the last kept. */
    private static List<Charts.Point> thin(List<Charts.Point> points) {
        int step = (points.size() + 39) / 40;
        List<Charts.Point> out = new ArrayList<>();
        for (int i = 0; i < points.size(); i++) {
            if (i % step == 0 || i == points.size() - 1) {
                out.add(points.get(i));
            }
        }
        return out;
    }
}
