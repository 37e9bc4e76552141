package keeptable.games.deadkeep.board;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.content.ContentException;
import org.junit.jupiter.api.Test;

/** A bad tile or map fails on load, naming the file, the entry and the reason. */
class BadContentTest {
    static final String GRID = MovementTest.TOWN;
    static final String ZONES = "a: building dark, b: building, c: building dark, d: street, e: street,"
            + " f: street, g: street, h: street, i: street";

    private static void fails(Fixture f, String... parts) {
        ContentException e = assertThrows(ContentException.class, f::board);
        for (String p : parts) {
            assertTrue(e.getMessage().contains(p), "message '" + e.getMessage() + "' should name " + p);
        }
    }

    @Test
    void aGoodFixtureLoads() {
        Fixture.tile("1R", ZONES, GRID).board();
    }

    @Test
    void brokenGrid() {
        fails(Fixture.tile("1R", ZONES, GRID.replace("+---+-2-+-3-+", "+---+-2-x-3-+")),
                "tiles/tiles.yaml", "1R", "broken grid", "'+'");
        fails(Fixture.tile("1R", ZONES, GRID.replace("+   +   +   +\n  g", "+   +   +\n  g")
                .replace("  g   h   i\n+   +   +   +", "  g   h   i")), "tiles/tiles.yaml", "1R", "broken grid");
        fails(Fixture.tile("1R", ZONES, GRID.replace("| a 1 b | c |", "| a 1 b # c |")), "1R", "edge '#'");
    }

    @Test
    void unknownZoneOnTheTileOrInTheMap() {
        fails(Fixture.tile("1R", ZONES, GRID.replace("| a 1 b | c |", "| a 1 b | x |")), "1R",
                "one declared zone letter");
        fails(Fixture.tile("1R", ZONES + ", j: street", GRID), "1R", "zone 'j' is declared but not drawn");
        fails(Fixture.tile("1R", ZONES, GRID).tokens("{id: s, kind: start, zone: \"1R:z\"}",
                "{id: sp, kind: spawn_start, zone: \"1R:a\"}"), "maps/test.yaml", "entry 's'", "unknown zone '1R:z'");
    }

    @Test
    void doorsMustJoinTwoZonesInsideTheTile() {
        fails(Fixture.tile("1R", ZONES, GRID.replace("| a 1 b | c |", "| a 1 a | c |")
                .replace("b: building,", "")), "1R", "door 1 lies inside zone 'a'");
        fails(Fixture.tile("1R", ZONES, GRID.replace("| a 1 b | c |", "4 a 1 b | c |")), "1R", "rim");
        fails(Fixture.tile("1R", ZONES, GRID.replace("+---+-2-+-3-+", "+---+-2-+-1-+")), "1R", "door 1 is drawn twice");
        fails(Fixture.tile("1R", ZONES, GRID).with("doors:\n  \"1R/7\": {colour: blue}"), "maps/test.yaml",
                "1R/7", "no such door");
    }

    @Test
    void passagesJoinOnlyZonesThatTouchThroughAWall() {
        fails(Fixture.tile("1R", ZONES, GRID).with("passages:\n  - {id: p, between: [\"1R:a\", \"1R:i\"]}"),
                "maps/test.yaml", "entry 'p'", "share no wall");
        fails(Fixture.tile("1R", ZONES, GRID).with("passages:\n  - {id: p, between: [\"1R:a\"]}"), "entry 'p'",
                "two zones");
    }

    @Test
    void duplicateIds() {
        fails(Fixture.tile("1R", ZONES, GRID).tokens("{id: s, kind: start, zone: \"1R:a\"}",
                "{id: s, kind: spawn_start, zone: \"1R:a\"}"), "maps/test.yaml", "entry 's'", "used twice");
        // the fixture keys tiles by id, so write the duplicate by hand
        Fixture dup = Fixture.tile("1R", ZONES, GRID);
        String tiles = dup.tilesYaml() + dup.tilesYaml().substring("tiles:\n".length());
        ContentException e = assertThrows(ContentException.class, () -> Boards.load(Fixture.source(
                java.util.Map.of(Boards.TILES, tiles, "maps/test.yaml", dup.mapYaml())), "test"));
        assertTrue(e.getMessage().contains("1R") && e.getMessage().contains("used twice"), e.getMessage());
        fails(Fixture.tile("1R", ZONES, GRID).and("1V", ZONES, GRID), "tile 1 is placed twice");
    }

    @Test
    void mapsNeedPlacedTilesStartAndOneFirstSpawnAndEveryZoneReachable() {
        fails(Fixture.tile("1R", ZONES, GRID).place("1R 9R"), "unknown tile '9R'");
        fails(Fixture.tile("1R", ZONES, GRID).place("1R@45"), "rotation");
        fails(Fixture.tile("1R", ZONES, GRID).tokens("{id: sp, kind: spawn_start, zone: \"1R:a\"}"), "start token");
        fails(Fixture.tile("1R", ZONES, GRID).tokens("{id: s, kind: start, zone: \"1R:a\"}"), "spawn_start");
        fails(Fixture.tile("1R", ZONES, GRID.replace("| a 1 b | c |", "| a | b | c |")), "maps/test.yaml",
                "1R:b", "cannot be reached");
        fails(Fixture.tile("1R", ZONES, GRID).tokens("{id: s, kind: start, zone: \"1R:a\"}",
                "{id: sp, kind: spawn_start, zone: \"1R:a\"}", "{id: x, kind: exit, colour: blue, zone: \"1R:a\"}"),
                "entry 'x'", "only Objective tokens have a colour");
        fails(Fixture.tile("1R", ZONES, GRID).tokens("{id: s, kind: start, zone: \"1R:a\"}",
                "{id: sp, kind: spawn_start, zone: \"1R:a\"}", "{id: x, kind: exitt, zone: \"1R:a\"}"),
                "maps/test.yaml", "x");
    }

    @Test
    void zoneWordsAreChecked() {
        fails(Fixture.tile("1R", ZONES.replace("a: building dark", "a: building mist"), GRID), "1R", "zone 'a'",
                "Mist Zones are street Zones");
        fails(Fixture.tile("1R", ZONES.replace("d: street", "d: street dark"), GRID), "zone 'd'",
                "dark Zones are building Zones");
        fails(Fixture.tile("1R", ZONES.replace("d: street", "d: avenue"), GRID), "unknown word 'avenue'");
        fails(Fixture.tile("1R", ZONES.replace("d: street", "d: mist"), GRID), "needs a kind");
        fails(Fixture.tile("1X", ZONES, GRID), "1X", "tile id");
    }

    @Test
    void theTowerAndItsStairs() {
        fails(Fixture.tile("1R", ZONES, GRID).with("stairs:\n  - {id: st, between: [\"1R:d\", \"1R:e\"]}"),
                "entry 'stairs'", "Tower");
        fails(Fixture.tile("1R", ZONES, GRID).with("tower: 2R"), "tile '2R' is not placed");
        fails(Fixture.tile("1R", ZONES, GRID).and("2R", ZONES, GRID)
                        .with("tower: 2R\nstairs:\n  - {id: st, between: [\"1R:d\", \"1R:e\"]}"),
                "entry 'st'", "join a Tower zone to a zone off the Tower");
    }

    @Test
    void notMoreDoorsNorTokensThanTheBoxHolds() {
        fails(Fixture.tile("1R", ZONES, GRID).with("doors:\n  \"1R/1\": {colour: blue}\n  \"1R/2\": {colour: blue}"),
                "entry 'doors'", "2 blue doors");
        fails(Fixture.tile("1R", ZONES, GRID).tokens("{id: s, kind: start, zone: \"1R:a\"}",
                "{id: sp, kind: spawn_start, zone: \"1R:a\"}", "{id: o1, kind: objective, colour: green, zone: \"1R:d\"}",
                "{id: o2, kind: objective, colour: green, zone: \"1R:e\"}"), "at most 1 blue and 1 green Objective");
        fails(Fixture.tile("1R", ZONES, GRID).tokens("{id: s, kind: start, zone: \"1R:a\"}",
                "{id: sp, kind: spawn_start, zone: \"1R:a\"}", "{id: x1, kind: exit, zone: \"1R:d\"}",
                "{id: x2, kind: exit, zone: \"1R:e\"}"), "at most one exit");
        fails(Fixture.tile("1R", ZONES, GRID).tokens("{id: s, kind: start, zone: \"1R:a\"}",
                "{id: sp, kind: spawn_start, zone: \"1R:a\"}", "{id: q1, kind: quest_artifact, zone: \"1R:d\"}",
                "{id: q2, kind: quest_artifact, zone: \"1R:e\"}", "{id: q3, kind: quest_artifact, zone: \"1R:f\"}"),
                "at most 2 Quest Artifact tokens");
    }
}
