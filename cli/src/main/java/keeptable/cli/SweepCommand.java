package keeptable.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import keeptable.engine.Game;
import keeptable.engine.json.Json;
import keeptable.engine.lab.ContentEdit;
import keeptable.engine.lab.Summaries;
import keeptable.engine.lab.Tally;
import keeptable.engine.lab.Variant;
import keeptable.engine.sim.Simulation;
import keeptable.engine.sim.SimulationSummary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/** Plays a game at each of several values of one content number and shows how the metrics follow it. */
@Command(name = "sweep", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Plays --games games at each value of one content number (the same seeds at every value) and "
                + "shows win rates and the metrics against the value.",
                "With --out DIR also writes sweep.json, sweep.csv and report.html (charts of each metric)."},
        footer = {"", "Example:",
                "  keeptable sweep killmans-keep --vary monsters.yaml:dragon.penalty=1,3,5,7 --games 2000 --out sweep",
                "  keeptable sweep dead-keep --vary-option quest=tutorial,q1,q2 --seats heuristic,heuristic --games 500"})
final class SweepCommand implements Callable<Integer> {
    @Parameters(index = "0", paramLabel = "<game>", description = "The game's id (see 'keeptable games').")
    String gameId;

    @Option(names = "--vary", paramLabel = "FILE:ENTRY.FIELD=V1,V2,...",
            description = "The content value to sweep and the values to try.")
    String vary;

    @Option(names = "--vary-option", paramLabel = "KEY=V1,V2,...", description = "Sweep a game option instead, "
            + "e.g. --vary-option quest=tutorial,q1,q2 (a co-operative game's win rate Quest by Quest).")
    String varyOption;

    @Option(names = "--out", paramLabel = "DIR", description = "Directory to write sweep.json, sweep.csv and report.html.")
    Path out;

    @Mixin
    ContentOptions content = new ContentOptions();

    @Mixin
    RunOptions run = new RunOptions();

    @Unmatched
    List<String> gameOptions;

    @Spec
    CommandSpec spec;


    @Override
    public Integer call() throws InterruptedException {
        if ((vary == null) == (varyOption == null)) {
            throw new UsageError("sweep needs one of --vary FILE:ENTRY.FIELD=V1,V2,... or --vary-option KEY=V1,V2,...");
        }
        ContentEdit edit = vary != null ? ContentEdit.parse(vary) : null;
        String what = edit != null ? edit.target() : "option " + optionKey();
        List<String> values = List.of((edit != null ? edit.value() : varyOption.substring(varyOption.indexOf('=') + 1))
                .split(",", -1));
        if (values.size() < 2 || values.stream().anyMatch(String::isBlank)) {
            throw new UsageError("sweep " + what + ": give two or more values, e.g. " + what + "=1,2,3");
        }
        List<Variant> variants = new ArrayList<>();
        List<Game> games = new ArrayList<>();
        for (String v : values) {
            Variant variant = edit != null ? content.variant().with(edit.with(v)) : content.variant();
            variants.add(variant);
            games.add(variant.build(gameId)); // every value is checked before any game is played
        }
        Simulation.Config first = run.config(games.get(0), variants.get(0).describe(), gameOptions, 1, spec);
        List<Simulation.Config> configs = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            Simulation.Config c = first.with(games.get(i), variants.get(i).describe());
            c = edit != null ? c : c.withOption(optionKey(), values.get(i));
            c.check();
            configs.add(c);
        }
        List<SimulationSummary> summaries = new ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            Simulation.Config config = configs.get(i);
            spec.commandLine().getErr().println(what + " = " + values.get(i) + ":");
            ProgressBar progress = new ProgressBar(spec.commandLine().getErr(), config.games());
            long started = System.nanoTime();
            Tally tally;
            try {
                tally = LabRuns.tally(run.spark, variants.get(i), config, progress);
            } finally {
                progress.finish();
            }
            summaries.add(Summaries.of(gameId, config.game().rulesVersion(), config.seed(), config.threads(),
                    (System.nanoTime() - started) / 1e9, config.run(), tally));
        }
        SweepReport.print(what, content.variant().describe(), values, summaries, spec.commandLine().getOut());
        if (out != null) {
            write(what, values, summaries);
            spec.commandLine().getOut().println();
            spec.commandLine().getOut().println("Wrote sweep.json, sweep.csv and report.html to "
                    + out.toAbsolutePath().normalize());
        }
        return ExitCodes.OK;
    }

    private String optionKey() {
        int eq = varyOption.indexOf('=');
        if (eq <= 0) {
            throw new UsageError("--vary-option " + varyOption + ": expected KEY=V1,V2,..., e.g. quest=q1,q2");
        }
        return varyOption.substring(0, eq);
    }

    /** One value of a sweep and what it gave, as written to sweep.json. */
    record Row(String value, SimulationSummary summary) {
    }

    private void write(String what, List<String> values, List<SimulationSummary> summaries) {
        try {
            Files.createDirectories(out);
            List<Row> rows = new ArrayList<>();
            for (int i = 0; i < values.size(); i++) {
                rows.add(new Row(values.get(i), summaries.get(i)));
            }
            Json.plain().writerWithDefaultPrettyPrinter().writeValue(out.resolve("sweep.json").toFile(), rows);
            try (PrintWriter w = new PrintWriter(Files.newBufferedWriter(out.resolve("sweep.csv"),
                    StandardCharsets.UTF_8))) {
                List<Object> head = new ArrayList<>(List.of("value"));
                for (int s = 0; s < summaries.get(0).seats().size(); s++) {
                    head.addAll(List.of("seat" + (s + 1) + "_win_rate", "seat" + (s + 1) + "_low95",
                            "seat" + (s + 1) + "_high95"));
                }
                head.addAll(List.of("choices", "draw_rate", "first_mover_advantage", "branching", "decisiveness"));
                w.println(Csv.row(head.toArray()));
                for (int i = 0; i < values.size(); i++) {
                    SimulationSummary s = summaries.get(i);
                    List<Object> row = new ArrayList<>(List.of(values.get(i)));
                    s.seats().forEach(seat -> row.addAll(List.of(seat.winRate(), seat.low95(), seat.high95())));
                    row.addAll(List.of(s.metrics().choices(), s.metrics().draws().rate(),
                            s.metrics().firstMover().advantage(), s.metrics().branching(),
                            s.metrics().lead() == null ? "" : s.metrics().lead().decisiveness()));
                    w.println(Csv.row(row.toArray()));
                }
            }
            String html = SweepReport.html(what, content.variant().describe(), values, summaries);
            Files.writeString(out.resolve("report.html"), html, StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write to " + out + ": " + e.getMessage(), e);
        }
    }

    static String pct(double v) {
        return String.format(Locale.ROOT, "%.1f%%", v * 100);
    }
}
