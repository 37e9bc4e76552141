package keeptable.games.thekeep;

import static keeptable.games.thekeep.KeepPosition.AFTER_HIS_MOVE;
import static keeptable.games.thekeep.KeepPosition.AFTER_THE_GUARDS;
import static keeptable.games.thekeep.KeepPosition.BEFORE_HIS_MOVE;
import static keeptable.games.thekeep.KeepPosition.BEFORE_THE_JUMP;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.thekeep.KeepChoice.Jump;
import keeptable.games.thekeep.KeepChoice.Step;
import keeptable.games.thekeep.KeepChoice.Stop;
import keeptable.games.thekeep.KeepEvent.GuardEaten;
import keeptable.games.thekeep.KeepEvent.Moved;
import keeptable.games.thekeep.KeepEvent.Rolled;
import keeptable.games.thekeep.KeepEvent.Shown;
import keeptable.games.thekeep.KeepEvent.Told;

/**
 * Molasar's turn (book: Playing the Turn, Molasar/SS Guards Movement): he jumps to an SS guard and eats
 * it, rolls two dice for himself and moves (passing guards, halting at Searchers, never into the Hilt
 * room), then the guards move (see {@link GuardMoves}), then the conflicts. He may play one Hazard card at
 * any time during his turn: a window opens before his jump, after it (before his move), after his move,
 * after the guards' move (before the conflicts), between two conflicts and after the last conflict
 * ({@link Conflicts#conflictOver}).
 */
final class MolasarTurn {
    private MolasarTurn() {
    }

    static void begin(KeepPosition s, EventSink ev) {
        s.actor = KeepPosition.MOL;
        s.molTurns++;
        s.powerFailure = false;
        s.flashExempt = 0;
        s.hazPlayed = false;
        s.alert = false;
        s.molHalted = false;
        GuardMoves.reset(s);
        if (Winning.molasarOutlastsTheSearch(s, ev)) {
            return;
        }
        if (ev.enabled()) {
            ev.emit(new Told("turn " + s.round + ": Molasar's turn " + s.molTurns, KeepPosition.R_TURN));
        }
        hazardWindow(s, BEFORE_THE_JUMP, ev);
    }

    /** Step 1 of his turn: the jump to a guard (or, with no guard he may reach, straight on to his move). */
    private static void toTheJump(KeepPosition s, EventSink ev) {
        for (int g = 0; g < 12; g++) {
            if (s.guardRooms[g] >= 0 && s.guardRooms[g] != s.hilt) {
                s.phase = KeepPosition.P_M_JUMP;
                return;
            }
        }
        boolean guardsLeft = s.guardsLeft();
        if (guardsLeft && s.hilt >= 0) {
            // the only guard left stands in the Hilt room, which Molasar may not enter: that tells everybody
            s.ruledOut |= s.k.cellar & ~(1L << s.hilt);
        }
        if (ev.enabled()) {
            String text = "no SS guard Molasar may reach: he eats nothing this turn";
            ev.emit(guardsLeft ? new Shown(text + "; the last guard stands in the Hilt room", KeepPosition.R_TURN)
                    : new Told(text, KeepPosition.R_TURN));
        }
        hazardWindow(s, BEFORE_HIS_MOVE, ev);
    }

    /** The rooms of the guards Molasar may jump to (not in the Hilt room). */
    static void jumpChoices(KeepPosition s, List<KeepChoice> out) {
        long rooms = 0;
        for (int g = 0; g < 12; g++) {
            if (s.guardRooms[g] >= 0 && s.guardRooms[g] != s.hilt) {
                rooms |= 1L << s.guardRooms[g];
            }
        }
        for (long m = rooms; m != 0; m &= m - 1) {
            out.add(new Jump(Long.numberOfTrailingZeros(m)));
        }
    }

    static void jump(KeepPosition s, Jump choice, EventSink ev) {
        int r = choice.room();
        int g = s.guardAt(r, -1);
        int from = s.mol;
        boolean shown = Movement.placeMolasar(s, r);
        s.molHalted = false; // a Searcher he met before the jump (Secret Passage, Molasar's Magic) is left behind
        s.guardRooms[g] = -1;
        s.eaten++;
        if (ev.enabled()) {
            ev.emit(new Moved("Molasar", s.k.roomLabel(from), s.k.roomLabel(r), KeepPosition.R_TURN));
            ev.emit(new GuardEaten(g, s.k.roomLabel(r), s.eaten));
        }
        if (shown) {
            Winning.tellNotTheHilt(s, r, ev);
        }
        hazardWindow(s, BEFORE_HIS_MOVE, ev);
    }

    /**
     * Molasar enters the room on his own move; meeting a Searcher there ends his movement. True when that shows
     * a cellar room not to hide the Hilt ({@link Movement#placeMolasar}): the caller tells it after the move.
     */
    static boolean walkInto(KeepPosition s, int room) {
        boolean shown = Movement.placeMolasar(s, room);
        if (s.searcherAt(room, -1) >= 0) {
            s.molHalted = true;
        }
        return shown;
    }

    /** Opens a Hazard window, or goes straight on when no Hazard may be played. */
    static void hazardWindow(KeepPosition s, int window, EventSink ev) {
        s.hazardWindowOpen = window;
        if (s.mayPlayHazard()) {
            s.phase = KeepPosition.P_M_HAZARD;
        } else {
            continueAfterWindow(s, ev);
        }
    }

    /** What follows the current Hazard window: the jump, Molasar's move, the guards' move, or the conflicts. */
    static void continueAfterWindow(KeepPosition s, EventSink ev) {
        switch (s.hazardWindowOpen) {
            case BEFORE_THE_JUMP -> toTheJump(s, ev);
            case BEFORE_HIS_MOVE -> {
                int a = s.rng.roll(6);
                int b = s.rng.roll(6);
                s.movePoints = s.molHalted ? 0 : a + b;
                if (ev.enabled()) {
                    ev.emit(new Rolled("Molasar", a, "his movement, first die", KeepPosition.R_MOLASAR));
                    ev.emit(new Rolled("Molasar", b, "his movement, second die", KeepPosition.R_MOLASAR));
                }
                s.phase = KeepPosition.P_M_MOVE;
            }
            case AFTER_HIS_MOVE -> {
                if (GuardMoves.begin(s, ev)) {
                    hazardWindow(s, AFTER_THE_GUARDS, ev);
                }
            }
            default -> Conflicts.next(s, ev);
        }
    }

    /** A guard's step (or the end of the guards' move); the last Hazard window follows the guards' move. */
    static void playGuardMove(KeepPosition s, KeepChoice choice, EventSink ev) {
        if (GuardMoves.play(s, choice, ev)) {
            hazardWindow(s, AFTER_THE_GUARDS, ev);
        }
    }

    static void moveChoices(KeepPosition s, List<KeepChoice> out) {
        if (!s.molHalted) {
            Movement.stepChoices(s, out, KeepPosition.K_MOL, s.movePoints, false);
        }
        if (Movement.validEnd(s, KeepPosition.K_MOL, s.mol)) {
            out.add(new Stop());
        }
    }

    static void playMove(KeepPosition s, KeepChoice choice, EventSink ev) {
        if (choice instanceof Step st) {
            int from = s.mol;
            boolean shown = walkInto(s, st.room());
            s.movePoints--;
            if (ev.enabled()) {
                ev.emit(new Moved("Molasar", s.k.roomLabel(from), s.k.roomLabel(s.mol), KeepPosition.R_MOLASAR));
            }
            if (shown) {
                Winning.tellNotTheHilt(s, s.mol, ev);
            }
        } else {
            if (ev.enabled() && s.guardAt(s.mol, -1) < 0) {
                ev.emit(new Told("Molasar ends his move in " + s.k.roomLabel(s.mol), KeepPosition.R_MOLASAR));
            }
            destroyGuardWhereHeStops(s, ev);
            hazardWindow(s, AFTER_HIS_MOVE, ev);
        }
    }

    /** Molasar ending his move in a guard's room destroys the guard (it does not count as his turn's meal). */
    private static void destroyGuardWhereHeStops(KeepPosition s, EventSink ev) {
        int g = s.guardAt(s.mol, -1);
        if (g < 0) {
            return;
        }
        s.guardRooms[g] = -1;
        s.eaten++;
        if (ev.enabled()) {
            ev.emit(new Told("Molasar ends his move in " + s.k.roomLabel(s.mol) + " and destroys the SS guard there",
                    KeepPosition.R_MOVEMENT));
        }
    }
}
