package keeptable.games.thekeep;

import java.util.Arrays;
import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.thekeep.KeepChoice.GuardSearch;
import keeptable.games.thekeep.KeepChoice.GuardStep;
import keeptable.games.thekeep.KeepChoice.Roll;
import keeptable.games.thekeep.KeepChoice.Stop;
import keeptable.games.thekeep.KeepEvent.Moved;
import keeptable.games.thekeep.KeepEvent.Rolled;
import keeptable.games.thekeep.KeepEvent.Told;

/**
 * The SS guards' move in Molasar's turn (book: Molasar/SS Guards Movement): Molasar rolls two dice and
 * splits them among the guards, who pass guards and Molasar and halt at Searchers; or one guard first
 * searches a secret door with one die (see {@link SecretDoors}). Under General Alert every guard may move up
 * to five rooms instead. The single guard step is shared with Woermann and Move Nazi SS Guard.
 */
final class GuardMoves {
    private GuardMoves() {
    }

    /** Forgets which guards halted or moved, at the start of Molasar's turn. */
    static void reset(KeepPosition s) {
        s.guardsHalted = 0;
        forgetWalks(s);
        forgetMoves(s);
    }

    /** A turn begins: every guard's walk starts again where it stands. */
    static void forgetWalks(KeepPosition s) {
        Arrays.fill(s.guardWalk, 0L);
    }

    /** Notes the guard's way from one room to the next on its walk this turn. */
    static void walked(KeepPosition s, int g, int from, int to) {
        s.guardWalk[g] |= 1L << from | 1L << to;
    }

    /** Forgets which guard is on the move; guards that met a Searcher earlier this turn stay halted. */
    private static void forgetMoves(KeepPosition s) {
        s.midGuard = -1;
        s.oneGuard = -1;
        s.guardsDone = 0;
    }

    /** Opens the guards' move; true when there is none (no guard left), and Molasar's turn goes on. */
    static boolean begin(KeepPosition s, EventSink ev) {
        forgetMoves(s);
        if (!s.guardsLeft()) {
            return true;
        }
        if (s.alert) {
            s.movePoints = KeepPosition.GENERAL_ALERT_MOVES;
            if (ev.enabled()) {
                ev.emit(new Told("General Alert: every SS guard may move up to five rooms", KeepPosition.R_HAZARD));
            }
            s.phase = KeepPosition.P_SS_MOVE;
        } else {
            s.phase = KeepPosition.P_SS_START;
        }
        return false;
    }

    static void startChoices(KeepPosition s, List<KeepChoice> out) {
        out.add(new Roll());
        SecretDoors.guardSearchChoices(s, out);
    }

    static void playStart(KeepPosition s, KeepChoice choice, EventSink ev) {
        if (choice instanceof GuardSearch gs) {
            if (!SecretDoors.guardSearch(s, gs, ev)) {
                rollGuards(s, 1, ev);
            }
        } else {
            rollGuards(s, 2, ev);
        }
    }

    /** Rolls the remaining guard dice ({@code dice} of them) into one pool. */
    static void rollGuards(KeepPosition s, int dice, EventSink ev) {
        int total = 0;
        for (int i = 0; i < dice; i++) {
            int d = s.rng.roll(6);
            total += d;
            if (ev.enabled()) {
                ev.emit(new Rolled("Molasar", d, "SS guard movement", KeepPosition.R_MOLASAR));
            }
        }
        s.movePoints = total;
        s.midGuard = -1;
        s.oneGuard = -1;
        s.phase = KeepPosition.P_SS_MOVE;
    }

    static void choices(KeepPosition s, List<KeepChoice> out) {
        for (int g = 0; g < 12; g++) {
            if (s.guardRooms[g] < 0 || (s.guardsHalted >>> g & 1) != 0 || s.midGuard >= 0 && s.midGuard != g) {
                continue;
            }
            if (s.alert) {
                if ((s.guardsDone >>> g & 1) != 0) {
                    continue;
                }
                Movement.stepChoices(s, out, KeepPosition.K_GUARD + g, g == s.oneGuard ? s.movePoints
                        : KeepPosition.GENERAL_ALERT_MOVES, false);
            } else {
                Movement.stepChoices(s, out, KeepPosition.K_GUARD + g, s.movePoints, false);
            }
        }
        if (s.midGuard < 0) {
            out.add(new Stop());
        }
    }

    /** A guard's step, or the end of the guards' move; true when the guards' move is over. */
    static boolean play(KeepPosition s, KeepChoice choice, EventSink ev) {
        if (!(choice instanceof GuardStep gs)) {
            if (ev.enabled()) {
                ev.emit(new Told(s.alert ? "the SS guards' General Alert move is over"
                        : "Molasar moves the SS guards no further this turn", KeepPosition.R_MOLASAR));
            }
            return true;
        }
        if (s.alert && gs.guard() != s.oneGuard) {
            if (s.oneGuard >= 0) {
                s.guardsDone |= 1 << s.oneGuard;
            }
            s.oneGuard = gs.guard();
            s.movePoints = KeepPosition.GENERAL_ALERT_MOVES;
        }
        step(s, gs.guard(), gs.room(), ev, s.alert ? KeepPosition.R_HAZARD : KeepPosition.R_MOLASAR);
        return !s.alert && s.movePoints == 0;
    }

    /** The one guard {@link KeepPosition#oneGuard} moving on its own: through a found door, or by Move Nazi SS Guard. */
    static void oneGuardChoices(KeepPosition s, List<KeepChoice> out) {
        if ((s.guardsHalted >>> s.oneGuard & 1) == 0) {
            Movement.stepChoices(s, out, KeepPosition.K_GUARD + s.oneGuard, s.movePoints, false);
        }
        if (Movement.validEnd(s, KeepPosition.K_GUARD + s.oneGuard, s.guardRooms[s.oneGuard])) {
            out.add(new Stop());
        }
    }

    /** The guard that found a secret door moves through it with the search roll; then the other die is rolled. */
    static void playThroughDoor(KeepPosition s, KeepChoice choice, EventSink ev) {
        if (choice instanceof GuardStep gs) {
            step(s, gs.guard(), gs.room(), ev, KeepPosition.R_SECRET);
            if (s.movePoints == 0) {
                rollGuards(s, 1, ev);
            }
        } else {
            rollGuards(s, 1, ev);
        }
    }

    /** Moves a guard one room, spending one point of {@link KeepPosition#movePoints}; it halts on meeting a Searcher. */
    static void step(KeepPosition s, int g, int r, EventSink ev, String rule) {
        int from = s.guardRooms[g];
        s.guardRooms[g] = r;
        walked(s, g, from, r);
        s.movePoints--;
        if (ev.enabled()) {
            ev.emit(new Moved("an SS guard", s.k.roomLabel(from), s.k.roomLabel(r), rule));
        }
        if (s.searcherAt(r, -1) >= 0) {
            s.guardsHalted |= 1 << g;
        }
        s.midGuard = Movement.validEnd(s, KeepPosition.K_GUARD + g, r) ? -1 : g;
    }
}
