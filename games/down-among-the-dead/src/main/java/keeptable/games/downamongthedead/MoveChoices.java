package keeptable.games.downamongthedead;

import java.util.List;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;

/**
 * Where a counter may go (4.0-4.4, Floor Squares): orthogonal steps up to its movement, squares of
 * friends and the dead passed through but not stopped on, enemies blocking, and whether a counter is
 * hindered (so must roll to break away). Queries only: {@link MoveRules} plays the moves.
 *
 * <p>A counter is hindered on a square when a living enemy stands on one of the 8 squares around
 * it and no wall comes between them: for a diagonal neighbour, a wall on either of the two squares
 * both touch blocks (the centre-to-centre line touches that wall's corner; see {@link Sight}).
 */
final class MoveChoices {
    private MoveChoices() {
    }

    /** Whether {@code counter} would be hindered on {@code sq} (4.1, 4.3). */
    static boolean hindered(DadPosition s, int counter, int sq) {
        int x = GameMap.x(sq);
        int y = GameMap.y(sq);
        for (int t : s.map.adjacent[sq]) {
            int e = s.at(t);
            if (e < 0 || e == counter || !s.alive(e) || !s.enemies(e, counter)) {
                continue;
            }
            int tx = GameMap.x(t);
            int ty = GameMap.y(t);
            if (tx != x && ty != y && (s.map.isWall(tx, y) || s.map.isWall(x, ty))) {
                continue;
            }
            return true;
        }
        return false;
    }

    /** What a break-away roll of this counter needs: 3 for a Scout with his gift (The Scout Special Ability), else 4 (4.1). */
    static int breakAwayNeeds(DadPosition s, int counter) {
        return s.kind(counter) == Kind.SCOUT && s.hasAbilities(counter) ? 3 : 4;
    }

    static void choices(DadPosition s, int seat, List<DadChoice> out) {
        if (s.moving >= 0) {
            int m = s.moving;
            int at = s.pos[m];
            if (s.movesLeft > 0) {
                steps(s, m, at, s.movesLeft, out);
            }
            if (s.board[at] == 0) {
                out.add(new DadChoice.Stop(m, at));
            }
            return;
        }
        activities(s, seat, out);
        out.add(new DadChoice.EndPhase());
    }

    static void activities(DadPosition s, int seat, List<DadChoice> out) {
        for (int i = 0; i < s.roster.size(); i++) {
            if (s.alive(i) && s.owner[i] == seat && (s.acted >>> i & 1) == 0) {
                steps(s, i, s.pos[i], s.content.movement[s.roster.kind(i)], out);
            }
        }
    }

    /** Whether any counter of the seat can still start a move this phase. */
    static boolean canAct(DadPosition s, int seat) {
        for (int i = 0; i < s.roster.size(); i++) {
            if (s.alive(i) && s.owner[i] == seat && (s.acted >>> i & 1) == 0
                    && anyStep(s, i, s.pos[i], s.content.movement[s.roster.kind(i)])) {
                return true;
            }
        }
        return false;
    }

    /** Whether the counter has a legal next step from square at with moves left. */
    static boolean anyStep(DadPosition s, int counter, int at, int moves) {
        for (int dir = 0; dir < 4; dir++) {
            int t = s.map.step(at, dir);
            if (t >= 0 && s.map.floor[t] && canEnter(s, counter, t, moves)) {
                return true;
            }
        }
        return false;
    }

    /** The legal next steps of counter from square at with moves left. */
    static void steps(DadPosition s, int counter, int at, int moves, List<DadChoice> out) {
        for (int dir = 0; dir < 4; dir++) {
            int t = s.map.step(at, dir);
            if (t >= 0 && s.map.floor[t] && canEnter(s, counter, t, moves)) {
                out.add(new DadChoice.Step(counter, at, t));
            }
        }
    }

    /**
     * A free square can always be entered; a square held by a friend or a dead counter only in
     * passing: with a move to spare, without a break-away roll to leave it, and with a free square
     * reachable from it.
     */
    static boolean canEnter(DadPosition s, int counter, int t, int moves) {
        int o = s.at(t);
        if (o < 0) {
            return true;
        }
        if (s.alive(o) && s.enemies(o, counter)) {
            return false;
        }
        return moves >= 2 && !hindered(s, counter, t) && reachFree(s, counter, t, moves - 1, 0);
    }

    private static boolean reachFree(DadPosition s, int counter, int from, int moves, int depth) {
        for (int dir = 0; dir < 4; dir++) {
            int t = s.map.step(from, dir);
            if (t < 0 || !s.map.floor[t]) {
                continue;
            }
            int o = s.at(t);
            if (o < 0) {
                return true;
            }
            if (moves >= 2 && depth < 6 && !(s.alive(o) && s.enemies(o, counter)) && !hindered(s, counter, t)
                    && reachFree(s, counter, t, moves - 1, depth + 1)) {
                return true;
            }
        }
        return false;
    }
}
