package keeptable.games.thekeep;

import keeptable.engine.EventSink;
import keeptable.games.thekeep.KeepEvent.GameOver;
import keeptable.games.thekeep.KeepEvent.Shown;

/**
 * Winning the Game: a Searcher standing in the Hilt room at the end of any player's turn wins for his
 * player; Molasar wins when his {@link KeepPosition#LAST_TURN}th turn comes. Cellar rooms where a Searcher
 * ended a turn without winning are ruled out in public; once the Hilt is found, every other room is.
 */
final class Winning {
    private Winning() {
    }

    /** Ends the game if a Searcher pawn stands in the Hilt room. */
    static boolean searcherInHiltRoom(KeepPosition s, EventSink ev) {
        for (int p = 0; p < 5; p++) {
            if (s.pos[p] >= 0 && s.pos[p] == s.hilt) {
                s.over = true;
                s.winner = s.seatOf[p];
                s.winningPawn = p;
                s.ruledOut |= s.k.cellar & ~(1L << s.hilt); // found: everyone now knows where it was
                if (ev.enabled()) {
                    ev.emit(new GameOver(s.k.ids[p].name() + " stands in " + s.k.roomLabel(s.hilt)
                            + ", where the Hilt is hidden: " + s.name(s.winner) + " wins"));
                }
                return true;
            }
        }
        return false;
    }

    /** Every cellar room holding a Searcher at the end of a turn is known not to hide the Hilt. */
    static void ruleOutOccupiedCellarRooms(KeepPosition s, EventSink ev) {
        for (int p = 0; p < 5; p++) {
            int room = s.pos[p];
            if (room >= 0 && s.k.isCellar(room) && (s.ruledOut >>> room & 1) == 0) {
                s.ruledOut |= 1L << room;
                tellNotTheHilt(s, room, ev);
            }
        }
    }

    /** Tells the table a cellar room is now known not to hide the Hilt: it shows what was hidden. */
    static void tellNotTheHilt(KeepPosition s, int room, EventSink ev) {
        if (ev.enabled()) {
            ev.emit(new Shown("the Hilt is not in " + s.k.roomLabel(room), KeepPosition.R_WIN));
        }
    }

    /** Ends the game in Molasar's favour when his last turn begins (his turn count already raised). */
    static boolean molasarOutlastsTheSearch(KeepPosition s, EventSink ev) {
        if (s.molTurns < KeepPosition.LAST_TURN) {
            return false;
        }
        s.over = true;
        s.winner = s.molSeat;
        if (ev.enabled()) {
            ev.emit(new GameOver("Molasar's " + KeepPosition.LAST_TURN + "th turn has come and nobody has found the Hilt: "
                    + s.name(s.molSeat) + " wins as Molasar"));
        }
        return true;
    }
}
