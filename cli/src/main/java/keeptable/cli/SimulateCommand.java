package keeptable.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import keeptable.engine.Game;
import keeptable.engine.json.Json;
import keeptable.engine.lab.Summaries;
import keeptable.engine.lab.Tally;
import keeptable.engine.sim.Simulation;
import keeptable.engine.sim.SimulationSummary;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Unmatched;

/** Plays many bot games on all cores and sums them up for designers. */
@Command(name = "simulate", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Plays many games between bots on several threads and prints win rates (95%% intervals), "
                + "game length and per-item figures.",
                "With --out DIR also writes summary.json, seats.csv, items.csv, games.csv, records.jsonl.gz and "
                        + "report.html."},
        footer = {"", "Examples:",
                "  keeptable simulate killmans-keep --games 10000 --seats heuristic,heuristic,random",
                "  keeptable simulate killmans-keep --games 500 --seats ismcts:200,heuristic --out sims/ismcts",
                "  keeptable simulate dead-keep --quest q2 --seats heuristic,heuristic",
                "  keeptable simulate dead-cells --games 200 --campaign 10   (how Runs fare as the campaign grows)",
                "", "A game's options (e.g. --quest q2) are listed by: keeptable games <game>"})
final class SimulateCommand implements Callable<Integer> {
    private final Terminal terminal;

    @Parameters(index = "0", paramLabel = "<game>", description = "The game's id (see 'keeptable games').")
    String gameId;

    @Option(names = "--out", paramLabel = "DIR", description = "Directory to write the summary, tables, records "
            + "and HTML report into.")
    Path out;

    @Option(names = "--campaign", paramLabel = "K", defaultValue = "1", description = "Play each of the --games as a "
            + "campaign of K games in a row, each from the campaign the last one left, and report game by game "
            + "(default 1: games stand alone).")
    int campaignLength;

    @Unmatched
    List<String> gameOptions;

    @Mixin
    ContentOptions content = new ContentOptions();

    @Mixin
    RunOptions run = new RunOptions();

    @Spec
    CommandSpec spec;

    SimulateCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        Game game = content.game(gameId);
        Simulation.Config config = run.config(game, content.variant().describe(), gameOptions, campaignLength, spec);
        int games = config.games();
        long runSeed = config.seed();
        if (out != null) {
            Files.createDirectories(out);
        }
        SimulationSummary summary;
        List<GameLine> lines;
        if (run.spark != null) {
            long started = System.nanoTime();
            Tally tally = LabRuns.tally(run.spark, content.variant(), config, n -> { });
            summary = Summaries.of(game.id(), game.rulesVersion(), runSeed, config.threads(),
                    (System.nanoTime() - started) / 1e9, config.run(), tally);
            lines = List.of(); // a cluster sends back totals, not each game
        } else {
            ProgressBar progress = new ProgressBar(terminal.err(), games);
            try (RecordStream records = new RecordStream(game, out == null ? null : out.resolve("records.jsonl.gz"),
                    runSeed, out == null ? 0 : games, campaignLength)) {
                try {
                    summary = Simulation.run(config, progress, out == null ? null : records);
                } finally {
                    progress.finish();
                }
                lines = records.lines();
            }
        }
        SummaryText.print(summary, terminal.out());
        if (out != null) {
            writeFiles(summary, lines);
            terminal.out().println();
            terminal.out().println("Wrote summary.json, seats.csv, items.csv, games.csv, records.jsonl.gz and "
                    + "report.html to " + out.toAbsolutePath().normalize());
        }
        return ExitCodes.OK;
    }

    private void writeFiles(SimulationSummary summary, List<GameLine> lines) {
        try {
            Json.plain().writerWithDefaultPrettyPrinter().writeValue(out.resolve("summary.json").toFile(), summary);
            try (PrintWriter w = csv("seats.csv")) {
                w.println(Csv.row("seat", "agent", "wins", "win_rate", "low95", "high95"));
                for (SimulationSummary.SeatSummary s : summary.seats()) {
                    w.println(Csv.row(s.seat() + 1, s.agent(), s.wins(), s.winRate(), s.low95(), s.high95()));
                }
            }
            try (PrintWriter w = csv("items.csv")) {
                w.println(Csv.row("item", "uses", "users", "win_rate", "low95", "high95", "baseline", "effect",
                        "effect_low95", "effect_high95", "few_uses"));
                for (SimulationSummary.ItemSummary i : MetricsText.ranked(summary.items())) {
                    w.println(Csv.row(i.item(), i.uses(), i.users(), i.winRate(), i.low95(), i.high95(), i.baseline(),
                            i.effect(), i.effectLow(), i.effectHigh(), i.fewUses()));
                }
            }
            try (PrintWriter w = csv("games.csv")) {
                w.println(Csv.row("index", "seed", "winners", "length", "ending"));
                for (GameLine g : lines) {
                    String winners = g.winners().stream().map(s -> String.valueOf(s + 1))
                            .collect(Collectors.joining(" "));
                    w.println(Csv.row(g.index(), g.seed(), winners, g.length(), g.ending()));
                }
            }
            if (!summary.campaign().isEmpty()) {
                try (PrintWriter w = csv("campaign.csv")) {
                    w.println(Csv.row("game_in_campaign", "played", "won", "win_rate", "low95", "high95"));
                    for (SimulationSummary.CampaignGame c : summary.campaign()) {
                        w.println(Csv.row(c.position(), c.played(), c.won(), c.winRate(), c.low95(), c.high95()));
                    }
                }
            }
            Files.writeString(out.resolve("report.html"), HtmlReport.render(summary, lines), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write to " + out + ": " + e.getMessage(), e);
        }
    }

    private PrintWriter csv(String name) throws IOException {
        return new PrintWriter(Files.newBufferedWriter(out.resolve(name), StandardCharsets.UTF_8));
    }
}
