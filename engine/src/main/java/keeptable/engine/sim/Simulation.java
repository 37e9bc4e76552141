package keeptable.engine.sim;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import keeptable.engine.Game;
import keeptable.engine.ItemUse;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.Agents;
import keeptable.engine.match.Match;
import keeptable.engine.record.GameRecord;

/**
 * Plays many games on several threads and sums them up. Game {@code i} uses seed
 * {@code new Rng(seed + i).nextLong()}, so a run is reproducible whatever the thread count.
 */
public final class Simulation {

    /** What to simulate. {@code agents} holds one agent name per seat, in seat order. */
    public record Config(Game game, List<String> agents, int games, int threads, long seed,
                         Map<String, String> options) {
        public Config {
            agents = List.copyOf(agents);
            options = options == null ? Map.of() : Map.copyOf(options);
            if (games <= 0) {
                throw new IllegalArgumentException("--games must be positive");
            }
            if (threads <= 0) {
                throw new IllegalArgumentException("--threads must be positive");
            }
        }
    }

    private Simulation() {
    }

    /**
     * Runs the simulation.
     *
     * @param progress told the number of finished games after each one (from any thread)
     * @param records  receives each finished game's record (from any thread), or null
     */
    public static SimulationSummary run(Config config, IntConsumer progress, Consumer<GameRecord> records)
            throws InterruptedException {
        for (String a : config.agents()) {
            Agents.create(a, config.game()); // fails early on a bad agent name
        }
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < config.agents().size(); i++) {
            seats.add(new Seat("Seat " + (i + 1), config.agents().get(i)));
        }
        config.game().checkSeats(new Setup(seats, config.options(), 0));
        long started = System.nanoTime();
        AtomicInteger next = new AtomicInteger();
        AtomicInteger finished = new AtomicInteger();
        List<Tally> tallies = Collections.synchronizedList(new ArrayList<>());
        ExecutorService pool = Executors.newFixedThreadPool(config.threads());
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int t = 0; t < config.threads(); t++) {
                futures.add(pool.submit(() -> {
                    Tally tally = new Tally(seats.size());
                    tallies.add(tally);
                    List<Agent> agents = new ArrayList<>();
                    for (String a : config.agents()) {
                        agents.add(Agents.create(a, config.game()));
                    }
                    int i;
                    while ((i = next.getAndIncrement()) < config.games()) {
                        long seed = new Rng(config.seed() + i).nextLong();
                        Setup setup = new Setup(seats, config.options(), seed);
                        Match.Result result = new Match(config.game(), setup, agents, ~seed).play();
                        tally.add(result);
                        if (records != null) {
                            records.accept(result.record());
                        }
                        progress.accept(finished.incrementAndGet());
                    }
                    return null;
                }));
            }
            for (Future<?> f : futures) {
                try {
                    f.get();
                } catch (java.util.concurrent.ExecutionException e) {
                    Throwable cause = e.getCause();
                    if (cause instanceof RuntimeException re) {
                        throw re;
                    }
                    throw new IllegalStateException(cause);
                }
            }
        } finally {
            pool.shutdownNow();
        }
        double seconds = (System.nanoTime() - started) / 1e9;
        return summarise(config, tallies, seconds);
    }

    private static SimulationSummary summarise(Config config, List<Tally> tallies, double seconds) {
        int n = config.agents().size();
        int[] wins = new int[n];
        int noWinner = 0;
        List<Integer> lengths = new ArrayList<>();
        Map<String, ItemTally> items = new TreeMap<>();
        for (Tally t : tallies) {
            for (int s = 0; s < n; s++) {
                wins[s] += t.wins[s];
            }
            noWinner += t.noWinner;
            lengths.addAll(t.lengths);
            t.items.forEach((k, v) -> items.computeIfAbsent(k, x -> new ItemTally()).add(v));
        }
        int games = lengths.size();
        List<SimulationSummary.SeatSummary> seatSummaries = new ArrayList<>();
        for (int s = 0; s < n; s++) {
            double[] ci = wilson(wins[s], games);
            seatSummaries.add(new SimulationSummary.SeatSummary(s, config.agents().get(s), wins[s],
                    games == 0 ? 0 : (double) wins[s] / games, ci[0], ci[1]));
        }
        Collections.sort(lengths);
        double mean = lengths.stream().mapToInt(Integer::intValue).average().orElse(0);
        SimulationSummary.Lengths length = new SimulationSummary.Lengths(mean,
                lengths.isEmpty() ? 0 : lengths.get(lengths.size() / 2),
                lengths.isEmpty() ? 0 : lengths.get(0),
                lengths.isEmpty() ? 0 : lengths.get(lengths.size() - 1));
        List<SimulationSummary.ItemSummary> itemSummaries = new ArrayList<>();
        items.forEach((name, t) -> {
            double[] ci = wilson(t.userWins, t.users);
            itemSummaries.add(new SimulationSummary.ItemSummary(name, t.games, t.uses, t.users,
                    t.users == 0 ? 0 : (double) t.userWins / t.users, ci[0], ci[1]));
        });
        return new SimulationSummary(config.game().id(), config.game().rulesVersion(), games, config.threads(),
                config.seed(), seconds, games / Math.max(seconds, 1e-9), seatSummaries, noWinner, length,
                itemSummaries);
    }

    /** The Wilson score interval at 95% for {@code k} successes in {@code n} trials. */
    public static double[] wilson(int k, int n) {
        if (n == 0) {
            return new double[] {0, 1};
        }
        double z = 1.959963984540054;
        double p = (double) k / n;
        double denom = 1 + z * z / n;
        double centre = (p + z * z / (2.0 * n)) / denom;
        double half = z * Math.sqrt(p * (1 - p) / n + z * z / (4.0 * n * n)) / denom;
        return new double[] {Math.max(0, centre - half), Math.min(1, centre + half)};
    }

    /** One thread's running totals. */
    private static final class Tally {
        final int[] wins;
        int noWinner;
        final List<Integer> lengths = new ArrayList<>();
        final Map<String, ItemTally> items = new TreeMap<>();

        Tally(int seats) {
            wins = new int[seats];
        }

        void add(Match.Result result) {
            List<Integer> winners = result.record().outcome().winners();
            for (int w : winners) {
                wins[w]++;
            }
            if (winners.isEmpty()) {
                noWinner++;
            }
            lengths.add(result.record().choices().size());
            Map<String, ItemTally> inGame = new TreeMap<>();
            for (ItemUse use : result.last().itemUses()) {
                ItemTally t = inGame.computeIfAbsent(use.item(), k -> new ItemTally());
                t.uses += use.times();
                t.users++;
                if (winners.contains(use.seat())) {
                    t.userWins++;
                }
            }
            inGame.forEach((k, v) -> {
                v.games = 1;
                items.computeIfAbsent(k, x -> new ItemTally()).add(v);
            });
        }
    }

    private static final class ItemTally {
        int games;
        int uses;
        int users;
        int userWins;

        void add(ItemTally o) {
            games += o.games;
            uses += o.uses;
            users += o.users;
            userWins += o.userWins;
        }
    }
}
