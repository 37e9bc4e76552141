package keeptable.games.thekeep;

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

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.thekeep.KeepChoice.ChooseDefender;
import keeptable.games.thekeep.KeepChoice.ChooseHilt;
import keeptable.games.thekeep.KeepChoice.Commit;
import keeptable.games.thekeep.KeepChoice.DiscardBonus;
import keeptable.games.thekeep.KeepChoice.Jump;
import keeptable.games.thekeep.KeepChoice.Place;
import keeptable.games.thekeep.KeepChoice.ResolveConflict;

/**
 * The turn as a phase machine: {@link KeepPosition#phase} names the decision that is open, and this class
 * says who makes it, which rule class lists its choices and which one plays the choice made. Decisions
 * with a single option are played at once ({@link #play}), except where a player may play a Bonus card.
 */
final class Phases {
    private Phases() {
    }

    /** The seat that decides in the open phase (the game is not over). */
    static int seatToMove(KeepPosition s) {
        switch (s.phase) {
            case P_HILT, P_M_JUMP, P_M_HAZARD, P_M_MOVE, P_SS_START, P_SS_MOVE, P_SS_SEARCH, P_H_SUMMON,
                 P_H_TELEPORT, P_C_MOL, P_C_MOL_RE:
                return s.molSeat;
            case P_PLACE:
                return s.seatOf[s.placeIdx];
            case P_H_FLASH:
                return s.flashSeat;
            case P_C_PICK:
                return s.actor == KeepPosition.MOL ? s.molSeat : s.seatOf[s.actor];
            case P_C_DEFENDER, P_C_WINDOW, P_C_SG:
                return s.seatOf[s.conflictPawn];
            case P_C_DEF, P_C_DISCARD:
                return s.defenderSeat;
            case P_C_RETREAT:
                return s.retreatSteerer;
            default:
                return s.seatOf[s.actor];
        }
    }

    /** Lists the legal choices of the open phase, in a stable order. */
    static void choices(KeepPosition s, List<KeepChoice> out) {
        switch (s.phase) {
            case P_HILT -> Opening.hiltChoices(s, out);
            case P_PLACE -> Opening.entryChoices(s, out);
            case P_S_START -> SearcherTurn.startChoices(s, out);
            case P_S_MOVE -> SearcherTurn.moveChoices(s, out);
            case P_NAZI -> BonusCards.moveNaziChoices(s, out);
            case P_S_END -> BonusCards.secondWindChoices(s, out);
            case P_M_JUMP -> MolasarTurn.jumpChoices(s, out);
            case P_M_HAZARD -> HazardCards.choices(s, out);
            case P_M_MOVE -> MolasarTurn.moveChoices(s, out);
            case P_SS_START -> GuardMoves.startChoices(s, out);
            case P_SS_MOVE -> GuardMoves.choices(s, out);
            case P_SS_SEARCH -> GuardMoves.oneGuardChoices(s, out);
            case P_H_FLASH -> HazardCards.flashlightChoices(s, out);
            case P_H_SUMMON -> HazardCards.summonChoices(s, out);
            case P_H_TELEPORT -> HazardCards.teleportChoices(s, out);
            case P_C_PICK -> Conflicts.pickChoices(s, out);
            case P_C_MOL -> Conflicts.cardChoices(s, s.molSeat, -1, out);
            case P_C_MOL_RE -> Conflicts.cardChoices(s, s.molSeat, s.secondGuessCard, out);
            case P_C_DEFENDER -> Conflicts.defenderChoices(s, out);
            case P_C_DEF -> Conflicts.cardChoices(s, s.defenderSeat, -1, out);
            case P_C_WINDOW -> Conflicts.revealWindowChoices(s, out);
            case P_C_SG -> Conflicts.secondGuessChoices(s, out);
            case P_C_DISCARD -> BonusCards.discardChoices(s, out);
            case P_C_RETREAT -> Retreat.choices(s, out);
            default -> throw new IllegalStateException("unknown phase " + s.phase);
        }
    }

    /** Plays a legal choice, then every decision after it that has only one possible choice. */
    static void play(KeepPosition s, KeepChoice choice, EventSink ev) {
        playInPhase(s, choice, ev);
        settle(s, ev);
    }

    /** Plays every decision that has only one possible choice, so nobody is asked a question without options. */
    private static void settle(KeepPosition s, EventSink ev) {
        List<KeepChoice> only = new ArrayList<>();
        while (!s.over && autoPhase(s)) {
            only.clear();
            choices(s, only);
            if (only.size() != 1 || hiltTookAnOption(s)) {
                return;
            }
            playInPhase(s, only.get(0), ev);
        }
    }

    /**
     * Whether Molasar's one option is one only because he may not enter the Hilt room (his jump, his move, Secret
     * Passage, Molasar's Magic) while the Searchers do not know that room: he is then asked all the same, for
     * playing his lone option at once would tell them where the Hilt is not - or is.
     */
    private static boolean hiltTookAnOption(KeepPosition s) {
        boolean hiltBars = s.phase == P_M_JUMP || s.phase == P_M_MOVE || s.phase == P_H_TELEPORT;
        if (!hiltBars || s.hilt < 0 || Long.bitCount(s.possibleHiltRooms()) < 2) {
            return false;
        }
        int hilt = s.hilt;
        List<KeepChoice> unhindered = new ArrayList<>();
        s.hilt = -1; // as if he might enter every room
        try {
            choices(s, unhindered);
        } finally {
            s.hilt = hilt;
        }
        return unhindered.size() > 1;
    }

    /**
     * Whether a decision with a single option may be played without asking. Not at the moments where a
     * player may play a Bonus card: asking only those who hold one would tell the table who does.
     */
    private static boolean autoPhase(KeepPosition s) {
        int p = s.phase;
        return p != P_S_START && p != P_S_MOVE && p != P_S_END && p != P_H_FLASH && p != P_C_WINDOW;
    }

    private static void playInPhase(KeepPosition s, KeepChoice choice, EventSink ev) {
        switch (s.phase) {
            case P_HILT -> Opening.hideHilt(s, (ChooseHilt) choice, ev);
            case P_PLACE -> Opening.place(s, (Place) choice, ev);
            case P_S_START -> SearcherTurn.playStart(s, choice, ev);
            case P_S_MOVE -> SearcherTurn.playMove(s, choice, ev);
            case P_NAZI -> BonusCards.playMoveNazi(s, choice, ev);
            case P_S_END -> BonusCards.playSecondWind(s, choice, ev);
            case P_M_JUMP -> MolasarTurn.jump(s, (Jump) choice, ev);
            case P_M_HAZARD -> HazardCards.play(s, choice, ev);
            case P_M_MOVE -> MolasarTurn.playMove(s, choice, ev);
            case P_SS_START -> GuardMoves.playStart(s, choice, ev);
            case P_SS_SEARCH -> GuardMoves.playThroughDoor(s, choice, ev);
            case P_SS_MOVE -> MolasarTurn.playGuardMove(s, choice, ev);
            case P_H_FLASH -> HazardCards.playFlashlight(s, choice, ev);
            case P_H_SUMMON -> HazardCards.playSummon(s, choice, ev);
            case P_H_TELEPORT -> HazardCards.playTeleport(s, choice, ev);
            case P_C_PICK -> Conflicts.pick(s, (ResolveConflict) choice, ev);
            case P_C_MOL, P_C_MOL_RE -> Conflicts.molasarCommits(s, (Commit) choice, ev);
            case P_C_DEFENDER -> Conflicts.chooseDefender(s, (ChooseDefender) choice, ev);
            case P_C_DEF -> Conflicts.defenderCommits(s, (Commit) choice, ev);
            case P_C_WINDOW -> Conflicts.playRevealWindow(s, choice, ev);
            case P_C_SG -> Conflicts.playSecondGuess(s, choice, ev);
            case P_C_DISCARD -> BonusCards.discard(s, (DiscardBonus) choice, ev);
            case P_C_RETREAT -> Conflicts.playRetreat(s, choice, ev);
            default -> throw new IllegalStateException("unknown phase " + s.phase);
        }
        if (s.turnOver) {
            // the rules of a turn's conflicts never call back up into the turn order: the turn ends here
            s.turnOver = false;
            TurnOrder.endTurn(s, ev);
        }
    }
}
