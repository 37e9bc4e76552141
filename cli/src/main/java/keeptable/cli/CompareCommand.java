package keeptable.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import keeptable.engine.json.Json;
import keeptable.lab.Comparison;
import keeptable.lab.PairTally;
import keeptable.lab.Simulation;
import keeptable.lab.SimulationSummary;
import keeptable.lab.Summaries;
import keeptable.lab.Tally;
import keeptable.lab.Variant;
import keeptable.engine.module.GameModule;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** Plays two versions of a game's content on the same seeds and says what changed, with confidence. */
@Command(name = "compare", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Plays a base and a variant of a game's content on the same seeds (common random numbers) "
                + "and reports per-seat win-rate changes, game length, endings and item effects with 95%% intervals "
                + "and p-values.",
                "With --out DIR also writes compare.json, differences.csv, items.csv and report.html."},
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
        try {
            pairs = LabRuns.pairs(run.spark, baseContent, a, variantContent, b, progress);
        } finally {
            progress.finish();
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        Comparison c = Comparison.of(pairs, summary(a, pairs.base(), seconds), summary(b, pairs.variant(), seconds));
        CompareReport.print(c, run.spec.commandLine().getOut());
        if (run.out != null) {
            write(c, run.out);
            run.spec.commandLine().getOut().println();
            run.spec.commandLine().getOut().println("Wrote compare.json, differences.csv, items.csv and report.html to "
                    + run.out.toAbsolutePath().normalize());
        }
        return ExitCodes.OK;
    }

    private static SimulationSummary summary(Simulation.Config config, Tally tally, double seconds) {
        return Summaries.of(config.game().id(), config.game().rulesVersion(), config.seed(), config.threads(), seconds,
                config.run(), tally);
    }

    private static void write(Comparison c, Path out) {
        try {
            Files.createDirectories(out);
            Json.plain().writerWithDefaultPrettyPrinter().writeValue(out.resolve("compare.json").toFile(), c);
            try (PrintWriter w = csv(out, "differences.csv")) {
                w.println(Csv.row("measure", "base", "variant", "change", "low95", "high95", "p", "q"));
                List<Comparison.Difference> all = new java.util.ArrayList<>(c.seats());
                all.add(c.length());
                all.addAll(c.stages());
                all.addAll(c.progress());
                all.addAll(c.endings());
                for (Comparison.Difference d : all) {
                    w.println(Csv.row(d.label(), d.base(), d.variant(), d.diff(), d.low95(), d.high95(), d.p(), d.q()));
                }
            }
            try (PrintWriter w = csv(out, "items.csv")) {
                w.println(Csv.row("item", "base_users", "variant_users", "base_effect", "variant_effect", "change",
                        "low95", "high95", "p", "q", "few_uses"));
                for (Comparison.ItemChange i : c.items()) {
                    w.println(Csv.row(i.item(), i.baseUsers(), i.variantUsers(), i.baseEffect(), i.variantEffect(),
                            i.diff(), i.low95(), i.high95(), i.p(), i.q(), i.fewUses()));
                }
            }
            Files.writeString(out.resolve("report.html"), CompareReport.html(c), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write to " + out + ": " + e.getMessage(), e);
        }
    }

    private static PrintWriter csv(Path out, String name) throws IOException {
        return new PrintWriter(Files.newBufferedWriter(out.resolve(name), StandardCharsets.UTF_8));
    }
}
