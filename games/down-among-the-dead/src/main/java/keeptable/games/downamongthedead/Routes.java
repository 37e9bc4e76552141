package keeptable.games.downamongthedead;

/**
 * Where a counter's whole move may end (4.0-4.4, Floor Squares), each square with one way there, so that the table
 * lets a player move a counter to its destination in one act while the rules still take the move step by step (a
 * break-away roll at each hindered square left, a failed roll ending the move). Every way is made of the steps
 * {@link MoveChoices} offers one after the other. Of the ways to a square the one kept has the fewest break-away
 * rolls, then (for an adventurer) the most spawning squares destroyed on the way, then the fewest steps; a player
 * who wants another way takes the steps one by one. Queries only, asked by the view and never by the rules or bots.
 */
final class Routes {
    /** One way to a square: the squares in order, the counter's own first; the rolls and the spawning squares it destroys. */
    record Route(int[] path, int rolls, int spawns) {
        int to() {
            return path[path.length - 1];
        }

        boolean betterThan(Route o) {
            if (rolls != o.rolls) {
                return rolls < o.rolls;
            }
            if (spawns != o.spawns) {
                return spawns > o.spawns;
            }
            return path.length < o.path.length;
        }
    }

    private Routes() {
    }

    /**
     * The best way to each square where the counter's move may end, by square number (null where it cannot): the
     * counter moving now goes on with the moves it has left, any other starts afresh from its square.
     */
    static Route[] of(DadPosition s, int counter) {
        Route[] best = new Route[s.board.length];
        int start = s.pos[counter];
        boolean underWay = s.moving == counter;
        int moves = underWay ? s.movesLeft : s.content.movement[s.roster.kind(counter)];
        int[] path = new int[moves + 1];
        path[0] = start;
        walk(s, counter, underWay ? -1 : start, path, 0, moves, 0, 0, best);
        return best;
    }

    /** Whether the counter's steps destroy the spawning squares they reach (an adventurer under its own player). */
    private static boolean destroys(DadPosition s, int counter) {
        return s.kind(counter).adventurer() && s.owner[counter] == DadPosition.ADVENTURERS;
    }

    private static void walk(DadPosition s, int counter, int home, int[] path, int depth, int moves, int rolls,
                             int razed, Route[] best) {
        int at = path[depth];
        // a way back to the square it stands on is no move
        if (depth > 0 && at != path[0] && s.board[at] == 0) {
            Route r = new Route(java.util.Arrays.copyOf(path, depth + 1), rolls, Integer.bitCount(razed));
            if (best[at] == null || r.betterThan(best[at])) {
                best[at] = r;
            }
        }
        if (moves == 0) {
            return;
        }
        int roll = MoveChoices.hindered(s, counter, at) ? 1 : 0;
        for (int dir = 0; dir < 4; dir++) {
            int t = s.map.step(at, dir);
            // the counter's own square is held by itself until it first steps off it
            if (t < 0 || t == home || !s.map.floor[t] || !MoveChoices.canEnter(s, counter, t, moves)) {
                continue;
            }
            int spawn = s.map.spawnIndex[t];
            int more = spawn >= 0 && destroys(s, counter) && (s.destroyed >>> spawn & 1) == 0 ? 1 << spawn : 0;
            path[depth + 1] = t;
            walk(s, counter, home, path, depth + 1, moves - 1, rolls + roll, razed | more, best);
        }
    }
}
