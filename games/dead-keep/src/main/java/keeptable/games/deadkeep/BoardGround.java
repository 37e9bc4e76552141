package keeptable.games.deadkeep;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.IntFunction;
import keeptable.games.deadkeep.board.Board;
import keeptable.games.deadkeep.board.Boards;
import keeptable.games.deadkeep.board.Token;
import keeptable.games.deadkeep.board.TokenKind;
import keeptable.games.deadkeep.board.Zone;

/** The rules' view of the board engineer's {@link Board}: a Quest's map as a {@link Ground}. Made once per map. */
public final class BoardGround implements Ground {
    private static final Map<String, BoardGround> CACHE = new ConcurrentHashMap<>();

    private final Board board;
    private final int[][] openings;
    private final int[][] touching;
    private final int[][] dark;
    private final int[] spawns;
    private final int[] objectives;
    private final String[] colours;
    private final int[] treasures;
    private final int start;
    private final int exit;
    private final int boss;
    private final keeptable.games.deadkeep.board.BoardGeometry geometry;

    public BoardGround(Board board) {
        this.board = board;
        int n = board.zoneCount();
        openings = new int[n][];
        touching = new int[n][];
        for (int z = 0; z < n; z++) {
            openings[z] = bits(board.openings(z));
            touching[z] = bits(board.touching(z));
        }
        dark = new int[board.buildingCount()][];
        for (int b = 0; b < dark.length; b++) {
            dark[b] = bits(board.darkZones(b));
        }
        spawns = new int[board.spawnCount()];
        for (int i = 0; i < spawns.length; i++) {
            spawns[i] = board.spawnZone(i);
        }
        List<Token> obj = board.tokens(TokenKind.OBJECTIVE);
        objectives = new int[obj.size()];
        colours = new String[obj.size()];
        for (int i = 0; i < obj.size(); i++) {
            objectives[i] = obj.get(i).zone();
            colours[i] = obj.get(i).colour() == null ? "red" : obj.get(i).colour().name().toLowerCase();
        }
        treasures = board.zones().stream().filter(Zone::treasure).mapToInt(Zone::id).toArray();
        start = board.zoneOf(TokenKind.START);
        exit = board.zoneOf(TokenKind.EXIT);
        int lair = board.zoneOf(TokenKind.BOSS);
        boss = lair >= 0 ? lair : spawns.length > 0 ? spawns[0] : start;
        geometry = board.geometry();
    }

    /** The Ground of a shipped map. */
    public static BoardGround of(String mapId) {
        return CACHE.computeIfAbsent(mapId, id -> new BoardGround(Boards.load(id)));
    }

    public Board board() {
        return board;
    }

    private static int[] bits(long mask) {
        int[] out = new int[Long.bitCount(mask)];
        int i = 0;
        for (long m = mask; m != 0; m &= m - 1) {
            out[i++] = Long.numberOfTrailingZeros(m);
        }
        return out;
    }

    @Override
    public String id() {
        return board.id();
    }

    @Override
    public int zones() {
        return board.zoneCount();
    }

    @Override
    public String zoneName(int zone) {
        return board.zone(zone).name();
    }

    @Override
    public boolean street(int zone) {
        return board.zone(zone).street();
    }

    @Override
    public boolean mist(int zone) {
        return board.zone(zone).mist();
    }

    @Override
    public boolean fountain(int zone) {
        return board.zone(zone).fountain();
    }

    @Override
    public boolean tower(int zone) {
        return board.zone(zone).tower();
    }

    @Override
    public int tile(int zone) {
        return board.zone(zone).tile();
    }

    @Override
    public int building(int zone) {
        return board.zone(zone).building();
    }

    @Override
    public int buildings() {
        return board.buildingCount();
    }

    @Override
    public int[] darkZones(int building) {
        return dark[building];
    }

    @Override
    public int[] openings(int zone) {
        return openings[zone];
    }

    @Override
    public int doors() {
        return board.doorCount();
    }

    @Override
    public int doorA(int door) {
        return board.door(door).zoneA();
    }

    @Override
    public int doorB(int door) {
        return board.door(door).zoneB();
    }

    @Override
    public String doorColour(int door) {
        return board.door(door).colour().name().toLowerCase();
    }

    @Override
    public int sight(int from, int to, long openDoors, boolean blinding) {
        return board.range(from, to, openDoors, blinding ? board.mistZones() : 0L);
    }

    @Override
    public int[] spawnZones() {
        return spawns;
    }

    @Override
    public int start() {
        return start;
    }

    @Override
    public int exit() {
        return exit;
    }

    @Override
    public int[] objectives() {
        return objectives;
    }

    @Override
    public String objectiveColour(int objective) {
        return colours[objective];
    }

    @Override
    public int[] treasures() {
        return treasures;
    }

    @Override
    public int bossZone() {
        return boss;
    }

    @Override
    public keeptable.games.deadkeep.board.BoardGeometry geometry() {
        return geometry;
    }

    @Override
    public int ghostRange(int from, int to) {
        return board.ghostRange(from, to, -1L, 0L);
    }

    @Override
    public int blindDistance(int from, int to) {
        return board.doorBlindDistance(from, to);
    }

    @Override
    public long stepsToward(int from, int destination, long openDoors) {
        return board.stepsToward(from, destination, openDoors);
    }

    @Override
    public int[] touching(int zone) {
        return touching[zone];
    }

    @Override
    public boolean buildingOpen(int building, long openDoors) {
        return board.buildingOpen(building, openDoors);
    }

    @Override
    public long initialOpenDoors() {
        return board.initialOpenDoors();
    }

    @Override
    public long buildingsOpenedBy(int door, long openDoorsBefore) {
        return board.buildingsOpenedBy(door, openDoorsBefore);
    }

    @Override
    public String draw(long openDoors, IntFunction<String> overlay) {
        return board.draw(openDoors, overlay);
    }
}
