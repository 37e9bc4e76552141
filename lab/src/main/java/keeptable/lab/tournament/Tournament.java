package keeptable.lab.tournament;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.IntConsumer;
import keeptable.engine.Outcome;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.Agents;
import keeptable.engine.agent.RandomAgent;
import keeptable.lab.Simulation;
import keeptable.engine.match.Match;
import keeptable.engine.module.GameModule;

/**
 * Plays agents against each other with every seat assignment rotated (a game with opponents), or
 * one party of each agent kind on the same deals (a co-operative game), and rates them: {@link Standings}.
 */
public final class Tournament {
    /**
     * @param game    the game
     * @param agents  agent specs, e.g. heuristic, ismcts:2000, ismcts:500ms
     * @param games   games to play at least (rounded up to whole rounds)
     * @param seats   seats at the table
     * @param seed    seed of the run; round r is dealt from a seed drawn from it
     * @param threads games played at once
     * @param options the game's options
     */
    public record Config(GameModule game, List<String> agents, int games, int seats, long seed, int threads,
                         Map<String, String> options) {
        public Config {
            agents = List.copyOf(agents);
            options = Map.copyOf(options);
            if (agents.size() < 2 || agents.stream().distinct().count() != agents.size()) {
                throw new SetupException("a tournament needs at least two different agents, not " + agents);
            }
            if (games < 1 || threads < 1) {
                throw new SetupException("a tournament needs at least one game and one thread");
            }
            if (seats < game.minSeats() || seats > game.maxSeats()) {
                throw new SetupException(game.title() + " is for " + game.minSeats() + " to " + game.maxSeats()
                        + " players, not " + seats);
            }
            for (String a : agents) {
                if (!Agents.isBot(a)) {
                    throw new SetupException("'" + a + "' is no bot; use random, heuristic, ismcts, ismcts:<iterations>"
                            + " or ismcts:<ms>ms");
                }
                game.agent(a);
            }
            game.checkOptions(new Setup(List.of(new Seat("probe", agents.get(0))), options, 0));
        }

        /** Whether the game's seats play together against the game (parties) rather than against each other. */
        public boolean cooperative() {
            return game.cooperative();
        }
    }

    private Tournament() {
    }

    /**
     * The seatings of one round of {@code config}: parties in a co-operative game; otherwise every
     * rotation, and in a game of sides also the mirror games ({@link Seatings#rotated(int, int, boolean)}).
     */
    public static List<int[]> round(Config config) {
        int k = config.agents().size();
        if (config.cooperative()) {
            return Seatings.parties(k, config.seats());
        }
        List<int[]> round = Seatings.rotated(k, config.seats(), hasSides(config));
        Seatings.checkBalanced(round, k);
        return round;
    }

    /**
     * Whether the game's seats play sides (an outcome names each seat's side), learned from one game of
     * random play at the tournament's seats, options and seed: a game says its sides only in its outcome.
     */
    static boolean hasSides(Config config) {
        List<Seat> seats = new ArrayList<>(config.seats());
        List<Agent> agents = new ArrayList<>(config.seats());
        for (int s = 0; s < config.seats(); s++) {
            seats.add(new Seat("Player " + (s + 1), "random"));
            agents.add(RandomAgent.INSTANCE);
        }
        Setup setup = new Setup(seats, config.options(), config.seed());
        Outcome outcome = new Match(config.game(), setup, agents, config.seed()).withoutRecord().play().last().outcome();
        return !outcome.results().isEmpty() && outcome.results().get(0).side() != null;
    }

    /** The games the tournament plays: its games rounded up to whole rounds. */
    public static int total(Config config) {
        int round = round(config).size();
        return (config.games() + round - 1) / round * round;
    }

    /** Plays the tournament; {@code progress} hears how many games are finished, after each. */
    public static Standings run(Config config, IntConsumer progress) throws InterruptedException {
        List<int[]> round = round(config);
        int rounds = (config.games() + round.size() - 1) / round.size();
        ExecutorService pool = Executors.newFixedThreadPool(config.threads());
        List<Future<Played>> futures = new ArrayList<>();
        AtomicInteger finished = new AtomicInteger();
        try {
            for (int r = 0; r < rounds; r++) {
                long seed = Simulation.gameSeed(config.seed(), r, 0);
                for (int g = 0; g < round.size(); g++) {
                    int roundIndex = r;
                    int[] seating = round.get(g);
                    long agentSeed = seed * 31 + g;
                    futures.add(pool.submit(() -> {
                        Played p = play(config, roundIndex, seating, seed, agentSeed);
                        progress.accept(finished.incrementAndGet());
                        return p;
                    }));
                }
            }
            List<Played> played = new ArrayList<>(futures.size());
            for (Future<Played> f : futures) {
                played.add(f.get());
            }
            return Standings.of(config.game().id(), config.cooperative(), config.agents(), config.seats(),
                    config.seed(), played);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /** Plays one game of round {@code round} with the agents seated as {@code seating}. */
    static Played play(Config config, int round, int[] seating, long seed, long agentSeed) {
        List<Seat> seats = new ArrayList<>(seating.length);
        List<Agent> agents = new ArrayList<>(seating.length);
        Thinking[] thinking = new Thinking[seating.length];
        for (int s = 0; s < seating.length; s++) {
            String spec = config.agents().get(seating[s]);
            seats.add(new Seat("Player " + (s + 1), spec));
            thinking[s] = new Thinking(config.game().agent(spec));
            agents.add(thinking[s]);
        }
        Setup setup = new Setup(seats, config.options(), seed);
        Match.Result result = new Match(config.game(), setup, agents, agentSeed).play();
        Outcome outcome = result.record().outcome();
        int n = seating.length;
        int[] place = new int[n];
        String[] side = new String[n];
        boolean[] won = new boolean[n];
        for (int s = 0; s < n; s++) {
            place[s] = outcome.place(s);
            won[s] = outcome.won(s);
            side[s] = outcome.results().isEmpty() ? null : outcome.results().get(s).side();
        }
        Outcome.Progress p = outcome.progress();
        double progress = p == null || p.of() == 0 ? Double.NaN : (double) p.reached() / p.of();
        return new Played(round, seating.clone(), place, side, won, progress, result.last().step(), thinking);
    }
}
