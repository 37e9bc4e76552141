package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.games.downamongthedead.content.Kind;
import org.junit.jupiter.api.Test;

/** Movement Phase 4.0-4.4 and Floor Squares. */
class MovementTest {

    private static Scene moving() {
        Scene t = Scene.empty();
        return t;
    }

    @Test
    void orthogonalStepsOnlyUpToTheMovementWithTurnsAllowed() {
        Scene t = moving();
        int k = t.put(Kind.KNIGHT, "C3");
        t.phase(DadState.MOVE, 0);
        assertTrue(t.offers("Move Knight to C4"));
        assertTrue(t.offers("Move Knight to D3"));
        assertFalse(t.offers("Move Knight to D4"), "no diagonal steps");
        t.play("Move Knight to D3").play("Move Knight to D4").play("Move Knight to E4");
        assertEquals(Scene.sq("E4"), t.s.pos[k]);
        assertEquals(-1, t.s.moving, "three steps use the Knight's whole movement");
        assertEquals(k + 1, t.s.board[Scene.sq("E4")]);
    }

    @Test
    void aCounterMayStopEarly() {
        Scene t = moving();
        int k = t.put(Kind.KNIGHT, "C3");
        t.phase(DadState.MOVE, 0).play("Move Knight to C4").play("Knight stops on C4");
        assertEquals(Scene.sq("C4"), t.s.pos[k]);
        assertFalse(t.offers("Move Knight to C5"), "a counter moves once per phase");
    }

    @Test
    void wallsCannotBeEntered() {
        Scene t = moving();
        t.put(Kind.KNIGHT, "G4");
        t.phase(DadState.MOVE, 0);
        assertFalse(t.offers("Move Knight to H4"));
        assertTrue(t.offers("Move Knight to G5"));
    }

    @Test
    void breakAwayFailsOnOneToThree() {
        Scene t = moving();
        int k = t.put(Kind.KNIGHT, "C3");
        t.put(Kind.ZOMBIE, "D4");
        t.phase(DadState.MOVE, 0).dice(3).play("Move Knight to B3");
        assertEquals(Scene.sq("C3"), t.s.pos[k], "held by the zombie");
        assertEquals(-1, t.s.moving);
        assertTrue(t.said().contains("is held"));
    }

    @Test
    void breakAwaySucceedsOnFourToSixAndIsRolledOncePerSquareWhateverTheEnemies() {
        Scene t = moving();
        int k = t.put(Kind.KNIGHT, "C3");
        t.put(Kind.ZOMBIE, "D4");
        t.put(Kind.ZOMBIE, "D2");
        t.phase(DadState.MOVE, 0).dice(4).play("Move Knight to B3");
        assertTrue(t.diceUsed());
        assertEquals(1, t.rolled(), "one roll for two hindering enemies");
        t.play("Move Knight to A3".replace("A3", "B4"));
        assertEquals(Scene.sq("B4"), t.s.pos[k]);
        assertEquals(1, t.rolled(), "B3 is not next to an enemy: no roll");
    }

    @Test
    void everyHinderedSquareLeftNeedsItsOwnRoll() {
        Scene t = moving();
        int k = t.put(Kind.KNIGHT, "C3");
        t.put(Kind.ZOMBIE, "D4");
        t.phase(DadState.MOVE, 0).dice(5, 2).play("Move Knight to C4").play("Move Knight to C5");
        assertEquals(2, t.rolled());
        assertEquals(Scene.sq("C4"), t.s.pos[k], "the second roll failed");
    }

    @Test
    void movingIntoAdjacencyIsFree() {
        Scene t = moving();
        int k = t.put(Kind.KNIGHT, "B3");
        t.put(Kind.ZOMBIE, "D3");
        t.phase(DadState.MOVE, 0).dice(1).play("Move Knight to C3");
        assertEquals(Scene.sq("C3"), t.s.pos[k]);
        assertEquals(0, t.rolled(), "no roll to move next to an enemy");
    }

    @Test
    void wallsBlockHindrance() {
        Scene t = moving();
        int k = t.put(Kind.KNIGHT, "G5");
        t.put(Kind.ZOMBIE, "H6"); // diagonal across the corner of the wall G6
        t.phase(DadState.MOVE, 0).dice(1).play("Move Knight to F5");
        assertEquals(Scene.sq("F5"), t.s.pos[k]);
        assertEquals(0, t.rolled());
        assertFalse(MoveChoices.hindered(t.s, k, Scene.sq("G5")));
        assertTrue(MoveChoices.hindered(t.s, k, Scene.sq("H5")));
    }

    @Test
    void theScoutBreaksAwayOnThreeToSix() {
        Scene t = moving();
        int sc = t.put(Kind.SCOUT, "C3");
        t.put(Kind.ZOMBIE, "D4");
        t.phase(DadState.MOVE, 0).dice(3).play("Move Scout to B3");
        assertEquals(Scene.sq("B3"), t.s.pos[sc]);
        Scene u = moving();
        int sc2 = u.put(Kind.SCOUT, "C3");
        u.put(Kind.ZOMBIE, "D4");
        u.phase(DadState.MOVE, 0).dice(2).play("Move Scout to B3");
        assertEquals(Scene.sq("C3"), u.s.pos[sc2]);
    }

    @Test
    void friendsArePassedThroughButNotStoppedOn() {
        Scene t = moving();
        int k = t.put(Kind.KNIGHT, "C3");
        t.put(Kind.PALADIN, "D3");
        t.phase(DadState.MOVE, 0).play("Move Knight to D3");
        assertFalse(t.offers("Knight stops on D3"), "one counter per square");
        t.play("Move Knight to E3");
        assertEquals(Scene.sq("E3"), t.s.pos[k]);
        assertEquals(t.s.roster.first(Kind.PALADIN) + 1, t.s.board[Scene.sq("D3")]);
    }

    @Test
    void aFriendCannotBeEnteredWithTheLastMove() {
        Scene t = moving();
        t.put(Kind.FIRE_ELEMENTAL, "C3");
        t.put(Kind.ZOMBIE, "D3");
        t.put(Kind.KNIGHT, "L2");
        t.phase(DadState.MOVE, 1);
        assertFalse(t.offers("Move Fire Elemental to D3"));
        assertTrue(t.offers("Move Fire Elemental to C4"));
    }

    @Test
    void enemiesBlock() {
        Scene t = moving();
        t.put(Kind.KNIGHT, "C3");
        t.put(Kind.ZOMBIE, "D3");
        t.phase(DadState.MOVE, 0);
        assertFalse(t.offers("Move Knight to D3"));
    }

    @Test
    void theDeadArePassedByAnyoneButNotStoppedOn() {
        Scene t = moving();
        int p = t.put(Kind.PALADIN, "D3");
        t.s.dead[p] = true;
        t.put(Kind.KNIGHT, "L2");
        int z = t.put(Kind.ZOMBIE, "C3");
        t.phase(DadState.MOVE, 1).play("Move Zombie on C3 to D3");
        assertFalse(t.offers("Zombie stops on D3"));
        t.play("Move Zombie on D3 to E3");
        assertEquals(Scene.sq("E3"), t.s.pos[z]);
    }

    @Test
    void anAdventurerPassingASpawningSquareDestroysIt() {
        Scene t = moving();
        int sc = t.put(Kind.SCOUT, "B2");
        t.phase(DadState.MOVE, 0).play("Move Scout to B3").play("Move Scout to B4").play("Move Scout to C4")
                .play("Scout stops on C4");
        assertEquals(1, t.s.destroyed & 1, "B4 is destroyed");
        assertEquals(Scene.sq("C4"), t.s.pos[sc]);
    }

    @Test
    void aMonsterOnASpawningSquareDestroysNothing() {
        Scene t = moving();
        t.put(Kind.KNIGHT, "L2");
        t.put(Kind.ZOMBIE, "B3");
        t.phase(DadState.MOVE, 1).play("Move Zombie on B3 to B4");
        assertEquals(0, t.s.destroyed);
    }

    /** Dead Counters: anyone passes a dead counter with no hindrance; the dead hold no one back. */
    @Test
    void theDeadHinderNobody() {
        Scene t = moving();
        int p = t.put(Kind.PALADIN, "D4");
        t.put(Kind.KNIGHT, "L2");
        int z = t.put(Kind.ZOMBIE, "C3");
        t.s.dead[p] = true;
        t.phase(DadState.MOVE, 1).dice(1).play("Move Zombie on C3 to B3");
        assertEquals(Scene.sq("B3"), t.s.pos[z], "a 1 would have held it next to a living Paladin");
        assertEquals(0, t.rolled());
    }
}
