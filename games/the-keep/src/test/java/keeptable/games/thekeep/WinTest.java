package keeptable.games.thekeep;

import static keeptable.games.thekeep.Scene.room;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.thekeep.KeepChoice.Jump;
import keeptable.games.thekeep.KeepChoice.Roll;
import keeptable.games.thekeep.KeepChoice.Step;
import keeptable.games.thekeep.KeepChoice.Stop;
import org.junit.jupiter.api.Test;

/** Book: Winning the Game; Playing the Turn (Molasar eats a guard each turn, which counts his turns). */
class WinTest {

    @Test
    void aSearcherInTheHiltRoomAtTheEndOfHisTurnWinsAlone() {
        KeepState s = ConflictTest.table();
        Scene.put(s, KeepState.CUZA, "D1");
        s.found[KeepState.CUZA] = 0x3F;
        Scene.searcherTurn(s, KeepState.CUZA);
        Scene.rig(s, 2);
        s.apply(new Roll());
        s.apply(Step.of(room("D2")));
        s.apply(Step.of(room("D7")));
        assertFalse(s.isOver(), "D7 is not the Hilt room");
        assertTrue((s.ruledOut() >>> room("D7") & 1) != 0, "a cellar room ended in is ruled out");
        Scene.searcherTurn(s, KeepState.CUZA);
        Scene.rig(s, 1);
        s.apply(new Roll());
        s.apply(Step.of(room("D8")));
        assertTrue(s.isOver());
        assertEquals(List.of(2), s.outcome().winners(), "only Dr. Cuza's player wins");
        assertEquals(-1, s.toMove());
    }

    @Test
    void enteringTheHiltRoomAndBeingDrivenOutBeforeTheTurnEndsIsNoWin() {
        KeepState s = ConflictTest.table();
        Scene.put(s, KeepState.EVA, "D7");
        s.found[KeepState.EVA] = 0x3F;
        Scene.guard(s, 0, "D8");
        Scene.searcherTurn(s, KeepState.EVA);
        Scene.rig(s, 1);
        s.apply(new Roll());
        s.apply(Step.of(room("D8")));
        // the conflict: Molasar wins and drives Eva out
        int m = Scene.redNazi(8);
        int w = Scene.whiteNazi(2, m);
        Scene.give(s, 4, m);
        Scene.give(s, 1, w);
        s.apply(new KeepChoice.Commit(m));
        s.apply(new KeepChoice.ChooseDefender(1));
        s.apply(new KeepChoice.Commit(w));
        s.apply(new KeepChoice.Proceed());
        assertEquals(KeepState.P_C_RETREAT, s.phase);
        s.apply(Step.of(room("D6")));
        s.apply(new Stop());
        assertFalse(s.isOver());
        assertEquals(0, s.ruledOut() >>> room("D8") & 1, "the Hilt room is not ruled out");
    }

    @Test
    void aSearcherLeftInTheHiltRoomAtTheEndOfMolasarsTurnWins() {
        KeepState s = ConflictTest.table();
        Scene.put(s, KeepState.GLAEKEN, "D8");
        Scene.guard(s, 0, "G1");
        Scene.molasarAt(s, KeepState.P_SS_MOVE);
        s.movePoints = 0;
        s.refresh();
        s.apply(new Stop());
        assertTrue(s.isOver());
        assertEquals(List.of(3), s.outcome().winners());
    }

    @Test
    void molasarWinsWhenHisTwelfthTurnComes() {
        KeepState s = ConflictTest.table();
        Scene.guard(s, 0, "G1");
        s.eaten = 11;
        s.molTurns = 11;
        MolasarTurn.begin(s, EventSink.NONE);
        assertTrue(s.isOver());
        assertEquals(List.of(4), s.outcome().winners());
        assertTrue(s.outcome().reason().contains("Molasar"));
    }

    @Test
    void molasarJumpsToAGuardAndEatsItButNeverInTheHiltRoom() {
        KeepState s = ConflictTest.table();
        Scene.guard(s, 0, "G1");
        Scene.guard(s, 1, "D8");
        Scene.guard(s, 2, "U4");
        MolasarTurn.begin(s, EventSink.NONE);
        s.refresh();
        s.apply(new KeepChoice.Proceed()); // no Hazard card before the jump
        assertEquals(KeepState.P_M_JUMP, s.phase);
        assertEquals(List.of(new Jump(room("G1")), new Jump(room("U4"))), s.choices());
        s.apply(new Jump(room("U4")));
        assertEquals(room("U4"), s.mol);
        assertEquals(-1, s.guardRooms[2]);
        assertEquals(1, s.eaten);
        assertEquals(1, s.molasarTurns());
        assertTrue((s.ruledOut() >>> room("U4") & 1) != 0);
    }

    @Test
    void roomsMolasarStandsInCannotHoldTheHilt() {
        KeepState s = Scene.five("D8");
        assertTrue((s.ruledOut() >>> Scene.K.molasarStart & 1) != 0, "his start");
        Scene.clear(s);
        s.mol = room("D2");
        Scene.molasarAt(s, KeepState.P_M_MOVE);
        s.movePoints = 1;
        s.refresh();
        s.apply(Step.of(room("D7")));
        assertTrue((s.ruledOut() >>> room("D7") & 1) != 0);
    }
}
