package keeptable.games.thekeep;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.thekeep.KeepChoice.GuardSearch;
import keeptable.games.thekeep.KeepEvent.Rolled;
import keeptable.games.thekeep.KeepEvent.Told;

/**
 * Secret Doors: a pawn that ended its turn beside an unfound secret door may search it with a die
 * (1-3: found, and the pawn moves on with that roll; 4-6: the turn is over). A door stays found for the
 * pawn that found it; one guard finding it finds it for every guard; Molasar knows them all. Dr. Cuza opens
 * doors without the roll (book: ID Cards).
 */
final class SecretDoors {
    static final int FOUND_ON_AT_MOST = 3;

    /** How a Searcher's search ends: opened by Dr. Cuza (he rolls to move), found (he moves on), not found. */
    enum SearchResult { OPENED, FOUND, NOT_FOUND }

    private SecretDoors() {
    }

    /** The secret door the pawn may search for now (it began its turn beside it), or -1. */
    static int searchableDoor(KeepPosition s, int p) {
        int room = s.pos[p];
        if (room < 0 || room != s.turnStartRoom) {
            return -1;
        }
        int doors = s.k.doorsAt[room] & ~s.found[p];
        return doors == 0 ? -1 : Integer.numberOfTrailingZeros(doors);
    }

    /** The turn's Searcher pawn searches the door beside it; a found door sets it moving on with the roll. */
    static SearchResult search(KeepPosition s, int door, EventSink ev) {
        int p = s.actor;
        String name = s.k.ids[p].name();
        if (p == KeepPosition.CUZA) {
            s.found[p] |= 1 << door;
            if (ev.enabled()) {
                ev.emit(new Told("Dr. Cuza opens " + s.k.door(door) + " without rolling",
                        KeepPosition.R_ID));
            }
            return SearchResult.OPENED;
        }
        int die = s.rng.roll(6);
        if (ev.enabled()) {
            ev.emit(new Rolled(name, die, "search for " + s.k.door(door), KeepPosition.R_SECRET));
        }
        if (die <= FOUND_ON_AT_MOST) {
            s.found[p] |= 1 << door;
            if (ev.enabled()) {
                ev.emit(new Told(name + " finds " + s.k.door(door) + " and moves on with the same roll",
                        KeepPosition.R_SECRET));
            }
            s.movePoints = Movement.movementPoints(p, die);
            s.ordinaryRoll = false;
            s.phase = KeepPosition.P_S_MOVE;
            return SearchResult.FOUND;
        }
        if (ev.enabled()) {
            ev.emit(new Told(name + " does not find the secret door; the turn ends", KeepPosition.R_SECRET));
        }
        return SearchResult.NOT_FOUND;
    }

    /** A guard beside an unfound door may search it with one of the two guard dice. */
    static void guardSearchChoices(KeepPosition s, List<KeepChoice> out) {
        for (int g = 0; g < 12; g++) {
            if (s.guardRooms[g] >= 0 && (s.guardsHalted >>> g & 1) == 0) {
                int doors = s.k.doorsAt[s.guardRooms[g]] & ~s.guardsFoundDoors;
                if (doors != 0) {
                    out.add(new GuardSearch(g, Integer.numberOfTrailingZeros(doors)));
                }
            }
        }
    }

    /**
     * Rolls one guard die for the search; whether the door was found (the guard then moves through it with
     * that roll). Either way the other die is then the pool for all guards.
     */
    static boolean guardSearch(KeepPosition s, GuardSearch gs, EventSink ev) {
        int die = s.rng.roll(6);
        if (ev.enabled()) {
            ev.emit(new Rolled(s.guardName(gs.guard()), die, "search for " + s.k.door(gs.door()),
                    KeepPosition.R_SECRET));
        }
        if (die <= FOUND_ON_AT_MOST) {
            s.guardsFoundDoors |= 1 << gs.door();
            if (ev.enabled()) {
                ev.emit(new Told("the SS find " + s.k.door(gs.door()) + "; every guard now knows it",
                        KeepPosition.R_SECRET));
            }
            s.oneGuard = gs.guard();
            s.movePoints = die;
            s.phase = KeepPosition.P_SS_SEARCH;
            return true;
        }
        if (ev.enabled()) {
            ev.emit(new Told("the SS fail to find the secret door", KeepPosition.R_SECRET));
        }
        return false;
    }
}
