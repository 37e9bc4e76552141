package keeptable.games.thekeep;

import java.util.Arrays;
import keeptable.engine.EventSink;
import keeptable.games.thekeep.KeepEvent.Told;

/**
 * Playing the Turn: the Searcher pawns in ID-card order, then Molasar; a turn ends after its conflicts,
 * when the game may be won, and a round ends after Molasar's turn.
 */
final class TurnOrder {
    private TurnOrder() {
    }

    /** The next Searcher pawn in the game in ID order after {@code p} (-1 for the first), or -1. */
    static int nextPawn(KeepPosition s, int p) {
        for (int q = p + 1; q < 5; q++) {
            if (s.seatOf[q] >= 0) {
                return q;
            }
        }
        return -1;
    }

    static void beginSearcherTurn(KeepPosition s, int p, EventSink ev) {
        s.actor = p;
        s.phase = KeepPosition.P_S_START;
        s.turnStartRoom = s.pos[p];
        s.movePoints = 0;
        s.stepped = false;
        s.halted = false;
        s.ordinaryRoll = false;
        s.passActive = false;
        s.guardsHalted = 0;
        s.midGuard = -1;
        s.oneGuard = -1;
        GuardMoves.forgetWalks(s);
        if (ev.enabled()) {
            ev.emit(new Told("turn " + s.round + ": " + s.k.ids[p].name() + " (" + s.name(s.seatOf[p]) + ")",
                    KeepPosition.R_TURN));
        }
    }

    /** After the last conflict of a turn: the game may be won; a Searcher turn may get a Second Wind. */
    static void endTurn(KeepPosition s, EventSink ev) {
        if (Winning.searcherInHiltRoom(s, ev)) {
            return;
        }
        Winning.ruleOutOccupiedCellarRooms(s, ev);
        Arrays.fill(s.resolved, 0);
        s.passActive = false;
        if (s.actor != KeepPosition.MOL) {
            s.phase = KeepPosition.P_S_END;
            return;
        }
        advance(s, ev);
    }

    /** The next turn: the next Searcher pawn, or Molasar after the last one, or a new round after Molasar. */
    static void advance(KeepPosition s, EventSink ev) {
        if (s.actor != KeepPosition.MOL) {
            int next = nextPawn(s, s.actor);
            if (next >= 0) {
                beginSearcherTurn(s, next, ev);
            } else {
                MolasarTurn.begin(s, ev);
            }
        } else {
            s.round++;
            beginSearcherTurn(s, nextPawn(s, -1), ev);
        }
    }
}
