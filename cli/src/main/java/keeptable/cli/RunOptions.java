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
 * What every lab command (simulate, compare, sweep, tune, skill) takes besides its own options, the one way they
 * all take it: the game, where to write, how many games or campaigns, who plays, the threads, the seed, where to
 * play and the choice limit. The game's options are each command's own {@link GameOptions} (picocli keeps unknown
 * words only for the command itself).
 */
final class RunOptions {
    @Parameters(index = "0", paramLabel = "<game>", description = "The game's id (see 'keeptable games').")
    String gameId;

    @Option(names = "--out", paramLabel = "DIR", description = "Directory to write the report's files into "
            + "(named above).")
    Path out;

    @Option(names = "--games", paramLabel = "N", defaultValue = "1000", description = "Games to play (default "
            + "${DEFAULT-VALUE}).")
    int games;

    @Option(names = "--campaign", paramLabel = "K", defaultValue = "1", description = "Play each of the --games "
            + "as a campaign of K games in a row, each from the campaign the last one left, and report game by game "
            + "(default 1: games stand alone).")
    int campaignLength;

    @Mixin
    Seats seats = new Seats();

    @Option(names = "--threads", paramLabel = "T", description = "Threads to play on (default: all processors).")
    Integer threads;

    @Option(names = "--seed", paramLabel = "S", description = "Seed of the run (default: from the clock, printed).")
    Long seed;

    @Option(names = "--spark", paramLabel = "MASTER", description = "Play the games on Apache Spark: local[N] "
            + "in-process or spark://host:7077; needs the keeptable-lab-spark jar on the class path.")
    String spark;

    @Option(names = "--max-choices", paramLabel = "M", description = "Stop a game after M choices and count it as "
            + "timed out (default: " + Match.MAX_STEPS + ").")
    Integer maxChoices;

    @Spec(Spec.Target.MIXEE)
    CommandSpec spec;

    /** The run's settings for {@code game}, played with the content {@code content} describes. */
    Simulation.Config config(GameModule game, String content, GameOptions options) {
        List<String> specs = seats.specs(game, "heuristic");
        SeatPlan.check(specs, game, false);
        return new Simulation.Config(game, specs, games, threads(), seed(), options.map(), campaignLength,
                maxChoices(), content, commandLine(spec));
    }

    /** The seed given, else one from the clock. */
    long seed() {
        return seed != null ? seed : System.currentTimeMillis();
    }

    /** The threads given, else all processors. */
    int threads() {
        return threads != null ? threads : Runtime.getRuntime().availableProcessors();
    }

    /** The choice limit given, else the table's. */
    int maxChoices() {
        return maxChoices != null ? maxChoices : Match.MAX_STEPS;
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
