package keeptable.games.thekeep;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.thekeep.KeepChoice.GuardStep;
import keeptable.games.thekeep.KeepChoice.LeaveKeep;
import keeptable.games.thekeep.KeepChoice.Step;
import keeptable.games.thekeep.KeepChoice.Stop;
import keeptable.games.thekeep.KeepEvent.Moved;
import keeptable.games.thekeep.KeepEvent.Shown;
import keeptable.games.thekeep.KeepEvent.Told;

/**
 * Retreat: the loser of a conflict moves up to the difference by the movement rules, steered by the
 * winning side; a Searcher may be driven out of the Keep from an entry point, guards and Molasar never;
 * a retreat into a room holding an opponent is a new conflict, played at once. Molasar pushed toward the
 * Hilt room by a Searcher who cannot know it: the attempt fails and the room becomes known.
 */
final class Retreat {
    private Retreat() {
    }

    /** The retreat begins: a retreating guard's walk starts again where it stands (another hand moves it now). */
    static void begin(KeepPosition s) {
        s.phase = KeepPosition.P_C_RETREAT;
        if (s.retreatPawn >= KeepPosition.K_GUARD && s.retreatPawn < KeepPosition.K_MOL) {
            s.guardWalk[s.retreatPawn - KeepPosition.K_GUARD] = 0;
        }
    }

    static void choices(KeepPosition s, List<KeepChoice> out) {
        int pawn = s.retreatPawn;
        int room = s.roomOf(pawn);
        if (room >= 0) {
            long possible = s.possibleHiltRooms();
            if (pawn == KeepPosition.K_MOL && s.retreatSteerer != s.molSeat && Long.bitCount(possible) > 1) {
                // the Searcher steering Molasar does not know the Hilt room: offer every room Molasar could
                // enter were it not there; entering the Hilt room is then refused in public
                Movement.stepChoices(s, out, pawn, s.retreatLeft, false, possible);
            } else {
                Movement.stepChoices(s, out, pawn, s.retreatLeft, false);
            }
            if (pawn < 5 && s.retreatLeft > 0 && (s.k.entries >>> room & 1) != 0) {
                out.add(new LeaveKeep());
            }
        }
        if (room < 0 || Movement.validEnd(s, pawn, room) && (s.retreatMoved || out.isEmpty())) {
            out.add(new Stop());
        }
    }

    /** One step of the retreat, or its end; true when the retreat is over (see {@link Conflicts#afterRetreat}). */
    static boolean play(KeepPosition s, KeepChoice choice, EventSink ev) {
        if (choice instanceof Step st) {
            return retreatTo(s, st.room(), ev);
        } else if (choice instanceof GuardStep gs) {
            return retreatTo(s, gs.room(), ev); // a retreating guard is listed as a guard step
        } else if (choice instanceof LeaveKeep) {
            if (ev.enabled()) {
                ev.emit(new Told(s.k.ids[s.retreatPawn].name() + " is driven out of the Keep", KeepPosition.R_RETREAT));
            }
            s.pos[s.retreatPawn] = KeepPosition.OUTSIDE;
            s.retreatMoved = true;
        } else if (ev.enabled()) {
            int room = s.roomOf(s.retreatPawn);
            ev.emit(new Told(s.retreatMoved ? shortName(s, s.retreatPawn) + " ends the retreat"
                    + (room >= 0 ? " in " + s.k.roomLabel(room) : "") : s.pawnName(s.retreatPawn) + " does not retreat",
                    KeepPosition.R_RETREAT));
        }
        return true;
    }

    /** The pawn's name where the words say its room: a Searcher's or Molasar's name, or "the SS guard". */
    private static String shortName(KeepPosition s, int pawn) {
        return pawn >= KeepPosition.K_GUARD && pawn < KeepPosition.K_MOL ? "the SS guard" : s.pawnName(pawn);
    }

    /** Moves the retreating pawn one room; true when it can go no further (it met an opponent, or has no room left). */
    private static boolean retreatTo(KeepPosition s, int room, EventSink ev) {
        int pawn = s.retreatPawn;
        if (pawn == KeepPosition.K_MOL && room == s.hilt) {
            // Molasar may never enter the Hilt room: the attempt fails, and now everybody knows where it is
            s.ruledOut |= s.k.cellar & ~(1L << s.hilt);
            s.retreatMoved = true;
            if (ev.enabled()) {
                ev.emit(new Shown("Molasar cannot be pushed into " + s.k.roomLabel(s.hilt)
                        + ": the Hilt is hidden there, and now every player knows it", KeepPosition.R_RETREAT));
            }
            return false;
        }
        int from = s.roomOf(pawn);
        boolean shown = false;
        if (pawn < 5) {
            s.pos[pawn] = room;
        } else if (pawn == KeepPosition.K_MOL) {
            shown = Movement.placeMolasar(s, room);
        } else {
            s.guardRooms[pawn - KeepPosition.K_GUARD] = room;
            GuardMoves.walked(s, pawn - KeepPosition.K_GUARD, from, room);
        }
        s.retreatLeft--;
        s.retreatMoved = true;
        if (ev.enabled()) {
            ev.emit(new Moved(shortName(s, pawn), s.k.roomLabel(from), s.k.roomLabel(room), KeepPosition.R_RETREAT));
        }
        if (shown) {
            Winning.tellNotTheHilt(s, room, ev);
        }
        return Movement.stopsIn(s, pawn, room, false) || s.retreatLeft == 0;
    }
}
