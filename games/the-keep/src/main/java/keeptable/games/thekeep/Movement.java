package keeptable.games.thekeep;

import java.util.List;
import keeptable.games.thekeep.KeepChoice.GuardStep;
import keeptable.games.thekeep.KeepChoice.Step;

/**
 * Movement, for every pawn: one room per step through doorways and the secret doors the pawn knows,
 * the occupancy limits (Searcher Movement, Molasar/SS Guards Movement), halting where a conflict waits,
 * stepping through a room it may not stop in only when it can still get on (the book's "stop in front"),
 * Molasar never in the Hilt room and at most two guards in the cellar.
 *
 * <p>A pawn is named by its kind: a Searcher 0..4, a guard {@link KeepPosition#K_GUARD} + g, or
 * {@link KeepPosition#K_MOL}. {@code unknownHilt} is 0 except while a Searcher steers a retreating Molasar:
 * then it holds the rooms that may hide the Hilt as far as that Searcher knows, so the rooms offered do
 * not depend on the true Hilt room, and Molasar is never led through one of those rooms.
 */
final class Movement {
    private Movement() {
    }

    /** The rooms a Searcher pawn may move with this die (Eva moves one more: book, ID Cards). */
    static int movementPoints(int p, int die) {
        return die + (p == KeepPosition.EVA ? 1 : 0);
    }

    /**
     * Puts Molasar in the room; a room he has stood in is known not to hide the Hilt. True when that shows a
     * cellar room not known before not to hide it (the table is then told: see {@link Winning#tellNotTheHilt}).
     */
    static boolean placeMolasar(KeepPosition s, int room) {
        s.mol = room;
        boolean shown = s.k.isCellar(room) && (s.ruledOut >>> room & 1) == 0;
        s.ruledOut |= 1L << room;
        return shown;
    }

    /** Rooms a pawn of this kind may step into from {@code from}, by doorways and the secret doors it knows. */
    static long edges(KeepPosition s, int kind, int from, long unknownHilt) {
        long e = s.k.exits[from];
        int known = kind < 5 ? s.found[kind] : kind == KeepPosition.K_MOL ? 0x3F : s.guardsFoundDoors;
        int doors = s.k.doorsAt[from] & known;
        if (doors != 0) {
            e |= 1L << s.k.across(Integer.numberOfTrailingZeros(doors), from);
        }
        if (kind == KeepPosition.K_MOL) {
            if (s.hilt >= 0 && unknownHilt == 0) {
                e &= ~(1L << s.hilt);
            }
        } else if (kind >= KeepPosition.K_GUARD && !s.k.isCellar(from) && s.cellarGuards(kind - KeepPosition.K_GUARD) >= 2) {
            e &= ~s.k.cellar;
        }
        return e;
    }

    /** Whether the pawn may finish its movement in the room (occupancy limits). */
    static boolean validEnd(KeepPosition s, int kind, int r) {
        if (kind < 5) {
            return s.searcherAt(r, kind) < 0;
        }
        if (kind == KeepPosition.K_MOL) {
            // on his own move Molasar may end in a guard's room and destroy the guard (Movement)
            return s.phase == KeepPosition.P_M_MOVE || s.guardAt(r, -1) < 0;
        }
        return s.guardAt(r, kind - KeepPosition.K_GUARD) < 0 && s.mol != r;
    }

    /** Whether entering the room halts the pawn (a conflict waits there); {@code pass}: the Pass card is active. */
    static boolean stopsIn(KeepPosition s, int kind, int r, boolean pass) {
        if (kind < 5) {
            return s.mol == r || !pass && s.guardAt(r, -1) >= 0;
        }
        return s.searcherAt(r, -1) >= 0;
    }

    /** Lists a step (a {@link GuardStep} for a guard) to every room the pawn may enter with {@code rem} rooms left. */
    static void stepChoices(KeepPosition s, List<KeepChoice> out, int kind, int rem, boolean pass) {
        stepChoices(s, out, kind, rem, pass, 0);
    }

    static void stepChoices(KeepPosition s, List<KeepChoice> out, int kind, int rem, boolean pass, long unknownHilt) {
        int from = s.roomOf(kind);
        if (from < 0) {
            return;
        }
        for (long m = edges(s, kind, from, unknownHilt); m != 0; m &= m - 1) {
            int r = Long.numberOfTrailingZeros(m);
            if (canEnter(s, kind, from, r, rem, pass, unknownHilt)) {
                boolean guard = kind >= KeepPosition.K_GUARD && kind < KeepPosition.K_MOL;
                out.add(guard ? new GuardStep(kind - KeepPosition.K_GUARD, r) : Step.of(r));
            }
        }
    }

    /** Whether the pawn may step from {@code from} to {@code to} with {@code rem} rooms of movement left. */
    private static boolean canEnter(KeepPosition s, int kind, int from, int to, int rem, boolean pass, long unknownHilt) {
        if (rem <= 0 || (edges(s, kind, from, unknownHilt) >>> to & 1) == 0) {
            return false;
        }
        if (stopsIn(s, kind, to, pass)) {
            return validEnd(s, kind, to);
        }
        return validEnd(s, kind, to) || rem > 1 && continuable(s, kind, to, rem - 1, pass, unknownHilt);
    }

    /** Whether, from a room it may not stop in, the pawn reaches a room it may stop in within {@code steps}. */
    private static boolean continuable(KeepPosition s, int kind, int start, int steps, boolean pass, long unknownHilt) {
        long visited = 1L << start;
        long frontier = visited;
        for (int d = 0; d < steps && frontier != 0; d++) {
            long next = 0;
            for (long m = frontier; m != 0; m &= m - 1) {
                next |= edges(s, kind, Long.numberOfTrailingZeros(m), unknownHilt);
            }
            next &= ~visited & ~unknownHilt;
            visited |= next;
            long nf = 0;
            for (long m = next; m != 0; m &= m - 1) {
                int n = Long.numberOfTrailingZeros(m);
                if (validEnd(s, kind, n)) {
                    return true;
                }
                if (!stopsIn(s, kind, n, pass)) {
                    nf |= 1L << n;
                }
            }
            frontier = nf;
        }
        return false;
    }
}
