package keeptable.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import keeptable.lab.ContentEdit;
import keeptable.lab.Simulation;
import keeptable.lab.SimulationSummary;
import keeptable.lab.SweepComparison;
import keeptable.lab.SweepTally;
import keeptable.lab.Variant;
import keeptable.engine.module.GameModule;
import keeptable.lab.report.SweepFiles;
import keeptable.lab.report.SweepReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Plays a game at each of several values of one content number and shows how the metrics follow it. */
@Command(name = "sweep", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Plays --games games at each value of one content number (the same seeds at every value) and "
                + "shows win rates and the metrics against the value.",
                "With --out DIR also writes sweep.json, sweep.csv, differences.csv (each value against the baseline) and "
                        + "report.html (charts of each metric)."},
        footer = {"", "Example:",
                "  keeptable sweep killmans-keep --vary monsters.yaml:dragon.penalty=1,3,5,7 --games 2000 --out sweep",
                "  keeptable sweep dead-keep --vary-option quest=tutorial,q1,q2 --seats heuristic,heuristic --games 500",
                "  keeptable sweep dead-keep --vary-seats 1..4 --quest q1 --games 500   (win rate by party size)"})
final class SweepCommand implements Callable<Integer> {
    @Mixin
    RunOptions run = new RunOptions();

    @Mixin
    GameOptions gameOptions = new GameOptions();

    @Option(names = "--vary", paramLabel = "FILE:ENTRY.FIELD=V1,V2,...",
            description = "The content value to sweep and the values to try: a list, or LOW..HIGH for every whole "
                    + "number between.")
    String vary;

    @Option(names = "--vary-option", paramLabel = "KEY=V1,V2,...", description = "Sweep a game option instead, "
            + "e.g. --vary-option quest=tutorial,q1,q2 (a co-operative game's win rate Quest by Quest).")
    String varyOption;

    @Option(names = "--vary-seats", paramLabel = "LOW..HIGH", description = "Sweep the number of seats instead "
            + "(a party's size), e.g. --vary-seats 1..4 or 2,4,6: seat N plays the N-th --seats bot, or the last one.")
    String varySeats;

    @Mixin
    ContentOptions content = new ContentOptions();

    @Override
    public Integer call() throws InterruptedException {
        if ((vary != null ? 1 : 0) + (varyOption != null ? 1 : 0) + (varySeats != null ? 1 : 0) != 1) {
            throw new UsageError("sweep needs one of --vary FILE:ENTRY.FIELD=V1,V2,..., --vary-option KEY=V1,V2,... "
                    + "or --vary-seats LOW..HIGH");
        }
        ContentEdit edit = vary != null ? ContentEdit.parse(vary) : null;
        String what = edit != null ? edit.target() : varyOption != null ? "option " + optionKey() : "seats";
        List<String> values = edit != null ? wholeRange(edit.value())
                : varyOption != null ? List.of(varyOption.substring(varyOption.indexOf('=') + 1).split(",", -1))
                : seatCounts(varySeats);
        if (values.size() < 2 || values.stream().anyMatch(String::isBlank)) {
            throw new UsageError("sweep " + what + ": give two or more values, e.g. " + what + "=1,2,3");
        }
        for (int i = 0; i < values.size(); i++) {
            if (values.subList(0, i).contains(values.get(i))) {
                throw new UsageError("sweep " + what + ": " + values.get(i) + " is given twice; give each value once");
            }
        }
        content.variant().refuseUnchanged(run.gameId);
        List<Variant> variants = new ArrayList<>();
        List<GameModule> games = new ArrayList<>();
        for (String v : values) {
            Variant variant = edit != null ? content.variant().with(edit.with(v)) : content.variant();
            variants.add(variant);
            games.add(variant.build(run.gameId)); // every value is checked before any game is played
        }
        Simulation.Config first = run.config(games.get(0), variants.get(0).describe(run.gameId), gameOptions);
        List<Simulation.Config> configs = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            Simulation.Config c = first.with(games.get(i), variants.get(i).describe(run.gameId));
            if (varyOption != null) {
                c = c.withOption(optionKey(), values.get(i));
            } else if (varySeats != null) {
                c = c.withAgents(party(first.agents(), Integer.parseInt(values.get(i))));
            }
            c.check();
            configs.add(c);
        }
        int baseline = 0;
        String why = "the first value";
        for (int i = 0; edit != null && i < values.size(); i++) {
            if (variants.get(i).leavesAsIs(edit.with(values.get(i)), run.gameId)) {
                baseline = i;
                why = content.variant().edits().isEmpty() && content.variant().folder() == null ? "the shipped value"
                        : "the base content's value";
            }
        }
        run.spec.commandLine().getErr().println(what + " = " + String.join(", ", values) + ", each against "
                + values.get(baseline) + " (" + why + "):");
        ProgressBar progress = new ProgressBar(run.spec.commandLine().getErr(), first.games());
        long started = System.nanoTime();
        SweepTally tally;
        try {
            tally = LabRuns.sweep(run.spark, variants, configs, baseline, progress);
        } finally {
            progress.finish();
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        List<SimulationSummary> summaries = SweepFiles.summaries(configs, tally, seconds);
        SweepComparison tests = SweepComparison.of(tally, values, why);
        SweepReport.print(what, content.variant().describe(), values, summaries, tests, run.spec.commandLine().getOut());
        if (run.out != null) {
            write(what, values, summaries, tests, run.out);
            run.spec.commandLine().getOut().println();
            run.spec.commandLine().getOut().println("Wrote sweep.json, sweep.csv, differences.csv and report.html to "
                    + run.out.toAbsolutePath().normalize());
        }
        return ExitCodes.OK;
    }

    /** V1,V2,... as given, or every whole number of LOW..HIGH (e.g. 0..3). */
    static List<String> wholeRange(String text) {
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("\\s*(-?\\d+)\\s*\\.\\.\\s*(-?\\d+)\\s*")
                .matcher(text);
        if (!m.matches()) {
            return List.of(text.split(",", -1));
        }
        long low = Long.parseLong(m.group(1));
        long high = Long.parseLong(m.group(2));
        if (high - low >= 1000) {
            throw new UsageError("sweep " + text + ": over 1000 values; give fewer, or a list");
        }
        List<String> values = new ArrayList<>();
        for (long v = low; v <= high; v++) {
            values.add(String.valueOf(v));
        }
        return values;
    }

    /** The seat counts of --vary-seats: LOW..HIGH, or a list. */
    static List<String> seatCounts(String text) {
        List<String> counts = new ArrayList<>();
        try {
            for (String n : wholeRange(text)) {
                counts.add(String.valueOf(Integer.parseInt(n.trim())));
            }
        } catch (NumberFormatException e) {
            counts.clear();
        }
        if (counts.size() < 2 || counts.stream().anyMatch(n -> Integer.parseInt(n) < 1)) {
            throw new UsageError("--vary-seats " + text + ": expected LOW..HIGH or N1,N2,... (two or more seat "
                    + "counts, whole numbers from 1), e.g. 1..4");
        }
        return counts;
    }

    /** {@code n} seats: the given bots in order, the last one repeated. */
    static List<String> party(List<String> bots, int n) {
        List<String> seats = new ArrayList<>(bots.subList(0, Math.min(n, bots.size())));
        while (seats.size() < n) {
            seats.add(bots.get(bots.size() - 1));
        }
        return seats;
    }

    private String optionKey() {
        int eq = varyOption.indexOf('=');
        if (eq <= 0) {
            throw new UsageError("--vary-option " + varyOption + ": expected KEY=V1,V2,..., e.g. quest=q1,q2");
        }
        return varyOption.substring(0, eq);
    }

    private void write(String what, List<String> values, List<SimulationSummary> summaries, SweepComparison tests,
                       Path out) {
        try {
            Files.createDirectories(out);
            for (Map.Entry<String, String> f : SweepFiles.of(what, content.variant().describe(), values, summaries,
                    tests).entrySet()) {
                Files.writeString(out.resolve(f.getKey()), f.getValue(), StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not write to " + out + ": " + e.getMessage(), e);
        }
    }

    static String pct(double v) {
        return String.format(Locale.ROOT, "%.1f%%", v * 100);
    }
}
