package keeptable.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;
import keeptable.engine.json.Json;
import keeptable.lab.ContentEdit;
import keeptable.lab.Simulation;
import keeptable.lab.SimulationSummary;
import keeptable.lab.Target;
import keeptable.lab.Tuning;
import keeptable.lab.Variant;
import keeptable.lab.report.MetricsText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Searches one content number for the value that brings a win rate to a target, and shows the evidence. */
@Command(name = "tune", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Searches LOW..HIGH for the value of one content number that puts a win rate's target inside "
                + "its 95%% interval (halving the range; at each value games are played in doubling batches, from "
                + "--games up to --max-games, until the interval settles it).",
                "With --out DIR also writes tune.json and report.html (the path of the search, the rate as shipped, "
                        + "and the chosen value's neighbours one step either side, on the same games)."},
        footer = {"", "Example:",
                "  keeptable tune the-keep --seats heuristic,heuristic,heuristic,heuristic \\",
                "      --vary conflict-cards.yaml:5.red.molasar=1..14 --target \"seat 4 win rate = 0.5\""})
final class TuneCommand implements Callable<Integer> {
    @Mixin
    RunOptions run = new RunOptions();

    @Mixin
    GameOptions gameOptions = new GameOptions();

    @Option(names = "--vary", required = true, paramLabel = "FILE:ENTRY.FIELD=LOW..HIGH",
            description = "The content number to tune and its range (whole numbers search whole values).")
    String vary;

    @Option(names = "--target", required = true, paramLabel = "TARGET",
            description = "\"seat N win rate = P\", \"side NAME win rate = P\" or \"win rate = P\".")
    String target;

    @Option(names = "--max-games", paramLabel = "N", defaultValue = "16000",
            description = "The most games to play at one value (default 16000).")
    int maxGames;

    @Option(names = "--tolerance", paramLabel = "T", defaultValue = "0.02",
            description = "Found when the interval holds the target and its half-width is at most T (default 0.02).")
    double tolerance;

    @Mixin
    ContentOptions content = new ContentOptions();

    /** tune.json: what was run (the base content's rules version), then the search and its answer. */
    record Report(String game, String rulesVersion, long seed, int games, SimulationSummary.Run run,
                  Tuning.Result result) {
    }

    @Override
    public Integer call() throws InterruptedException {
        ContentEdit edit = ContentEdit.parse(vary);
        Tuning.range(edit);
        Target aim = Target.parse(target);
        Variant base = content.variant();
        base.refuseUnchanged(run.gameId);
        Simulation.Config first = run.config(base.build(run.gameId), base.describe(run.gameId), gameOptions);
        aim.check(first.agents().size(), first.campaignLength());
        PrintWriter err = run.spec.commandLine().getErr();
        PrintWriter stdout = run.spec.commandLine().getOut();
        String unit = first.campaignLength() > 1 ? "campaigns" : "games";
        Tuning.Runner runner = (variant, games) -> {
            Simulation.Config c = new Simulation.Config(variant.build(run.gameId), first.agents(), games,
                    first.threads(), first.seed(), first.options(), first.campaignLength(), first.maxChoices(),
                    variant.describe(run.gameId), first.command());
            err.printf("%s: %d %s%n", variant.equals(base) ? "as shipped"
                    : variant.edits().get(variant.edits().size() - 1).spec(), games, unit);
            err.flush();
            return LabRuns.tally(run.spark, variant, c, n -> { });
        };
        Tuning.Result result = new Tuning(runner, base, edit, aim, first.games(), maxGames, tolerance)
                .shipped(Tuning.shippedValue(base, edit, run.gameId)).run();
        stdout.printf("%s: tuning %s for %s (seed %d, seats %s%s)%n", run.gameId, edit.target(), aim,
                first.seed(), String.join(",", first.agents()),
                first.campaignLength() > 1 ? ", campaigns of " + first.campaignLength() + " games" : "");
        stdout.println("Rules (base content): " + first.game().rulesVersion());
        MetricsText.run(first.run()).forEach(stdout::println);
        stdout.println();
        TuneReport.print(result, unit, stdout);
        Path out = run.out;
        if (out != null) {
            try {
                Files.createDirectories(out);
                Json.plain().writerWithDefaultPrettyPrinter().writeValue(out.resolve("tune.json").toFile(),
                        new Report(run.gameId, first.game().rulesVersion(), first.seed(), first.games(), first.run(),
                                result));
            } catch (IOException e) {
                throw new UncheckedIOException("could not write to " + out + ": " + e.getMessage(), e);
            }
            String html = TuneReport.html(run.gameId, edit.target(), aim, first.game().rulesVersion(), first.run(),
                    result, unit);
            try {
                Files.writeString(out.resolve("report.html"), html, java.nio.charset.StandardCharsets.UTF_8);
            } catch (IOException e) {
                throw new UncheckedIOException("could not write to " + out + ": " + e.getMessage(), e);
            }
            stdout.println("Wrote tune.json and report.html to " + out.toAbsolutePath().normalize());
        }
        return result.found() ? ExitCodes.OK : ExitCodes.FAILED;
    }
}
