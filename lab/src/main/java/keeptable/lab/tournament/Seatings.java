package keeptable.lab.tournament;

import java.util.ArrayList;
import java.util.List;

/**
 * Which agent sits in which seat, for every game of a round. A round holds every seat assignment of
 * its kind, so that over a round each agent sits in each seat equally often and no agent gains by
 * where it sits; every game of a round is dealt from the same seed (a duplicate tournament).
 */
public final class Seatings {
    private Seatings() {
    }

    /**
     * The seat assignments of a game with opponents: with no more agents than seats, every way of
     * filling the seats in which each agent sits at least once; with more agents than seats, every
     * ordered choice of distinct agents. Each entry gives, seat by seat, the agent's index.
     */
    public static List<int[]> rotated(int agents, int seats) {
        return rotated(agents, seats, false);
    }

    /**
     * As {@link #rotated(int, int)}, and with {@code mirrored} also each agent alone in every seat. A
     * game of sides needs those mirror games: with two seats, agent a as one side meets only agent b as
     * the other and the other way round, so the ratings could not tell a strong first side from a weak
     * second one; in a mirror game each agent's two sides meet, which ties the ratings together.
     */
    public static List<int[]> rotated(int agents, int seats, boolean mirrored) {
        if (agents < 1 || seats < 1) {
            throw new IllegalArgumentException("a tournament needs agents and seats, not " + agents + " and " + seats);
        }
        List<int[]> out = new ArrayList<>();
        fill(new int[seats], 0, agents, agents > seats, out);
        if (mirrored && agents > 1) {
            out.addAll(parties(agents, seats));
        }
        return out;
    }

    /** The parties of a co-operative game: every seat taken by one agent kind, one party per agent. */
    public static List<int[]> parties(int agents, int seats) {
        List<int[]> out = new ArrayList<>();
        for (int a = 0; a < agents; a++) {
            int[] party = new int[seats];
            java.util.Arrays.fill(party, a);
            out.add(party);
        }
        return out;
    }

    private static void fill(int[] seating, int seat, int agents, boolean distinct, List<int[]> out) {
        if (seat == seating.length) {
            if (distinct || usesEvery(seating, agents)) {
                out.add(seating.clone());
            }
            return;
        }
        for (int a = 0; a < agents; a++) {
            if (distinct && sits(seating, seat, a)) {
                continue;
            }
            seating[seat] = a;
            fill(seating, seat + 1, agents, distinct, out);
        }
    }

    private static boolean sits(int[] seating, int upTo, int agent) {
        for (int s = 0; s < upTo; s++) {
            if (seating[s] == agent) {
                return true;
            }
        }
        return false;
    }

    private static boolean usesEvery(int[] seating, int agents) {
        for (int a = 0; a < agents; a++) {
            if (!sits(seating, seating.length, a)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Refuses a round in which some agent sits in some seat more often than another agent does, naming
     * the first such agent and seat: such a schedule would credit an agent with its seat's advantage.
     */
    public static void checkBalanced(List<int[]> round, int agents) {
        if (round.isEmpty()) {
            throw new IllegalArgumentException("a round needs at least one game");
        }
        int seats = round.get(0).length;
        for (int seat = 0; seat < seats; seat++) {
            int[] count = new int[agents];
            for (int[] seating : round) {
                count[seating[seat]]++;
            }
            for (int a = 1; a < agents; a++) {
                if (count[a] != count[0]) {
                    throw new IllegalArgumentException("unbalanced seating: agent " + (a + 1) + " sits in seat "
                            + (seat + 1) + " " + count[a] + " times a round, agent 1 " + count[0] + " times");
                }
            }
        }
    }
}
