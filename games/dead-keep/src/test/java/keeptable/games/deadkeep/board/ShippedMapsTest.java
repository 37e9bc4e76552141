package keeptable.games.deadkeep.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.YamlReader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The shipped tiles and maps: they load, hang together and match the book's components. */
class ShippedMapsTest {
    static Iterable<String> maps() {
        return Boards.MAPS;
    }

    @Test
    void nineDoubleSidedTilesEachWithATreasureChest() {
        Map<String, Tile> tiles = Boards.tiles(new YamlReader(ContentSource.classpath(Boards.class, "dead-keep")));
        assertEquals(18, tiles.size());
        for (int n = 1; n <= 9; n++) {
            assertTrue(tiles.containsKey(n + "R") && tiles.containsKey(n + "V"), "tile " + n);
        }
        for (Tile t : tiles.values()) {
            assertTrue(t.zones().values().stream().anyMatch(Tile.ZoneSpec::treasure), t.id() + " has a chest");
        }
        assertTrue(tiles.get("7R").zones().values().stream().anyMatch(Tile.ZoneSpec::mist), "7R has mist (book)");
        assertTrue(tiles.get("8R").zones().values().stream().anyMatch(Tile.ZoneSpec::mist), "8R has mist (book)");
    }

    @ParameterizedTest
    @MethodSource("maps")
    void everyMapLoadsAndIsConnectedWithEveryDoorOpen(String id) {
        Board b = Boards.load(id);
        assertEquals(id, b.id());
        assertTrue(b.zoneCount() <= 64 && b.doorCount() <= 64);
        long all = (1L << b.doorCount()) - 1 | Board.STAIRS_OPEN;
        int[] dist = new int[b.zoneCount()];
        assertEquals(b.zoneCount(), b.distanceField(1L << b.zoneOf(TokenKind.START), all, dist));
        assertEquals(1, b.tokens(TokenKind.SPAWN_START).size());
        assertEquals(b.zoneOf(TokenKind.SPAWN_START), b.spawnZone(0), "spawning starts at the Starting Spawn Zone");
        assertTrue(b.zoneOf(TokenKind.BOSS) >= 0, "every Quest has a Boss");
        assertTrue(b.zoneOf(TokenKind.EXIT) >= 0, "an Exit for the Quests that end there");
        assertTrue(b.mistZones() != 0, "Mist Zones to gather Mana");
        for (Building bd : b.buildings()) {
            assertTrue(bd.dark() != 0, id + ": building " + bd.id() + " has a dark Zone");
        }
        Set<String> names = new HashSet<>();
        for (Zone z : b.zones()) {
            assertTrue(names.add(z.name()));
            assertEquals(z.id(), b.zoneNamed(z.name()));
        }
        assertTrue(Boards.load(id) == b, "compiled once and shared");
    }

    @Test
    void theFirstFourMapsRiseInSizeAndQ3HasTheTowerWithStairsAndTheBossLair() {
        int last = 0;
        for (String id : Boards.MAPS.subList(0, 4)) {
            int n = Boards.load(id).tiles().size();
            assertTrue(n >= last, id + " has at least as many tiles as the one before");
            last = n;
        }
        assertTrue(Boards.load("tutorial").zoneCount() < Boards.load("q1").zoneCount());
        assertTrue(Boards.load("q1").zoneCount() < Boards.load("q2").zoneCount());
        Board q3 = Boards.load("q3");
        assertTrue(q3.towerTile() >= 0);
        assertTrue(q3.zone(q3.zoneOf(TokenKind.BOSS)).tower(), "the Boss's lair is on the Tower");
        assertEquals(2, q3.passages().stream().filter(Passage::stairs).count());
        assertNotNull(q3.token("artifact"));
        Board q1 = Boards.load("q1");
        assertTrue(q1.zone(q1.zoneOf(TokenKind.BOSS)).kind() == ZoneKind.BUILDING);
        assertEquals(1, q1.zones().stream().filter(Zone::fountain).count());
    }

    /**
     * The text board fits an 80-column terminal and a share of its 40 rows: a cell a line tall, as wide as 80 columns
     * allow (11 on a map six cells wide, 7 on one nine wide). The start Zone shows its number, kind and token, then who
     * stands in it: in full where the cell has room, else cut short by the '+' the key explains.
     */
    @ParameterizedTest
    @MethodSource("maps")
    void theTextBoardFitsAn80ColumnTerminalAndShowsActors(String id) {
        Board b = Boards.load(id);
        int start = b.zoneOf(TokenKind.START);
        String text = BoardText.draw(b, b.initialOpenDoors(), z -> z == start ? "As" : null);
        for (String line : text.split("\n")) {
            assertTrue(line.length() <= 80, id + ": " + line.length() + " columns: " + line);
        }
        assertEquals(b.rows() * 2 + 1, text.lines().takeWhile(l -> !l.startsWith("Key:")).count(), id + ":\n" + text);
        assertTrue(text.contains("Sp1"), text);
        boolean wide = b.cols() <= 6;
        assertEquals(wide, text.contains(start + " St As"), "the start Zone and who stands in it:\n" + text);
        assertEquals(!wide, text.contains(start + " St +") && text.contains("+ more (below)"),
                "a full Zone's '+', and the key:\n" + text);
    }

    @Test
    void doorsAreDrawnClosedAsCapitalsAndOpenAsSmallLetters() {
        Board b = Boards.load("tutorial");
        String closed = BoardText.draw(b, 0, z -> null);
        long all = (1L << b.doorCount()) - 1;
        String open = BoardText.draw(b, all, z -> null);
        assertTrue(closed.chars().filter(c -> c == 'R').count() >= b.doorCount());
        assertTrue(open.chars().filter(c -> c == 'r').count() >= b.doorCount());
    }

    @ParameterizedTest
    @MethodSource("maps")
    void theGeometryIsJsonForTheBrowser(String id) throws Exception {
        Board b = Boards.load(id);
        ObjectMapper json = new ObjectMapper();
        String text = json.writeValueAsString(BoardGeometry.of(b));
        JsonNode tree = json.readTree(text);
        assertEquals(b.rows(), tree.get("cells").size());
        assertEquals(b.zoneCount(), tree.get("zones").size());
        assertEquals(b.doorCount(), tree.get("doors").size());
        BoardGeometry back = json.readValue(text, BoardGeometry.class);
        assertEquals(BoardGeometry.of(b), back);
        long doorEdges = back.edges().stream().filter(e -> e.kind().equals("door")).count();
        assertEquals(b.doorCount(), doorEdges, "each door drawn once");
    }

    @Test
    void spawnZonesGoClockwiseFromTheStartingSpawnZone() {
        Fixture f = Fixture.tile("1R", "a: street, b: street, c: street, d: street, e: street, f: street,"
                + " g: street, h: street, i: street", """
                +   +   +   +
                  a   b   c
                +   +   +   +
                  d   e   f
                +   +   +   +
                  g   h   i
                +   +   +   +
                """).tokens("{id: s, kind: start, zone: \"1R:e\"}",
                "{id: se, kind: spawn_red_blue, zone: \"1R:i\"}",
                "{id: ne, kind: spawn_red_green, zone: \"1R:c\"}",
                "{id: first, kind: spawn_start, zone: \"1R:g\"}",
                "{id: nw, kind: mark, zone: \"1R:a\"}");
        Board b = f.board();
        assertEquals(3, b.spawnCount());
        assertEquals(f.z("1R:g"), b.spawnZone(0), "south-west first");
        assertEquals(f.z("1R:c"), b.spawnZone(1), "then round by the north to the north-east");
        assertEquals(f.z("1R:i"), b.spawnZone(2), "then the south-east");
        assertEquals("first", b.spawnToken(0).id());
    }

    @Test
    void footmenInTheMistFallOnTheMistZonesOfTilesWithAdventurers() {
        // the book's example: Tessara on tile 8R and Malteo on tile 7R; 1 Footman in each Mist Zone of both
        Board q1 = Boards.load("q1");
        int tessara = q1.zoneNamed("8R:e");
        int malteo = q1.zoneNamed("7R:d");
        long mist = q1.mistZonesOnTilesOf((1L << tessara) | (1L << malteo));
        long expected = 0;
        for (String z : new String[] {"7R:a", "7R:f", "8R:c", "8R:f"}) {
            expected |= 1L << q1.zoneNamed(z);
        }
        assertEquals(expected, mist);
        assertEquals(expected & ~q1.zonesOnTile(q1.tiles().indexOf("7R")),
                q1.mistZonesOnTilesOf(1L << tessara), "Tessara alone: only 8R's Mist Zones");
        assertEquals(0, q1.mistZonesOnTilesOf(0));
    }
}
