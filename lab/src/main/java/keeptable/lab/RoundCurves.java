package keeptable.lab;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * Running totals of games round by round, in whole numbers (so merged in any order they are exactly the same):
 * per round r the games that reached it, each seat's value summed over them (the game's own measure at the
 * round's start) and the lead changes in it; and per game the lead changes and their squares, for the mean's
 * interval. See docs/lab.md, "Per-round curves".
 */
public final class RoundCurves implements Serializable {
    private final int seats;
    String roundWord;
    String measure;
    boolean countedByLab;
    /** Per round (from 1): games that reached it, games whose lead was measured that reached it, lead changes in
     * it, then each seat's value summed over the games that reached it. */
    final TreeMap<Integer, long[]> rounds = new TreeMap<>();
    long leadGames;
    long leadSum;
    long leadSquares;

    public RoundCurves(int seats) {
        this.seats = seats;
    }

    public void add(GameStats g) {
        GameStats.Course c = g.course();
        if (c == null) {
            return;
        }
        if (roundWord == null) {
            roundWord = c.roundWord();
            countedByLab = c.countedByLab();
        }
        if (c.measure() != null && measure == null) {
            measure = c.measure();
        }
        for (int r = 1; r <= c.reached(); r++) {
            long[] t = rounds.computeIfAbsent(r, k -> new long[3 + seats]);
            t[0]++;
            if (c.leadChanges() != null) {
                t[1]++;
                t[2] += r <= c.leadChanges().length ? c.leadChanges()[r - 1] : 0;
            }
            int[] v = r <= c.values().length ? c.values()[r - 1] : null;
            for (int s = 0; v != null && s < seats; s++) {
                t[3 + s] += v[s];
            }
        }
        if (c.leadChanges() != null) {
            leadGames++;
            leadSum += g.leadChanges();
            leadSquares += (long) g.leadChanges() * g.leadChanges();
        }
    }

    public void merge(RoundCurves o) {
        if (roundWord == null) {
            roundWord = o.roundWord;
            countedByLab = o.countedByLab;
        }
        if (measure == null) {
            measure = o.measure;
        }
        o.rounds.forEach((r, v) -> {
            long[] t = rounds.computeIfAbsent(r, k -> new long[v.length]);
            for (int i = 0; i < v.length; i++) {
                t[i] += v[i];
            }
        });
        leadGames += o.leadGames;
        leadSum += o.leadSum;
        leadSquares += o.leadSquares;
    }

    /** The curves of a run of {@code games} games. */
    public Summary summary(long games) {
        if (rounds.isEmpty()) {
            return null;
        }
        List<Round> out = new ArrayList<>();
        for (Map.Entry<Integer, long[]> e : rounds.entrySet()) {
            long[] t = e.getValue();
            double[] mean = null;
            if (measure != null) {
                mean = new double[seats];
                for (int s = 0; s < seats; s++) {
                    mean[s] = Stats.share(t[3 + s], t[0]);
                }
            }
            double[] ci = Stats.wilson(t[0], games);
            out.add(new Round(e.getKey(), t[0], Stats.share(t[0], games), ci[0], ci[1], mean,
                    t[1] == 0 ? null : (double) t[2] / t[1]));
        }
        return new Summary(roundWord, countedByLab, measure, out, leadChanges());
    }

    /** The mean lead changes per game with its 95 % normal interval, or null where no lead was measured. */
    Lead leadChanges() {
        if (leadGames == 0) {
            return null;
        }
        double mean = (double) leadSum / leadGames;
        double half = 0;
        if (leadGames > 1) {
            double var = (leadSquares - leadGames * mean * mean) / (leadGames - 1);
            half = Stats.Z * Math.sqrt(Math.max(0, var) / leadGames);
        }
        return new Lead(leadGames, mean, mean - half, mean + half);
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof RoundCurves c) || c.seats != seats || c.leadGames != leadGames || c.leadSum != leadSum
                || c.leadSquares != leadSquares || !c.rounds.keySet().equals(rounds.keySet())) {
            return false;
        }
        for (Integer r : rounds.keySet()) {
            if (!Arrays.equals(rounds.get(r), c.rounds.get(r))) {
                return false;
            }
        }
        return true;
    }

    @Override
    public int hashCode() {
        return Long.hashCode(leadSum) * 31 + rounds.size();
    }

    /**
     * A run round by round.
     *
     * @param roundWord    what a round is ("round", or "turn" where the game counts turns)
     * @param countedByLab the game counts no rounds: a round is the lab's (the first chooser choosing again)
     * @param measure      what the means count (the game's own measure), or null where it reports none
     * @param rounds       each round reached by some game
     * @param leadChanges  mean lead changes per game, with its interval; null where the lead was not measured
     */
    public record Summary(String roundWord, boolean countedByLab, String measure, List<Round> rounds,
                          Lead leadChanges) {
    }

    /**
     * One round.
     *
     * @param round       the round, from 1
     * @param games       games that reached it
     * @param running     their share of all games (the survival curve), with its Wilson interval
     * @param mean        each seat's mean value at the round's start over the games that reached it; null without
     *                    a measure
     * @param leadChanges mean lead changes in this round over the measured games that reached it, or null
     */
    public record Round(int round, long games, double running, double low95, double high95, double[] mean,
                        Double leadChanges) {
        /** Equal figures, the seats' means compared by value (a record compares arrays by identity). */
        @Override
        public boolean equals(Object o) {
            return o instanceof Round r && round == r.round && games == r.games
                    && Double.compare(running, r.running) == 0 && Double.compare(low95, r.low95) == 0
                    && Double.compare(high95, r.high95) == 0 && Arrays.equals(mean, r.mean)
                    && Objects.equals(leadChanges, r.leadChanges);
        }

        @Override
        public int hashCode() {
            return Objects.hash(round, games, running, low95, high95, Arrays.hashCode(mean), leadChanges);
        }

        @Override
        public String toString() {
            return "Round[round=" + round + ", games=" + games + ", running=" + running + ", low95=" + low95
                    + ", high95=" + high95 + ", mean=" + Arrays.toString(mean) + ", leadChanges=" + leadChanges + "]";
        }
    }

    /** Mean lead changes per game over {@code games} games, with its 95 % interval. */
    public record Lead(long games, double mean, double low95, double high95) {
    }
}
