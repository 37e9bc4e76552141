package keeptable.games.thekeep;

import static keeptable.games.thekeep.Scene.assertHas;
import static keeptable.games.thekeep.Scene.assertLacks;
import static keeptable.games.thekeep.Scene.room;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.games.thekeep.KeepChoice.GuardSearch;
import keeptable.games.thekeep.KeepChoice.GuardStep;
import keeptable.games.thekeep.KeepChoice.PlayBonus;
import keeptable.games.thekeep.KeepChoice.Roll;
import keeptable.games.thekeep.KeepChoice.Search;
import keeptable.games.thekeep.KeepChoice.Step;
import keeptable.games.thekeep.KeepChoice.Stop;
import org.junit.jupiter.api.Test;

/** Book: Secret Doors/Secret Passages; ID card of Dr. Cuza; Bonus card Secret Entrance. */
class SecretDoorTest {
    static final int SD1 = 0; // G2 Armoury <-> D1 Ossuary

    static KeepState at(int pawn, String where) {
        KeepState s = Scene.five("D8");
        Scene.clear(s);
        Scene.put(s, pawn, where);
        for (int seat = 0; seat < 4; seat++) {
            Scene.noBonus(s, seat);
        }
        Scene.searcherTurn(s, pawn);
        return s;
    }

    @Test
    void aSearcherMustStopBeforeAnUnfoundSecretDoor() {
        KeepState s = at(KeepState.FONESCU, "G1");
        Scene.rig(s, 4);
        s.apply(new Roll());
        s.apply(Step.of(room("G2")));
        assertLacks(s, Step.of(room("D1")));
    }

    @Test
    void searchOnlyAfterEndingATurnBesideTheDoor() {
        KeepState s = at(KeepState.FONESCU, "G2");
        assertHas(s, new Search(SD1));
        KeepState t = at(KeepState.FONESCU, "G2");
        t.turnStartRoom = room("G1");
        t.refresh();
        assertLacks(t, new Search(SD1));
    }

    @Test
    void aRollOfOneToThreeFindsTheDoorAndMovesOnWithThatRoll() {
        KeepState s = at(KeepState.FONESCU, "G2");
        Scene.rig(s, 3);
        s.apply(new Search(SD1));
        assertEquals(3, s.movePoints, "the search roll is the move");
        assertTrue((s.found[KeepState.FONESCU] & 1) != 0);
        s.apply(Step.of(room("D1")));
        s.apply(Step.of(room("D2")));
        s.apply(Step.of(room("D7")));
        assertEquals(room("D7"), s.pos[KeepState.FONESCU]);
    }

    @Test
    void aRollOfFourToSixFailsAndEndsTheTurn() {
        KeepState s = at(KeepState.FONESCU, "G2");
        Scene.rig(s, 4);
        s.apply(new Search(SD1));
        assertEquals(0, s.found[KeepState.FONESCU]);
        assertEquals(room("G2"), s.pos[KeepState.FONESCU]);
        assertEquals(KeepState.P_S_END, s.phase);
    }

    @Test
    void aFoundDoorStaysFoundForThatPawnOnly() {
        KeepState s = at(KeepState.FONESCU, "G1");
        s.found[KeepState.FONESCU] = 1;
        s.refresh();
        Scene.rig(s, 3);
        s.apply(new Roll());
        s.apply(Step.of(room("G2")));
        assertHas(s, Step.of(room("D1")));
        KeepState e = at(KeepState.EVA, "G1");
        e.found[KeepState.FONESCU] = 1;
        e.refresh();
        Scene.rig(e, 3);
        e.apply(new Roll());
        e.apply(Step.of(room("G2")));
        assertLacks(e, Step.of(room("D1")));
    }

    @Test
    void aSearcherMayLeaveTheDoorRoomNormallyInstead() {
        KeepState s = at(KeepState.FONESCU, "G2");
        assertHas(s, new Roll());
        Scene.rig(s, 1);
        s.apply(new Roll());
        assertHas(s, Step.of(room("G3")));
    }

    @Test
    void cuzaAlwaysOpensTheDoorButMustStopFirst() {
        KeepState s = at(KeepState.CUZA, "G1");
        Scene.rig(s, 4);
        s.apply(new Roll());
        s.apply(Step.of(room("G2")));
        assertLacks(s, Step.of(room("D1")));
        Scene.searcherTurn(s, KeepState.CUZA);
        Scene.rig(s, 6);
        s.apply(new Search(SD1));
        assertTrue((s.found[KeepState.CUZA] & 1) != 0, "no roll needed");
        assertEquals(6, s.movePoints, "then Cuza rolls for his move");
        assertHas(s, Step.of(room("D1")));
    }

    @Test
    void secretEntranceFindsTheDoorWithoutRolling() {
        KeepState s = at(KeepState.FONESCU, "G2");
        int se = Scene.bonusCard(KeepState.B_SECRET_ENTRANCE);
        Scene.bonus(s, 1, se);
        Scene.rig(s, 5);
        s.apply(new PlayBonus(se));
        assertTrue((s.found[KeepState.FONESCU] & 1) != 0);
        assertEquals(5, s.movePoints);
        assertHas(s, Step.of(room("D1")));
    }

    @Test
    void workedMovementExampleWoermannAndTheGuards() {
        // Woermann rolls 5: four rooms for a guard, one for himself; next turn he may search.
        KeepState s = Scene.five("D8");
        s = Scene.started(5, "1,2,3,5", "D8");
        Scene.clear(s);
        for (int seat = 0; seat < 4; seat++) {
            Scene.noBonus(s, seat);
        }
        Scene.put(s, KeepState.WOERMANN, "G1");
        Scene.guard(s, 0, "G2");
        Scene.searcherTurn(s, KeepState.WOERMANN);
        Scene.rig(s, 5);
        s.apply(new Roll());
        assertEquals(5, s.movePoints);
        s.apply(new GuardStep(0, room("G3")));
        s.apply(new GuardStep(0, room("G4")));
        s.apply(new GuardStep(0, room("G5")));
        s.apply(new GuardStep(0, room("G6")));
        s.apply(Step.of(room("G2")));
        assertEquals(room("G6"), s.guardRooms[0]);
        assertEquals(room("G2"), s.pos[KeepState.WOERMANN]);
        Scene.guard(s, 1, "G1");
        s.apply(new KeepChoice.Proceed());
        // Molasar's turn: the guard beside secret door SD2 (Kitchen) searches with one die: a 3
        Scene.molasarAt(s, KeepState.P_SS_START);
        assertHas(s, new GuardSearch(0, 1));
        Scene.rig(s, 3, 1);
        s.apply(new GuardSearch(0, 1));
        assertEquals(3, s.movePoints);
        assertTrue((s.guardsFoundDoors & 2) != 0);
        s.apply(new GuardStep(0, room("D2")));
        s.apply(new GuardStep(0, room("D7")));
        s.apply(new GuardStep(0, room("D8")));
        assertEquals(KeepState.P_SS_MOVE, s.phase);
        assertEquals(1, s.movePoints, "the other die, a 1, moves one guard one room");
        s.apply(new GuardStep(1, room("K1")));
        assertEquals(room("K1"), s.guardRooms[1]);
        // next turn Woermann may search the door beside him
        Scene.searcherTurn(s, KeepState.WOERMANN);
        assertHas(s, new Search(SD1));
    }

    @Test
    void oneGuardFindingADoorFindsItForAllGuards() {
        KeepState s = Scene.five("D8");
        Scene.clear(s);
        Scene.guard(s, 0, "G2");
        Scene.guard(s, 1, "G1");
        Scene.molasarAt(s, KeepState.P_SS_START);
        Scene.rig(s, 1, 6);
        s.apply(new GuardSearch(0, SD1));
        s.apply(new Stop());
        assertEquals(KeepState.P_SS_MOVE, s.phase);
        s.apply(new GuardStep(1, room("G2")));
        assertHas(s, new GuardStep(1, room("D1")));
    }

    @Test
    void aFailedGuardSearchLeavesOneDieForTheGuards() {
        KeepState s = Scene.five("D8");
        Scene.clear(s);
        Scene.guard(s, 0, "G2");
        Scene.molasarAt(s, KeepState.P_SS_START);
        Scene.rig(s, 5, 2);
        s.apply(new GuardSearch(0, SD1));
        assertEquals(0, s.guardsFoundDoors);
        assertEquals(2, s.movePoints);
    }

    @Test
    void sixSecretDoorsAreTheOnlyWaysIntoTheCellar() {
        Content k = Scene.K;
        assertEquals(6, k.doorFrom.length, "six secret doors");
        for (int d = 0; d < 6; d++) {
            assertTrue(k.isCellar(k.doorFrom[d]) != k.isCellar(k.doorTo[d]), "door " + k.doorId[d] + " leads down");
        }
        for (int r = 0; r < k.rooms; r++) {
            for (long m = k.exits[r]; m != 0; m &= m - 1) {
                int to = Long.numberOfTrailingZeros(m);
                assertEquals(k.isCellar(r), k.isCellar(to), "no ordinary doorway from " + k.roomId[r] + " to " + k.roomId[to]);
            }
        }
    }
}
