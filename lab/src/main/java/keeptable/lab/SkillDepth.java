package keeptable.lab;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.engine.agent.Agent;
import keeptable.engine.match.Match;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;

/**
 * How much a game rewards thinking: one seat searches m times the base's ISMCTS iterations against seats that
 * search the base's (in a co-operative game, the whole party searches m times), for each multiple m on the same
 * seeds, and the searcher's win rate is drawn against m with its interval and its paired change from m = 1. See
 * docs/lab.md, "Skill depth".
 */
public final class SkillDepth {
    /** The most iterations a decision may be given (the largest multiple times the base). */
    public static final int MOST_ITERATIONS = 100_000;

    /**
     * @param game       the game
     * @param base       the base's ISMCTS iterations per decision
     * @param multiples  the multiples of the base to play, ascending, the first 1
     * @param games      games a multiple; the searching seat goes round the table, game i seating it at i mod seats
     * @param seats      seats at the table
     * @param seed       the run's seed: game i of every multiple has the same seed
     * @param threads    games played at once
     * @param options    the game's options
     * @param maxChoices a game longer than this stops and counts as not won
     */
    public record Config(GameModule game, int base, List<Integer> multiples, int games, int seats, long seed,
                         int threads, Map<String, String> options, int maxChoices) {
        public Config {
            multiples = List.copyOf(multiples);
            options = options == null ? Map.of() : Map.copyOf(options);
            if (base < 1) {
                throw new SetupException("--base must be at least 1 iteration, not " + base);
            }
            if (multiples.isEmpty() || multiples.get(0) != 1) {
                throw new SetupException("--multiples must start at 1 (the base against itself), not " + multiples);
            }
            for (int i = 1; i < multiples.size(); i++) {
                if (multiples.get(i) <= multiples.get(i - 1)) {
                    throw new SetupException("--multiples must grow: " + multiples);
                }
            }
            long most = (long) base * multiples.get(multiples.size() - 1);
            if (most > MOST_ITERATIONS) {
                throw new SetupException("--base " + base + " times " + multiples.get(multiples.size() - 1) + " is "
                        + most + " iterations a decision; at most " + MOST_ITERATIONS);
            }
            if (games < 1 || threads < 1 || maxChoices < 1) {
                throw new SetupException("--games, --threads and --max-choices must be positive");
            }
            if (seats < game.minSeats() || seats > game.maxSeats()) {
                throw new SetupException(game.title() + " is for " + game.minSeats() + " to " + game.maxSeats()
                        + " players, not " + seats);
            }
            if (!game.cooperative() && seats < 2) {
                throw new SetupException("skill depth needs two seats or more where seats play against each other");
            }
            game.checkOptions(new Setup(Batch.seats(specs(base, 1, 0, seats, game.cooperative())), options, 0));
        }

        /** The agent in each seat of game {@code i} at multiple {@code m}. */
        List<String> agents(int m, int i) {
            return specs(base, m, i % seats, seats, game.cooperative());
        }
    }

    /**
     * A skill-depth run in plain values, to send to a cluster: each machine builds the game by its id once
     * ({@link #config()}) and plays its share of the games, numbered over all multiples ({@link #part}).
     */
    public record Plan(String gameId, int base, List<Integer> multiples, int games, int seats, long seed,
                       Map<String, String> options, int maxChoices) implements Serializable {
        private static final Map<Plan, Config> BUILT = new ConcurrentHashMap<>();

        public Plan {
            multiples = List.copyOf(multiples);
            options = Map.copyOf(options);
        }

        public static Plan of(Config c) {
            return new Plan(c.game().id(), c.base(), c.multiples(), c.games(), c.seats(), c.seed(), c.options(),
                    c.maxChoices());
        }

        /** The run's settings with its game built here (once per machine), on one thread. */
        public Config config() {
            return BUILT.computeIfAbsent(this, p -> new Config(GameModules.byId(gameId), base, multiples, games, seats,
                    seed, 1, options, maxChoices));
        }

        /** Games of every multiple: number {@code j * games + i} is game i at the j-th multiple. */
        public long plays() {
            return (long) multiples.size() * games;
        }
    }

    /** Games {@code from} to {@code to} (exclusive, numbered as {@link Plan#plays()} says): who won, how long. */
    public record Part(long from, boolean[] won, int[] choices) implements Serializable {
    }

    /** Plays games {@code from} to {@code to} (exclusive; numbered over all multiples) on this thread. */
    public static Part part(Config config, long from, long to) {
        int n = (int) (to - from);
        boolean[] won = new boolean[n];
        int[] choices = new int[n];
        for (int k = 0; k < n; k++) {
            int j = (int) ((from + k) / config.games());
            int g = (int) ((from + k) % config.games());
            GameStats s = play(config, config.multiples().get(j), g);
            won[k] = config.game().cooperative() ? s.winners() != 0 : s.won(g % config.seats());
            choices[k] = s.choices();
        }
        return new Part(from, won, choices);
    }

    /** The figures from parts that together hold every game once, in any order. */
    public static Result result(Config config, List<Part> parts) {
        int k = config.multiples().size();
        boolean[][] won = new boolean[k][config.games()];
        int[][] choices = new int[k][config.games()];
        for (Part p : parts) {
            for (int x = 0; x < p.won().length; x++) {
                long number = p.from() + x;
                won[(int) (number / config.games())][(int) (number % config.games())] = p.won()[x];
                choices[(int) (number / config.games())][(int) (number % config.games())] = p.choices()[x];
            }
        }
        return result(config, won, choices);
    }

    private static List<String> specs(int base, int m, int searcher, int seats, boolean party) {
        List<String> out = new ArrayList<>(seats);
        for (int s = 0; s < seats; s++) {
            out.add("ismcts:" + (party || s == searcher ? base * m : base));
        }
        return out;
    }

    private SkillDepth() {
    }

    /** Plays every multiple's games; {@code progress} hears the games finished (from any thread). */
    public static Result run(Config config, IntConsumer progress) throws InterruptedException {
        int plays = config.multiples().size() * config.games();
        Part[] parts = new Part[plays];
        ExecutorService pool = Executors.newFixedThreadPool(config.threads());
        AtomicInteger finished = new AtomicInteger();
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int k = 0; k < plays; k++) {
                int number = k;
                futures.add(pool.submit(() -> {
                    parts[number] = part(config, number, number + 1);
                    progress.accept(finished.incrementAndGet());
                }));
            }
            for (Future<?> f : futures) {
                f.get();
            }
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return result(config, List.of(parts));
    }

    /** Game {@code i} at multiple {@code m}: its seed and agents' seed are game i's at every multiple. */
    static GameStats play(Config config, int m, int i) {
        List<String> specs = config.agents(m, i);
        List<Agent> agents = new ArrayList<>(specs.size());
        for (String spec : specs) {
            agents.add(config.game().agent(spec));
        }
        Setup setup = new Setup(Batch.seats(specs), config.options(), Batch.gameSeed(config.seed(), i, 0));
        return new Playout(config.game(), config.maxChoices()).play(setup, 0, agents, false);
    }

    /** The figures from each multiple's games: who won (the searcher, or the party) and their lengths. */
    static Result result(Config config, boolean[][] won, int[][] choices) {
        int n = config.games();
        List<Point> points = new ArrayList<>();
        for (int j = 0; j < won.length; j++) {
            long wins = 0;
            long sum = 0;
            long squares = 0;
            long length = 0;
            long[] bySeat = new long[config.seats()];
            long[] playedBySeat = new long[config.seats()];
            for (int i = 0; i < n; i++) {
                int d = (won[j][i] ? 1 : 0) - (won[0][i] ? 1 : 0);
                wins += won[j][i] ? 1 : 0;
                sum += d;
                squares += (long) d * d;
                length += choices[j][i];
                playedBySeat[i % config.seats()]++;
                bySeat[i % config.seats()] += won[j][i] ? 1 : 0;
            }
            double[] ci = Stats.wilson(wins, n);
            List<Metrics.Rate> seats = new ArrayList<>();
            for (int s = 0; s < config.seats(); s++) {
                seats.add(Metrics.Rate.of(bySeat[s], playedBySeat[s]));
            }
            int m = config.multiples().get(j);
            Comparison.Difference change = Comparison.paired(m + "x", Stats.share(count(won[0]), n),
                    Stats.share(wins, n), sum, squares, n);
            points.add(new Point(m, config.base() * m, wins, n, Stats.share(wins, n), ci[0], ci[1],
                    j == 0 ? null : change, seats, Stats.share(length, n)));
        }
        // The changes from 1x are held together to a false discovery rate (Benjamini-Hochberg), as compare's are.
        double[] p = new double[points.size() - 1];
        for (int j = 1; j < points.size(); j++) {
            p[j - 1] = points.get(j).change().p();
        }
        double[] q = Stats.benjaminiHochberg(p);
        for (int j = 1; j < points.size(); j++) {
            Point o = points.get(j);
            Comparison.Difference c = o.change();
            points.set(j, new Point(o.multiple(), o.iterations(), o.wins(), o.games(), o.rate(), o.low95(),
                    o.high95(), new Comparison.Difference(c.label(), c.base(), c.variant(), c.diff(), c.low95(),
                    c.high95(), c.p(), q[j - 1]), o.bySeat(), o.choices()));
        }
        return new Result(config.game().id(), config.game().rulesVersion(), config.base(), config.seats(),
                config.game().cooperative(), config.seed(), n, points);
    }

    private static long count(boolean[] won) {
        long k = 0;
        for (boolean w : won) {
            k += w ? 1 : 0;
        }
        return k;
    }

    /**
     * One multiple of the base.
     *
     * @param multiple   m
     * @param iterations the searcher's iterations a decision (m times the base's)
     * @param wins       games the searcher (or the party) won
     * @param rate       wins / games, with its Wilson interval
     * @param change     the paired change from m = 1 on the same seeds (null at m = 1)
     * @param bySeat     the searcher's win rate by the seat it sat in (a side's seat, in a game of sides)
     * @param choices    mean choices a game
     */
    public record Point(int multiple, int iterations, long wins, long games, double rate, double low95,
                        double high95, Comparison.Difference change, List<Metrics.Rate> bySeat, double choices) {
    }

    /**
     * A skill-depth run: {@code points} in the order of the multiples.
     *
     * @param party whether the seats win together (the whole party searched m times the base)
     */
    public record Result(String game, String rulesVersion, int base, int seats, boolean party, long seed, int games,
                         List<Point> points) {
    }
}
