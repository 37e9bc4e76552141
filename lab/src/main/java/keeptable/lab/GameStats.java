package keeptable.lab;

import java.io.Serializable;
import java.util.List;

/**
 * What one game showed, measured while it was played (see {@link Playout}); the unit every report is
 * summed from. Plain values only, so it travels to and from a cluster.
 *
 * @param winners       the seats that won, as bits (seat 0 = bit 0)
 * @param seats         how many seats played
 * @param reason        how the game ended, in words ("timed out" when it hit the choice limit)
 * @param timedOut      whether it hit the choice limit instead of ending
 * @param firstMover    the seat that made the first choice
 * @param choices       choices played
 * @param offered       legal choices offered, summed over every decision
 * @param turns         runs of choices by one seat (a turn ends when another seat is to choose)
 * @param rounds        times the first mover came to choose again after someone else had
 * @param evaluated     whether the lead was measured (a competitive game with an evaluator and a winner)
 * @param leadChanges   times the evaluator's leader changed between turns
 * @param decisiveness  share of the turns that were left when the eventual winner took the lead for good
 * @param drama         mean, over turns, of how far the eventual winner trailed the leader (0 when leading)
 * @param progress      how far the players got (the outcome's progress), or -1
 * @param progressOf    the most progress there is, or -1
 * @param progressName  what progress counts, or null
 * @param sides         the side each seat played, or null in a game without sides
 * @param items         content items each seat used
 */
public record GameStats(int stage, long seed, int winners, int seats, String reason, boolean timedOut,
                        int firstMover, int choices, long offered, int turns, int rounds, boolean evaluated,
                        int leadChanges, double decisiveness, double drama, int progress, int progressOf,
                        String progressName, List<String> sides, List<ItemCount> items) implements Serializable {

    /**
     * One seat's use of one content item in the game; {@code late} when the seat first used it in the game's
     * last round, where a use may follow from the outcome being settled rather than settle it.
     */
    public record ItemCount(String item, int seat, int times, boolean late) implements Serializable {
        public ItemCount(String item, int seat, int times) {
            this(item, seat, times, false);
        }
    }

    public boolean won(int seat) {
        return (winners & (1 << seat)) != 0;
    }

    public int winnerCount() {
        return Integer.bitCount(winners);
    }

    /** Whether the seats won or lost together (nobody won, or everybody did). */
    public boolean together() {
        return winners == 0 || winnerCount() == seats;
    }
}
