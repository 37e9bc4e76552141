package keeptable.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
import keeptable.engine.Game;
import keeptable.engine.Setup;
import keeptable.engine.match.Match;
import keeptable.engine.module.GameModule;
import keeptable.engine.record.GameRecord;

/**
 * Plays many games on several threads and sums them up. Game {@code i} uses seed
 * {@code new Rng(seed + i).nextLong()}, so a run is reproducible whatever the thread count (the totals
 * are whole numbers, merged in any order to the same sums). With a campaign length above one, each of
 * the {@code games} is a campaign of that many games in a row, each starting from the campaign the
 * previous one left, and the summary tells how the campaigns fare game by game.
 */
public final class Simulation {

    /**
     * What to simulate. {@code agents} holds one agent name per seat, in seat order;
     * {@code campaignLength} is 1 for games that stand alone, or the games in each campaign;
     * {@code content} says which content was played and {@code command} the command line, for the report.
     */
    public record Config(GameModule game, List<String> agents, int games, int threads, long seed,
                         Map<String, String> options, int campaignLength, int maxChoices, String content,
                         String command) {
        public Config {
            agents = List.copyOf(agents);
            options = options == null ? Map.of() : Map.copyOf(options);
            content = content == null ? "the game's own content" : content;
            command = command == null ? "" : command;
            if (games <= 0) {
                throw new IllegalArgumentException("--games must be positive");
            }
            if (threads <= 0) {
                throw new IllegalArgumentException("--threads must be positive");
            }
            if (campaignLength <= 0) {
                throw new IllegalArgumentException("--campaign must be positive");
            }
            if (maxChoices <= 0) {
                throw new IllegalArgumentException("--max-choices must be positive");
            }
            if (campaignLength > 1 && game.campaign() == null) {
                throw new IllegalArgumentException(game.title() + " has no campaign");
            }
        }

        public Config(GameModule game, List<String> agents, int games, int threads, long seed,
                      Map<String, String> options, int campaignLength) {
            this(game, agents, games, threads, seed, options, campaignLength, Match.MAX_STEPS, null, null);
        }

        public Config(GameModule game, List<String> agents, int games, int threads, long seed,
                      Map<String, String> options) {
            this(game, agents, games, threads, seed, options, 1);
        }

        /** The same run with another game (another content) and its words. */
        public Config with(GameModule other, String otherContent) {
            return new Config(other, agents, games, threads, seed, options, campaignLength, maxChoices, otherContent,
                    command);
        }

        /** The same run with one game option set (a sweep over an option's values). */
        public Config withOption(String key, String value) {
            Map<String, String> more = new java.util.TreeMap<>(options);
            more.put(key, value);
            return new Config(game, agents, games, threads, seed, more, campaignLength, maxChoices, content, command);
        }

        /** The same run with other seats (a sweep over the party's size). */
        public Config withAgents(List<String> others) {
            return new Config(game, others, games, threads, seed, options, campaignLength, maxChoices, content,
                    command);
        }

        /** What was run, for the report. */
        public SimulationSummary.Run run() {
            return new SimulationSummary.Run(content, options, agents, campaignLength, maxChoices, command);
        }

        /** A fresh player of this run's games, for one thread. */
        public Batch batch() {
            return new Batch(game, agents, options, seed, campaignLength, maxChoices);
        }

        /** Refuses a bad agent, seat count or option before any game is played. */
        public void check() {
            for (String a : agents) {
                game.agent(a);
            }
            Setup probe = new Setup(Batch.seats(agents), options, 0);
            game.checkSeats(probe);
            game.newGame(probe);
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
        long started = System.nanoTime();
        Tally tally = tally(config, progress, records);
        return Summaries.of(config.game().id(), config.game().rulesVersion(), config.seed(), config.threads(),
                (System.nanoTime() - started) / 1e9, config.run(), tally);
    }

    /** Plays the run's games on its threads and returns their totals. */
    public static Tally tally(Config config, IntConsumer progress, Consumer<GameRecord> records)
            throws InterruptedException {
        config.check();
        AtomicInteger next = new AtomicInteger();
        AtomicInteger finished = new AtomicInteger();
        List<Tally> tallies = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(config.threads());
        try {
            List<Future<Tally>> futures = new ArrayList<>();
            for (int t = 0; t < config.threads(); t++) {
                futures.add(pool.submit(() -> {
                    Tally tally = new Tally(config.agents().size());
                    Batch batch = config.batch();
                    int i;
                    while ((i = next.getAndIncrement()) < config.games()) {
                        batch.play(i, tally, records);
                        progress.accept(finished.incrementAndGet());
                    }
                    return tally;
                }));
            }
            for (Future<Tally> f : futures) {
                tallies.add(get(f));
            }
        } finally {
            pool.shutdownNow();
        }
        Tally all = new Tally(config.agents().size());
        tallies.forEach(all::merge);
        return all;
    }

    private static Tally get(Future<Tally> f) throws InterruptedException {
        try {
            return f.get();
        } catch (java.util.concurrent.ExecutionException e) {
            Throwable cause = e.getCause();
            if (cause instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(cause);
        }
    }

    /** The seed of the {@code g}-th game (from 0) of the {@code i}-th campaign, or of game {@code i} when g is 0. */
    public static long gameSeed(long runSeed, int i, int g) {
        return Batch.gameSeed(runSeed, i, g);
    }

    /** The Wilson score interval at 95% for {@code k} successes in {@code n} trials. */
    public static double[] wilson(int k, int n) {
        return Stats.wilson(k, n);
    }
}
