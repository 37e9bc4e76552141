package keeptable.cli;

import java.util.concurrent.Callable;
import java.util.function.ToDoubleFunction;
import keeptable.lab.bench.Bench;
import keeptable.engine.module.GameModule;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** Measures how fast a game's rules run, on one thread and on all processors. */
@Command(name = "bench", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Measures a game's speed on one thread and on all processors: random playouts, choices "
                + "applied, state copies, determinizations, choices() calls (cold) and ISMCTS iterations "
                + "(the game's own search set-up), per second; the one-thread figures also per CPU-second of "
                + "the measuring thread, which a busy machine moves far less than wall time (compare builds on it).",
                "Reports; asserts nothing. For careful measurements use the JMH benchmarks in bench/."},
        footer = {"", "Example:", "  keeptable bench killmans-keep --seconds 1"})
final class BenchCommand implements Callable<Integer> {
    private final Terminal terminal;

    @Parameters(index = "0", paramLabel = "<game>", description = "The game's id (see 'keeptable games').")
    String gameId;

    @Option(names = "--seconds", paramLabel = "S", defaultValue = "2",
            description = "Seconds spent measuring each figure, after a warm-up of half as long (default 2).")
    double seconds;

    @Mixin
    Seats seats = new Seats();

    @Mixin
    GameOptions gameOptions = new GameOptions();

    @Mixin
    ContentOptions content = new ContentOptions();

    BenchCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() throws InterruptedException {
        GameModule game = content.game(gameId);
        if (!(seconds > 0) || seconds > 3600) {
            throw new UsageError("--seconds must be between 0 and 3600");
        }
        long millis = Math.max(1, Math.round(seconds * 1000));
        int count = seats.count(game, SeatPlan.defaultCount(game));
        Bench.Config config = new Bench.Config(game, count, gameOptions.map(), millis, Math.max(1, millis / 2), 1);
        int cores = Runtime.getRuntime().availableProcessors();
        terminal.out().printf("%s, %d players: %.1f s per figure on 1 and %d threads, each the median of %d rounds,"
                + " after a warm-up of every figure...%n", game.title(), count, seconds, cores, Bench.ROUNDS);
        terminal.out().flush();
        Bench.warmUp(config);
        Bench.Figures one = Bench.run(config, 1);
        Bench.Figures all = Bench.run(config, cores);
        Bench.Figures cpu = one.perCpuSecond();
        String format = "%-32s %16s %16s %25s%n";
        terminal.out().printf(format, "PER SECOND", "1 THREAD", cores + " THREADS", "1 THREAD PER CPU-SECOND");
        row(format, "choices in random playouts", one, all, cpu, Bench.Figures::playoutChoicesPerSecond);
        row(format, "random playouts", one, all, cpu, Bench.Figures::playoutsPerSecond);
        row(format, "choices applied", one, all, cpu, Bench.Figures::choicesAppliedPerSecond);
        row(format, "state copies", one, all, cpu, Bench.Figures::copiesPerSecond);
        row(format, "determinizations", one, all, cpu, Bench.Figures::determinizationsPerSecond);
        row(format, "choices() calls (cold)", one, all, cpu, Bench.Figures::choicesCallsPerSecond);
        row(format, "ISMCTS iterations", one, all, cpu, Bench.Figures::ismctsIterationsPerSecond);
        terminal.out().println(cpu == null ? "(this JVM cannot measure a thread's CPU time: no per CPU-second figures)"
                : "PER CPU-SECOND: the 1-thread work divided by the CPU time its thread got, not by the wall clock;"
                + " other work on the machine moves it far less, so compare builds on it when the machine is busy.");
        return ExitCodes.OK;
    }

    private void row(String format, String name, Bench.Figures one, Bench.Figures all, Bench.Figures cpu,
                     ToDoubleFunction<Bench.Figures> figure) {
        terminal.out().printf(format, name, String.format("%,.0f", figure.applyAsDouble(one)),
                String.format("%,.0f", figure.applyAsDouble(all)),
                cpu == null ? "-" : String.format("%,.0f", figure.applyAsDouble(cpu)));
    }
}
