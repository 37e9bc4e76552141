package keeptable.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.stream.Collectors;
import keeptable.engine.json.Json;
import keeptable.lab.Played;
import keeptable.lab.Simulation;
import keeptable.lab.SimulationSummary;
import keeptable.lab.Summaries;
import keeptable.lab.Tally;
import keeptable.engine.module.GameModule;
import keeptable.lab.report.Csv;
import keeptable.lab.report.MetricsText;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;

/** Plays many bot games on all cores and sums them up for designers. */
@Command(name = "simulate", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Plays many games between bots on several threads and prints win rates (95%% intervals), "
                + "game length and per-item figures.",
                "With --out DIR also writes summary.json, seats.csv, items.csv, games.csv, rounds.csv, actions.csv, "
                        + "records.jsonl.gz and report.html."},
        footer = {"", "Examples:",
                "  keeptable simulate killmans-keep --games 10000 --seats heuristic,heuristic,random",
                "  keeptable simulate killmans-keep --games 500 --seats ismcts:200,heuristic --out sims/ismcts",
                "  keeptable simulate dead-keep --quest q2 --seats heuristic,heuristic",
                "  keeptable simulate dead-cells --games 200 --campaign 10   (how Runs fare as the campaign grows)",
                "", "A game's options (e.g. --quest q2) are listed by: keeptable games <game>"})
final class SimulateCommand implements Callable<Integer> {
    private final Terminal terminal;

    @Mixin
    RunOptions run = new RunOptions();

    @Mixin
    GameOptions gameOptions = new GameOptions();

    @Mixin
    ContentOptions content = new ContentOptions();

    SimulateCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        GameModule game = content.game(run.gameId);
        Simulation.Config config = run.config(game, content.variant().describe(run.gameId), gameOptions);
        Path out = run.out;
        int games = config.games();
        long runSeed = config.seed();
        if (out != null) {
            Files.createDirectories(out);
        }
        SimulationSummary summary;
        List<GameLine> lines;
        try (RecordStream records = new RecordStream(game, out == null ? null : out.resolve("records.jsonl.gz"),
                runSeed, out == null ? 0 : games, config.campaignLength())) {
            if (run.spark != null) {
                long started = System.nanoTime();
                Consumer<Played> each = out == null ? null : records::accept;
                Tally tally = LabRuns.onCluster(run.spark, content.variant(), config, each);
                summary = Summaries.of(game.id(), game.rulesVersion(), runSeed, config.threads(),
                        (System.nanoTime() - started) / 1e9, config.run(), tally);
            } else {
                ProgressBar progress = new ProgressBar(terminal.err(), games);
                try {
                    summary = Simulation.run(config, progress, out == null ? null : records);
                } finally {
                    progress.finish();
                }
            }
            lines = records.lines();
        }
        SummaryText.print(summary, terminal.out());
        if (out != null) {
            writeFiles(summary, lines);
            terminal.out().println();
            terminal.out().println("Wrote summary.json, seats.csv, items.csv, games.csv, rounds.csv, actions.csv, "
                    + "records.jsonl.gz and "
                    + "report.html to " + out.toAbsolutePath().normalize());
        }
        return ExitCodes.OK;
    }

    private void writeFiles(SimulationSummary summary, List<GameLine> lines) {
        try {
            Json.plain().writerWithDefaultPrettyPrinter().writeValue(run.out.resolve("summary.json").toFile(), summary);
            try (PrintWriter w = csv("seats.csv")) {
                w.println(Csv.row("seat", "agent", "wins", "win_rate", "low95", "high95"));
                for (SimulationSummary.SeatSummary s : summary.seats()) {
                    w.println(Csv.row(s.seat() + 1, s.agent(), s.wins(), s.winRate(), s.low95(), s.high95()));
                }
            }
            try (PrintWriter w = csv("items.csv")) {
                w.println(Csv.row("item", "uses", "users", "games", "win_rate", "low95", "high95", "baseline",
                        "effect", "effect_low95", "effect_high95", "late_share", "follows_outcome", "few_games"));
                for (SimulationSummary.ItemSummary i : MetricsText.ranked(summary.items())) {
                    w.println(Csv.row(i.item(), i.uses(), i.users(), i.games(), i.winRate(), i.low95(), i.high95(),
                            i.baseline(), i.effect(), i.effectLow(), i.effectHigh(), i.late(), i.followsOutcome(),
                            i.fewUses()));
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
            try (PrintWriter w = csv("rounds.csv")) {
                CourseReport.rounds(summary, w);
            }
            try (PrintWriter w = csv("actions.csv")) {
                CourseReport.actions(summary, w);
            }
            if (!summary.campaign().isEmpty()) {
                try (PrintWriter w = csv("campaign.csv")) {
                    w.println(Csv.row("game_in_campaign", "played", "won", "win_rate", "low95", "high95"));
                    for (SimulationSummary.CampaignGame c : summary.campaign()) {
                        w.println(Csv.row(c.position(), c.played(), c.won(), c.winRate(), c.low95(), c.high95()));
                    }
                }
            }
            Files.writeString(run.out.resolve("report.html"), HtmlReport.render(summary, lines), StandardCharsets.UTF_8);
        } catch (IOException e) {
            throw new UncheckedIOException("could not write to " + run.out + ": " + e.getMessage(), e);
        }
    }

    private PrintWriter csv(String name) throws IOException {
        return new PrintWriter(Files.newBufferedWriter(run.out.resolve(name), StandardCharsets.UTF_8));
    }
}
