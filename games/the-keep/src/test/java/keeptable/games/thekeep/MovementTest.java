package keeptable.games.thekeep;

import static keeptable.games.thekeep.Scene.assertHas;
import static keeptable.games.thekeep.Scene.assertLacks;
import static keeptable.games.thekeep.Scene.room;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.IllegalChoiceException;
import keeptable.games.thekeep.KeepChoice.GuardStep;
import keeptable.games.thekeep.KeepChoice.PlayBonus;
import keeptable.games.thekeep.KeepChoice.Proceed;
import keeptable.games.thekeep.KeepChoice.Roll;
import keeptable.games.thekeep.KeepChoice.Step;
import keeptable.games.thekeep.KeepChoice.Stop;
import org.junit.jupiter.api.Test;

/** Book: Movement; Searcher Movement; Molasar/SS Guards Movement. */
class MovementTest {

    static KeepState fonescuAt(String where) {
        KeepState s = Scene.five("D8");
        Scene.clear(s);
        Scene.put(s, KeepState.FONESCU, where);
        Scene.searcherTurn(s, KeepState.FONESCU);
        Scene.noBonus(s, 1);
        return s;
    }

    @Test
    void searcherMovesUpToTheRollThroughDoorwaysOnly() {
        KeepState s = fonescuAt("Y1");
        Scene.rig(s, 2);
        s.apply(new Roll());
        assertEquals(2, s.movePoints);
        assertHas(s, Step.of(room("Y2")));
        assertHas(s, Step.of(room("K1")));
        assertLacks(s, Step.of(room("Y3")));
        assertHas(s, new Stop());
        s.apply(Step.of(room("K1")));
        s.apply(Step.of(room("G1")));
        assertEquals(room("G1"), s.pos[KeepState.FONESCU]);
        assertEquals(KeepState.P_S_END, s.phase, "two rooms for a 2: the move is over");
    }

    @Test
    void aSearcherMayMoveLessThanTheRoll() {
        KeepState s = fonescuAt("Y1");
        Scene.rig(s, 6);
        s.apply(new Roll());
        s.apply(Step.of(room("Y2")));
        s.apply(new Stop());
        assertEquals(room("Y2"), s.pos[KeepState.FONESCU]);
        assertEquals(KeepState.P_S_END, s.phase);
    }

    @Test
    void evaMovesOneRoomMore() {
        KeepState s = Scene.five("D8");
        Scene.clear(s);
        Scene.put(s, KeepState.EVA, "Y1");
        Scene.searcherTurn(s, KeepState.EVA);
        Scene.noBonus(s, 0);
        Scene.rig(s, 3);
        s.apply(new Roll());
        assertEquals(4, s.movePoints);
    }

    @Test
    void searcherPassesAnotherSearcherButMayNotStopWithHim() {
        KeepState s = fonescuAt("Y1");
        Scene.put(s, KeepState.CUZA, "Y2");
        Scene.rig(s, 2);
        s.apply(new Roll());
        s.apply(Step.of(room("Y2")));
        assertLacks(s, new Stop());
        assertHas(s, Step.of(room("Y3")));
        s.apply(Step.of(room("Y3")));
        assertEquals(room("Y3"), s.pos[KeepState.FONESCU]);
    }

    @Test
    void aSearcherMayNotEnterARoomHeCannotLeaveWhenHeWouldHaveToStopThere() {
        KeepState s = fonescuAt("Y1");
        Scene.put(s, KeepState.CUZA, "Y2");
        Scene.rig(s, 1);
        s.apply(new Roll());
        assertLacks(s, Step.of(room("Y2")));
        assertHas(s, Step.of(room("K1")));
    }

    @Test
    void searcherMustStopInARoomWithAGuardOrMolasar() {
        KeepState s = fonescuAt("Y1");
        Scene.guard(s, 0, "K1");
        Scene.rig(s, 5);
        s.apply(new Roll());
        s.apply(Step.of(room("K1")));
        assertEquals(room("K1"), s.pos[KeepState.FONESCU]);
        assertEquals(KeepState.P_C_MOL, s.phase, "movement over: Molasar lays a card for the guard's conflict");
        assertEquals(0, s.conflictEnemy, "against the guard");
        KeepState m = fonescuAt("Y1");
        m.mol = room("Y2");
        m.refresh();
        Scene.rig(m, 5);
        m.apply(new Roll());
        m.apply(Step.of(room("Y2")));
        assertEquals(KeepState.P_C_MOL, m.phase, "stopped by Molasar: he lays a card for the conflict");
        assertEquals(KeepState.ENEMY_MOL, m.conflictEnemy, "against Molasar");
    }

    @Test
    void thePassCardLetsASearcherWalkThroughAGuard() {
        KeepState s = fonescuAt("Y1");
        Scene.guard(s, 0, "K1");
        int pass = Scene.bonusCard(KeepState.B_PASS);
        Scene.bonus(s, 1, pass);
        Scene.searcherTurn(s, KeepState.FONESCU);
        s.apply(new PlayBonus(pass));
        Scene.rig(s, 3);
        s.apply(new Roll());
        s.apply(Step.of(room("K1")));
        assertEquals(KeepState.P_S_MOVE, s.phase, "Pass: no stop in the guard's room");
        s.apply(Step.of(room("G1")));
        assertEquals(room("G1"), s.pos[KeepState.FONESCU]);
        assertEquals(KeepState.DISCARD, s.bonusWhere[pass]);
    }

    /** Molasar's own move from {@code from} with {@code rooms} to go, one guard (0) in {@code guardRoom}. */
    static KeepState molasarMoving(String hilt, String from, String guardRoom, int rooms) {
        KeepState s = Scene.five(hilt);
        Scene.clear(s);
        s.mol = room(from);
        Scene.guard(s, 0, guardRoom);
        Scene.molasarAt(s, KeepState.P_M_MOVE);
        s.movePoints = rooms;
        s.refresh();
        return s;
    }

    @Test
    void molasarPassesGuardsStopsAtSearchersAndNeverEntersTheHilt() {
        KeepState s = molasarMoving("D1", "D5", "D2", 4);
        assertHas(s, Step.of(room("D2")));
        s.apply(Step.of(room("D2")));
        assertHas(s, new Stop(), "he may stop on the guard, destroying it (see molasarMayEndHisMove...)");
        assertLacks(s, Step.of(room("D1")));
        s.apply(Step.of(room("D7")));
        Scene.put(s, KeepState.EVA, "D8");
        s.apply(Step.of(room("D8")));
        assertEquals(room("D8"), s.mol);
        assertTrue(s.molHalted, "Molasar stops on meeting a Searcher");
        assertEquals(KeepState.P_SS_START, s.phase, "his move ends with a room to spare; the guards move next");
    }

    @Test
    void woermannCannotMoveAwayTheGuardWhoseRoomHeEntered() {
        // Woermann halts on entering a guard's room: the two are in conflict, so the rest of his roll
        // may move other guards but not the one he has to fight
        KeepState s = Scene.started(5, "1,2,3,5", "D8");
        Scene.clear(s);
        for (int seat = 0; seat < 4; seat++) {
            Scene.noBonus(s, seat);
        }
        Scene.put(s, KeepState.WOERMANN, "G3");
        Scene.guard(s, 0, "G4");
        Scene.guard(s, 1, "U1");
        Scene.searcherTurn(s, KeepState.WOERMANN);
        Scene.rig(s, 4);
        s.apply(new Roll());
        s.apply(Step.of(room("G4")));
        assertTrue(s.halted, "Woermann stops at the guard");
        assertEquals(3, s.movePoints);
        assertLacks(s, new GuardStep(0, room("G5")), "the guard he met stays for the conflict");
        assertLacks(s, new GuardStep(0, room("K2")), "the guard he met stays for the conflict");
        assertHas(s, new GuardStep(1, room("U2")), "his other points may still move another guard");
        Scene.stopAndExpectConflict(s, KeepState.WOERMANN, 0, "G4");
    }

    @Test
    void molasarMayEndHisMoveInAGuardsRoomAndDestroyIt() {
        // Movement: Molasar may enter a room to destroy an SS guard, besides passing through guards' rooms
        KeepState s = Scene.five("D8");
        Scene.clear(s);
        s.mol = room("G3");
        Scene.guard(s, 0, "G4");
        Scene.guard(s, 1, "U1");
        Scene.molasarAt(s, KeepState.P_M_HAZARD);
        s.hazardWindowOpen = KeepState.BEFORE_HIS_MOVE;
        Scene.rig(s, 1, 1);
        s.apply(new Proceed());
        assertEquals(2, s.movePoints, "his two dice, a 1 and a 1");
        s.apply(Step.of(room("G4")));
        assertHas(s, new Stop(), "he may end his move on the guard");
        assertHas(s, Step.of(room("G5")), "or pass through");
        s.apply(new Stop());
        assertEquals(room("G4"), s.mol);
        assertEquals(-1, s.guardRooms[0], "the guard is destroyed");
        assertEquals(1, s.eaten);
        assertEquals(room("U1"), s.guardRooms[1]);
        assertEquals(KeepState.P_SS_START, s.phase, "the guards' move follows");
    }

    @Test
    void molasarPassingThroughAGuardsRoomLeavesTheGuard() {
        KeepState s = molasarMoving("D8", "G3", "G4", 2);
        s.apply(Step.of(room("G4")));
        s.apply(Step.of(room("G5")));
        assertEquals(room("G4"), s.guardRooms[0]);
        assertEquals(0, s.eaten);
    }

    @Test
    void molasarUsesSecretDoorsAsDoorways() {
        KeepState s = Scene.five("D8");
        Scene.clear(s);
        s.mol = room("D1");
        Scene.molasarAt(s, KeepState.P_M_MOVE);
        s.movePoints = 2;
        s.refresh();
        assertHas(s, Step.of(room("G2")));
    }

    @Test
    void guardsShareTheTwoDiceAmongThem() {
        KeepState s = Scene.five("D8");
        Scene.clear(s);
        Scene.guard(s, 0, "G1");
        Scene.guard(s, 1, "G5");
        Scene.molasarAt(s, KeepState.P_SS_START);
        Scene.rig(s, 2, 3);
        s.apply(new KeepChoice.Roll());
        assertEquals(5, s.movePoints, "2 + 3 for the guards");
        s.apply(new GuardStep(0, room("G2")));
        s.apply(new GuardStep(0, room("G3")));
        s.apply(new GuardStep(0, room("G4")));
        s.apply(new GuardStep(0, room("K2")));
        assertEquals(1, s.movePoints);
        s.apply(new GuardStep(1, room("G6")));
        assertTrue(s.phase != KeepState.P_SS_MOVE, "all five rooms used");
        assertEquals(room("K2"), s.guardRooms[0]);
        assertEquals(room("G6"), s.guardRooms[1]);
    }

    @Test
    void guardsWalkThroughGuardsAndMolasarButStopAtSearchers() {
        KeepState s = Scene.five("D8");
        Scene.clear(s);
        Scene.guard(s, 0, "G1");
        Scene.guard(s, 1, "G2");
        s.mol = room("G3");
        Scene.put(s, KeepState.EVA, "G5");
        Scene.molasarAt(s, KeepState.P_SS_MOVE);
        s.movePoints = 6;
        s.refresh();
        s.apply(new GuardStep(0, room("G2")));
        assertLacks(s, new Stop());
        assertLacks(s, new GuardStep(1, room("G3")));
        s.apply(new GuardStep(0, room("G3")));
        s.apply(new GuardStep(0, room("G4")));
        s.apply(new GuardStep(0, room("G5")));
        assertLacks(s, new GuardStep(0, room("G6")));
        assertEquals(room("G5"), s.guardRooms[0]);
    }

    @Test
    void noMoreThanTwoGuardsInTheCellar() {
        KeepState s = Scene.five("D8");
        Scene.clear(s);
        Scene.guard(s, 0, "D3");
        Scene.guard(s, 1, "D4");
        Scene.guard(s, 2, "G2");
        s.guardsFoundDoors = 0x3F;
        Scene.molasarAt(s, KeepState.P_SS_MOVE);
        s.movePoints = 3;
        s.refresh();
        assertLacks(s, new GuardStep(2, room("D1")));
        s.apply(new GuardStep(0, room("D1")));
        s.apply(new GuardStep(0, room("G2")));
        assertLacks(s, new KeepChoice.Stop());
        s.apply(new GuardStep(0, room("G3")));
        assertEquals(1, s.cellarGuards(-1));
    }

    @Test
    void illegalMovesAreRefusedWithoutChange() {
        KeepState s = fonescuAt("Y1");
        Scene.rig(s, 1);
        s.apply(new Roll());
        long print = s.fingerprint();
        assertThrows(IllegalChoiceException.class, () -> s.apply(Step.of(room("G4"))));
        assertEquals(print, s.fingerprint());
    }

    @Test
    void theBooksRollOfTwoAndThreeMayMoveOneGuardFiveRooms() {
        KeepState s = Scene.five("D8");
        Scene.clear(s);
        Scene.guard(s, 0, "G1");
        Scene.guard(s, 1, "G5");
        Scene.molasarAt(s, KeepState.P_SS_START);
        Scene.rig(s, 2, 3);
        s.apply(new KeepChoice.Roll());
        for (String r : new String[] {"G2", "G3", "G4", "K2", "Y3"}) {
            s.apply(new GuardStep(0, room(r)));
        }
        assertEquals(room("Y3"), s.guardRooms[0], "one guard through five rooms");
        assertEquals(room("G5"), s.guardRooms[1]);
        assertTrue(s.phase != KeepState.P_SS_MOVE, "no room left for the other guard");
    }

    @Test
    void guardsMayMoveLessThanTheirDice() {
        KeepState s = Scene.five("D8");
        Scene.clear(s);
        Scene.guard(s, 0, "G1");
        Scene.molasarAt(s, KeepState.P_SS_START);
        Scene.rig(s, 4, 4);
        s.apply(new KeepChoice.Roll());
        s.apply(new GuardStep(0, room("G2")));
        assertHas(s, new Stop());
        s.apply(new Stop());
        assertEquals(room("G2"), s.guardRooms[0]);
        assertTrue(s.phase != KeepState.P_SS_MOVE);
    }

    @Test
    void aGuardMayNotEndItsMoveWithAnotherGuardOrMolasar() {
        KeepState s = Scene.five("D8");
        Scene.clear(s);
        Scene.guard(s, 0, "G1");
        Scene.guard(s, 1, "G2");
        Scene.guard(s, 2, "G4");
        s.mol = room("G5");
        Scene.molasarAt(s, KeepState.P_SS_MOVE);
        s.movePoints = 1;
        s.refresh();
        assertLacks(s, new GuardStep(0, room("G2")), "it could not end there, nor go on");
        assertLacks(s, new GuardStep(2, room("G5")), "nor in Molasar's room");
        assertHas(s, new GuardStep(2, room("G3")));
    }

    @Test
    void conflictsWaitUntilTheGuardsHaveFinishedMoving() {
        KeepState s = Scene.five("D8");
        Scene.clear(s);
        Scene.put(s, KeepState.EVA, "G3");
        Scene.guard(s, 0, "G2");
        Scene.guard(s, 1, "U1");
        Scene.molasarAt(s, KeepState.P_SS_MOVE);
        s.movePoints = 3;
        s.refresh();
        s.apply(new GuardStep(0, room("G3")));
        assertEquals(KeepState.P_SS_MOVE, s.phase, "the guard met Eva, but the guards' move goes on");
        s.apply(new GuardStep(1, room("U2")));
        Scene.stopAndExpectConflict(s, KeepState.EVA, 0, "G3");
    }
}
