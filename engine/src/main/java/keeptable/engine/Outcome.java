package keeptable.engine;

import java.util.List;

/**
 * How a game ended: the seats that won (several in a co-operative or team game, none when all lose)
 * and why, in words.
 */
public record Outcome(List<Integer> winners, String reason) {
    public Outcome {
        winners = List.copyOf(winners);
    }

    public boolean won(int seat) {
        return winners.contains(seat);
    }

    /** The reward a search agent maximises: 1 for a win, 0 otherwise. */
    public double reward(int seat) {
        return won(seat) ? 1.0 : 0.0;
    }
}
