package keeptable.games.deadkeep.board;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.ContentSource;
import keeptable.engine.content.YamlReader;

/**
 * Loads the tiles ({@code tiles/tiles.yaml}) and a map ({@code maps/<id>.yaml}) and compiles them into a
 * {@link Board}, checking everything on the way: a bad file fails with a {@link ContentException} naming the
 * file, the entry and the reason.
 */
public final class Boards {
    /** The maps shipped with the game, one per Quest, easiest first. */
    public static final List<String> MAPS = List.of("tutorial", "q1", "q2", "q3", "q4", "q5", "q6", "q7");

    static final String TILES = "tiles/tiles.yaml";

    private static final Map<String, Board> CACHE = new ConcurrentHashMap<>();

    private Boards() {
    }

    /** The shipped map {@code mapId}, compiled once and shared. */
    public static Board load(String mapId) {
        return CACHE.computeIfAbsent(mapId,
                id -> load(ContentSource.classpath(Boards.class, "dead-keep"), id));
    }

    /** Compiles map {@code mapId} from {@code source} (a designer's folder, or a test's files). */
    public static Board load(ContentSource source, String mapId) {
        YamlReader yaml = new YamlReader(source);
        Map<String, Tile> tiles = tiles(yaml);
        String file = "maps/" + mapId + ".yaml";
        JsonNode tree = yaml.tree(file);
        MapFile map = yaml.convert(tree, file, mapId, MapFile.class);
        if (map.id() == null || !map.id().equals(mapId)) {
            throw new ContentException(file, mapId, "the map's id must be its file name, '" + mapId + "'");
        }
        return new Compiler(file, map, tiles).compile();
    }

    static Map<String, Tile> tiles(YamlReader yaml) {
        JsonNode tree = yaml.tree(TILES);
        Map<String, Tile> out = new LinkedHashMap<>();
        for (TileFile t : yaml.entries(tree, TILES, "tiles", TileFile.class)) {
            Tile tile = Tile.parse(TILES, t.id(), t.zones(), t.grid());
            if (out.put(tile.id(), tile) != null) {
                throw new ContentException(TILES, t.id(), "the tile id is used twice");
            }
        }
        int size = -1;
        for (Tile t : out.values()) {
            if (size >= 0 && t.size() != size) {
                throw new ContentException(TILES, t.id(), "every tile must be " + size + " cells square");
            }
            size = t.size();
        }
        return out;
    }

    /** A tile side as written in YAML. */
    record TileFile(String id, LinkedHashMap<String, String> zones, String grid) {
    }

    /** A map as written in YAML. */
    record MapFile(String id, String name, List<String> tiles, String tower, LinkedHashMap<String, DoorSpec> doors,
                   List<PassageSpec> passages, List<PassageSpec> stairs, String fountain, List<TokenSpec> tokens,
                   String notes) {
    }

    /** A door's colour and state at setup (red and closed unless said). */
    record DoorSpec(DoorColour colour, Boolean open) {
    }

    /** A Passage token or stairs between two Zones. */
    record PassageSpec(String id, List<String> between, DoorColour colour) {
    }

    /** A token placed in a Zone. */
    record TokenSpec(String id, TokenKind kind, DoorColour colour, String zone) {
    }

    /** Turns a map file and the tiles into a Board. */
    private static final class Compiler {
        private final String file;
        private final MapFile map;
        private final Map<String, Tile> tiles;
        private final List<String> placed = new ArrayList<>();
        private final List<Integer> rotation = new ArrayList<>();
        private int size;
        private int rows;
        private int cols;
        private int[] cellTile;
        private int[] cellZone;
        private int[] move;
        private int[] sight;
        private byte[] mark;
        private final List<String> zoneNames = new ArrayList<>();
        private final List<Integer> zoneTile = new ArrayList<>();
        private final List<Tile.ZoneSpec> zoneSpec = new ArrayList<>();
        private final Map<String, Integer> zoneIds = new HashMap<>();
        private final List<String> doorNames = new ArrayList<>();

        Compiler(String file, MapFile map, Map<String, Tile> tiles) {
            this.file = file;
            this.map = map;
            this.tiles = tiles;
        }

        private ContentException bad(String entry, String reason) {
            return new ContentException(file, entry, reason);
        }

        Board compile() {
            placeTiles();
            resolveEdges();
            int n = zoneNames.size();
            if (n > 64) {
                throw bad(map.id(), "a map may have at most 64 zones, this one has " + n);
            }
            if (doorNames.size() > 64) {
                throw bad(map.id(), "a map may have at most 64 doors");
            }
            int[] building = buildings(n);
            int tower = tower();
            List<Passage> passages = new ArrayList<>();
            Set<String> ids = new HashSet<>();
            for (PassageSpec p : nullToEmpty(map.passages())) {
                passages.add(opening(p, false, ids, tower));
            }
            for (PassageSpec p : nullToEmpty(map.stairs())) {
                passages.add(opening(p, true, ids, tower));
            }
            int fountain = -1;
            if (map.fountain() != null) {
                fountain = zone("fountain", map.fountain());
            }
            List<Door> doors = doors();
            components(doors, passages);
            List<Zone> zones = new ArrayList<>();
            for (int z = 0; z < n; z++) {
                Tile.ZoneSpec s = zoneSpec.get(z);
                int first = -1;
                for (int cell = 0; cell < cellZone.length && first < 0; cell++) {
                    if (cellZone[cell] == z) {
                        first = cell;
                    }
                }
                zones.add(new Zone(z, zoneNames.get(z), zoneTile.get(z), s.kind(), s.mist() || z == fountain,
                        z == fountain, s.treasure(), s.dark(), zoneTile.get(z) == tower, building[z],
                        first / cols, first % cols));
            }
            List<Building> buildingList = new ArrayList<>();
            int nb = Arrays.stream(building).max().orElse(-1) + 1;
            for (int b = 0; b < nb; b++) {
                long zs = 0, dark = 0;
                for (int z = 0; z < n; z++) {
                    if (building[z] == b) {
                        zs |= 1L << z;
                        if (zoneSpec.get(z).dark()) {
                            dark |= 1L << z;
                        }
                    }
                }
                buildingList.add(new Building(b, zs, dark));
            }
            List<Token> tokens = tokens(ids);
            Board board = new Board(map.id(), map.name() == null ? map.id() : map.name(), rows, cols, size,
                    cellZone, move, sight, mark, zones, doors, buildingList, passages, tokens, placed, tower);
            connected(board);
            return board;
        }

        private static <T> List<T> nullToEmpty(List<T> list) {
            return list == null ? List.of() : list;
        }

        private void placeTiles() {
            if (map.tiles() == null || map.tiles().isEmpty()) {
                throw bad(map.id(), "missing tiles: rows of placed tiles such as \"8R 7R@90\"");
            }
            List<String[]> grid = new ArrayList<>();
            int width = -1;
            for (String row : map.tiles()) {
                String[] parts = row.trim().split("\\s+");
                if (width >= 0 && parts.length != width) {
                    throw bad("tiles", "every row of tiles must have " + width + " places ('.' for none)");
                }
                width = parts.length;
                grid.add(parts);
            }
            size = tiles.values().iterator().next().size();
            rows = grid.size() * size;
            cols = width * size;
            cellTile = new int[rows * cols];
            cellZone = new int[rows * cols];
            Arrays.fill(cellTile, -1);
            Arrays.fill(cellZone, -1);
            Set<Character> numbers = new HashSet<>();
            for (int tr = 0; tr < grid.size(); tr++) {
                for (int tc = 0; tc < width; tc++) {
                    String spec = grid.get(tr)[tc];
                    if (spec.equals(".")) {
                        continue;
                    }
                    String[] p = spec.split("@");
                    Tile tile = tiles.get(p[0]);
                    if (tile == null) {
                        throw bad("tiles", "unknown tile '" + p[0] + "'");
                    }
                    if (!numbers.add(tile.id().charAt(0))) {
                        throw bad("tiles", "tile " + tile.id().charAt(0) + " is placed twice (each printed tile has"
                                + " two sides but is one piece)");
                    }
                    int rot = 0;
                    if (p.length > 1) {
                        try {
                            rot = Integer.parseInt(p[1]);
                        } catch (NumberFormatException e) {
                            rot = -1;
                        }
                        if (rot != 0 && rot != 90 && rot != 180 && rot != 270) {
                            throw bad("tiles", "tile " + p[0] + ": rotation must be 0, 90, 180 or 270");
                        }
                    }
                    int t = placed.size();
                    placed.add(tile.id());
                    rotation.add(rot / 90);
                    for (int i = 0; i < size; i++) {
                        for (int j = 0; j < size; j++) {
                            int cell = (tr * size + i) * cols + tc * size + j;
                            cellTile[cell] = t;
                            int[] o = original(i, j, rot / 90);
                            String zn = tile.id() + ":" + tile.label()[o[0]][o[1]];
                            Integer z = zoneIds.get(zn);
                            if (z == null) {
                                z = zoneNames.size();
                                zoneIds.put(zn, z);
                                zoneNames.add(zn);
                                zoneTile.add(t);
                                zoneSpec.add(tile.zones().get(tile.label()[o[0]][o[1]]));
                            }
                            cellZone[cell] = z;
                        }
                    }
                }
            }
            if (placed.isEmpty()) {
                throw bad("tiles", "no tile is placed");
            }
        }

        /** The tile's own cell shown at placed cell (i, j) after {@code k} clockwise quarter turns. */
        private int[] original(int i, int j, int k) {
            int r = i, c = j;
            for (int q = 0; q < k; q++) {
                // undo one clockwise turn: placed (r, c) came from (size-1-c, r)
                int nr = size - 1 - c;
                int nc = r;
                r = nr;
                c = nc;
            }
            return new int[] {r, c};
        }

        private int tileEdge(int cell, int dir) {
            int t = cellTile[cell];
            Tile tile = tiles.get(placed.get(t));
            int i = (cell / cols) % size;
            int j = (cell % cols) % size;
            int k = rotation.get(t);
            int[] o = original(i, j, k);
            return tile.edge()[o[0]][o[1]][(dir - k + 4) % 4];
        }

        private void resolveEdges() {
            move = new int[rows * cols * 4];
            sight = new int[rows * cols * 4];
            mark = new byte[rows * cols * 4];
            Map<String, Integer> doorIds = new HashMap<>();
            for (int cell = 0; cell < cellZone.length; cell++) {
                if (cellZone[cell] < 0) {
                    continue;
                }
                int r = cell / cols, c = cell % cols;
                for (int d = 0; d < 4; d++) {
                    int rr = r + Cells.DR[d], cc = c + Cells.DC[d];
                    int code;
                    if (rr < 0 || cc < 0 || rr >= rows || cc >= cols || cellZone[rr * cols + cc] < 0) {
                        code = Cells.VOID;
                    } else {
                        int nb = rr * cols + cc;
                        int a = tileEdge(cell, d);
                        if (cellTile[nb] == cellTile[cell]) {
                            if (a > 0) {
                                String name = placed.get(cellTile[cell]) + "/" + a;
                                Integer id = doorIds.get(name);
                                if (id == null) {
                                    id = doorNames.size();
                                    doorIds.put(name, id);
                                    doorNames.add(name);
                                }
                                code = Cells.DOOR0 + id;
                            } else {
                                code = a == Tile.T_OPEN ? Cells.OPEN : Cells.WALL;
                            }
                        } else {
                            int b = tileEdge(nb, (d + 2) % 4);
                            code = a == Tile.T_OPEN && b == Tile.T_OPEN ? Cells.OPEN : Cells.WALL;
                        }
                    }
                    move[cell * 4 + d] = code;
                    sight[cell * 4 + d] = code;
                }
            }
        }

        /** Buildings: building Zones joined by printed openings or doors. */
        private int[] buildings(int n) {
            int[] parent = new int[n];
            for (int z = 0; z < n; z++) {
                parent[z] = z;
            }
            for (int cell = 0; cell < cellZone.length; cell++) {
                int a = cellZone[cell];
                if (a < 0 || zoneSpec.get(a).kind() != ZoneKind.BUILDING) {
                    continue;
                }
                for (int d = 0; d < 4; d++) {
                    int e = move[cell * 4 + d];
                    if (e == Cells.VOID || e == Cells.WALL) {
                        continue;
                    }
                    int b = cellZone[cell + Cells.DR[d] * cols + Cells.DC[d]];
                    if (zoneSpec.get(b).kind() == ZoneKind.BUILDING) {
                        parent[find(parent, a)] = find(parent, b);
                    }
                }
            }
            int[] out = new int[n];
            Map<Integer, Integer> ids = new HashMap<>();
            for (int z = 0; z < n; z++) {
                if (zoneSpec.get(z).kind() != ZoneKind.BUILDING) {
                    out[z] = -1;
                } else {
                    out[z] = ids.computeIfAbsent(find(parent, z), k -> ids.size());
                }
            }
            return out;
        }

        private static int find(int[] parent, int x) {
            while (parent[x] != x) {
                parent[x] = parent[parent[x]];
                x = parent[x];
            }
            return x;
        }

        private int tower() {
            if (map.tower() == null) {
                if (map.stairs() != null && !map.stairs().isEmpty()) {
                    throw bad("stairs", "stairs need a Tower tile ('tower:')");
                }
                return -1;
            }
            int t = placed.indexOf(map.tower());
            if (t < 0) {
                throw bad("tower", "tile '" + map.tower() + "' is not placed on this map");
            }
            // the Tower's rim is a wall for movement (stairs excepted); sight out of it is traced as on one level
            for (int cell = 0; cell < cellZone.length; cell++) {
                if (cellZone[cell] < 0) {
                    continue;
                }
                for (int d = 0; d < 4; d++) {
                    if (move[cell * 4 + d] == Cells.VOID) {
                        continue;
                    }
                    int nb = cell + Cells.DR[d] * cols + Cells.DC[d];
                    if ((cellTile[cell] == t) != (cellTile[nb] == t)) {
                        move[cell * 4 + d] = Cells.WALL;
                    }
                }
            }
            return t;
        }

        private int zone(String entry, String name) {
            Integer z = name == null ? null : zoneIds.get(name);
            if (z == null) {
                throw bad(entry, "unknown zone '" + name + "' (write tile:letter, e.g. 8R:a, on a placed tile)");
            }
            return z;
        }

        private Passage opening(PassageSpec p, boolean stairs, Set<String> ids, int tower) {
            String entry = p.id() == null ? (stairs ? "stairs" : "passage") : p.id();
            if (p.id() == null || !ids.add(p.id())) {
                throw bad(entry, p.id() == null ? "needs an id" : "the id is used twice");
            }
            if (p.between() == null || p.between().size() != 2) {
                throw bad(entry, "'between' must name two zones");
            }
            int a = zone(entry, p.between().get(0));
            int b = zone(entry, p.between().get(1));
            if (stairs) {
                boolean ta = zoneTile.get(a) == tower, tb = zoneTile.get(b) == tower;
                if (ta == tb) {
                    throw bad(entry, "stairs must join a Tower zone to a zone off the Tower");
                }
            } else if (zoneTile.get(a) == tower || zoneTile.get(b) == tower) {
                if (zoneTile.get(a) != zoneTile.get(b)) {
                    throw bad(entry, "only stairs lead on or off the Tower");
                }
            }
            if (!stairs && p.colour() != null) {
                throw bad(entry, "a Passage token has no colour");
            }
            // the first edge in reading order between the two zones that is not already open
            for (int cell = 0; cell < cellZone.length; cell++) {
                if (cellZone[cell] != a) {
                    continue;
                }
                for (int d = 0; d < 4; d++) {
                    int e = move[cell * 4 + d];
                    if (e == Cells.VOID || e >= Cells.DOOR0) {
                        continue;
                    }
                    int nb = cell + Cells.DR[d] * cols + Cells.DC[d];
                    if (cellZone[nb] == b && (e == Cells.WALL || stairs)) {
                        int back = (d + 2) % 4;
                        move[cell * 4 + d] = Cells.OPEN;
                        move[nb * 4 + back] = Cells.OPEN;
                        sight[cell * 4 + d] = Cells.OPEN;
                        sight[nb * 4 + back] = Cells.OPEN;
                        byte m = stairs ? Cells.MARK_STAIRS : Cells.MARK_PASSAGE;
                        mark[cell * 4 + d] = m;
                        mark[nb * 4 + back] = m;
                        return new Passage(p.id(), stairs, stairs ? (p.colour() == null ? DoorColour.RED : p.colour())
                                : null, a, b);
                    }
                }
            }
            throw bad(entry, "zones " + p.between().get(0) + " and " + p.between().get(1)
                    + " share no wall to open (a " + (stairs ? "stair" : "Passage token")
                    + " opens a wall, not a door, between zones that touch)");
        }

        private List<Door> doors() {
            Map<String, DoorSpec> specs = map.doors() == null ? Map.of() : map.doors();
            for (String key : specs.keySet()) {
                if (!doorNames.contains(key)) {
                    throw bad(key, "no such door on this map (doors are named tile/number, e.g. 8R/1)");
                }
            }
            List<Door> out = new ArrayList<>();
            int[] za = new int[doorNames.size()];
            int[] zb = new int[doorNames.size()];
            Arrays.fill(za, -1);
            for (int cell = 0; cell < cellZone.length; cell++) {
                for (int d = Cells.E; d <= Cells.S; d++) {
                    int e = move[cell * 4 + d];
                    if (cellZone[cell] >= 0 && e >= Cells.DOOR0 && za[e - Cells.DOOR0] < 0) {
                        za[e - Cells.DOOR0] = cellZone[cell];
                        zb[e - Cells.DOOR0] = cellZone[cell + Cells.DR[d] * cols + Cells.DC[d]];
                    }
                }
            }
            // a door drawn north or west of its cell after rotation: find from the other side
            for (int cell = 0; cell < cellZone.length; cell++) {
                for (int d = 0; d < 4; d++) {
                    int e = cellZone[cell] < 0 ? -1 : move[cell * 4 + d];
                    if (e >= Cells.DOOR0 && za[e - Cells.DOOR0] < 0) {
                        za[e - Cells.DOOR0] = cellZone[cell];
                        zb[e - Cells.DOOR0] = cellZone[cell + Cells.DR[d] * cols + Cells.DC[d]];
                    }
                }
            }
            for (int i = 0; i < doorNames.size(); i++) {
                DoorSpec s = specs.get(doorNames.get(i));
                DoorColour colour = s == null || s.colour() == null ? DoorColour.RED : s.colour();
                boolean open = s != null && Boolean.TRUE.equals(s.open());
                out.add(new Door(i, doorNames.get(i), colour, za[i], zb[i], open));
            }
            return out;
        }

        /** The box holds 18 red, 1 blue and 1 green door, 14 Passage tokens and 3 Stair tokens. */
        private void components(List<Door> doors, List<Passage> passages) {
            Map<DoorColour, Integer> limit = Map.of(DoorColour.RED, 18, DoorColour.BLUE, 1, DoorColour.GREEN, 1);
            for (DoorColour c : DoorColour.values()) {
                long n = doors.stream().filter(d -> d.colour() == c).count();
                if (n > limit.get(c)) {
                    throw bad("doors", n + " " + c.name().toLowerCase() + " doors; the box holds " + limit.get(c));
                }
            }
            long stairs = passages.stream().filter(Passage::stairs).count();
            if (passages.size() - stairs > 14) {
                throw bad("passages", "at most 14 Passage tokens (the box holds 14)");
            }
            if (stairs > 3) {
                throw bad("stairs", "at most 3 Stair tokens (the box holds 3)");
            }
        }

        private List<Token> tokens(Set<String> ids) {
            List<Token> out = new ArrayList<>();
            int starts = 0;
            Map<TokenKind, Integer> count = new HashMap<>();
            for (TokenSpec t : nullToEmpty(map.tokens())) {
                String entry = t.id() == null ? "token" : t.id();
                if (t.id() == null || !ids.add(t.id())) {
                    throw bad(entry, t.id() == null ? "needs an id" : "the id is used twice");
                }
                if (t.kind() == null) {
                    throw bad(entry, "needs a kind");
                }
                int z = zone(entry, t.zone());
                DoorColour colour = t.colour();
                if (t.kind() == TokenKind.OBJECTIVE && colour == null) {
                    colour = DoorColour.RED;
                }
                if (t.kind() != TokenKind.OBJECTIVE && colour != null) {
                    throw bad(entry, "only Objective tokens have a colour");
                }
                count.merge(t.kind(), 1, Integer::sum);
                if (t.kind() == TokenKind.START) {
                    starts++;
                }
                out.add(new Token(t.id(), t.kind(), colour, z));
            }
            if (starts == 0) {
                throw bad("tokens", "the map needs a start token (where the Adventurers start)");
            }
            if (count.getOrDefault(TokenKind.SPAWN_START, 0) != 1) {
                throw bad("tokens", "the map needs exactly one spawn_start token");
            }
            for (TokenKind k : List.of(TokenKind.SPAWN_RED_BLUE, TokenKind.SPAWN_RED_GREEN, TokenKind.EXIT,
                    TokenKind.BOSS)) {
                if (count.getOrDefault(k, 0) > 1) {
                    throw bad("tokens", "at most one " + k.name().toLowerCase() + " token (the box holds one)");
                }
            }
            Map<DoorColour, Integer> objectives = new HashMap<>();
            for (Token t : out) {
                if (t.kind() == TokenKind.OBJECTIVE) {
                    objectives.merge(t.colour(), 1, Integer::sum);
                }
            }
            if (objectives.getOrDefault(DoorColour.RED, 0) > 10 || objectives.getOrDefault(DoorColour.BLUE, 0) > 1
                    || objectives.getOrDefault(DoorColour.GREEN, 0) > 1) {
                throw bad("tokens", "the box holds 10 Objective tokens, one of them Red/Blue and one Red/Green:"
                        + " at most 1 blue and 1 green Objective");
            }
            if (count.getOrDefault(TokenKind.ARTIFACT, 0) > 5) {
                throw bad("tokens", "at most 5 Artifact tokens (the box holds 5)");
            }
            if (count.getOrDefault(TokenKind.QUEST_ARTIFACT, 0) > 2) {
                throw bad("tokens", "at most 2 Quest Artifact tokens (the box holds 2 Treasure/Quest Artifact tokens)");
            }
            return out;
        }

        /** Every Zone must be reachable from the start with every door and the Tower's stairs open. */
        private void connected(Board board) {
            int start = board.zoneOf(TokenKind.START);
            long all = (1L << board.doorCount()) - 1 | Board.STAIRS_OPEN;
            int[] dist = new int[board.zoneCount()];
            board.distanceField(1L << start, all, dist);
            for (int z = 0; z < dist.length; z++) {
                if (dist[z] < 0) {
                    throw bad(board.zone(z).name(), "this zone cannot be reached from the start even with"
                            + " every door open");
                }
            }
        }
    }
}
