package keeptable.games.deadkeep.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** THE BASICS, Line of Sight, and SPECIAL LOCATIONS (Passage tokens, Tower tile, Blinding Mist), from the book. */
class LineOfSightTest {
    /**
     * Two tiles side by side: a long street (row 1) of six Zones; above, shops (b opens onto the street,
     * a and c are walled); below, a house whose room h opens onto the street and room g lies behind it.
     */
    static Fixture street() {
        String grid = """
                +---+---+---+
                | a | b | c |
                +---+   +---+
                  d   e   f
                +---+   +---+
                | g   h | i |
                +---+---+---+
                """;
        String zones = "a: building dark, b: building dark, c: building dark, d: street, e: street,"
                + " f: street, g: building dark, h: building, i: building dark";
        return Fixture.tile("1R", zones, grid).and("2R", zones, grid)
                .with("""
                        passages:
                          - {id: pa, between: ["1R:a", "1R:d"]}
                          - {id: pc, between: ["1R:c", "1R:f"]}
                          - {id: pi, between: ["1R:i", "1R:f"]}
                          - {id: pa2, between: ["2R:a", "2R:d"]}
                          - {id: pc2, between: ["2R:c", "2R:f"]}
                          - {id: pi2, between: ["2R:i", "2R:f"]}
                        """);
    }

    @Test
    void streetLinesRunStraightToTheEdgeOfTheBoardCountingZones() {
        Fixture f = street();
        Board b = f.board();
        int d = f.z("1R:d");
        assertEquals(0, b.range(d, d, 0, 0));
        assertEquals(1, b.range(d, f.z("1R:e"), 0, 0));
        assertEquals(2, b.range(d, f.z("1R:f"), 0, 0));
        assertEquals(3, b.range(d, f.z("2R:d"), 0, 0));
        assertEquals(5, b.range(d, f.z("2R:f"), 0, 0), "the line crosses tiles until the edge of the board");
    }

    @Test
    void noDiagonalSight() {
        Fixture f = street();
        Board b = f.board();
        // e (the middle of the street) sees b above and h below through their openings, but d does not:
        // from d, b and h are only on a diagonal
        assertTrue(b.sees(f.z("1R:e"), f.z("1R:b"), 0, 0));
        assertFalse(b.sees(f.z("1R:d"), f.z("1R:b"), 0, 0));
        assertFalse(b.sees(f.z("1R:d"), f.z("1R:h"), 0, 0));
    }

    @Test
    void knutSeesAlongTheStreetAndOneZoneIntoTheBuildingFacingHim() {
        Fixture f = street();
        Board b = f.board();
        int knut = f.z("1R:e");
        assertEquals(1, b.range(knut, f.z("1R:h"), 0, 0), "the room facing him through the opening");
        assertFalse(b.sees(knut, f.z("1R:g"), 0, 0), "but not the room behind it");
        assertEquals(1, b.range(knut, f.z("1R:d"), 0, 0));
        assertEquals(4, b.range(knut, f.z("2R:f"), 0, 0), "all the way along the street");
    }

    @Test
    void frantzInABuildingSeesOneZoneThroughEachOpeningAndNoFarther() {
        Fixture f = street();
        Board b = f.board();
        int frantz = f.z("1R:g");
        assertEquals(1, b.range(frantz, f.z("1R:h"), 0, 0), "the next room through the opening");
        assertFalse(b.sees(frantz, f.z("1R:e"), 0, 0), "no farther than 1 Zone inside buildings");
        assertFalse(b.sees(frantz, f.z("1R:d"), 0, 0), "walls block: g and d share no opening");
    }

    @Test
    void fromABuildingTheLineGoesOutAlongTheStreetsStraight() {
        Fixture f = street();
        Board b = f.board();
        // a has a Passage to d (an opening in its south wall): it sees d (1), and nothing sideways along the street
        int a = f.z("1R:a");
        assertEquals(1, b.range(a, f.z("1R:d"), 0, 0));
        assertFalse(b.sees(a, f.z("1R:e"), 0, 0), "the street runs across the line, not along it");
        // h looks north out of its opening: e (1) then across to b, a building: lines out of a building see
        // street Zones only (the reading in docs/games/dead-keep-board.md)
        int h = f.z("1R:h");
        assertEquals(1, b.range(h, f.z("1R:e"), 0, 0));
        assertFalse(b.sees(h, f.z("1R:b"), 0, 0));
        assertEquals(1, b.range(h, f.z("1R:g"), 0, 0));
    }

    @Test
    void aBuildingLooksOutAlongAStreetForAnyNumberOfZones() {
        // a vertical street (column 1) of four Zones below a room that opens onto it
        Fixture f = Fixture.tile("1R", "a: building dark, b: street, c: street, d: street, e: street,"
                + " f: street, g: street", """
                +---+---+---+
                | a   a   a |
                +---+   +---+
                  b   c   d
                +   +   +   +
                  e   f   g
                +   +   +   +
                """).and("2R", "a: street, b: street, c: street, d: street, e: street, f: street,"
                + " g: street, h: street, i: street", """
                +   +   +   +
                  a   b   c
                +   +   +   +
                  d   e   f
                +   +---+   +
                  g   h   i
                +---+---+---+
                """).place("1R", "2R").tokens("{id: s, kind: start, zone: \"1R:c\"}",
                "{id: sp, kind: spawn_start, zone: \"1R:c\"}");
        Board b = f.board();
        int room = f.z("1R:a");
        assertEquals(1, b.range(room, f.z("1R:c"), 0, 0));
        assertEquals(2, b.range(room, f.z("1R:f"), 0, 0));
        assertEquals(3, b.range(room, f.z("2R:b"), 0, 0));
        assertEquals(4, b.range(room, f.z("2R:e"), 0, 0), "down the street to the wall");
        assertFalse(b.sees(room, f.z("2R:h"), 0, 0), "the wall stops it");
        // Frantz in the street: his line runs down the street and is blocked by the same wall
        int frantz = f.z("1R:c");
        assertEquals(3, b.range(frantz, f.z("2R:e"), 0, 0));
        assertFalse(b.sees(frantz, f.z("2R:h"), 0, 0), "Frantz's line of sight is blocked by the wall");
        assertEquals(1, b.range(frantz, f.z("1R:a"), 0, 0), "and one Zone into the building behind him");
    }

    @Test
    void closedDoorsBlockAndOpenDoorsDoNot() {
        Fixture f = Fixture.tile("1R", "a: building dark, b: building dark, c: street, d: street, e: street,"
                + " f: street, g: street, h: street, i: street", """
                +---+---+---+
                | a 1 b | c |
                +---+-2-+   +
                  d   e   f
                +   +   +   +
                  g   h   i
                +   +   +   +
                """).tokens("{id: s, kind: start, zone: \"1R:c\"}", "{id: sp, kind: spawn_start, zone: \"1R:c\"}");
        Board b = f.board();
        int e = f.z("1R:e"), bRoom = f.z("1R:b"), a = f.z("1R:a");
        assertFalse(b.sees(e, bRoom, 0, 0), "door 2 closed");
        assertEquals(1, b.range(e, bRoom, f.door("1R/2"), 0));
        assertFalse(b.sees(bRoom, a, f.door("1R/2"), 0), "door 1 still closed");
        assertEquals(1, b.range(bRoom, a, f.door("1R/1"), 0));
        assertEquals(2, b.range(bRoom, f.z("1R:h"), f.door("1R/2"), 0), "out through the door and down the street");
        assertFalse(b.sees(f.z("1R:h"), a, f.door("1R/1") | f.door("1R/2"), 0), "one Zone into a building only");
    }

    @Test
    void astridSeesThroughAPassageTokenIntoTheBuildingNextToHer() {
        Fixture f = street();
        Board b = f.board();
        // 1R:c is walled from the street but has a Passage token to 1R:f
        assertEquals(1, b.range(f.z("1R:f"), f.z("1R:c"), 0, 0));
        // 2R:c likewise; without a token (the same tile drawing, seen from 2R:e) it is walled
        assertFalse(b.sees(f.z("2R:e"), f.z("2R:c"), 0, 0));
    }

    @Test
    void zonesInSightHonoursMinimumAndMaximumRange() {
        Fixture f = street();
        Board b = f.board();
        int[] out = new int[b.zoneCount()];
        int d = f.z("1R:d");
        int n = b.zonesInSight(d, 1, 3, 0, 0, out);
        long got = 0;
        for (int i = 0; i < n; i++) {
            got |= 1L << out[i];
        }
        assertEquals(f.zones("1R:e", "1R:f", "2R:d", "1R:a"), got, "a is 1 Zone from d through its Passage");
        assertEquals(f.zones("1R:d"), b.sightMask(d, 0, 0, 0, 0));
        assertEquals(0, b.sightMask(d, 6, 9, 0, 0));
        for (int i = 1; i < n; i++) {
            assertTrue(out[i - 1] < out[i], "ascending order");
        }
    }

    @Test
    void blindingMistStopsSightFromToAndThroughMistZones() {
        Fixture f = street();
        Board b = f.board();
        long mist = f.zones("1R:f");
        int d = f.z("1R:d"), e = f.z("1R:e"), ff = f.z("1R:f");
        assertEquals(1, b.range(d, e, 0, mist), "e is not in the mist");
        assertFalse(b.sees(d, ff, 0, mist), "no sight into a blinded Zone");
        assertFalse(b.sees(d, f.z("2R:d"), 0, mist), "nor through it");
        assertFalse(b.sees(ff, e, 0, mist), "nor out of it");
        assertTrue(b.sees(ff, ff, 0, mist), "standing in it is the only way to see what is in it");
        assertEquals(2, b.range(d, ff, 0, 0), "without Blinding Mist, sight is normal");
    }

    /** Two tiles; 2R stands on the Tower with stairs from 2R:d to 1R:f; Passage tokens open every shop. */
    static Fixture tower() {
        String grid = """
                +---+---+---+
                | a | b | c |
                +---+   +---+
                  d   e   f
                +---+   +---+
                | g | h | i |
                +---+---+---+
                """;
        String zones = "a: building dark, b: street, c: building dark, d: street, e: street, f: street,"
                + " g: building dark, h: street, i: building dark";
        return Fixture.tile("1R", zones, grid).and("2R", zones, grid)
                .with("""
                        tower: 2R
                        stairs:
                          - {id: st, between: ["2R:d", "1R:f"]}
                        passages:
                          - {id: p1, between: ["1R:a", "1R:d"]}
                          - {id: p2, between: ["1R:c", "1R:f"]}
                          - {id: p3, between: ["1R:g", "1R:d"]}
                          - {id: p4, between: ["1R:i", "1R:f"]}
                          - {id: p5, between: ["2R:a", "2R:d"]}
                          - {id: p6, between: ["2R:c", "2R:f"]}
                          - {id: p7, between: ["2R:g", "2R:d"]}
                          - {id: p8, between: ["2R:i", "2R:f"]}
                        """);
    }

    @Test
    void noSightOntoTheTowerButOutOfItAsOnOneLevel() {
        Fixture f = tower();
        Board b = f.board();
        int out = f.z("1R:d"), towerD = f.z("2R:d"), towerE = f.z("2R:e");
        assertTrue(b.zone(towerD).tower());
        assertFalse(b.sees(out, towerD, 0, 0), "no line of sight from a standard tile onto the Tower");
        assertFalse(b.sees(f.z("1R:f"), towerD, 0, 0), "not even next to the stairs");
        assertEquals(4, b.range(towerE, out, 0, 0), "from the Tower, sight goes out as if on one level");
        assertEquals(1, b.range(towerD, f.z("1R:f"), 0, 0));
        // movement: only the stairs lead on or off the Tower, once the Quest lets Actors reach it
        long stairs = Board.STAIRS_OPEN;
        assertTrue((b.neighbours(f.z("1R:f"), stairs) & (1L << towerD)) != 0, "the stairs");
        assertEquals(0, b.neighbours(f.z("1R:f"), 0) & (1L << towerD), "stairs not yet open");
        assertEquals(0, b.neighbours(towerD, 0) & (1L << f.z("1R:f")), "both ways");
        assertEquals(0, b.neighbours(f.z("1R:f"), stairs) & b.zonesOnTile(1) & ~(1L << towerD));
        assertTrue((b.touching(f.z("1R:c")) & (1L << f.z("2R:a"))) != 0, "they touch, but a wall parts them");
        assertEquals(0, b.neighbours(f.z("1R:c"), 0) & (1L << f.z("2R:a")));
    }

    @Test
    void sightNeverDependsOnWhoStandsWhere() {
        // Actors never block: the board's sight has no input for actors at all; we check that a Zone seen
        // past another Zone is seen whatever the Zones between hold by checking the mask is the same from
        // every call (pure function of doors and mist).
        Fixture f = street();
        Board b = f.board();
        long first = b.sightMask(f.z("1R:d"), 0, 9, 0, 0);
        assertTrue((first & (1L << f.z("2R:f"))) != 0, "the far end of the street is seen past four Zones");
        assertEquals(first, b.sightMask(f.z("1R:d"), 0, 9, 0, 0));
    }

    @Test
    void ghostSightPassesWallsDoorsAndMistAndRunsThroughBuildings() {
        Fixture f = street();
        Board b = f.board();
        int d = f.z("1R:d"), g = f.z("1R:g");
        assertFalse(b.sees(d, g, 0, 0), "a wall between the street d and the room g");
        assertEquals(1, b.ghostRange(d, g, 0, 0), "Ghost Sight goes through it");
        assertEquals(2, b.ghostRange(f.z("1R:a"), g, 0, 0), "and on through buildings: a, d, g");
        long mist = f.zones("1R:e");
        assertEquals(2, b.ghostRange(d, f.z("1R:f"), 0, mist), "through Blinding Mist");
        assertEquals(1, b.ghostRange(d, f.z("1R:e"), 0, 0), "never worse than ordinary sight");
        assertFalse(b.sees(d, f.z("1R:b"), 0, 0));
        assertEquals(-1, b.ghostRange(d, f.z("1R:b"), 0, 0), "still straight lines: no diagonals");
        assertEquals(f.zones("1R:e", "1R:a", "1R:g"), b.ghostSightMask(d, 1, 1, 0, 0));
    }

    @Test
    void ghostSightNeverTargetsTheTower() {
        Fixture f = tower();
        Board b = f.board();
        assertEquals(-1, b.ghostRange(f.z("1R:f"), f.z("2R:d"), 0, 0));
        assertEquals(1, b.ghostRange(f.z("2R:d"), f.z("1R:f"), 0, 0));
    }
}
