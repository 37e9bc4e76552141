package keeptable.games.downamongthedead;

import static keeptable.games.downamongthedead.Scene.sq;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;
import org.junit.jupiter.api.Test;

/** Range and Line of Sight, and the book's adjacency (the Crypt: walls on C6-G6, J6-L6, H4). */
class GeometryTest {
    private final GameMap crypt = Scene.GAME.content().map("crypt");

    @Test
    void rangeCountsTheTargetSquareNotOnesOwnAndDiagonals() {
        assertEquals(1, GameMap.range(sq("C3"), sq("D4")));
        assertEquals(2, GameMap.range(sq("C3"), sq("E4")));
        assertEquals(4, GameMap.range(sq("B2"), sq("F5")));
        assertEquals(5, GameMap.range(sq("B2"), sq("G2")));
    }

    @Test
    void adjacencyIsTheEightSurroundingFloorSquaresNotWalls() {
        // B5: neighbours A4-A6 are the outer wall, B6 is floor, C6 is a wall
        int[] around = crypt.adjacent[sq("B5")];
        assertEquals(4, around.length); // B4, C4, C5, B6: not the wall C6 nor the outer wall
        for (int a : around) {
            assertTrue(crypt.floor[a]);
        }
        assertEquals(8, crypt.adjacent[sq("D3")].length);
    }

    @Test
    void straightLinesAlongOpenFloorAreClear() {
        assertTrue(Sight.clearOfWalls(crypt, sq("B3"), sq("G3")));
        assertTrue(Sight.clearOfWalls(crypt, sq("B2"), sq("F5")));
    }

    @Test
    void aWallInTheWayBlocks() {
        // H4 is a wall between G4 and I4
        assertFalse(Sight.clearOfWalls(crypt, sq("G4"), sq("I4")));
        assertFalse(Sight.clearOfWalls(crypt, sq("F4"), sq("J4")));
        // row 6 walls cut the lower hall from the upper one except through H6/I6
        assertFalse(Sight.clearOfWalls(crypt, sq("D5"), sq("D7")));
        assertTrue(Sight.clearOfWalls(crypt, sq("H5"), sq("H7")));
    }

    @Test
    void aLineThatOnlyTouchesAWallCornerIsBlocked() {
        // G3 to I5: the diagonal passes exactly through the corners of the wall H4 -> it touches, blocked
        assertFalse(Sight.clearOfWalls(crypt, sq("G3"), sq("I5")));
        // G5 to I3 crosses H4's other diagonal: blocked
        assertFalse(Sight.clearOfWalls(crypt, sq("G5"), sq("I3")));
        // G3 to I3 runs below H4 along open floor: clear
        assertTrue(Sight.clearOfWalls(crypt, sq("G3"), sq("I3")));
        // a diagonal step past a wall corner: G5 to H6 passes the corner shared by G6 (wall) and H5: blocked
        assertFalse(Sight.clearOfWalls(crypt, sq("G5"), sq("H6")));
    }

    @Test
    void aShallowLineClearsACornerItDoesNotTouch() {
        // from G5 to L3: the line passes under... check exactness both ways on the segment test itself
        assertTrue(Sight.touches(sq("A1"), sq("C3"), sq("B2")));
        assertFalse(Sight.touches(sq("A1"), sq("C2"), sq("B3")));
        // A1->C2 meets the shared corner of A2/B2... it passes through B1/B2 boundary at x=2,y=... exact
        assertTrue(Sight.touches(sq("A1"), sq("C2"), sq("B2")));
        assertTrue(Sight.touches(sq("A1"), sq("C2"), sq("B1")));
        // a knight's-move line grazes no corner of A2 (the corner (2,2) lies off the line)
        assertFalse(Sight.touches(sq("A1"), sq("B3"), sq("B1")));
    }

    @Test
    void countersBlockOnlyWhenTheLineCrossesTheirSquare() {
        // through a counter's square centre: crosses; grazing its corner: does not
        assertTrue(Sight.crosses(sq("A1"), sq("C3"), sq("B2")));
        assertFalse(Sight.crosses(sq("A1"), sq("C3"), sq("A2")));
        assertFalse(Sight.crosses(sq("A1"), sq("C3"), sq("B1")));
    }

    @Test
    void daggersPassOneFriendButNotTwoNorAnEnemy() {
        Scene t = Scene.empty();
        int a = t.put(Kind.ASSASSIN, "B3");
        t.put(Kind.ZOMBIE, "F3");
        int from = sq("B3");
        assertTrue(AbilityTargets.daggerSight(t.s, a, from, sq("F3")));
        t.put(Kind.KNIGHT, "C3");
        assertTrue(AbilityTargets.daggerSight(t.s, a, from, sq("F3")), "one friendly counter in the way");
        t.put(Kind.PALADIN, "D3");
        assertFalse(AbilityTargets.daggerSight(t.s, a, from, sq("F3")), "a second friendly counter blocks");
        t.s.lift(t.at("D3"));
        t.put(Kind.MINION, "E3");
        assertFalse(AbilityTargets.daggerSight(t.s, a, from, sq("F3")), "an enemy counter blocks");
    }

    @Test
    void theDeadBlockNothing() {
        Scene t = Scene.empty();
        int a = t.put(Kind.ASSASSIN, "B3");
        t.put(Kind.ZOMBIE, "F3");
        t.put(Kind.KNIGHT, "C3");
        int p = t.put(Kind.PALADIN, "D3");
        assertFalse(AbilityTargets.daggerSight(t.s, a, sq("B3"), sq("F3")), "two living friends in the way block");
        t.s.dead[p] = true;
        assertTrue(AbilityTargets.daggerSight(t.s, a, sq("B3"), sq("F3")), "a dead one does not");
    }
}
