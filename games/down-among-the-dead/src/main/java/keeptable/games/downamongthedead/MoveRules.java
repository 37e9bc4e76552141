package keeptable.games.downamongthedead;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;

/**
 * Movement Phase (4.0-4.4) and Floor Squares: orthogonal steps up to the counter's movement, the
 * break-away roll when leaving a hindered square, passing through friends and the dead without
 * stopping there, and spawning squares destroyed under an adventurer's feet.
 *
 * <p>A counter is hindered on a square when a living enemy stands on one of the 8 squares around
 * it and no wall comes between them: for a diagonal neighbour, a wall on either of the two squares
 * both touch blocks (the centre-to-centre line touches that wall's corner; see {@link Sight}).
 */
final class MoveRules {
    private MoveRules() {
    }

    /** Whether {@code counter} would be hindered on {@code sq} (4.1, 4.3). */
    static boolean hindered(DadState s, int counter, int sq) {
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

    static void choices(DadState s, int seat, List<DadChoice> out) {
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

    static void activities(DadState s, int seat, List<DadChoice> out) {
        for (int i = 0; i < s.roster.size(); i++) {
            if (s.alive(i) && s.owner[i] == seat && (s.acted >>> i & 1) == 0) {
                steps(s, i, s.pos[i], s.c.movement[s.roster.kind(i)], out);
            }
        }
    }

    /** Whether any counter of the seat can still start a move this phase. */
    static boolean canAct(DadState s, int seat) {
        for (int i = 0; i < s.roster.size(); i++) {
            if (s.alive(i) && s.owner[i] == seat && (s.acted >>> i & 1) == 0) {
                int at = s.pos[i];
                int moves = s.c.movement[s.roster.kind(i)];
                for (int dir = 0; dir < 4; dir++) {
                    int t = s.map.step(at, dir);
                    if (t >= 0 && s.map.floor[t] && canEnter(s, i, t, moves)) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /** The legal next steps of counter from square at with moves left. */
    static void steps(DadState s, int counter, int at, int moves, List<DadChoice> out) {
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
    static boolean canEnter(DadState s, int counter, int t, int moves) {
        int o = s.at(t);
        if (o < 0) {
            return true;
        }
        if (s.alive(o) && s.enemies(o, counter)) {
            return false;
        }
        return moves >= 2 && !hindered(s, counter, t) && reachFree(s, counter, t, moves - 1, 0);
    }

    private static boolean reachFree(DadState s, int counter, int from, int moves, int depth) {
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

    static void play(DadState s, DadChoice choice, EventSink out) {
        switch (choice) {
            case DadChoice.EndPhase e -> TurnRules.done(s, out);
            case DadChoice.Stop st -> finish(s, out);
            case DadChoice.Step st -> step(s, st, out);
            default -> throw new IllegalStateException("not a movement choice: " + choice);
        }
    }

    private static void step(DadState s, DadChoice.Step st, EventSink out) {
        int m = st.counter();
        if (s.moving < 0) {
            s.moving = m;
            s.movesLeft = s.c.movement[s.roster.kind(m)];
            s.acted |= 1L << m;
            s.board[s.pos[m]] = 0;
        }
        int from = s.pos[m];
        if (hindered(s, m, from)) {
            boolean scout = s.kind(m) == Kind.SCOUT && s.hasAbilities(m);
            int need = scout ? 3 : 4;
            int die = s.d6();
            boolean ok = die >= need;
            if (out.enabled()) {
                out.emit(new DadEvent.Rolled(s.owner[m], "d6", die, "The " + s.name(m) + " tries to break away from "
                        + GameMap.name(from) + ": rolls " + die + (ok ? ", breaks away" : ", is held")
                        + (scout ? " (Scout: 3-6)" : " (4-6)"), scout ? "The Scout Special Ability" : "4.1"));
            }
            if (!ok) {
                finish(s, out);
                return;
            }
        }
        s.pos[m] = st.to();
        s.movesLeft--;
        if (out.enabled()) {
            out.emit(new DadEvent.Seen("The " + s.c.kindName(s.roster.kind(m)) + " moves to " + GameMap.name(st.to()),
                    "4.0"));
        }
        destroySpawn(s, m, st.to(), out);
        if (s.movesLeft == 0) {
            finish(s, out);
        } else if (s.board[st.to()] == 0) {
            // a counter with no further step ends its move where it stands
            boolean any = false;
            for (int dir = 0; dir < 4 && !any; dir++) {
                int t = s.map.step(st.to(), dir);
                any = t >= 0 && s.map.floor[t] && canEnter(s, m, t, s.movesLeft);
            }
            if (!any) {
                finish(s, out);
            }
        }
    }

    /** Spawning squares become ordinary floor once an adventurer occupies or passes through them. */
    static void destroySpawn(DadState s, int counter, int sq, EventSink out) {
        int sp = s.map.spawnIndex[sq];
        if (sp >= 0 && s.kind(counter).adventurer() && s.owner[counter] == DadState.ADVENTURERS
                && (s.destroyed >>> sp & 1) == 0) {
            s.destroyed |= 1 << sp;
            if (out.enabled()) {
                out.emit(new DadEvent.Seen("The spawning square on " + GameMap.name(sq) + " is destroyed",
                        "Floor Squares"));
            }
        }
    }

    private static void finish(DadState s, EventSink out) {
        int m = s.moving;
        s.board[s.pos[m]] = (byte) (m + 1);
        TurnRules.endActivity(s, out);
    }
}
