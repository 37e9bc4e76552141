package keeptable.games.thekeep;

import static keeptable.games.thekeep.Scene.assertHas;
import static keeptable.games.thekeep.Scene.assertLacks;
import static keeptable.games.thekeep.Scene.room;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.EventSink;
import keeptable.games.thekeep.KeepChoice.GuardStep;
import keeptable.games.thekeep.KeepChoice.LeaveKeep;
import keeptable.games.thekeep.KeepChoice.Place;
import keeptable.games.thekeep.KeepChoice.Step;
import keeptable.games.thekeep.KeepChoice.Stop;
import org.junit.jupiter.api.Test;

/** Book: Retreat, rules 1 to 6. */
class RetreatTest {

    /** A retreat set up directly: pawn kind, controlling seat, rooms to go. */
    static KeepState retreat(KeepState s, int pawn, int controller, int left) {
        s.phase = KeepState.P_C_RETREAT;
        s.retreatPawn = pawn;
        s.retreatSteerer = controller;
        s.retreatLeft = left;
        s.retreatMoved = false;
        s.conflictPawn = 0;
        s.conflictEnemy = 0;
        s.refresh();
        return s;
    }

    static KeepState table() {
        KeepState s = ConflictTest.table();
        Scene.molasarAt(s, KeepState.P_C_PICK);
        return s;
    }

    @Test
    void theLoserMovesUpToTheDifferenceAndAtLeastOneRoom() {
        KeepState s = table();
        Scene.put(s, KeepState.EVA, "G3");
        Scene.guard(s, 0, "G3");
        retreat(s, KeepState.EVA, 4, 3);
        assertLacks(s, new Stop());
        s.apply(Step.of(room("G4")));
        assertHas(s, new Stop(), "stopping early loses the rest");
        s.apply(new Stop());
        assertEquals(room("G4"), s.pos[KeepState.EVA]);
        assertTrue(s.phase != KeepState.P_C_RETREAT);
    }

    @Test
    void aGuardRetreatsThroughAnotherGuardOnlyIfItCanGetOut() {
        KeepState s = table();
        Scene.put(s, KeepState.EVA, "G1");
        Scene.guard(s, 0, "G1");
        Scene.guard(s, 1, "G2");
        retreat(s, KeepState.K_GUARD, 0, 1);
        assertLacks(s, new GuardStep(0, room("G2")));
        assertHas(s, new GuardStep(0, room("K1")));
        retreat(s, KeepState.K_GUARD, 0, 2);
        assertHas(s, new GuardStep(0, room("G2")));
    }

    @Test
    void aRetreatIntoAnotherConflictIsPlayedAtOnce() {
        KeepState s = table();
        Scene.put(s, KeepState.EVA, "G1");
        Scene.guard(s, 0, "G1");
        Scene.guard(s, 1, "G3");
        retreat(s, KeepState.EVA, 4, 4);
        s.apply(Step.of(room("G2")));
        s.apply(Step.of(room("G3")));
        assertEquals(KeepState.P_C_MOL, s.phase, "Eva halts in the guard's room: a new conflict");
        assertEquals(KeepState.EVA, s.conflictPawn);
        assertEquals(1, s.conflictEnemy);
    }

    @Test
    void aSearcherCanBeDrivenOutOfTheKeepAndReentersNextTurn() {
        KeepState s = table();
        Scene.put(s, KeepState.EVA, "Y1");
        Scene.guard(s, 0, "Y1");
        retreat(s, KeepState.EVA, 4, 2);
        assertHas(s, new LeaveKeep());
        s.apply(new LeaveKeep());
        assertEquals(KeepState.OUTSIDE, s.pos[KeepState.EVA]);
        Scene.searcherTurn(s, KeepState.EVA);
        assertHas(s, new Place(room("Y3")));
        Scene.put(s, KeepState.FONESCU, "Y3");
        assertLacks(s, new Place(room("Y3")));
        s.apply(new Place(room("Y2")));
        assertEquals(room("Y2"), s.pos[KeepState.EVA]);
        assertHas(s, new KeepChoice.Roll());
    }

    @Test
    void guardsAndMolasarNeverLeaveTheKeep() {
        KeepState s = table();
        Scene.put(s, KeepState.EVA, "Y1");
        Scene.guard(s, 0, "Y1");
        retreat(s, KeepState.K_GUARD, 0, 3);
        assertLacks(s, new LeaveKeep());
        s.mol = room("Y2");
        Scene.put(s, KeepState.EVA, "Y2");
        retreat(s, KeepState.K_MOL, 0, 3);
        assertLacks(s, new LeaveKeep());
    }

    @Test
    void noRetreatThroughAnUnfoundSecretDoor() {
        KeepState s = table();
        Scene.put(s, KeepState.EVA, "G2");
        Scene.guard(s, 0, "G2");
        retreat(s, KeepState.EVA, 4, 3);
        assertLacks(s, Step.of(room("D1")));
        s.found[KeepState.EVA] = 1;
        s.refresh();
        assertHas(s, Step.of(room("D1")));
        retreat(s, KeepState.K_GUARD, 0, 3);
        assertLacks(s, new GuardStep(0, room("D1")));
    }

    @Test
    void molasarPushedTowardTheHiltRefusesAndTheRoomBecomesKnown() {
        KeepState s = Scene.five("D2");
        Scene.clear(s);
        s.mol = room("D1");
        Scene.put(s, KeepState.EVA, "D1");
        retreat(s, KeepState.K_MOL, 0, 2);
        assertHas(s, Step.of(room("D2")), "the Searcher may try any room Molasar could enter");
        EventSink.Collector ev = EventSink.collect();
        s.apply(Step.of(room("D2")), ev);
        assertEquals(room("D1"), s.mol);
        assertEquals(1L << room("D2"), s.possibleHiltRooms(), "now everyone knows the Hilt room");
        assertTrue(ev.events().stream().anyMatch(e -> e.text().contains("Hilt")));
        assertLacks(s, Step.of(room("D2")));
    }
}
