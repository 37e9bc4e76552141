package keeptable.games.deadkeep.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.function.IntFunction;

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
    /** Directions on the grid, clockwise from north. */
    static final int N = 0, E = 1, S = 2, W = 3;
    static final int[] DR = {-1, 0, 1, 0};
    static final int[] DC = {0, 1, 0, -1};

    /** Edge codes in {@link #moveEdge} and {@link #sightEdge}: off the board, a wall, open, or door d (2+d). */
    static final int VOID = -2, WALL = -1, OPEN = 0, DOOR0 = 2;
    /** Marks on edges, for drawing. */
    static final byte MARK_NONE = 0, MARK_PASSAGE = 1, MARK_STAIRS = 2;

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

    private final long[] staticAdj;
    private final long[] touching;
    private final int[][] doorsAt;
    private final long[] doorMaskAt;
    private final long mistZones;
    private final long[] mistByTile;
    private final long[] tileZones;
    private final long initialOpen;
    private final int[] blindDist;
    private final int[] spawnOrder;
    private final long[] buildingExits;
    private final int[][] buildingExitDoors;

    // line-of-sight entries: for origin z, entries [sightStart[z], sightStart[z+1])
    private final int[] sightStart;
    private final int[] sightZone;
    private final int[] sightRange;
    private final long[] sightDoors;
    private final long[] sightPassed;
    // Ghost Sight: straight lines through everything, the least range from z to t at ghost[z * n + t] (-1 none)
    private final int[] ghost;

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

        staticAdj = new long[n];
        touching = new long[n];
        for (int cell = 0; cell < cellZone.length; cell++) {
            int a = cellZone[cell];
            if (a < 0) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int e = moveEdge[cell * 4 + d];
                if (e == VOID) {
                    continue;
                }
                int b = cellZone[neighbour(cell, d)];
                if (b == a) {
                    continue;
                }
                touching[a] |= 1L << b;
                if (e == OPEN) {
                    staticAdj[a] |= 1L << b;
                }
            }
        }
        for (Passage p : passages) {
            staticAdj[p.zoneA()] |= 1L << p.zoneB();
            staticAdj[p.zoneB()] |= 1L << p.zoneA();
        }
        doorsAt = new int[n][];
        doorMaskAt = new long[n];
        long open = 0;
        for (int z = 0; z < n; z++) {
            List<Integer> at = new ArrayList<>();
            for (Door dr : doors) {
                if (dr.zoneA() == z || dr.zoneB() == z) {
                    at.add(dr.id());
                    doorMaskAt[z] |= 1L << dr.id();
                }
            }
            doorsAt[z] = at.stream().mapToInt(Integer::intValue).toArray();
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

        // door-blind distances: every door counted as open (the Enemies' choice of the nearest Zone)
        blindDist = new int[n * n];
        long allDoors = doors.isEmpty() ? 0 : (doors.size() == 64 ? -1L : (1L << doors.size()) - 1);
        for (int from = 0; from < n; from++) {
            Arrays.fill(blindDist, from * n, from * n + n, -1);
            long seen = 1L << from;
            long frontier = seen;
            int dist = 0;
            while (frontier != 0) {
                for (long f = frontier; f != 0; f &= f - 1) {
                    blindDist[from * n + Long.numberOfTrailingZeros(f)] = dist;
                }
                long next = 0;
                for (long f = frontier; f != 0; f &= f - 1) {
                    next |= neighbours(Long.numberOfTrailingZeros(f), allDoors);
                }
                frontier = next & ~seen;
                seen |= next;
                dist++;
            }
        }

        buildingExits = new long[buildings.size()];
        buildingExitDoors = new int[buildings.size()][];
        for (Building b : buildings) {
            long out = 0;
            List<Integer> exitDoors = new ArrayList<>();
            for (long m = b.zones(); m != 0; m &= m - 1) {
                int z = Long.numberOfTrailingZeros(m);
                out |= staticAdj[z] & ~b.zones();
                for (int dr : doorsAt[z]) {
                    if ((b.zones() & (1L << doors.get(dr).other(z))) == 0) {
                        exitDoors.add(dr);
                    }
                }
            }
            buildingExits[b.id()] = out;
            buildingExitDoors[b.id()] = exitDoors.stream().mapToInt(Integer::intValue).toArray();
        }

        spawnOrder = spawnOrder();

        // line-of-sight entries
        Sight sight = new Sight();
        for (int z = 0; z < n; z++) {
            sight.origin(z);
        }
        sight.start.add(sight.zone.size());
        sightStart = sight.start.stream().mapToInt(Integer::intValue).toArray();
        sightZone = sight.zone.stream().mapToInt(Integer::intValue).toArray();
        sightRange = sight.range.stream().mapToInt(Integer::intValue).toArray();
        sightDoors = sight.doors.stream().mapToLong(Long::longValue).toArray();
        sightPassed = sight.passed.stream().mapToLong(Long::longValue).toArray();
        ghost = new int[n * n];
        Arrays.fill(ghost, -1);
        for (int cell = 0; cell < cellZone.length; cell++) {
            int z = cellZone[cell];
            if (z < 0) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int cur = cell, curZone = z, r = 0;
                while (moveEdge[cur * 4 + d] != VOID) {
                    cur = neighbour(cur, d);
                    if (cellZone[cur] != curZone) {
                        curZone = cellZone[cur];
                        r++;
                        boolean onTower = zones.get(curZone).tower() && !zones.get(z).tower();
                        if (curZone != z && !onTower && (ghost[z * n + curZone] < 0 || r < ghost[z * n + curZone])) {
                            ghost[z * n + curZone] = r;
                        }
                    }
                }
            }
        }
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

    private int[] spawnOrder() {
        List<Integer> spawns = new ArrayList<>();
        int start = -1;
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).kind().spawn()) {
                spawns.add(i);
                if (tokens.get(i).kind() == TokenKind.SPAWN_START) {
                    start = i;
                }
            }
        }
        if (start < 0) {
            return new int[0];
        }
        int startZone = tokens.get(start).zone();
        double a0 = angle(startZone);
        final int s = start;
        spawns.sort((x, y) -> {
            if (x == s || y == s) {
                return x == s ? (y == s ? 0 : -1) : 1;
            }
            Token tx = tokens.get(x);
            Token ty = tokens.get(y);
            boolean sx = tx.zone() == startZone;
            boolean sy = ty.zone() == startZone;
            if (sx != sy) {
                return sx ? -1 : 1;
            }
            if (!sx) {
                int c = Double.compare(turn(angle(tx.zone()) - a0), turn(angle(ty.zone()) - a0));
                if (c != 0) {
                    return c;
                }
            }
            return tx.id().compareTo(ty.id());
        });
        return spawns.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The bearing of a Zone's centre from the board's centre: 0 at the top, growing clockwise. */
    private double angle(int zone) {
        double sr = 0, sc = 0;
        int k = 0;
        for (int cell = 0; cell < cellZone.length; cell++) {
            if (cellZone[cell] == zone) {
                sr += cell / cols + 0.5;
                sc += cell % cols + 0.5;
                k++;
            }
        }
        double dy = sr / k - rows / 2.0;
        double dx = sc / k - cols / 2.0;
        return Math.atan2(dx, -dy);
    }

    private static double turn(double a) {
        double t = a % (2 * Math.PI);
        if (t < 0) {
            t += 2 * Math.PI;
        }
        return Math.abs(t - 2 * Math.PI) < 1e-9 ? 0 : t;
    }

    // ------------------------------------------------------------------ movement

    /**
     * The Zones an Actor in {@code zone} can Move to in one step: printed openings and street-to-street
     * edges, Passage tokens, stairs, and doors open in {@code openDoors}.
     */
    public long neighbours(int zone, long openDoors) {
        long out = staticAdj[zone];
        int[] at = doorsAt[zone];
        for (int i = 0; i < at.length; i++) {
            int d = at[i];
            if ((openDoors & (1L << d)) != 0) {
                out |= 1L << doors.get(d).other(zone);
            }
        }
        return out;
    }

    /** The Zones joined to {@code zone} whatever the doors: openings, Passage tokens, stairs. */
    public long openings(int zone) {
        return staticAdj[zone];
    }

    /**
     * The Zones sharing a cell edge with {@code zone}, walls or not (Teleport counts Zones this way; the
     * rules must still keep it out of closed buildings and the Tower).
     */
    public long touching(int zone) {
        return touching[zone];
    }

    /** The fewest Moves from {@code from} to {@code to} with these doors open, or -1 if there is no open route. */
    public int openDistance(int from, int to, long openDoors) {
        if (from == to) {
            return 0;
        }
        long seen = 1L << from;
        long frontier = seen;
        int dist = 0;
        long goal = 1L << to;
        while (frontier != 0) {
            dist++;
            long next = 0;
            for (long f = frontier; f != 0; f &= f - 1) {
                next |= neighbours(Long.numberOfTrailingZeros(f), openDoors);
            }
            if ((next & goal) != 0) {
                return dist;
            }
            frontier = next & ~seen;
            seen |= next;
        }
        return -1;
    }

    /**
     * Fills {@code dist[z]} with the fewest Moves from Zone {@code z} to the nearest of {@code targets} by open
     * routes (-1 where none), and returns the number of Zones reached. {@code dist} needs
     * {@link #zoneCount()} slots.
     */
    public int distanceField(long targets, long openDoors, int[] dist) {
        int n = zones.size();
        Arrays.fill(dist, 0, n, -1);
        long seen = targets & allZones();
        long frontier = seen;
        int d = 0;
        int reached = 0;
        while (frontier != 0) {
            for (long f = frontier; f != 0; f &= f - 1) {
                dist[Long.numberOfTrailingZeros(f)] = d;
                reached++;
            }
            long next = 0;
            for (long f = frontier; f != 0; f &= f - 1) {
                next |= neighbours(Long.numberOfTrailingZeros(f), openDoors);
            }
            frontier = next & ~seen;
            seen |= next;
            d++;
        }
        return reached;
    }

    /**
     * The Moves from {@code from} to {@code to} counting every door as open (walls still count): the
     * distance by which Enemies pick the nearest Zone with Adventurers. -1 if walls cut them apart.
     */
    public int doorBlindDistance(int from, int to) {
        return blindDist[from * zones.size() + to];
    }

    /**
     * Where an Enemy in {@code from} heads: the Zones of {@code adventurers} nearest to it, counting closed
     * doors as if open (the book: the nearest Zone with Adventurers, whatever the line of sight or the doors;
     * the route is then found through open doors only). Several bits mean a tie the players break; 0 when no
     * Zone of {@code adventurers} can be reached even through every door.
     */
    public long enemyDestinations(int from, long adventurers) {
        int n = zones.size();
        int best = Integer.MAX_VALUE;
        long out = 0;
        for (long m = adventurers; m != 0; m &= m - 1) {
            int t = Long.numberOfTrailingZeros(m);
            int d = blindDist[from * n + t];
            if (d < 0) {
                continue;
            }
            if (d < best) {
                best = d;
                out = 1L << t;
            } else if (d == best) {
                out |= 1L << t;
            }
        }
        return out;
    }

    /**
     * One step of a Move toward {@code destination}: every neighbour of {@code from} that lies on a shortest
     * open route to it (ties for the players). 0 when {@code from} is the destination or no open route exists
     * (the Enemy stays). Call it again from the chosen Zone with the same destination for Enemies that move
     * several Zones (Warhog, Baba Yaga, Wyvern 2; Ogre 3 when it sees an Adventurer): their destination does
     * not change along the way.
     */
    public long stepsToward(int from, int destination, long openDoors) {
        if (from == destination) {
            return 0;
        }
        long goal = 1L << from;
        long seen = 1L << destination;
        long frontier = seen;
        while (frontier != 0) {
            long next = 0;
            for (long f = frontier; f != 0; f &= f - 1) {
                next |= neighbours(Long.numberOfTrailingZeros(f), openDoors);
            }
            next &= ~seen;
            if ((next & goal) != 0) {
                return neighbours(from, openDoors) & frontier;
            }
            seen |= next;
            frontier = next;
        }
        return 0;
    }

    /**
     * The whole one-Zone Move of an Enemy in {@code from} that did not attack: the union over its tied
     * destinations ({@link #enemyDestinations}) of the first steps of shortest open routes. The bit of
     * {@code from} itself is set when a tied destination has no open route (choosing it, the Enemy stays);
     * the result is exactly {@code 1L << from} when no destination can be reached, and 0 when {@code from}
     * holds Adventurers or none can be found at all.
     */
    public long enemyStepOptions(int from, long adventurers, long openDoors) {
        if ((adventurers & (1L << from)) != 0) {
            return 0;
        }
        long dests = enemyDestinations(from, adventurers);
        if (dests == 0) {
            return 0;
        }
        long out = 0;
        for (long m = dests; m != 0; m &= m - 1) {
            long s = stepsToward(from, Long.numberOfTrailingZeros(m), openDoors);
            out |= s == 0 ? 1L << from : s;
        }
        return out;
    }

    // ------------------------------------------------------------------ line of sight

    /**
     * True when an Actor in {@code from} has a line of sight to {@code to} with these doors open and the
     * Zones in {@code mist} blinded. A Zone always sees itself.
     */
    public boolean sees(int from, int to, long openDoors, long mist) {
        return range(from, to, openDoors, mist) >= 0;
    }

    /**
     * The range from {@code from} to {@code to}: 0 for the same Zone, else the number of Zones the shortest
     * line of sight passes into to reach it; -1 without a line of sight.
     */
    public int range(int from, int to, long openDoors, long mist) {
        if (from == to) {
            return 0;
        }
        int best = -1;
        for (int i = sightStart[from], end = sightStart[from + 1]; i < end; i++) {
            if (sightZone[i] == to && (sightDoors[i] & ~openDoors) == 0 && (sightPassed[i] & mist) == 0
                    && (best < 0 || sightRange[i] < best)) {
                best = sightRange[i];
            }
        }
        return best;
    }

    /** The Zones {@code from} sees at a range from {@code minRange} to {@code maxRange} (inclusive), as a mask. */
    public long sightMask(int from, int minRange, int maxRange, long openDoors, long mist) {
        long upToMax = 0;
        long belowMin = 0;
        if (minRange <= 0 && maxRange >= 0) {
            upToMax |= 1L << from;
        } else if (minRange > 0) {
            belowMin |= 1L << from;
        }
        for (int i = sightStart[from], end = sightStart[from + 1]; i < end; i++) {
            if ((sightDoors[i] & ~openDoors) != 0 || (sightPassed[i] & mist) != 0) {
                continue;
            }
            int r = sightRange[i];
            long bit = 1L << sightZone[i];
            if (r < minRange) {
                belowMin |= bit;
            } else if (r <= maxRange) {
                upToMax |= bit;
            }
        }
        return upToMax & ~belowMin;
    }

    /**
     * Writes into {@code out} the Zones {@code from} sees at a range from {@code minRange} to {@code maxRange},
     * in ascending Zone order, and returns how many. {@code out} needs room for {@link #zoneCount()} Zones.
     */
    public int zonesInSight(int from, int minRange, int maxRange, long openDoors, long mist, int[] out) {
        int k = 0;
        for (long m = sightMask(from, minRange, maxRange, openDoors, mist); m != 0; m &= m - 1) {
            out[k++] = Long.numberOfTrailingZeros(m);
        }
        return k;
    }

    /**
     * The range with the Ghost Sight Skill: the better of the ordinary line of sight and a straight line that
     * passes walls, doors and Blinding Mist and runs through buildings without limit (to the board's edge).
     * Ghost Sight never reaches a Tower Zone from off the Tower. -1 when neither sees it.
     */
    public int ghostRange(int from, int to, long openDoors, long mist) {
        int plain = range(from, to, openDoors, mist);
        int g = ghost[from * zones.size() + to];
        if (plain < 0) {
            return g;
        }
        return g < 0 ? plain : Math.min(plain, g);
    }

    /** The Zones seen with Ghost Sight at a range from {@code minRange} to {@code maxRange}, as a mask. */
    public long ghostSightMask(int from, int minRange, int maxRange, long openDoors, long mist) {
        int n = zones.size();
        long out = 0;
        for (int to = 0; to < n; to++) {
            int r = ghostRange(from, to, openDoors, mist);
            if (r >= minRange && r <= maxRange) {
                out |= 1L << to;
            }
        }
        return out;
    }

    /** True when {@code from} sees at least one of {@code zoneSet} (the Ogre's 3-Zone Move). */
    public boolean seesAny(int from, long zoneSet, long openDoors, long mist) {
        return (sightMask(from, 0, Integer.MAX_VALUE, openDoors, mist) & zoneSet) != 0;
    }

    // ------------------------------------------------------------------ drawing

    /** The map drawn as text for the terminal, with the doors as they stand and each Zone's actors. */
    public String draw(long openDoors, IntFunction<String> actors) {
        return BoardText.draw(this, openDoors, actors);
    }

    /** The map's geometry as JSON-able records, for the browser. Allocates. */
    public BoardGeometry geometry() {
        return BoardGeometry.of(this);
    }

    // ------------------------------------------------------------------ package internals

    int neighbour(int cell, int dir) {
        return (cell / cols + DR[dir]) * cols + cell % cols + DC[dir];
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

    /** Builds the line-of-sight entries of each origin Zone by walking straight lines over the cells. */
    private final class Sight {
        final List<Integer> start = new ArrayList<>();
        final List<Integer> zone = new ArrayList<>();
        final List<Integer> range = new ArrayList<>();
        final List<Long> doors = new ArrayList<>();
        final List<Long> passed = new ArrayList<>();

        void origin(int z) {
            start.add(zone.size());
            boolean fromStreet = zones.get(z).street();
            for (int cell = 0; cell < cellZone.length; cell++) {
                if (cellZone[cell] != z) {
                    continue;
                }
                for (int d = 0; d < 4; d++) {
                    if (fromStreet) {
                        walk(z, cell, d, 0, 0L, 1L << z, true);
                    } else {
                        // a room sees each Zone it shares an opening with, 1 Zone away
                        int e = sightEdge[cell * 4 + d];
                        if (e == VOID || e == WALL) {
                            continue;
                        }
                        int next = neighbour(cell, d);
                        int nz = cellZone[next];
                        if (nz == z || blockedTower(z, nz)) {
                            continue;
                        }
                        long req = e >= DOOR0 ? 1L << (e - DOOR0) : 0L;
                        long pass = (1L << z) | (1L << nz);
                        add(nz, 1, req, pass);
                        if (zones.get(nz).street()) {
                            // and looking out, along the street in a straight line
                            walk(z, next, d, 1, req, pass, false);
                        }
                    }
                }
            }
        }

        /**
         * Walks a straight line from {@code cell} in direction {@code d}, the line being in Zone
         * {@code cellZone[cell]} at {@code r}. Street lines may end one Zone into a building; lines that
         * began in a building see street Zones only.
         */
        private void walk(int origin, int cell, int d, int r, long req, long pass, boolean mayEnterBuilding) {
            int cur = cell;
            int curZone = cellZone[cell];
            while (true) {
                int e = sightEdge[cur * 4 + d];
                if (e == VOID || e == WALL) {
                    return;
                }
                int next = neighbour(cur, d);
                int nz = cellZone[next];
                if (blockedTower(origin, nz)) {
                    return;
                }
                if (e >= DOOR0) {
                    req |= 1L << (e - DOOR0);
                }
                if (nz != curZone) {
                    boolean building = !zones.get(nz).street();
                    if (building && !mayEnterBuilding) {
                        return;
                    }
                    r++;
                    pass |= 1L << nz;
                    curZone = nz;
                    if (nz != origin) {
                        add(nz, r, req, pass);
                    }
                    if (building) {
                        return;
                    }
                }
                cur = next;
            }
        }

        /** No line of sight goes from a standard tile onto the Tower (one from the Tower out is fine). */
        private boolean blockedTower(int origin, int target) {
            return !zones.get(origin).tower() && zones.get(target).tower();
        }

        private void add(int z, int r, long req, long pass) {
            zone.add(z);
            range.add(r);
            doors.add(req);
            passed.add(pass);
        }
    }
}
