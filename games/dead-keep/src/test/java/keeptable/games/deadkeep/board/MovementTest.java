package keeptable.games.deadkeep.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** THE BASICS, Movement; PLAYER PHASE, Door Opening (doors and buildings); SPECIAL LOCATIONS, Passage tokens. */
class MovementTest {
    /** Rooms a and b (door 1 between them, door 2 to the street), a walled shop c with door 3, streets below. */
    static final String TOWN = """
            +---+---+---+
            | a 1 b | c |
            +---+-2-+-3-+
              d   e   f
            +   +   +   +
              g   h   i
            +   +   +   +
            """;

    static Fixture town(String extra) {
        return Fixture.tile("1R", "a: building dark, b: building, c: building dark treasure, d: street,"
                + " e: street mist, f: street, g: street, h: street, i: street", TOWN).with(extra).tokens("{id: s, kind: start, zone: \"1R:g\"}",
                "{id: sp, kind: spawn_start, zone: \"1R:i\"}");
    }

    @Test
    void theronMovesFreelyAlongStreetsButNotThroughWallsNorDiagonally() {
        Fixture f = town("");
        Board b = f.board();
        assertEquals(f.zones("1R:d", "1R:f", "1R:h"), b.neighbours(f.z("1R:e"), 0));
        assertEquals(f.zones("1R:d", "1R:h"), b.neighbours(f.z("1R:g"), 0), "corners do not count");
        assertEquals(0, b.neighbours(f.z("1R:a"), 0), "walls without an opening cannot be crossed");
        assertEquals(f.zones("1R:b", "1R:d"), b.touching(f.z("1R:a")));
    }

    @Test
    void knutCannotEnterThroughAClosedDoorUntilItIsOpened() {
        Fixture f = town("");
        Board b = f.board();
        int e = f.z("1R:e"), room = f.z("1R:b");
        assertFalse((b.neighbours(e, 0) & (1L << room)) != 0);
        long open = f.door("1R/2");
        assertTrue((b.neighbours(e, open) & (1L << room)) != 0);
        assertTrue((b.neighbours(room, open) & (1L << e)) != 0, "both ways");
        assertEquals(f.door("1R/2"), b.doorsAt(e));
        assertEquals(f.door("1R/1") | f.door("1R/2"), b.doorsAt(room));
    }

    @Test
    void gavinMovesRoomToRoomThroughOpeningsAndPassageTokens() {
        Fixture f = town("passages:\n  - {id: p, between: [\"1R:b\", \"1R:c\"]}");
        Board b = f.board();
        assertEquals(f.zones("1R:c"), b.neighbours(f.z("1R:b"), 0), "the Passage token opens the wall");
        assertEquals(f.zones("1R:b"), b.openings(f.z("1R:c")));
        assertEquals(1, b.passages().size());
        assertFalse(b.passages().get(0).stairs());
    }

    @Test
    void theFirstOpeningOfABuildingSpawnsInItsDarkZonesAndOnlyTheFirst() {
        Fixture f = town("");
        Board b = f.board();
        int ab = b.buildingOf(f.z("1R:a"));
        int c = b.buildingOf(f.z("1R:c"));
        assertEquals(ab, b.buildingOf(f.z("1R:b")), "rooms joined by a door are one building");
        assertTrue(ab != c);
        assertEquals(-1, b.buildingOf(f.z("1R:e")));
        assertFalse(b.buildingOpen(ab, 0));
        long door2 = f.door("1R/2");
        int d2 = Long.numberOfTrailingZeros(door2);
        assertEquals(1L << ab, b.buildingsOpenedBy(d2, 0));
        assertEquals(f.zones("1R:a"), b.darkZones(ab), "only a is dark: Enemies spawn in the dark");
        assertTrue(b.buildingOpen(ab, door2));
        int d1 = Long.numberOfTrailingZeros(f.door("1R/1"));
        assertEquals(0, b.buildingsOpenedBy(d1, door2), "a door inside an opened building opens nothing new");
        assertEquals(0, b.buildingsOpenedBy(d2, door2), "doors never close: opening an open one does nothing");
        int d3 = Long.numberOfTrailingZeros(f.door("1R/3"));
        assertEquals(1L << c, b.buildingsOpenedBy(d3, door2));
        // opened from inside first (door 1 while door 2 is shut) it has not been opened to the outside
        assertEquals(0, b.buildingsOpenedBy(d1, 0));
    }

    @Test
    void aBuildingWithAPrintedOpeningIsOpenFromTheStart() {
        Fixture f = EnemyRouteTest.gavin(false);
        Board b = f.board();
        int abc = b.buildingOf(f.z("1R:c"));
        assertEquals(abc, b.buildingOf(f.z("1R:a")));
        assertTrue(b.buildingOpen(abc, 0), "c opens onto the street f");
        int d3 = Long.numberOfTrailingZeros(f.door("1R/3"));
        assertEquals(0, b.buildingsOpenedBy(d3, 0));
    }

    @Test
    void theMapSetsDoorColoursAndDoorsOpenAtSetup() {
        Fixture f = town("doors:\n  \"1R/2\": {colour: blue, open: true}\n  \"1R/3\": {colour: green}");
        Board b = f.board();
        assertEquals(f.door("1R/2"), b.initialOpenDoors());
        assertEquals(DoorColour.BLUE, b.door(b.doorNamed("1R/2")).colour());
        assertEquals(DoorColour.GREEN, b.door(b.doorNamed("1R/3")).colour());
        assertEquals(DoorColour.RED, b.door(b.doorNamed("1R/1")).colour(), "red unless said");
        Door d = b.door(b.doorNamed("1R/2"));
        assertEquals(f.z("1R:b"), d.other(f.z("1R:e")));
    }

    @Test
    void zoneFlagsComeFromTheTileAndTheFountainFromTheMap() {
        Fixture f = town("fountain: \"1R:b\"");
        Board b = f.board();
        assertTrue(b.zone(f.z("1R:e")).mist());
        assertTrue(b.zone(f.z("1R:c")).treasure());
        assertTrue(b.zone(f.z("1R:a")).dark());
        Zone fountain = b.zone(f.z("1R:b"));
        assertTrue(fountain.fountain());
        assertTrue(fountain.mist(), "a Mana Fountain Zone is a Mist Zone");
        assertFalse(fountain.street(), "but in a building it stays a building Zone");
        assertEquals(f.zones("1R:e", "1R:b"), b.mistZones());
    }
}
