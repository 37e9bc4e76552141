package keeptable.games.thekeep;

import static keeptable.games.thekeep.Scene.assertHas;
import static keeptable.games.thekeep.Scene.assertLacks;
import static keeptable.games.thekeep.Scene.room;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.EventSink;
import keeptable.games.thekeep.KeepChoice.ChooseDefender;
import keeptable.games.thekeep.KeepChoice.Commit;
import keeptable.games.thekeep.KeepChoice.Jump;
import keeptable.games.thekeep.KeepChoice.PlayHazard;
import keeptable.games.thekeep.KeepChoice.Proceed;
import keeptable.games.thekeep.KeepChoice.ResolveConflict;
import keeptable.games.thekeep.KeepChoice.Step;
import keeptable.games.thekeep.KeepChoice.Stop;
import keeptable.games.thekeep.KeepChoice.Summon;
import org.junit.jupiter.api.Test;

/**
 * Book: Playing the Turn, Molasar's part: he may play one Hazard card at any time during his turn, so the
 * window is open before his jump, between each step of the turn, between two conflicts and after the last
 * one; still one Hazard a turn.
 */
class PlayingTheTurnTest {
    static final int MOL_SEAT = 4;
    static final int SUMMON = Scene.hazardCard(KeepState.H_SUMMON);
    static final int EVIL = Scene.hazardCard(KeepState.H_EVIL);

    /**
     * Molasar's guards have just moved (no points left) and the turn's conflicts follow: Eva stands with
     * guard 0 in G1 and, when {@code cuzaToo}, Dr. Cuza with guard 1 in G5. No Hazard played yet.
     */
    static KeepState guardsMoved(boolean cuzaToo) {
        KeepState s = ConflictTest.table();
        s.mol = room("U4");
        Scene.put(s, KeepState.EVA, "G1");
        Scene.guard(s, 0, "G1");
        if (cuzaToo) {
            Scene.put(s, KeepState.CUZA, "G5");
            Scene.guard(s, 1, "G5");
        }
        Scene.guard(s, 2, "U1");
        Scene.molasarAt(s, KeepState.P_SS_MOVE);
        s.hazPlayed = false;
        s.movePoints = 0;
        s.refresh();
        return s;
    }

    /** Plays the open conflict to its end: Molasar wins 8 to 2 and drives the beaten Searcher into a free room. */
    static void molasarWinsAndDrivesHimOneRoom(KeepState s) {
        int m8 = Scene.redNazi(8);
        int w2 = Scene.whiteNazi(2, m8);
        Scene.give(s, MOL_SEAT, m8);
        int defender = s.seatOf[s.conflictPawn] == 1 ? 2 : 1;
        Scene.give(s, defender, w2);
        s.apply(new Commit(m8));
        s.apply(new ChooseDefender(defender));
        s.apply(new Commit(w2));
        s.apply(new Proceed());
        // he drives the Searcher into free rooms (a single possible step is taken at once) and stops
        while (s.phase == KeepState.P_C_RETREAT) {
            if (s.retreatMoved) {
                s.apply(new Stop());
            } else {
                s.apply(s.choices().stream().filter(c -> c instanceof Step st && s.enemyAt(st.room()) < 0
                        && s.searcherAt(st.room(), -1) < 0).findFirst().orElseThrow());
            }
        }
    }

    @Test
    void aHazardMayBePlayedAfterTheTurnsConflicts() {
        KeepState s = guardsMoved(false);
        s.apply(new Stop());
        assertEquals(KeepState.P_M_HAZARD, s.phase, "the window before the conflicts");
        s.apply(new Proceed());
        assertEquals(KeepState.EVA, s.conflictPawn);
        molasarWinsAndDrivesHimOneRoom(s);
        assertEquals(KeepState.P_M_HAZARD, s.phase, "any time in his turn: after the last conflict too");
        assertEquals(MOL_SEAT, s.toMove());
        assertHas(s, new PlayHazard(EVIL));
        Scene.bonus(s, 0, Scene.bonusCard(KeepState.B_BLADE));
        s.apply(new PlayHazard(EVIL));
        assertEquals(0, s.bonusCount(0), "Evil Spreads took Eva's player's card");
        assertEquals(2, s.round, "then his turn ends and the next game turn begins");
        assertEquals(KeepState.EVA, s.actor);
    }

    @Test
    void aHazardMayBePlayedBetweenTwoConflicts() {
        KeepState s = guardsMoved(true);
        s.apply(new Stop());
        s.apply(new Proceed());
        assertEquals(KeepState.P_C_PICK, s.phase);
        s.apply(new ResolveConflict(KeepState.EVA));
        molasarWinsAndDrivesHimOneRoom(s);
        assertEquals(KeepState.P_M_HAZARD, s.phase, "between the conflicts");
        assertHas(s, new PlayHazard(SUMMON));
        s.apply(new Proceed());
        assertEquals(KeepState.CUZA, s.conflictPawn, "the other conflict follows");
        molasarWinsAndDrivesHimOneRoom(s);
        assertEquals(KeepState.P_M_HAZARD, s.phase, "and after the last one");
        s.apply(new Proceed());
        assertEquals(2, s.round);
    }

    @Test
    void aHazardAfterTheConflictsThatMakesANewOneIsFoughtThatTurn() {
        KeepState s = guardsMoved(false);
        Scene.put(s, KeepState.FONESCU, "D3");
        s.apply(new Stop());
        s.apply(new Proceed());
        molasarWinsAndDrivesHimOneRoom(s);
        s.apply(new PlayHazard(SUMMON));
        s.apply(new Summon(2, room("D3")));
        s.apply(new Stop());
        assertEquals(KeepState.P_C_MOL, s.phase, "the summoned guard met Father Fonescu: they fight now");
        assertEquals(KeepState.FONESCU, s.conflictPawn);
        assertEquals(2, s.conflictEnemy);
        molasarWinsAndDrivesHimOneRoom(s);
        assertEquals(2, s.round, "no second Hazard window: the turn ends");
    }

    @Test
    void aHazardMayBePlayedBeforeMolasarJumps() {
        KeepState s = ConflictTest.table();
        Scene.guard(s, 0, "G1");
        Scene.guard(s, 1, "U4");
        MolasarTurn.begin(s, EventSink.NONE);
        s.refresh();
        assertEquals(KeepState.P_M_HAZARD, s.phase, "at the very start of his turn");
        assertHas(s, new PlayHazard(SUMMON));
        s.apply(new PlayHazard(SUMMON));
        s.apply(new Summon(0, room("D3")));
        s.apply(new Stop());
        assertEquals(KeepState.P_M_JUMP, s.phase, "then he jumps as usual");
        assertHas(s, new Jump(room("D3")), "to the guard just summoned, too");
        Scene.rig(s, 1, 1);
        s.apply(new Jump(room("U4")));
        assertEquals(KeepState.P_M_MOVE, s.phase, "one Hazard a turn: no window after the jump");
    }

    @Test
    void oneHazardATurnWhereverItIsPlayed() {
        KeepState s = guardsMoved(false);
        s.apply(new Stop());
        s.apply(new PlayHazard(EVIL));
        assertEquals(KeepState.EVA, s.conflictPawn);
        molasarWinsAndDrivesHimOneRoom(s);
        assertTrue(s.phase != KeepState.P_M_HAZARD, "no window after the conflicts once one is played");
        assertEquals(2, s.round);
        KeepState t = ConflictTest.table();
        Scene.guard(t, 0, "G1");
        Scene.guard(t, 1, "U4");
        MolasarTurn.begin(t, EventSink.NONE);
        t.refresh();
        t.apply(new Proceed());
        assertEquals(KeepState.P_M_JUMP, t.phase);
        t.apply(new Jump(room("G1")));
        assertEquals(KeepState.P_M_HAZARD, t.phase, "passing a window keeps the card: the next window opens");
        assertLacks(t, new Jump(room("G1")));
    }

    @Test
    void molasarsTurnIsJumpThenHisMoveThenTheGuardsThenTheConflicts() {
        KeepState s = ConflictTest.table();
        s.hazards = 0; // no Hazard windows in the way
        Scene.guard(s, 0, "G1");
        Scene.guard(s, 1, "U4");
        Scene.put(s, KeepState.EVA, "G3");
        MolasarTurn.begin(s, EventSink.NONE);
        s.refresh();
        assertEquals(KeepState.P_M_JUMP, s.phase, "1: the jump");
        Scene.rig(s, 2, 3, 1, 1);
        s.apply(new Jump(room("U4")));
        assertEquals(-1, s.guardRooms[1], "the guard he jumped to is eaten");
        assertEquals(KeepState.P_M_MOVE, s.phase, "2: his own move");
        assertEquals(5, s.movePoints, "his two dice are the first two rolled, 2 and 3: the jump rolled none");
        s.apply(new Stop());
        assertEquals(KeepState.P_SS_MOVE, s.phase, "3: the guards' move (the roll, his only choice here, made at once)");
        assertEquals(2, s.movePoints, "two dice for the guards, 1 and 1");
        s.apply(new KeepChoice.GuardStep(0, room("G2")));
        s.apply(new KeepChoice.GuardStep(0, room("G3")));
        assertEquals(KeepState.P_C_MOL, s.phase, "4: the conflicts");
        assertEquals(KeepState.EVA, s.conflictPawn);
    }

    @Test
    void aSearcherMayPlayMoreThanOneBonusCardInHisTurn() {
        KeepState s = CardsTest.evaTurn("Y1", KeepState.B_MOVE_NAZI);
        int nazi = Scene.bonusCard(KeepState.B_MOVE_NAZI);
        int pass = Scene.bonusCard(KeepState.B_PASS);
        Scene.bonus(s, 0, pass);
        Scene.guard(s, 0, "K1");
        s.apply(new KeepChoice.PlayBonus(nazi));
        s.apply(new KeepChoice.GuardStep(0, room("G1")));
        s.apply(new Stop());
        assertEquals(KeepState.P_S_START, s.phase);
        assertHas(s, new KeepChoice.PlayBonus(pass), "a second card in the same turn");
        s.apply(new KeepChoice.PlayBonus(pass));
        assertTrue(s.passActive);
        assertEquals(KeepState.DISCARD, s.bonusWhere[nazi]);
        assertEquals(KeepState.DISCARD, s.bonusWhere[pass]);
    }
}
