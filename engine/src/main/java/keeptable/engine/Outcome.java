package keeptable.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * How a game ended: the seats that won (several in a co-operative or team game, none when all lose),
 * why, in words, each seat's result, and for a co-operative game or a graded ending how far the
 * players got.
 *
 * @param winners  the seats that won
 * @param reason   why the game ended, in words
 * @param results  one {@link SeatResult} per seat, by seat number; empty in records made before games
 *                 reported them (then {@link #place} falls back to the winners)
 * @param progress how far the players got (Quest objectives done, Biome reached, spawning squares
 *                 destroyed), or null when the game measures none
 */
public record Outcome(List<Integer> winners, String reason, List<SeatResult> results, Progress progress) {
    public Outcome {
        winners = List.copyOf(winners);
        results = results == null ? List.of() : List.copyOf(results);
        for (int w : winners) {
            if (w < 0 || !results.isEmpty() && w >= results.size()) {
                throw new IllegalArgumentException("winner " + w + " is no seat of a game of " + results.size());
            }
        }
    }

    /** An ending that says only who won: no per-seat results, no progress. */
    public Outcome(List<Integer> winners, String reason) {
        this(winners, reason, List.of(), null);
    }

    /**
     * An ending where the winners share first place and every other seat second (with no winner all
     * share first): a game of sides or of one winner, each seat's side named by {@code side(seat)}.
     */
    public static Outcome sides(int seats, List<Integer> winners, String reason, SideName side, Progress progress) {
        List<SeatResult> results = new ArrayList<>(seats);
        for (int seat = 0; seat < seats; seat++) {
            int place = winners.isEmpty() || winners.contains(seat) ? 1 : 2;
            results.add(new SeatResult(place, side == null ? null : side.of(seat), null));
        }
        return new Outcome(winners, reason, results, progress);
    }

    /**
     * An ending ranked by score: higher scores place better, seats with equal {@code rank} share a
     * place (competition ranking: 1, 1, 3). {@code rank} orders seats, {@code scores} is what each
     * seat shows (they may differ when a tie-break stands behind the score).
     */
    public static Outcome ranked(List<Integer> winners, String reason, int[] scores, long[] rank) {
        List<SeatResult> results = new ArrayList<>(scores.length);
        for (int seat = 0; seat < scores.length; seat++) {
            int place = 1;
            for (long other : rank) {
                if (other > rank[seat]) {
                    place++;
                }
            }
            results.add(new SeatResult(place, null, scores[seat]));
        }
        return new Outcome(winners, reason, results, null);
    }

    public boolean won(int seat) {
        return winners.contains(seat);
    }

    /**
     * The seat's place, 1 being first; seats that tie share a place. In a record without results:
     * 1 for a winner, 2 for the others (1 for all when nobody won).
     */
    public int place(int seat) {
        if (!results.isEmpty()) {
            return results.get(seat).place();
        }
        return winners.isEmpty() || won(seat) ? 1 : 2;
    }

    /**
     * The reward a search agent maximises, from 0 to 1: what a tournament rates the seat on. In an ending
     * {@link #rankedByScore ranked by score}, where each seat plays for itself, it is the share of the other
     * seats this seat places ahead of, a tie counting half: 1 alone in first place, 0 alone in last, and at
     * two seats 1 for a win and 0 for a loss. So at four seats second place is worth more than fourth, as in
     * a tournament, where every two seats' places are compared. In every other ending (a game of sides, a
     * co-operative game, a record without results) it is 1 for a win and 0 otherwise: placing level with a
     * teammate or ahead of the other side's losers is no gain, and a game nobody won is lost by everyone.
     */
    public double reward(int seat) {
        int seats = results.size();
        if (!rankedByScore() || seats < 2) {
            return won(seat) ? 1.0 : 0.0;
        }
        int mine = place(seat);
        double ahead = 0;
        for (int other = 0; other < seats; other++) {
            if (other != seat) {
                int theirs = place(other);
                ahead += mine < theirs ? 1 : mine == theirs ? 0.5 : 0;
            }
        }
        return ahead / (seats - 1);
    }

    /**
     * Whether every seat was placed by a score of its own and none by its side: an ending made by
     * {@link #ranked} (Killman's Keep's), not by {@link #sides} (which gives no score) nor read from a
     * record without results.
     */
    public boolean rankedByScore() {
        if (results.isEmpty()) {
            return false;
        }
        for (SeatResult r : results) {
            if (r.score() == null || r.side() != null) {
                return false;
            }
        }
        return true;
    }

    /** Whether the other outcome names the same winners and reason (all a record made before results holds). */
    public boolean sameEnding(Outcome other) {
        return other != null && winners.equals(other.winners) && reason.equals(other.reason);
    }

    /** Names the side a seat played (e.g. "Molasar", "adventurers"). */
    @FunctionalInterface
    public interface SideName {
        String of(int seat);
    }

    /**
     * One seat's result.
     *
     * @param place 1 for first; seats that tie share a place
     * @param side  the side the seat played, or null in a game without sides
     * @param score the seat's score in the game's own measure (Killman's Keep: Doubloons), or null
     */
    public record SeatResult(int place, String side, Integer score) {
        public SeatResult {
            if (place < 1) {
                throw new IllegalArgumentException("a place starts at 1, not " + place);
            }
        }
    }

    /**
     * How far the players got, for co-operative games and graded endings.
     *
     * @param measure what is counted, in words (e.g. "Quest objectives done", "Biome reached")
     * @param reached how many (or which, counting from 1) the players reached
     * @param of      the most there are
     * @param grade   the graded consequence in words, or null when the game grades none
     */
    public record Progress(String measure, int reached, int of, String grade) {
        public Progress {
            if (reached < 0 || reached > of) {
                throw new IllegalArgumentException(measure + ": reached " + reached + " of " + of);
            }
        }
    }
}
