package keeptable.games.deadkeep.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** ENEMY PHASE, Move: the nearest Zone with Adventurers, shortest open routes, ties, multi-zone movers. */
class EnemyRouteTest {
    /**
     * Shops a-b-c above a street of six Zones: the Footman in e; Gavin in b behind door 3 (closed); door 2
     * (b-c) open and c opening onto f, so the open route to Gavin goes round by f; Mai Ling down in g.
     */
    static Fixture gavin(boolean door2Open) {
        return Fixture.tile("1R", "a: building dark, b: building, c: building dark, d: street, e: street,"
                + " f: street, g: street, h: street, i: street", """
                +---+---+---+
                | a 1 b 2 c |
                +---+-3-+   +
                  d   e   f
                +   +   +   +
                  g   h   i
                +---+---+---+
                """).with(door2Open ? "doors:\n  \"1R/2\": {open: true}" : "")
                .tokens("{id: s, kind: start, zone: \"1R:g\"}", "{id: sp, kind: spawn_start, zone: \"1R:i\"}");
    }

    @Test
    void theFootmanHeadsForGavinTheNearestAndTakesTheOpenRouteTowardTheOpenDoor() {
        Fixture f = gavin(true);
        Board b = f.board();
        int footman = f.z("1R:e");
        long adventurers = f.zones("1R:b", "1R:g"); // Gavin, Mai Ling
        long open = b.initialOpenDoors();
        assertEquals(f.door("1R/2"), open);
        assertEquals(f.zones("1R:b"), b.enemyDestinations(footman, adventurers),
                "Gavin is nearest (1 Zone through the closed door); Mai Ling is 2 away");
        assertEquals(3, b.openDistance(footman, f.z("1R:b"), open), "by the open route: f, c, b");
        assertEquals(2, b.openDistance(footman, f.z("1R:g"), open), "Mai Ling's open route is shorter...");
        assertEquals(f.zones("1R:f"), b.enemyStepOptions(footman, adventurers, open),
                "...but does not count: one Zone toward the open door");
    }

    @Test
    void hadTheDoorBeenClosedThereWouldBeNoOpenRouteAndTheFootmanStays() {
        Fixture f = gavin(false);
        Board b = f.board();
        int footman = f.z("1R:e");
        assertEquals(-1, b.openDistance(footman, f.z("1R:b"), 0));
        assertEquals(0, b.stepsToward(footman, f.z("1R:b"), 0));
        assertEquals(f.zones("1R:e"), b.enemyStepOptions(footman, f.zones("1R:b", "1R:g"), 0),
                "no path is available: it stays where it is");
    }

    @Test
    void enemiesNeverOpenDoorsButCrossOpenOnes() {
        Fixture f = gavin(false);
        Board b = f.board();
        int e = f.z("1R:e"), room = f.z("1R:b");
        assertFalse((b.neighbours(e, 0) & (1L << room)) != 0);
        assertTrue((b.neighbours(e, f.door("1R/3")) & (1L << room)) != 0);
        assertEquals(f.zones("1R:b"), b.enemyStepOptions(e, f.zones("1R:b"), f.door("1R/3")));
    }

    @Test
    void tiedDestinationsAndTiedRoutesAreAllOffered() {
        Fixture f = gavin(true);
        Board b = f.board();
        long open = b.initialOpenDoors();
        // two Zones with Adventurers at the same distance: the players choose the direction
        assertEquals(f.zones("1R:d", "1R:f"), b.enemyDestinations(f.z("1R:e"), f.zones("1R:d", "1R:f")));
        assertEquals(f.zones("1R:d", "1R:f"), b.enemyStepOptions(f.z("1R:e"), f.zones("1R:d", "1R:f"), open));
        // one destination, two shortest routes: g to e by d or by h
        assertEquals(f.zones("1R:d", "1R:h"), b.enemyStepOptions(f.z("1R:g"), f.zones("1R:e"), open));
    }

    @Test
    void anEnemyWithAdventurersInItsZoneDoesNotMove() {
        Fixture f = gavin(true);
        Board b = f.board();
        assertEquals(0, b.enemyStepOptions(f.z("1R:e"), f.zones("1R:e", "1R:g"), 0));
        assertEquals(0, b.stepsToward(f.z("1R:e"), f.z("1R:e"), 0));
    }

    @Test
    void aWarhogMovesTwoZonesKeepingItsDestination() {
        Fixture f = gavin(true);
        Board b = f.board();
        long open = b.initialOpenDoors();
        int warhog = f.z("1R:g"), target = f.z("1R:f");
        assertEquals(f.zones("1R:f"), b.enemyDestinations(warhog, f.zones("1R:f")));
        long first = b.stepsToward(warhog, target, open);
        assertEquals(f.zones("1R:d", "1R:h"), first);
        // the players pick h; the second step keeps the destination f
        assertEquals(f.zones("1R:e", "1R:i"), b.stepsToward(f.z("1R:h"), target, open));
        // and a mover that reaches its destination early stops there
        assertEquals(0, b.stepsToward(target, target, open));
    }

    @Test
    void theOgreMovesThreeZonesOnlyWhenItSeesAnAdventurer() {
        Fixture f = gavin(true);
        Board b = f.board();
        long open = b.initialOpenDoors();
        assertTrue(b.seesAny(f.z("1R:d"), f.zones("1R:f"), open, 0), "along the street");
        assertFalse(b.seesAny(f.z("1R:d"), f.zones("1R:i"), open, 0), "not diagonally");
        assertTrue(b.seesAny(f.z("1R:d"), f.zones("1R:f", "1R:i"), open, 0), "any Adventurer will do");
    }

    @Test
    void theDistanceFieldCountsMovesToTheNearestTargetByOpenRoutes() {
        Fixture f = gavin(true);
        Board b = f.board();
        int[] dist = new int[b.zoneCount()];
        int reached = b.distanceField(f.zones("1R:g"), b.initialOpenDoors(), dist);
        assertEquals(0, dist[f.z("1R:g")]);
        assertEquals(2, dist[f.z("1R:e")]);
        assertEquals(3, dist[f.z("1R:f")]);
        assertEquals(4, dist[f.z("1R:c")]);
        assertEquals(5, dist[f.z("1R:b")]);
        assertEquals(-1, dist[f.z("1R:a")], "behind closed door 1");
        assertEquals(8, reached);
        assertEquals(1, b.doorBlindDistance(f.z("1R:e"), f.z("1R:b")));
        assertEquals(2, b.doorBlindDistance(f.z("1R:e"), f.z("1R:a")));
    }
}
