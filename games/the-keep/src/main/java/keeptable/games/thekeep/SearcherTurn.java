package keeptable.games.thekeep;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.thekeep.KeepChoice.GuardStep;
import keeptable.games.thekeep.KeepChoice.Place;
import keeptable.games.thekeep.KeepChoice.PlayBonus;
import keeptable.games.thekeep.KeepChoice.Roll;
import keeptable.games.thekeep.KeepChoice.Search;
import keeptable.games.thekeep.KeepChoice.Stay;
import keeptable.games.thekeep.KeepChoice.Step;
import keeptable.games.thekeep.KeepChoice.Stop;
import keeptable.games.thekeep.KeepEvent.Moved;
import keeptable.games.thekeep.KeepEvent.Rolled;
import keeptable.games.thekeep.KeepEvent.Told;

/**
 * A Searcher pawn's turn (book: Searcher Movement, ID Cards): re-entering the Keep, rolling for
 * movement (Eva +1), searching a secret door, walking room by room and halting at Molasar or a guard,
 * Woermann moving guards with his roll; then the conflicts.
 */
final class SearcherTurn {
    private SearcherTurn() {
    }

    static void startChoices(KeepPosition s, List<KeepChoice> out) {
        int p = s.actor;
        int seat = s.seatOf[p];
        if (HazardCards.powerFailureStops(s, p)) {
            out.add(new Stay());
            CardDecks.offerBonus(s, seat, KeepPosition.B_FLASHLIGHT, out);
            return;
        }
        if (s.pos[p] == KeepPosition.OUTSIDE) {
            Opening.entryChoices(s, out);
            return;
        }
        out.add(new Roll());
        int door = SecretDoors.searchableDoor(s, p);
        if (door >= 0) {
            out.add(new Search(door));
            if (p != KeepPosition.CUZA) {
                CardDecks.offerBonus(s, seat, KeepPosition.B_SECRET_ENTRANCE, out);
            }
        }
        if (s.guardsLeft()) {
            CardDecks.offerBonus(s, seat, KeepPosition.B_MOVE_NAZI, out);
        }
        if (!s.passActive) {
            CardDecks.offerBonus(s, seat, KeepPosition.B_PASS, out);
        }
    }

    static void playStart(KeepPosition s, KeepChoice choice, EventSink ev) {
        int p = s.actor;
        if (choice instanceof Place pl) {
            s.pos[p] = pl.room();
            s.turnStartRoom = -1;
            if (ev.enabled()) {
                ev.emit(new Told(s.k.ids[p].name() + " re-enters the Keep at " + s.k.roomLabel(pl.room()),
                        KeepPosition.R_RETREAT));
            }
            if (Movement.stopsIn(s, p, pl.room(), s.passActive)) {
                endMovement(s, ev);
            }
        } else if (choice instanceof Stay) {
            if (ev.enabled()) {
                ev.emit(new Told(s.k.ids[p].name() + " cannot move from " + s.k.roomLabel(s.pos[p])
                        + " in the Power Failure", KeepPosition.R_HAZARD));
            }
            endMovement(s, ev);
        } else if (choice instanceof Roll) {
            rollMovement(s, ev);
        } else if (choice instanceof Search search) {
            switch (SecretDoors.search(s, search.door(), ev)) {
                case OPENED -> rollMovement(s, ev);
                case NOT_FOUND -> endMovement(s, ev);
                case FOUND -> { } // the pawn moves on with the search roll
            }
        } else if (choice instanceof PlayBonus pb) {
            if (BonusCards.playAtStart(s, pb.card(), ev)) {
                rollMovement(s, ev);
            }
        }
    }

    static void rollMovement(KeepPosition s, EventSink ev) {
        int p = s.actor;
        int die = s.rng.roll(6);
        s.movePoints = Movement.movementPoints(p, die);
        s.ordinaryRoll = true;
        if (ev.enabled()) {
            ev.emit(new Rolled(s.k.ids[p].name(), die, p == KeepPosition.EVA ? "movement, +1 for Eva" : "movement",
                    KeepPosition.R_SEARCHER));
        }
        s.phase = KeepPosition.P_S_MOVE;
    }

    static void moveChoices(KeepPosition s, List<KeepChoice> out) {
        int p = s.actor;
        int seat = s.seatOf[p];
        boolean searcherMid = s.pos[p] >= 0 && !Movement.validEnd(s, p, s.pos[p]);
        if (s.movePoints > 0) {
            if (s.midGuard < 0 && !s.halted) {
                Movement.stepChoices(s, out, p, s.movePoints, s.passActive);
            }
            if (p == KeepPosition.WOERMANN && !searcherMid) {
                for (int g = 0; g < 12; g++) {
                    if (s.guardRooms[g] >= 0 && (s.guardsHalted >>> g & 1) == 0 && (s.midGuard < 0 || s.midGuard == g)) {
                        Movement.stepChoices(s, out, KeepPosition.K_GUARD + g, s.movePoints, false);
                    }
                }
            }
        }
        if (!s.stepped && s.ordinaryRoll) {
            CardDecks.offerBonus(s, seat, KeepPosition.B_REROLL, out);
        }
        if (!s.passActive && !s.halted && s.movePoints > 0) {
            CardDecks.offerBonus(s, seat, KeepPosition.B_PASS, out);
        }
        if (!searcherMid && s.midGuard < 0) {
            out.add(new Stop());
        }
    }

    static void playMove(KeepPosition s, KeepChoice choice, EventSink ev) {
        int p = s.actor;
        if (choice instanceof Step st) {
            int from = s.pos[p];
            s.pos[p] = st.room();
            s.movePoints--;
            s.stepped = true;
            if (ev.enabled()) {
                ev.emit(new Moved(s.k.ids[p].name(), s.k.roomLabel(from), s.k.roomLabel(st.room()),
                        KeepPosition.R_SEARCHER));
            }
            if (Movement.stopsIn(s, p, st.room(), s.passActive)) {
                s.halted = true;
                int met = s.guardAt(st.room(), -1);
                if (met >= 0) {
                    s.guardsHalted |= 1 << met; // the guard he must fight: Woermann's roll may not move it away
                }
                if (ev.enabled()) {
                    ev.emit(new Told(s.k.ids[p].name() + " must stop: " + s.enemyName(s.enemyAt(st.room()))
                            + " is here", KeepPosition.R_SEARCHER));
                }
                if (p != KeepPosition.WOERMANN) {
                    endMovement(s, ev);
                    return;
                }
            }
        } else if (choice instanceof GuardStep gs) {
            s.stepped = true;
            GuardMoves.step(s, gs.guard(), gs.room(), ev, KeepPosition.R_ID);
        } else if (choice instanceof PlayBonus pb) {
            if (BonusCards.playDuringMovement(s, pb.card(), ev)) {
                rollMovement(s, ev);
            }
            return;
        } else {
            if (ev.enabled()) {
                ev.emit(new Told(s.k.ids[p].name() + (s.stepped ? " ends the move in "
                        : " stays in ") + s.k.roomLabel(s.pos[p]), KeepPosition.R_SEARCHER));
            }
            endMovement(s, ev);
            return;
        }
        if (s.movePoints == 0 && s.midGuard < 0 && Movement.validEnd(s, p, s.pos[p])) {
            endMovement(s, ev);
        }
    }

    /** The pawn's movement is over (or never happens): its conflicts follow. */
    static void endMovement(KeepPosition s, EventSink ev) {
        s.movePoints = 0;
        Conflicts.next(s, ev);
    }
}
