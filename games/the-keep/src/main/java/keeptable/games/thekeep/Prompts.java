package keeptable.games.thekeep;

import static keeptable.games.thekeep.KeepPosition.MOL;
import static keeptable.games.thekeep.KeepPosition.P_C_DEF;
import static keeptable.games.thekeep.KeepPosition.P_C_DEFENDER;
import static keeptable.games.thekeep.KeepPosition.P_C_DISCARD;
import static keeptable.games.thekeep.KeepPosition.P_C_MOL;
import static keeptable.games.thekeep.KeepPosition.P_C_MOL_RE;
import static keeptable.games.thekeep.KeepPosition.P_C_PICK;
import static keeptable.games.thekeep.KeepPosition.P_C_RETREAT;
import static keeptable.games.thekeep.KeepPosition.P_C_SG;
import static keeptable.games.thekeep.KeepPosition.P_C_WINDOW;
import static keeptable.games.thekeep.KeepPosition.P_HILT;
import static keeptable.games.thekeep.KeepPosition.P_H_FLASH;
import static keeptable.games.thekeep.KeepPosition.P_H_SUMMON;
import static keeptable.games.thekeep.KeepPosition.P_H_TELEPORT;
import static keeptable.games.thekeep.KeepPosition.P_M_HAZARD;
import static keeptable.games.thekeep.KeepPosition.P_M_JUMP;
import static keeptable.games.thekeep.KeepPosition.P_M_MOVE;
import static keeptable.games.thekeep.KeepPosition.P_NAZI;
import static keeptable.games.thekeep.KeepPosition.P_PLACE;
import static keeptable.games.thekeep.KeepPosition.P_SS_MOVE;
import static keeptable.games.thekeep.KeepPosition.P_SS_SEARCH;
import static keeptable.games.thekeep.KeepPosition.P_SS_START;
import static keeptable.games.thekeep.KeepPosition.P_S_END;
import static keeptable.games.thekeep.KeepPosition.P_S_MOVE;
import static keeptable.games.thekeep.KeepPosition.P_S_START;

/** The question put to the player who decides now, in words, by phase of the turn. */
final class Prompts {
    private Prompts() {
    }

    /** What the seat to move is asked now. */
    static String of(KeepPosition s) {
        String who = s.actor == MOL ? "Molasar" : s.k.ids[s.actor].name();
        return switch (s.phase) {
            case P_HILT -> "Molasar: secretly choose the cellar room that hides the Hilt";
            case P_PLACE -> s.k.ids[s.placeIdx].name() + ": choose an entry point";
            case P_S_START -> who + ": start of turn";
            case P_S_MOVE -> who + ": move (" + s.movePoints + " left)";
            case P_NAZI -> who + ": move an SS guard (" + s.movePoints + " left)";
            case P_S_END -> who + ": turn over; play Second Wind?";
            case P_M_JUMP -> "Molasar: jump to an SS guard and eat it";
            case P_M_HAZARD -> "Molasar: play a Hazard card?";
            case P_M_MOVE -> "Molasar: move (" + s.movePoints + " left)";
            case P_SS_START -> "Molasar: roll for the SS guards, or search a secret door with a guard";
            case P_SS_MOVE -> "Molasar: move SS guards" + (s.alert ? " (General Alert)" : " (" + s.movePoints + " left)");
            case P_SS_SEARCH -> "Molasar: move the guard through the secret door (" + s.movePoints + " left)";
            case P_H_FLASH -> "Power Failure: play a Flashlight?";
            case P_H_SUMMON -> "Molasar: summon guards into the cellar";
            case P_H_TELEPORT -> "Molasar: where does Molasar appear?";
            case P_C_PICK -> who + ": which conflict is played next?";
            case P_C_MOL, P_C_MOL_RE -> "Molasar: choose a Conflict card against " + s.k.ids[s.conflictPawn].name();
            case P_C_DEFENDER -> s.k.ids[s.conflictPawn].name() + ": choose a player to defend";
            case P_C_DEF -> "defend " + s.k.ids[s.conflictPawn].name() + ": choose a Conflict card";
            case P_C_WINDOW -> s.k.ids[s.conflictPawn].name() + ": play a Bonus card before the reveal?";
            case P_C_SG -> s.k.ids[s.conflictPawn].name() + ": keep Molasar's card or demand another?";
            case P_C_DISCARD -> "discard a Bonus card (limit two)";
            case P_C_RETREAT -> "retreat " + s.pawnName(s.retreatPawn) + " (" + s.retreatLeft + " left)";
            default -> "?";
        };
    }
}
