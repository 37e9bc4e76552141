package keeptable.lab.tournament;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.Rng;
import keeptable.lab.Simulation;

/**
 * A tournament's results. In a game with opponents: each participant's Bradley–Terry rating (an agent,
 * or an agent on one side where the game has sides) with a 95 % interval from a bootstrap over whole
 * rounds (a round keeps its rotation, so a resample stays seat-fair). In a co-operative game: each
 * party's win rate (Wilson 95 % interval) and mean progress (normal 95 % interval). Either way, how
 * often each seat won, so that a seat's advantage shows, and how often each participant took each place.
 */
public record Standings(String game, boolean cooperative, int games, int rounds, List<Rating> ratings,
                        List<Party> parties, List<SeatRate> seats, double meanLength, List<Speed> speeds,
                        List<Places> places) {

    /** Resamples of the rounds behind each interval. */
    static final int BOOTSTRAP = 400;

    /** The fewest rounds whose resampled intervals are worth trusting ({@link #roughIntervals}). */
    static final int TRUSTED_ROUNDS = 10;

    /** A participant's rating on the Elo scale (the mean is 0) and its 95 % interval. */
    public record Rating(String participant, double rating, double low, double high, int games) {
    }

    /** A co-operative party of one agent kind: its wins and how far it got (fraction of the way). */
    public record Party(String agent, int games, int wins, double winRate, double low, double high,
                        double progress, double progressLow, double progressHigh) {
    }

    /** What an agent's moves cost: CPU milliseconds of one thread, on average and at most (one-choice moves left out). */
    public record Speed(String agent, int moves, double meanMillis, double longestMillis) {
    }

    /**
     * How often a participant (as {@link #ratings} names it) finished in each place: {@code count[k]}
     * seats it held ended in place {@code k + 1} (seats that tie share the better place).
     */
    public record Places(String participant, int seats, int[] count) {
    }

    /** How often a seat won, whoever sat in it. */
    public record SeatRate(int seat, int games, int wins, double rate, double low, double high) {
    }

    /** The standings of a tournament's games: its game, whether its seats win together, its entrants, seats, seed. */
    static Standings of(String game, boolean cooperative, List<String> entrants, int seats, long seed,
                        List<Played> played) {
        String[] agents = entrants.toArray(String[]::new);
        int rounds = played.stream().mapToInt(Played::round).max().orElse(-1) + 1;
        double length = played.stream().mapToInt(Played::length).average().orElse(0);
        List<Rating> ratings = cooperative ? List.of() : rate(agents, played, rounds, seed);
        List<Party> parties = cooperative ? parties(agents, played) : List.of();
        return new Standings(game, cooperative, played.size(), rounds, ratings, parties, seatRates(seats, played),
                length, speeds(agents, played), cooperative ? List.of() : places(agents, played, seats));
    }

    /**
     * A warning when the ratings rest on fewer than {@link #TRUSTED_ROUNDS} rounds, or null. The bootstrap
     * resamples whole rounds, so with few of them it sees little of the spread: from two rounds an interval
     * is nearly a point, however much the games varied. At four or more seats a round is many games (30 at
     * five seats), so a few hundred games can still be only a few rounds.
     */
    public String roughIntervals() {
        if (cooperative || rounds >= TRUSTED_ROUNDS) {
            return null;
        }
        int perRound = (games + rounds - 1) / Math.max(rounds, 1);
        return "only " + rounds + (rounds == 1 ? " round" : " rounds") + " of " + perRound + " games: intervals"
                + " resampled from so few rounds are too narrow to trust; play at least " + TRUSTED_ROUNDS
                + " rounds (--games " + TRUSTED_ROUNDS * perRound + ")";
    }

    /** Each participant's places, in order of first appearance. */
    static List<Places> places(String[] agents, List<Played> played, int seats) {
        Map<String, int[]> counts = new LinkedHashMap<>();
        for (Played p : played) {
            for (int s = 0; s < p.seating().length; s++) {
                counts.computeIfAbsent(p.participant(agents, s), k -> new int[seats])[p.place()[s] - 1]++;
            }
        }
        List<Places> out = new ArrayList<>(counts.size());
        counts.forEach((who, count) -> out.add(new Places(who, Arrays.stream(count).sum(), count)));
        return out;
    }

    private static List<Speed> speeds(String[] agents, List<Played> played) {
        List<Speed> out = new ArrayList<>(agents.length);
        for (int a = 0; a < agents.length; a++) {
            int moves = 0;
            long total = 0;
            long longest = 0;
            for (Played p : played) {
                for (int s = 0; s < p.seating().length; s++) {
                    if (p.seating()[s] == a && p.thinking() != null) {
                        moves += p.thinking()[s].moves();
                        total += p.thinking()[s].totalNanos();
                        longest = Math.max(longest, p.thinking()[s].longestNanos());
                    }
                }
            }
            out.add(new Speed(agents[a], moves, moves == 0 ? 0 : total / 1e6 / moves, longest / 1e6));
        }
        return out;
    }

    /** Ratings with bootstrap intervals; participants in order of first appearance. */
    static List<Rating> rate(String[] agents, List<Played> played, int rounds, long seed) {
        Map<String, Integer> index = new LinkedHashMap<>();
        for (Played p : played) {
            for (int s = 0; s < p.seating().length; s++) {
                index.putIfAbsent(p.participant(agents, s), index.size());
            }
        }
        int n = index.size();
        double[][][] byRound = new double[rounds][n][n];
        int[] games = new int[n];
        for (Played p : played) {
            boolean[] in = new boolean[n];
            for (int s = 0; s < p.seating().length; s++) {
                in[index.get(p.participant(agents, s))] = true;
            }
            for (int i = 0; i < n; i++) {
                games[i] += in[i] ? 1 : 0;
            }
            compare(p, agents, index, byRound[p.round()]);
        }
        double[] rating = BradleyTerry.fit(sum(byRound, null));
        double[][] samples = new double[BOOTSTRAP][];
        Rng rng = new Rng(seed ^ 0x5EEDL);
        int[] pick = new int[rounds];
        for (int b = 0; b < BOOTSTRAP; b++) {
            for (int r = 0; r < rounds; r++) {
                pick[r] = rng.nextInt(rounds);
            }
            samples[b] = BradleyTerry.fit(sum(byRound, pick));
        }
        List<Rating> out = new ArrayList<>(n);
        for (Map.Entry<String, Integer> e : index.entrySet()) {
            int i = e.getValue();
            double[] column = new double[BOOTSTRAP];
            for (int b = 0; b < BOOTSTRAP; b++) {
                column[b] = samples[b][i];
            }
            Arrays.sort(column);
            out.add(new Rating(e.getKey(), rating[i], column[(int) (BOOTSTRAP * 0.025)],
                    column[(int) Math.ceil(BOOTSTRAP * 0.975) - 1], games[i]));
        }
        return out;
    }

    /**
     * Adds a game's meetings to {@code wins}: every two seats of different participants (and, where
     * the game has sides, of different sides) met once; the better place won it, an equal place is a draw.
     */
    private static void compare(Played p, String[] agents, Map<String, Integer> index, double[][] wins) {
        int seats = p.seating().length;
        for (int s = 0; s < seats; s++) {
            for (int t = s + 1; t < seats; t++) {
                int i = index.get(p.participant(agents, s));
                int j = index.get(p.participant(agents, t));
                boolean sameSide = p.side()[s] != null && p.side()[s].equals(p.side()[t]);
                if (i == j || sameSide) {
                    continue;
                }
                if (p.place()[s] < p.place()[t]) {
                    wins[i][j] += 1;
                } else if (p.place()[s] > p.place()[t]) {
                    wins[j][i] += 1;
                } else {
                    wins[i][j] += 0.5;
                    wins[j][i] += 0.5;
                }
            }
        }
    }

    /** The meetings of the rounds {@code pick} names (each as often as named), or of all rounds when null. */
    private static double[][] sum(double[][][] byRound, int[] pick) {
        int n = byRound.length == 0 ? 0 : byRound[0].length;
        double[][] total = new double[n][n];
        int count = pick == null ? byRound.length : pick.length;
        for (int k = 0; k < count; k++) {
            double[][] round = byRound[pick == null ? k : pick[k]];
            for (int i = 0; i < n; i++) {
                for (int j = 0; j < n; j++) {
                    total[i][j] += round[i][j];
                }
            }
        }
        return total;
    }

    private static List<Party> parties(String[] agents, List<Played> played) {
        List<Party> out = new ArrayList<>();
        for (int a = 0; a < agents.length; a++) {
            int games = 0;
            int wins = 0;
            double sum = 0;
            double squares = 0;
            int measured = 0;
            for (Played p : played) {
                if (p.seating()[0] != a) {
                    continue;
                }
                games++;
                wins += p.won()[0] ? 1 : 0;
                if (!Double.isNaN(p.progress())) {
                    measured++;
                    sum += p.progress();
                    squares += p.progress() * p.progress();
                }
            }
            double[] ci = Simulation.wilson(wins, games);
            double mean = measured == 0 ? Double.NaN : sum / measured;
            double sd = measured < 2 ? 0 : Math.sqrt(Math.max(0, (squares - measured * mean * mean) / (measured - 1)));
            double half = measured == 0 ? Double.NaN : 1.959963984540054 * sd / Math.sqrt(measured);
            out.add(new Party(agents[a], games, wins, games == 0 ? 0 : (double) wins / games, ci[0], ci[1], mean,
                    Math.max(0, mean - half), Math.min(1, mean + half)));
        }
        return out;
    }

    private static List<SeatRate> seatRates(int seats, List<Played> played) {
        List<SeatRate> out = new ArrayList<>(seats);
        for (int s = 0; s < seats; s++) {
            int wins = 0;
            for (Played p : played) {
                wins += p.won()[s] ? 1 : 0;
            }
            double[] ci = Simulation.wilson(wins, played.size());
            out.add(new SeatRate(s, played.size(), wins, played.isEmpty() ? 0 : (double) wins / played.size(),
                    ci[0], ci[1]));
        }
        return out;
    }
}
