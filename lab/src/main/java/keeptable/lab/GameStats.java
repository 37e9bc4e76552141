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
 * @param course        the game round by round (its standing and lead changes), or null where nothing was measured
 * @param actions       each kind of choice each seat was offered and made
 */
public record GameStats(int stage, long seed, int winners, int seats, String reason, boolean timedOut,
                        int firstMover, int choices, long offered, int turns, int rounds, boolean evaluated,
                        int leadChanges, double decisiveness, double drama, int progress, int progressOf,
                        String progressName, List<String> sides, List<ItemCount> items, Course course,
                        List<KindCount> actions) implements Serializable {

    public GameStats {
        actions = actions == null ? List.of() : actions;
    }

    /** A game measured without its course or its kinds of choice. */
    public GameStats(int stage, long seed, int winners, int seats, String reason, boolean timedOut, int firstMover,
                     int choices, long offered, int turns, int rounds, boolean evaluated, int leadChanges,
                     double decisiveness, double drama, int progress, int progressOf, String progressName,
                     List<String> sides, List<ItemCount> items) {
        this(stage, seed, winners, seats, reason, timedOut, firstMover, choices, offered, turns, rounds, evaluated,
                leadChanges, decisiveness, drama, progress, progressOf, progressName, sides, items, null, null);
    }

    /**
     * A game round by round ({@link RoundCurves}): at the start of each round it reached (from 1), every seat's
     * value in the game's own measure; and the lead changes in each round, where the lead was measured.
     *
     * @param roundWord     what a round is called ("round", "turn")
     * @param countedByLab  the game counts no rounds of its own: the lab's rounds (the first chooser choosing again)
     * @param measure       what the values count, or null where the game reports no standing
     * @param values        per round (from round 1), each seat's value at its start; empty without a measure
     * @param leadChanges   per round, the lead changes in it; null where the lead was not measured
     * @param reached       the last round the game reached
     */
    public record Course(String roundWord, boolean countedByLab, String measure, int[][] values, int[] leadChanges,
                         int reached) implements Serializable {
    }

    /**
     * One kind of choice at one seat in one game ({@link ActionFrequencies}).
     *
     * @param kind      the kind of choice in the table's words ("Buy a Doubloon")
     * @param rules     the title of the rules aid's section that explains it, or null
     * @param chosen    decisions at which the seat made a choice of this kind
     * @param offeredAt decisions at which the seat was offered one or more choices of this kind
     * @param offered   choices of this kind offered to the seat, summed over its decisions
     */
    public record KindCount(String kind, String rules, int seat, int chosen, int offeredAt, int offered)
            implements Serializable {
    }

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
