package keeptable.cli;

import java.nio.file.Path;
import java.util.List;
import keeptable.lab.Simulation;
import keeptable.engine.match.Match;
import keeptable.engine.module.GameModule;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * What every lab command (simulate, compare, sweep, tune) takes besides its own options: the game, where
 * to write, how many games or campaigns, who plays, the seed and where to play. The game's options are
 * each command's own {@link GameOptions} (picocli keeps unknown words only for the command itself).
 */
final class RunOptions {
    @Parameters(index = "0", paramLabel = "<game>", description = "The game's id (see 'keeptable games').")
    String gameId;

    @Option(names = "--out", paramLabel = "DIR", description = "Directory to write the report's files into "
            + "(named above).")
    Path out;

    @Option(names = "--games", paramLabel = "N", defaultValue = "1000", description = "Games to play (default 1000).")
    int games;

    @Option(names = "--campaign", paramLabel = "K", defaultValue = "1", description = "Play each of the --games "
            + "as a campaign of K games in a row, each from the campaign the last one left, and report game by game "
            + "(default 1: games stand alone).")
    int campaignLength;

    @Mixin
    Seats seats = new Seats();

    @Option(names = "--threads", paramLabel = "T", description = "Threads to play on (default: all processors).")
    Integer threads;

    @Mixin
    SeedAndSpark where = new SeedAndSpark();

    @Option(names = "--max-choices", paramLabel = "M", description = "Stop a game after M choices and count it as "
            + "timed out (default: " + Match.MAX_STEPS + ").")
    Integer maxChoices;

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    /** The run's settings for {@code game}, played with the content {@code content} describes. */
    Simulation.Config config(GameModule game, String content, GameOptions options) {
        List<String> specs = seats.specs(game, "heuristic");
        SeatPlan.check(specs, game, false);
        long runSeed = where.seed();
        int threadCount = threads != null ? threads : Runtime.getRuntime().availableProcessors();
        return new Simulation.Config(game, specs, games, threadCount, runSeed, options.map(),
                campaignLength, maxChoices != null ? maxChoices : Match.MAX_STEPS, content, commandLine(spec));
    }

    /** The command line as typed, for the report. */
    static String commandLine(CommandSpec spec) {
        StringBuilder b = new StringBuilder(spec.root().name());
        for (String arg : spec.commandLine().getParseResult().originalArgs()) {
            b.append(' ').append(arg.contains(" ") ? "'" + arg + "'" : arg);
        }
        return b.toString();
    }
}
