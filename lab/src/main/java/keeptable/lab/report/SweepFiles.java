package keeptable.lab.report;

import com.fasterxml.jackson.core.JsonProcessingException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.json.Json;
import keeptable.lab.Comparison;
import keeptable.lab.Metrics;
import keeptable.lab.Simulation;
import keeptable.lab.SimulationSummary;
import keeptable.lab.Summaries;
import keeptable.lab.SweepComparison;
import keeptable.lab.SweepTally;

/**
 * What a sweep hands a designer, as text by file name: {@code sweep.json}, {@code sweep.csv},
 * {@code differences.csv} (each value against the baseline) and {@code report.html}. The command line writes
 * them to {@code --out}; the server's Lab page stores them with the job.
 */
public final class SweepFiles {
    private SweepFiles() {
    }

    /**
     * One value of a sweep and what it gave, as written to sweep.json: whether it is the baseline, its paired
     * differences from the baseline (p, and q over every test of the sweep), and its own figures.
     */
    public record Row(String value, boolean baseline, String baselineIs, List<Comparison.Difference> againstBaseline,
                      int sweepTests, SimulationSummary summary) {
    }

    /** Each value's figures, from the runs played at {@code configs} (in the values' order) in {@code seconds}. */
    public static List<SimulationSummary> summaries(List<Simulation.Config> configs, SweepTally tally,
                                                    double seconds) {
        List<SimulationSummary> summaries = new ArrayList<>();
        for (int i = 0; i < configs.size(); i++) {
            Simulation.Config c = configs.get(i);
            summaries.add(Summaries.of(c.game().id(), c.game().rulesVersion(), c.seed(), c.threads(), seconds,
                    c.run(), tally.value(i)));
        }
        return summaries;
    }

    /**
     * The files, by name, in the order above: {@code what} is the swept thing ("monsters.yaml:dragon.penalty"),
     * {@code content} the content it was swept on.
     */
    public static Map<String, String> of(String what, String content, List<String> values,
                                         List<SimulationSummary> summaries, SweepComparison tests) {
        Map<String, String> files = new LinkedHashMap<>();
        List<Row> rows = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            SweepComparison.Against a = tests.values().get(i);
            rows.add(new Row(values.get(i), a.baseline(), tests.baseline() + " (" + tests.why() + ")",
                    a.differences(), tests.tests(), summaries.get(i)));
        }
        try {
            files.put("sweep.json", Json.plain().writerWithDefaultPrettyPrinter().writeValueAsString(rows));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("the sweep could not be written as JSON: " + e.getMessage(), e);
        }
        files.put("sweep.csv", figures(values, summaries));
        StringBuilder d = new StringBuilder();
        d.append(Csv.row("value", "measure", "baseline", "at_value", "change", "low95", "high95", "p", "q")).append('\n');
        for (SweepComparison.Against a : tests.values()) {
            for (Comparison.Difference x : a.differences()) {
                d.append(Csv.row(a.value(), x.label(), x.base(), x.variant(), x.diff(), x.low95(), x.high95(), x.p(),
                        x.q())).append('\n');
            }
        }
        files.put("differences.csv", d.toString());
        files.put("report.html", SweepReport.html(what, content, values, summaries, tests));
        return files;
    }

    /** sweep.csv: a row per value, each seat's win rate with its interval and the game's figures. */
    private static String figures(List<String> values, List<SimulationSummary> summaries) {
        StringBuilder w = new StringBuilder();
        List<Object> head = new ArrayList<>(List.of("value"));
        int most = SweepReport.mostSeats(summaries);
        for (int s = 0; s < most; s++) {
            head.addAll(List.of("seat" + (s + 1) + "_win_rate", "seat" + (s + 1) + "_low95",
                    "seat" + (s + 1) + "_high95"));
        }
        head.addAll(List.of("choices", "draw_rate", "first_chooser_win_rate", "first_chooser_low95",
                "first_chooser_high95", "branching", "decisiveness"));
        w.append(Csv.row(head.toArray())).append('\n');
        for (int i = 0; i < values.size(); i++) {
            SimulationSummary s = summaries.get(i);
            List<Object> row = new ArrayList<>(List.of(values.get(i)));
            s.seats().forEach(seat -> row.addAll(List.of(seat.winRate(), seat.low95(), seat.high95())));
            for (int k = s.seats().size(); k < most; k++) {
                row.addAll(List.of("", "", ""));
            }
            Metrics.FirstMover first = s.metrics().firstMover();
            row.addAll(List.of(s.metrics().choices(), s.metrics().draws().rate(),
                    first == null ? "" : first.won().rate(), first == null ? "" : first.won().low95(),
                    first == null ? "" : first.won().high95(), s.metrics().branching(),
                    s.metrics().lead() == null ? "" : s.metrics().lead().decisiveness()));
            w.append(Csv.row(row.toArray())).append('\n');
        }
        return w.toString();
    }
}
