package keeptable.lab.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BrokenBarrierException;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.atomic.AtomicReference;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.RulesState;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.module.GameModule;

/**
 * Measures how fast a game runs the operations bots and simulations live on: random playouts,
 * applying a choice, copying, determinizing, listing the legal choices (cold), and ISMCTS iterations
 * with the game's own search set-up. {@link #warmUp} first runs every kind of work, so that the first
 * figure is not measured on code the JIT has not compiled yet; each figure is then warmed up again on as
 * many threads as asked and measured in {@value #ROUNDS} rounds, and the median round is the figure (one
 * slow round, a collection or a busy neighbour, moves it little). Each figure is also given per CPU-second:
 * the same operations divided by the CPU time the measuring threads got in the timed parts (the JVM's
 * current-thread CPU time), which moves far less than wall time when other work shares the processors. The
 * timed loops build no strings and touch no JSON.
 */
public final class Bench {

    /**
     * What to measure.
     *
     * @param seats     players at the table
     * @param perFigure wall time spent measuring each figure, in milliseconds
     * @param warmup    wall time spent warming each figure up first, in milliseconds
     */
    public record Config(GameModule game, int seats, Map<String, String> options, long perFigure, long warmup, long seed) {
        public Config {
            options = options == null ? Map.of() : Map.copyOf(options);
            if (perFigure <= 0 || warmup < 0) {
                throw new IllegalArgumentException("measuring time must be positive");
            }
        }

        public Setup setup(long gameSeed) {
            List<Seat> list = new ArrayList<>();
            for (int i = 0; i < seats; i++) {
                list.add(new Seat("Seat " + (i + 1), "random"));
            }
            return new Setup(list, options, gameSeed);
        }
    }

    /**
     * Operations per second on {@code threads} threads (summed over the threads). The headline is
     * {@code playoutChoicesPerSecond}: choices made in whole random playouts, listing the legal choices
     * included, the figure other frameworks call actions per second. {@code perCpuSecond} holds the same
     * figures per CPU-second of the measuring threads (summed over the threads; its own {@code perCpuSecond}
     * is null), or null where the JVM cannot measure a thread's CPU time.
     */
    public record Figures(int threads, double playoutChoicesPerSecond, double playoutsPerSecond,
                          double choicesAppliedPerSecond,
                          double copiesPerSecond, double determinizationsPerSecond, double choicesCallsPerSecond,
                          double ismctsIterationsPerSecond, Figures perCpuSecond) {
    }

    /** States taken from random games at every depth, none over; the material of most figures. */
    static final int POOL = 512;
    /** States handled per timed batch where a batch must be prepared untimed first. */
    static final int BATCH = 256;
    /** Timed rounds per figure; the figure is the median round. */
    public static final int ROUNDS = 3;

    private Bench() {
    }

    /**
     * Runs every kind of work the figures time, one after the other on one thread, for the warm-up time
     * each, so that the JIT has compiled all of it before the first figure: without it the first figure
     * measured (the playouts) read up to 40 % apart from run to run.
     */
    public static void warmUp(Config config) {
        for (Task task : TASKS) {
            Workbench bench = new Workbench(config, config.seed() * 17);
            task.work(bench, System.nanoTime() + config.warmup() * 1_000_000L);
        }
    }

    private static final List<Task> TASKS = List.of(Bench::playouts, Bench::applies, Bench::copies,
            Bench::determinizations, Bench::choicesCalls, Bench::ismctsIterations);

    /** The figures on {@code threads} threads; in a fresh JVM call {@link #warmUp} first. */
    public static Figures run(Config config, int threads) throws InterruptedException {
        config.game().newGame(config.setup(config.seed())); // fails early on a bad setup
        Rates playouts = measure(config, threads, Bench::playouts);
        Rates applies = measure(config, threads, Bench::applies);
        Rates copies = measure(config, threads, Bench::copies);
        Rates determinizations = measure(config, threads, Bench::determinizations);
        Rates choicesCalls = measure(config, threads, Bench::choicesCalls);
        Rates iterations = measure(config, threads, Bench::ismctsIterations);
        Figures perCpuSecond = CPU.isCurrentThreadCpuTimeSupported() ? new Figures(threads,
                playouts.perCpuSecond(), playouts.gamesPerCpuSecond(), applies.perCpuSecond(), copies.perCpuSecond(),
                determinizations.perCpuSecond(), choicesCalls.perCpuSecond(), iterations.perCpuSecond(), null) : null;
        return new Figures(threads, playouts.perSecond(), playouts.gamesPerSecond(), applies.perSecond(),
                copies.perSecond(), determinizations.perSecond(), choicesCalls.perSecond(), iterations.perSecond(),
                perCpuSecond);
    }

    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    /** The CPU time the calling thread has had, in nanoseconds; 0 where the JVM cannot say. */
    private static long cpuNanos() {
        return CPU.isCurrentThreadCpuTimeSupported() ? CPU.getCurrentThreadCpuTime() : 0;
    }

    /** One thread's work for one figure: runs timed operations until the deadline. */
    @FunctionalInterface
    interface Task {
        /** Works until {@code deadline} (System.nanoTime); returns the count and timed nanoseconds. */
        Tally work(Workbench bench, long deadline);
    }

    /**
     * Operations done, whole games among them (playouts only), and the wall and CPU nanoseconds of the
     * measuring thread they took (prepare-work excluded).
     */
    record Tally(long operations, long games, long nanos, long cpuNanos) {
        Tally(long operations, long nanos, long cpuNanos) {
            this(operations, 0, nanos, cpuNanos);
        }

        /**
         * A loop timed from {@code began} (System.nanoTime) and {@code cpuBegan} ({@link Bench#cpuNanos}) to now; the
         * CPU time is read inside the wall-clock span, so it never exceeds it.
         */
        static Tally since(long operations, long games, long began, long cpuBegan) {
            long cpu = Bench.cpuNanos() - cpuBegan;
            return new Tally(operations, games, System.nanoTime() - began, cpu);
        }
    }

    /** Operations and whole games per second and per CPU-second, summed over the threads. */
    record Rates(double perSecond, double gamesPerSecond, double perCpuSecond, double gamesPerCpuSecond) {
    }

    /** Per-thread material: its own pool of states and its own generator. */
    static final class Workbench {
        final Config config;
        final State[] pool;
        final Rng rng;
        final State[] batch = new State[BATCH];
        final Choice[] picks = new Choice[BATCH];
        State sink;

        Workbench(Config config, long seed) {
            this.config = config;
            this.rng = new Rng(seed);
            this.pool = pool(config, rng);
        }
    }

    private static Rates measure(Config config, int threads, Task task) throws InterruptedException {
        CountDownLatch ready = new CountDownLatch(threads);
        CountDownLatch start = new CountDownLatch(1);
        Tally[][] tallies = new Tally[ROUNDS][threads];
        CyclicBarrier round = new CyclicBarrier(threads);
        long roundMillis = Math.max(1, config.perFigure() / ROUNDS);
        AtomicReference<RuntimeException> failure = new AtomicReference<>();
        List<Thread> workers = new ArrayList<>();
        for (int t = 0; t < threads; t++) {
            int index = t;
            Thread worker = new Thread(() -> {
                try {
                    Workbench bench = new Workbench(config, config.seed() * 31 + index);
                    task.work(bench, System.nanoTime() + config.warmup() * 1_000_000L);
                    ready.countDown();
                    start.await();
                    for (int r = 0; r < ROUNDS; r++) {
                        round.await();
                        tallies[r][index] = task.work(bench, System.nanoTime() + roundMillis * 1_000_000L);
                    }
                } catch (InterruptedException | BrokenBarrierException e) {
                    Thread.currentThread().interrupt();
                } catch (RuntimeException e) {
                    failure.compareAndSet(null, e);
                    ready.countDown();
                    round.reset();
                }
            }, "bench-" + t);
            worker.setDaemon(true);
            workers.add(worker);
            worker.start();
        }
        ready.await();
        start.countDown();
        for (Thread w : workers) {
            w.join();
        }
        if (failure.get() != null) {
            throw failure.get();
        }
        Rates[] rounds = new Rates[ROUNDS];
        for (int r = 0; r < ROUNDS; r++) {
            double ops = 0;
            double games = 0;
            double cpuOps = 0;
            double cpuGames = 0;
            for (Tally t : tallies[r]) {
                if (t != null && t.nanos() > 0) {
                    ops += t.operations() * 1e9 / t.nanos();
                    games += t.games() * 1e9 / t.nanos();
                }
                if (t != null && t.cpuNanos() > 0) {
                    cpuOps += t.operations() * 1e9 / t.cpuNanos();
                    cpuGames += t.games() * 1e9 / t.cpuNanos();
                }
            }
            rounds[r] = new Rates(ops, games, cpuOps, cpuGames);
        }
        Arrays.sort(rounds, Comparator.comparingDouble(Rates::perSecond));
        Rates wall = rounds[ROUNDS / 2];
        Arrays.sort(rounds, Comparator.comparingDouble(Rates::perCpuSecond));
        Rates cpu = rounds[ROUNDS / 2];
        return new Rates(wall.perSecond(), wall.gamesPerSecond(), cpu.perCpuSecond(), cpu.gamesPerCpuSecond());
    }

    static State[] pool(Config config, Rng rng) {
        List<State> states = new ArrayList<>();
        long gameSeed = rng.nextLong();
        while (states.size() < POOL) {
            State s = config.game().newGame(config.setup(gameSeed++));
            while (!s.isOver() && states.size() < POOL) {
                if (rng.nextInt(4) == 0) {
                    states.add(s.copy());
                }
                List<Choice> choices = s.choices();
                s.apply(choices.get(rng.nextInt(choices.size())));
            }
        }
        return states.toArray(new State[0]);
    }

    /** Whole random playouts, from the set-up to the end: counts every choice made and every game. */
    private static Tally playouts(Workbench b, long deadline) {
        long games = 0;
        long made = 0;
        long began = System.nanoTime();
        long cpu = cpuNanos();
        long gameSeed = b.rng.nextLong();
        while (System.nanoTime() < deadline) {
            State s = b.config.game().newGame(b.config.setup(gameSeed++));
            while (!s.isOver()) {
                List<Choice> choices = s.choices();
                s.apply(choices.get(b.rng.nextInt(choices.size())));
            }
            b.sink = s;
            made += s.step();
            games++;
        }
        return Tally.since(made, games, began, cpu);
    }

    private static Tally applies(Workbench b, long deadline) {
        long ops = 0;
        long nanos = 0;
        long cpu = 0;
        int next = 0;
        while (System.nanoTime() < deadline) {
            for (int i = 0; i < BATCH; i++) {
                State s = b.pool[next++ % b.pool.length].copy();
                List<Choice> choices = s.choices();
                b.batch[i] = s;
                b.picks[i] = choices.get(b.rng.nextInt(choices.size()));
            }
            long began = System.nanoTime();
            long cpuBegan = cpuNanos();
            for (int i = 0; i < BATCH; i++) {
                b.batch[i].apply(b.picks[i]);
            }
            cpu += cpuNanos() - cpuBegan;
            nanos += System.nanoTime() - began;
            ops += BATCH;
        }
        return new Tally(ops, nanos, cpu);
    }

    private static Tally copies(Workbench b, long deadline) {
        long ops = 0;
        long began = System.nanoTime();
        long cpu = cpuNanos();
        int next = 0;
        while (System.nanoTime() < deadline) {
            for (int i = 0; i < BATCH; i++) {
                b.batch[i] = b.pool[next++ % b.pool.length].copy();
            }
            ops += BATCH;
        }
        return Tally.since(ops, 0, began, cpu);
    }

    private static Tally determinizations(Workbench b, long deadline) {
        long ops = 0;
        long began = System.nanoTime();
        long cpu = cpuNanos();
        int next = 0;
        while (System.nanoTime() < deadline) {
            for (int i = 0; i < BATCH; i++) {
                State s = b.pool[next++ % b.pool.length];
                b.batch[i] = s.determinize(s.toMove(), b.rng);
            }
            ops += BATCH;
        }
        return Tally.since(ops, 0, began, cpu);
    }

    /** The legal choices worked out afresh (never a cached list) from states at every depth. */
    private static Tally choicesCalls(Workbench b, long deadline) {
        long ops = 0;
        long nanos = 0;
        long cpu = 0;
        int next = 0;
        while (System.nanoTime() < deadline) {
            for (int i = 0; i < BATCH; i++) {
                b.batch[i] = b.pool[next++ % b.pool.length];
            }
            long began = System.nanoTime();
            long cpuBegan = cpuNanos();
            int sizes = 0;
            for (int i = 0; i < BATCH; i++) {
                sizes += RulesState.coldChoices(b.batch[i]).size();
            }
            cpu += cpuNanos() - cpuBegan;
            nanos += System.nanoTime() - began;
            ops += BATCH;
            if (sizes == 0) {
                throw new IllegalStateException(b.config.game().id() + ": a state that is not over has no choices");
            }
        }
        return new Tally(ops, nanos, cpu);
    }

    private static Tally ismctsIterations(Workbench b, long deadline) {
        IsmctsAgent agent = new IsmctsAgent(b.config.game().searchDefaults());
        long iterations = 0;
        long began = System.nanoTime();
        long cpu = cpuNanos();
        int next = 0;
        while (System.nanoTime() < deadline) {
            State s = b.pool[next++ % b.pool.length];
            iterations += agent.analyse(s, s.choices(), b.rng).iterations();
        }
        return Tally.since(iterations, 0, began, cpu);
    }
}
