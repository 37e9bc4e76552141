package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The rule tests' grid pictures compile to real Boards with exactly the picture's Zones, routes and sight. */
class GridGroundTest {
    @Test
    void aStreetPictureIsOneZonePerCellInReadingOrderAndSightCountsZones() {
        GridGround g = Scene.street(5);
        Ground gr = g.ground();
        assertEquals(5, gr.zones(), "the padding cells of the square tile add no Zone");
        for (int c = 0; c < 5; c++) {
            assertEquals(c, g.zone(0, c));
            for (int d = 0; d < 5; d++) {
                assertEquals(Math.abs(c - d), gr.sight(c, d, 0, false), "range along the street");
            }
        }
        assertEquals(0, gr.spawnZones().length, "no Spawn Zone asked for, none given to the rules");
    }

    @Test
    void buildingsMeetStreetsOnlyThroughTheirDoorsAndDoorsKeepTheirOrder() {
        GridGround g = GridGround.builder("house", "...", "AAB").door(0, 0, 1, 0, "red").door(1, 1, 1, 2, "blue")
                .dark(1, 1).build();
        Ground gr = g.ground();
        assertEquals(6, gr.zones());
        assertEquals(1, gr.buildings(), "A and B joined by a door are one building (the board's reading)");
        assertEquals(0, g.door(0));
        assertEquals(1, g.door(1));
        assertEquals("blue", gr.doorColour(g.door(1)));
        long shut = gr.board().neighbours(g.zone(0, 0), 0L);
        assertFalse((shut & (1L << g.zone(1, 0))) != 0, "a closed door");
        long open = gr.board().neighbours(g.zone(0, 0), 1L << g.door(0));
        assertTrue((open & (1L << g.zone(1, 0))) != 0, "the open door");
        assertEquals(-1, gr.sight(g.zone(0, 1), g.zone(1, 1), 0, false), "the wall between street and room");
        assertEquals(1, gr.sight(g.zone(1, 0), g.zone(1, 1), 0, false), "rooms of one building see each other");
    }
}
