package keeptable.cli;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;
import keeptable.lab.tournament.HintTiming;
import keeptable.lab.tournament.Standings;
import keeptable.lab.tournament.Tournament;
import keeptable.lab.tournament.TournamentReport;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Rates bots against each other with every seat assignment rotated. */
@Command(name = "tournament", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Plays bots against each other and rates them. In a game with opponents every seat assignment "
                + "is rotated and each round is dealt alike, and the agents get Bradley-Terry ratings (Elo scale) with "
                + "95%% intervals; where the game has sides, each agent is rated on each side. In a co-operative game "
                + "each agent kind plays as a whole party on the same deals, and each "
                + "party's win rate and progress are given with 95%% intervals.",
                "With --out DIR also writes ratings.csv (agent,rating,low,high,games) and report.html (with a chart)."},
        footer = {"", "Examples:",
                "  keeptable tournament killmans-keep --agents heuristic,ismcts --games 56",
                "  keeptable tournament the-keep --agents heuristic,ismcts:500ms --games 60 --out runs/keep",
                "  keeptable tournament dead-keep --agents heuristic,ismcts --games 40 --seats 2 --quest tutorial"})
final class TournamentCommand implements Callable<Integer> {
    private final Terminal terminal;

    @Parameters(index = "0", paramLabel = "<game>", description = "The game's id (see 'keeptable games').")
    String gameId;

    @Option(names = "--agents", split = ",", paramLabel = "SPEC",
            description = "The agents, at least two: random, heuristic, ismcts, ismcts:<iterations>, ismcts:<ms>ms.")
    List<String> agents;

    @Option(names = "--hints", paramLabel = "K", defaultValue = "0", description = "Instead of (or before) the "
            + "tournament, time K hints asked for in games of heuristic bots, and print the median, 99th percentile and"
            + " slowest wall-clock time.")
    int hints;

    @Option(names = "--hint-ms", paramLabel = "MS", defaultValue = "1000",
            description = "The hints' thinking time (default 1000, as the server's --hint-ms).")
    long hintMillis;

    @Option(names = "--hint-threads", paramLabel = "T", description = "Trees a hint searches at once (default: all "
            + "processors).")
    Integer hintThreads;

    @Option(names = "--games", paramLabel = "N", defaultValue = "100",
            description = "Games to play at least; rounded up to whole rounds (default 100).")
    int games;

    @Mixin
    Seats seats = new Seats();

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the run (default: from the clock, printed).")
    Long seed;

    @Option(names = "--threads", paramLabel = "T", defaultValue = "1",
            description = "Games played at once (default 1, so each search has one core).")
    int threads;

    @Option(names = "--out", paramLabel = "DIR", description = "Directory to write ratings.csv and report.html into.")
    Path out;

    @Mixin
    GameOptions gameOptions = new GameOptions();

    TournamentCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() throws IOException, InterruptedException {
        GameModule game = GameModules.byId(gameId);
        long runSeed = seed != null ? seed : System.currentTimeMillis();
        int seatCount = seats.count(game, Math.max(game.minSeats(), Math.min(2, game.maxSeats())));
        if (agents == null && hints < 1) {
            throw new UsageError("name the --agents to rate (at least two), or ask for --hints K to time");
        }
        if (hints > 0) {
            timeHints(game, seatCount, runSeed);
            if (agents == null) {
                return ExitCodes.OK;
            }
        }
        Tournament.Config config = new Tournament.Config(game, agents, games, seatCount, runSeed, threads,
                gameOptions.map());
        int total = Tournament.total(config);
        terminal.out().printf("%s: %d games, %d seats, seed %d%n", game.title(), total, seatCount, runSeed);
        ProgressBar progress = new ProgressBar(terminal.err(), total);
        Standings standings;
        try {
            standings = Tournament.run(config, progress);
        } finally {
            progress.finish();
        }
        terminal.out().print(TournamentReport.csv(standings).replace(",", "\t"));
        for (Standings.Speed sp : standings.speeds()) {
            terminal.out().printf("%s: %.1f ms a move on average, %.1f ms at most (CPU time, %d moves)%n", sp.agent(),
                    sp.meanMillis(), sp.longestMillis(), sp.moves());
        }
        for (Standings.Places pl : standings.places()) {
            StringBuilder line = new StringBuilder(pl.participant()).append(" places (of ").append(pl.seats())
                    .append(" seats):");
            for (int k = 0; k < pl.count().length; k++) {
                line.append(k == 0 ? " " : ", ").append(TournamentReport.ordinal(k + 1)).append(' ').append(pl.count()[k]);
            }
            terminal.out().println(line);
        }
        String rough = standings.roughIntervals();
        if (rough != null) {
            terminal.out().println("Warning: " + rough + ".");
        }
        if (standings.cooperative()) {
            for (Standings.Party p : standings.parties()) {
                terminal.out().printf("%s party: won %d of %d (%.1f%%, 95%% %.1f-%.1f), progress %.1f%% (95%% %.1f-%.1f)%n",
                        p.agent(), p.wins(), p.games(), 100 * p.winRate(), 100 * p.low(), 100 * p.high(),
                        100 * p.progress(), 100 * p.progressLow(), 100 * p.progressHigh());
            }
        }
        if (out != null) {
            Files.createDirectories(out);
            Files.writeString(out.resolve("ratings.csv"), TournamentReport.csv(standings), StandardCharsets.UTF_8);
            String command = "keeptable tournament " + gameId + " --agents " + String.join(",", agents) + " --games "
                    + games + " --seats " + seatCount + " --seed " + runSeed + options(config.options());
            Files.writeString(out.resolve("report.html"), TournamentReport.html(standings, command),
                    StandardCharsets.UTF_8);
            terminal.out().println("Wrote ratings.csv and report.html to " + out.toAbsolutePath().normalize());
        }
        return ExitCodes.OK;
    }

    private void timeHints(GameModule game, int seatCount, long runSeed) {
        int threads = hintThreads != null ? hintThreads : Runtime.getRuntime().availableProcessors();
        Map<String, String> gameOptions = this.gameOptions.map();
        HintTiming t = HintTiming.measure(game, seatCount, gameOptions, hints, hintMillis, threads, 3, runSeed);
        terminal.out().printf("%s: %d hints of %d ms on %d threads: median %d ms, 99th percentile %d ms, slowest %d ms%n",
                game.title(), t.hints(), hintMillis, threads, t.p50(), t.p99(), t.longest());
        terminal.out().println("For example: " + t.example());
    }

    private static String options(Map<String, String> options) {
        StringBuilder b = new StringBuilder();
        options.forEach((k, v) -> b.append(" --").append(k).append(' ').append(v));
        return b.toString();
    }
}
