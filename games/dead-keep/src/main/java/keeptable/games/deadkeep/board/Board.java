package keeptable.games.deadkeep.board;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A Quest's map compiled once from its tiles and tokens: Zones, doors, buildings, Passage tokens, stairs,
 * tokens, and the tables the rules ask on their hot path (movement, line of sight, range, Enemy routes).
 * Immutable and shared by every state of every game on that map; no method below allocates unless it
 * says so.
 *
 * <p>The only dynamic inputs are small masks the state owns:
 * <ul>
 *   <li>{@code openDoors}: bit {@code d} set when door {@code d} is open (doors never close);</li>
 *   <li>{@code mist}: the Zones blinded by Blinding Mist (normally {@link #mistZones()} while the card is
 *       in play, else 0);</li>
 *   <li>zone sets ({@code targets}, {@code adventurers}): bit {@code z} for Zone {@code z}.</li>
 * </ul>
 * A map has at most 64 Zones and 64 doors, so every set fits a {@code long}.
 */
public final class Board {
    /**
     * The top bit of an open-doors mask: the stairs to the Tower tile may be crossed (the Quest's conditions for
     * reaching the Tower are met). No map holds more than the box's 20 doors, so the bit is never a door's.
     */
    public static final long STAIRS_OPEN = Cells.STAIRS_OPEN;

    private final String id;
    private final String name;
    private final int rows;
    private final int cols;
    private final int tileSize;
    private final int[] cellZone;
    private final int[] moveEdge;
    private final int[] sightEdge;
    private final byte[] edgeMark;
    private final List<Zone> zones;
    private final List<Door> doors;
    private final List<Building> buildings;
    private final List<Passage> passages;
    private final List<Token> tokens;
    private final List<String> tiles;
    private final int towerTile;

    private final long[] doorMaskAt;
    private final long mistZones;
    private final long[] mistByTile;
    private final long[] tileZones;
    private final long initialOpen;
    private final int[] spawnOrder;
    private final long[] buildingExits;
    private final int[][] buildingExitDoors;

    private final Routes routes;
    private final LineOfSight sight;

    Board(String id, String name, int rows, int cols, int tileSize, int[] cellZone, int[] moveEdge, int[] sightEdge,
          byte[] edgeMark, List<Zone> zones, List<Door> doors, List<Building> buildings, List<Passage> passages,
          List<Token> tokens, List<String> tiles, int towerTile) {
        this.id = id;
        this.name = name;
        this.rows = rows;
        this.cols = cols;
        this.tileSize = tileSize;
        this.cellZone = cellZone;
        this.moveEdge = moveEdge;
        this.sightEdge = sightEdge;
        this.edgeMark = edgeMark;
        this.zones = List.copyOf(zones);
        this.doors = List.copyOf(doors);
        this.buildings = List.copyOf(buildings);
        this.passages = List.copyOf(passages);
        this.tokens = List.copyOf(tokens);
        this.tiles = List.copyOf(tiles);
        this.towerTile = towerTile;
        int n = zones.size();

        routes = new Routes(cols, cellZone, moveEdge, this.doors, this.passages, n);
        doorMaskAt = new long[n];
        long open = 0;
        for (Door dr : doors) {
            doorMaskAt[dr.zoneA()] |= 1L << dr.id();
            doorMaskAt[dr.zoneB()] |= 1L << dr.id();
        }
        for (Door dr : doors) {
            if (dr.open()) {
                open |= 1L << dr.id();
            }
        }
        initialOpen = open;

        long mist = 0;
        mistByTile = new long[tiles.size()];
        tileZones = new long[tiles.size()];
        for (Zone z : zones) {
            tileZones[z.tile()] |= 1L << z.id();
            if (z.mist()) {
                mist |= 1L << z.id();
                mistByTile[z.tile()] |= 1L << z.id();
            }
        }
        mistZones = mist;

        buildingExits = new long[buildings.size()];
        buildingExitDoors = new int[buildings.size()][];
        for (Building b : buildings) {
            long out = 0;
            List<Integer> exitDoors = new ArrayList<>();
            for (long m = b.zones(); m != 0; m &= m - 1) {
                int z = Long.numberOfTrailingZeros(m);
                out |= routes.openings(z) & ~b.zones();
                for (int dr : routes.doorIdsAt(z)) {
                    if ((b.zones() & (1L << doors.get(dr).other(z))) == 0) {
                        exitDoors.add(dr);
                    }
                }
            }
            buildingExits[b.id()] = out;
            buildingExitDoors[b.id()] = exitDoors.stream().mapToInt(Integer::intValue).toArray();
        }

        spawnOrder = SpawnOrder.of(this.tokens, cellZone, rows, cols);

        sight = new LineOfSight(cols, cellZone, moveEdge, sightEdge, this.zones);
    }

    // ------------------------------------------------------------------ identity and content

    /** The map id, e.g. {@code tutorial}, {@code q1}. */
    public String id() {
        return id;
    }

    /** The map's title. */
    public String name() {
        return name;
    }

    public int zoneCount() {
        return zones.size();
    }

    public Zone zone(int zone) {
        return zones.get(zone);
    }

    /** All Zones by id. */
    public List<Zone> zones() {
        return zones;
    }

    /** The Zone named {@code tile:label}, or -1. Allocates nothing but walks the Zones: not for the hot path. */
    public int zoneNamed(String zoneName) {
        for (Zone z : zones) {
            if (z.name().equals(zoneName)) {
                return z.id();
            }
        }
        return -1;
    }

    public int doorCount() {
        return doors.size();
    }

    public Door door(int door) {
        return doors.get(door);
    }

    public List<Door> doors() {
        return doors;
    }

    /** The door named {@code tile/number}, or -1. */
    public int doorNamed(String doorName) {
        for (Door d : doors) {
            if (d.name().equals(doorName)) {
                return d.id();
            }
        }
        return -1;
    }

    public int buildingCount() {
        return buildings.size();
    }

    public Building building(int building) {
        return buildings.get(building);
    }

    public List<Building> buildings() {
        return buildings;
    }

    /** Passage tokens and stairs placed by the map. */
    public List<Passage> passages() {
        return passages;
    }

    /** Every token the map places, in the map's order. */
    public List<Token> tokens() {
        return tokens;
    }

    /** The token with this id, or null. */
    public Token token(String tokenId) {
        for (Token t : tokens) {
            if (t.id().equals(tokenId)) {
                return t;
            }
        }
        return null;
    }

    /** The tokens of one kind, in the map's order (allocates). */
    public List<Token> tokens(TokenKind kind) {
        List<Token> out = new ArrayList<>();
        for (Token t : tokens) {
            if (t.kind() == kind) {
                out.add(t);
            }
        }
        return Collections.unmodifiableList(out);
    }

    /** The Zone of the first token of this kind, or -1 (setup helper: start, exit, boss). */
    public int zoneOf(TokenKind kind) {
        for (Token t : tokens) {
            if (t.kind() == kind) {
                return t.zone();
            }
        }
        return -1;
    }

    /** The placed tiles' names ({@code 8R}, {@code 3V}...) by tile index. */
    public List<String> tiles() {
        return tiles;
    }

    /** The index of the tile on the Tower base, or -1 when the map has no Tower. */
    public int towerTile() {
        return towerTile;
    }

    /** Grid size in cells (a tile is {@link #tileSize()} cells square). */
    public int rows() {
        return rows;
    }

    public int cols() {
        return cols;
    }

    public int tileSize() {
        return tileSize;
    }

    /** The Zone of grid cell (row, col), or -1 off the board. */
    public int zoneAt(int row, int col) {
        if (row < 0 || col < 0 || row >= rows || col >= cols) {
            return -1;
        }
        return cellZone[row * cols + col];
    }

    // ------------------------------------------------------------------ zone sets

    /** Every Mist Zone (printed mist and the Mana Fountain's Zone): pass it as {@code mist} under Blinding Mist. */
    public long mistZones() {
        return mistZones;
    }

    /** The Mist Zones on every tile holding one of {@code zones} (Footmen in the Mist!: tiles with Adventurers). */
    public long mistZonesOnTilesOf(long zoneSet) {
        long out = 0;
        for (int t = 0; t < mistByTile.length; t++) {
            if ((tileZones[t] & zoneSet) != 0) {
                out |= mistByTile[t];
            }
        }
        return out;
    }

    /** The Zones on tile {@code tile}. */
    public long zonesOnTile(int tile) {
        return tileZones[tile];
    }

    /** Every Zone: the mask of 0..n-1. */
    public long allZones() {
        int n = zones.size();
        return n == 64 ? -1L : (1L << n) - 1;
    }

    // ------------------------------------------------------------------ doors and buildings

    /** The doors open at setup: the {@code openDoors} a new game starts from. */
    public long initialOpenDoors() {
        return initialOpen;
    }

    /** The doors touching {@code zone} (an Adventurer there may open the closed ones). */
    public long doorsAt(int zone) {
        return doorMaskAt[zone];
    }

    /** The building of {@code zone}, or -1 for a street. */
    public int buildingOf(int zone) {
        return zones.get(zone).building();
    }

    /**
     * True when building {@code b} has a way in: a printed opening, a Passage token or stairs to a Zone
     * outside it, or an open door to one. A building never opened has never spawned.
     */
    public boolean buildingOpen(int b, long openDoors) {
        if (buildingExits[b] != 0) {
            return true;
        }
        for (int d : buildingExitDoors[b]) {
            if ((openDoors & (1L << d)) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The buildings that opening door {@code door} opens for the first time, given the doors open before:
     * bit {@code b} for building {@code b}. Their dark Zones spawn Enemies.
     */
    public long buildingsOpenedBy(int door, long openDoorsBefore) {
        if ((openDoorsBefore & (1L << door)) != 0) {
            return 0;
        }
        Door d = doors.get(door);
        long out = 0;
        int ba = zones.get(d.zoneA()).building();
        int bb = zones.get(d.zoneB()).building();
        long after = openDoorsBefore | (1L << door);
        if (ba >= 0 && ba != bb && !buildingOpen(ba, openDoorsBefore) && buildingOpen(ba, after)) {
            out |= 1L << ba;
        }
        if (bb >= 0 && ba != bb && !buildingOpen(bb, openDoorsBefore) && buildingOpen(bb, after)) {
            out |= 1L << bb;
        }
        return out;
    }

    /** The dark Zones of building {@code b}. */
    public long darkZones(int b) {
        return buildings.get(b).dark();
    }

    // ------------------------------------------------------------------ spawn zones

    /**
     * The Spawn Zone tokens in spawning order: the Starting Spawn Zone's token first, the other tokens in its
     * Zone next (by id), then the rest clockwise around the board's centre as seen from above. Indexes into
     * {@link #tokens()}. Allocates a copy.
     */
    public int[] spawnTokenOrder() {
        return spawnOrder.clone();
    }

    /** The number of Spawn Zone tokens. */
    public int spawnCount() {
        return spawnOrder.length;
    }

    /** The Zone of the {@code i}-th Spawn Zone token in spawning order. */
    public int spawnZone(int i) {
        return tokens.get(spawnOrder[i]).zone();
    }

    /** The {@code i}-th Spawn Zone token in spawning order. */
    public Token spawnToken(int i) {
        return tokens.get(spawnOrder[i]);
    }

    // ------------------------------------------------------------------ movement ({@link Routes})

    /**
     * The Zones an Actor in {@code zone} can Move to in one step: printed openings and street-to-street
     * edges, Passage tokens, stairs (while {@link #STAIRS_OPEN} is set), and doors open in {@code openDoors}.
     */
    public long neighbours(int zone, long openDoors) {
        return routes.neighbours(zone, openDoors);
    }

    /** The Zones joined to {@code zone} whatever the doors: openings, Passage tokens, stairs. */
    public long openings(int zone) {
        return routes.openings(zone);
    }

    /**
     * The Zones sharing a cell edge with {@code zone}, walls or not (Teleport counts Zones this way; the
     * rules must still keep it out of closed buildings and the Tower).
     */
    public long touching(int zone) {
        return routes.touching(zone);
    }

    /** The fewest Moves from {@code from} to {@code to} with these doors open, or -1 if there is no open route. */
    public int openDistance(int from, int to, long openDoors) {
        return routes.openDistance(from, to, openDoors);
    }

    /**
     * Fills {@code dist[z]} with the fewest Moves from Zone {@code z} to the nearest of {@code targets} by open
     * routes (-1 where none), and returns the number of Zones reached. {@code dist} needs
     * {@link #zoneCount()} slots.
     */
    public int distanceField(long targets, long openDoors, int[] dist) {
        return routes.distanceField(targets, openDoors, dist);
    }

    /**
     * The Moves from {@code from} to {@code to} counting every door as open (walls still count): the
     * distance by which Enemies pick the nearest Zone with Adventurers. -1 if walls cut them apart.
     */
    public int doorBlindDistance(int from, int to) {
        return routes.doorBlindDistance(from, to);
    }

    /**
     * Where an Enemy in {@code from} heads: the Zones of {@code adventurers} nearest to it, counting closed
     * doors as if open (the book: the nearest Zone with Adventurers, whatever the line of sight or the doors;
     * the route is then found through open doors only). Several bits mean a tie the players break; 0 when no
     * Zone of {@code adventurers} can be reached even through every door.
     */
    public long enemyDestinations(int from, long adventurers) {
        return routes.enemyDestinations(from, adventurers);
    }

    /**
     * One step of a Move toward {@code destination}: every neighbour of {@code from} that lies on a shortest
     * open route to it (ties for the players). 0 when {@code from} is the destination or no open route exists
     * (the Enemy stays). Call it again from the chosen Zone with the same destination for Enemies that move
     * several Zones (Warhog, Baba Yaga, Wyvern 2; Ogre 3 when it sees an Adventurer): their destination does
     * not change along the way.
     */
    public long stepsToward(int from, int destination, long openDoors) {
        return routes.stepsToward(from, destination, openDoors);
    }

    /**
     * The whole one-Zone Move of an Enemy in {@code from} that did not attack: the union over its tied
     * destinations ({@link #enemyDestinations}) of the first steps of shortest open routes. The bit of
     * {@code from} itself is set when a tied destination has no open route (choosing it, the Enemy stays);
     * the result is exactly {@code 1L << from} when no destination can be reached, and 0 when {@code from}
     * holds Adventurers or none can be found at all.
     */
    public long enemyStepOptions(int from, long adventurers, long openDoors) {
        return routes.enemyStepOptions(from, adventurers, openDoors);
    }

    // ------------------------------------------------------------------ line of sight ({@link LineOfSight})

    /**
     * True when an Actor in {@code from} has a line of sight to {@code to} with these doors open and the
     * Zones in {@code mist} blinded. A Zone always sees itself.
     */
    public boolean sees(int from, int to, long openDoors, long mist) {
        return sight.sees(from, to, openDoors, mist);
    }

    /**
     * The range from {@code from} to {@code to}: 0 for the same Zone, else the number of Zones the shortest
     * line of sight passes into to reach it; -1 without a line of sight.
     */
    public int range(int from, int to, long openDoors, long mist) {
        return sight.range(from, to, openDoors, mist);
    }

    /** The Zones {@code from} sees at a range from {@code minRange} to {@code maxRange} (inclusive), as a mask. */
    public long sightMask(int from, int minRange, int maxRange, long openDoors, long mist) {
        return sight.sightMask(from, minRange, maxRange, openDoors, mist);
    }

    /**
     * Writes into {@code out} the Zones {@code from} sees at a range from {@code minRange} to {@code maxRange},
     * in ascending Zone order, and returns how many. {@code out} needs room for {@link #zoneCount()} Zones.
     */
    public int zonesInSight(int from, int minRange, int maxRange, long openDoors, long mist, int[] out) {
        return sight.zonesInSight(from, minRange, maxRange, openDoors, mist, out);
    }

    /**
     * The range with the Ghost Sight Skill: the better of the ordinary line of sight and a straight line that
     * passes walls, doors and Blinding Mist and runs through buildings without limit (to the board's edge).
     * Ghost Sight never reaches a Tower Zone from off the Tower. -1 when neither sees it.
     */
    public int ghostRange(int from, int to, long openDoors, long mist) {
        return sight.ghostRange(from, to, openDoors, mist);
    }

    /** The Zones seen with Ghost Sight at a range from {@code minRange} to {@code maxRange}, as a mask. */
    public long ghostSightMask(int from, int minRange, int maxRange, long openDoors, long mist) {
        return sight.ghostSightMask(from, minRange, maxRange, openDoors, mist);
    }

    /** True when {@code from} sees at least one of {@code zoneSet} (the Ogre's 3-Zone Move). */
    public boolean seesAny(int from, long zoneSet, long openDoors, long mist) {
        return sight.seesAny(from, zoneSet, openDoors, mist);
    }

    // ------------------------------------------------------------------ package internals

    int neighbour(int cell, int dir) {
        return Cells.neighbour(cell, dir, cols);
    }

    int moveEdge(int cell, int dir) {
        return moveEdge[cell * 4 + dir];
    }

    int sightEdge(int cell, int dir) {
        return sightEdge[cell * 4 + dir];
    }

    byte edgeMark(int cell, int dir) {
        return edgeMark[cell * 4 + dir];
    }

    int cellZone(int cell) {
        return cellZone[cell];
    }
}
