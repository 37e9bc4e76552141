package keeptable.cli;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import keeptable.lab.Comparison;
import keeptable.lab.PairRow;
import keeptable.lab.PairTally;
import keeptable.lab.Simulation;
import keeptable.lab.Variant;
import keeptable.engine.module.GameModule;
import keeptable.lab.report.CompareFiles;
import keeptable.lab.report.CompareReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Plays two versions of a game's content on the same seeds and says what changed, with confidence. */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Plays a base and a variant of a game's content on the same seeds (common random numbers) "
                + "and reports per-seat win-rate changes, game length, endings and item effects with 95%% intervals "
                + "and p-values.",
                "With --out DIR also writes compare.json, differences.csv, items.csv, pairs.csv (one row per seed: each "
                        + "version's result, to check the paired test by hand) and report.html."},
        footer = {"", "Examples:",
                "  keeptable compare killmans-keep --set monsters.yaml:dragon.penalty=5 --games 4000",
                "  keeptable compare the-keep --base mine/ --variant theirs/ --seats heuristic,heuristic,heuristic,heuristic",
                "  keeptable compare dead-keep --campaign 3 --set enemies.yaml:footman.stats.0.armor=2 \\",
                "      --seats heuristic,heuristic   (campaigns paired: the win rate of each of their games)",
                "", "--set changes the variant: the --variant folder if given, else the base."})
final class CompareCommand implements Callable<Integer> {
    @Mixin
    RunOptions run = new RunOptions();

    @Mixin
    GameOptions gameOptions = new GameOptions();

    @Option(names = "--base", paramLabel = "DIR", description = "The base content folder (default: the game's own).")
    Path base;

    @Option(names = "--variant", paramLabel = "DIR", description = "The variant content folder.")
    Path variant;

    @Option(names = "--set", paramLabel = "FILE:ENTRY.FIELD=VALUE", description = "Change one value of the variant "
            + "(repeatable), e.g. --set monsters.yaml:dragon.penalty=5.")
    List<String> sets;

    @Override
    public Integer call() throws InterruptedException {
        if (variant == null && (sets == null || sets.isEmpty())) {
            throw new UsageError("compare needs a variant: --variant DIR, or --set FILE:ENTRY.FIELD=VALUE");
        }
        Variant baseContent = Variant.of(base, null);
        Variant variantContent = Variant.of(variant != null ? variant : base, sets);
        GameModule baseGame = baseContent.build(run.gameId);
        variantContent.refuseUnchanged(run.gameId);
        GameModule variantGame = variantContent.build(run.gameId);
        Simulation.Config a = run.config(baseGame, baseContent.describe(), gameOptions);
        Simulation.Config b = a.with(variantGame, variantContent.describe(run.gameId));
        long started = System.nanoTime();
        ProgressBar progress = new ProgressBar(run.spec.commandLine().getErr(), a.games());
        PairTally pairs;
        List<PairRow> rows = run.out != null && run.spark == null
                ? java.util.Collections.synchronizedList(new java.util.ArrayList<>()) : null;
        try {
            pairs = LabRuns.pairs(run.spark, baseContent, a, variantContent, b, progress, rows == null ? null
                    : rows::add);
        } finally {
            progress.finish();
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        Comparison c = CompareFiles.comparison(pairs, a, b, seconds);
        CompareReport.print(c, run.spec.commandLine().getOut());
        if (run.out != null) {
            write(c, run.out);
            if (rows != null) {
                try {
                    Files.writeString(run.out.resolve("pairs.csv"), CompareFiles.pairs(rows, a.agents().size()),
                            StandardCharsets.UTF_8);
                } catch (IOException e) {
                    throw new UncheckedIOException("could not write to " + run.out + ": " + e.getMessage(), e);
                }
            }
            run.spec.commandLine().getOut().println();
            run.spec.commandLine().getOut().println("Wrote compare.json, differences.csv, items.csv, "
                    + (rows != null ? "pairs.csv " : "") + "and report.html to " + run.out.toAbsolutePath().normalize()
                    + (rows != null ? "" : " (pairs.csv is written by local runs only)"));
        }
        return ExitCodes.OK;
    }

    private static void write(Comparison c, Path out) {
        try {
            Files.createDirectories(out);
            for (Map.Entry<String, String> f : CompareFiles.of(c).entrySet()) {
                Files.writeString(out.resolve(f.getKey()), f.getValue(), StandardCharsets.UTF_8);
            }
        } catch (IOException e) {
            throw new UncheckedIOException("could not write to " + out + ": " + e.getMessage(), e);
        }
    }
}
