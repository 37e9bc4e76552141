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
import keeptable.engine.campaign.Campaign;
import keeptable.engine.campaign.Campaigns;
import keeptable.engine.match.Match;
import keeptable.engine.record.GameRecord;

/**
 * Plays many games on several threads and sums them up. Game {@code i} uses seed
 * {@code new Rng(seed + i).nextLong()}, so a run is reproducible whatever the thread count.
 * With a campaign length above one, each of the {@code games} is a campaign of that many games in a
 * row, each starting from the campaign the previous one left, and the summary tells how the
 * campaigns fare game by game.
 */
public final class Simulation {

    /**
     * What to simulate. {@code agents} holds one agent name per seat, in seat order;
     * {@code campaignLength} is 1 for games that stand alone, or the games in each campaign.
     */
    public record Config(Game game, List<String> agents, int games, int threads, long seed,
                         Map<String, String> options, int campaignLength) {
        public Config {
            agents = List.copyOf(agents);
            options = options == null ? Map.of() : Map.copyOf(options);
            if (games <= 0) {
                throw new IllegalArgumentException("--games must be positive");
            }
            if (threads <= 0) {
                throw new IllegalArgumentException("--threads must be positive");
            }
            if (campaignLength <= 0) {
                throw new IllegalArgumentException("--campaign must be positive");
            }
            if (campaignLength > 1 && game.campaign() == null) {
                throw new IllegalArgumentException(game.title() + " has no campaign");
            }
        }

        public Config(Game game, List<String> agents, int games, int threads, long seed,
                      Map<String, String> options) {
            this(game, agents, games, threads, seed, options, 1);
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
        Setup probe = new Setup(seats, config.options(), 0);
        config.game().checkSeats(probe);
        config.game().newGame(probe); // fails early on bad options
        long started = System.nanoTime();
        AtomicInteger next = new AtomicInteger();
        AtomicInteger finished = new AtomicInteger();
        List<Tally> tallies = Collections.synchronizedList(new ArrayList<>());
        ExecutorService pool = Executors.newFixedThreadPool(config.threads());
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (int t = 0; t < config.threads(); t++) {
                futures.add(pool.submit(() -> {
                    Tally tally = new Tally(seats.size(), config.campaignLength());
                    tallies.add(tally);
                    List<Agent> agents = new ArrayList<>();
                    for (String a : config.agents()) {
                        agents.add(Agents.create(a, config.game()));
                    }
                    int i;
                    while ((i = next.getAndIncrement()) < config.games()) {
                        long seed = gameSeed(config.seed(), i, 0);
                        Setup setup = new Setup(seats, config.options(), seed);
                        Campaign campaign = config.campaignLength() > 1
                                ? Campaigns.of(config.game().campaign(), setup) : null;
                        for (int g = 0; g < config.campaignLength(); g++) {
                            if (campaign != null) {
                                setup = Campaigns.carrying(
                                        new Setup(seats, config.options(), gameSeed(config.seed(), i, g)), campaign);
                            }
                            Match.Result result = new Match(config.game(), setup, agents, ~setup.seed()).play();
                            tally.add(g, result);
                            if (records != null) {
                                records.accept(result.record());
                            }
                            if (campaign != null) {
                                campaign = Campaigns.after(config.game(), campaign, result.last());
                                if (campaign.isFinished()) {
                                    break;
                                }
                            }
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

    /** The seed of the {@code g}-th game (from 0) of the {@code i}-th campaign, or of game {@code i} when g is 0. */
    public static long gameSeed(long runSeed, int i, int g) {
        return new Rng(runSeed + i).nextLong() + g;
    }

    private static SimulationSummary summarise(Config config, List<Tally> tallies, double seconds) {
        int n = config.agents().size();
        int[] wins = new int[n];
        int noWinner = 0;
        List<Integer> lengths = new ArrayList<>();
        Map<String, ItemTally> items = new TreeMap<>();
        Map<String, Integer> endings = new TreeMap<>();
        StageTally[] stages = new StageTally[config.campaignLength()];
        for (int g = 0; g < stages.length; g++) {
            stages[g] = new StageTally();
        }
        for (Tally t : tallies) {
            for (int s = 0; s < n; s++) {
                wins[s] += t.wins[s];
            }
            noWinner += t.noWinner;
            lengths.addAll(t.lengths);
            t.items.forEach((k, v) -> items.computeIfAbsent(k, x -> new ItemTally()).add(v));
            t.endings.forEach((k, v) -> endings.merge(k, v, Integer::sum));
            for (int g = 0; g < stages.length; g++) {
                stages[g].add(t.stages[g]);
            }
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
        List<SimulationSummary.CampaignGame> campaign = new ArrayList<>();
        if (stages.length > 1) {
            for (int g = 0; g < stages.length; g++) {
                StageTally t = stages[g];
                double[] ci = wilson(t.won, t.played);
                campaign.add(new SimulationSummary.CampaignGame(g + 1, t.played, t.won,
                        t.played == 0 ? 0 : (double) t.won / t.played, ci[0], ci[1], Map.copyOf(t.endings)));
            }
        }
        return new SimulationSummary(config.game().id(), config.game().rulesVersion(), games, config.threads(),
                config.seed(), seconds, games / Math.max(seconds, 1e-9), seatSummaries, noWinner, length,
                itemSummaries, endings, campaign);
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
        return new double[] {k == 0 ? 0 : Math.max(0, centre - half), k == n ? 1 : Math.min(1, centre + half)};
    }

    /** One thread's running totals. */
    private static final class Tally {
        final int[] wins;
        int noWinner;
        final List<Integer> lengths = new ArrayList<>();
        final Map<String, ItemTally> items = new TreeMap<>();

        final Map<String, Integer> endings = new TreeMap<>();
        final StageTally[] stages;

        Tally(int seats, int campaignLength) {
            wins = new int[seats];
            stages = new StageTally[campaignLength];
            for (int g = 0; g < campaignLength; g++) {
                stages[g] = new StageTally();
            }
        }

        /** Counts the game played {@code stage}-th in its campaign (0 when games stand alone). */
        void add(int stage, Match.Result result) {
            List<Integer> winners = result.record().outcome().winners();
            String ending = result.record().outcome().reason();
            endings.merge(ending, 1, Integer::sum);
            stages[stage].played++;
            if (!winners.isEmpty()) {
                stages[stage].won++;
            }
            stages[stage].endings.merge(ending, 1, Integer::sum);
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

    /** How the games played at one position of their campaigns went. */
    private static final class StageTally {
        int played;
        int won;
        final Map<String, Integer> endings = new TreeMap<>();

        void add(StageTally o) {
            played += o.played;
            won += o.won;
            o.endings.forEach((k, v) -> endings.merge(k, v, Integer::sum));
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
