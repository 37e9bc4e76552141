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

/**
 * What the rules need of a Quest's map, answered by the board engineer's {@link Board} (the one sight, movement
 * and route implementation): its Zones, the openings and doors between them, sight and range, and where the
 * Quest's tokens lie, with the arrays the rules iterate made once. Immutable and shared by every state; made
 * once per map ({@link #of}), or from a hand-made Board in the rule tests.
 */
public final class Ground {
    private static final Map<String, Ground> CACHE = new ConcurrentHashMap<>();
    /** The box's Treasure/Quest Artifact tokens. */
    static final int BOX_QUEST_ARTIFACTS = 2;

    private final Board board;
    private final int[][] openings;
    private final int[][] dark;
    private final int[] spawns;
    private final int[] objectives;
    private final String[] colours;
    private final int[] treasures;
    private final int[] questArtifacts;
    private final int start;
    private final int exit;
    private final int boss;
    private final keeptable.games.deadkeep.board.BoardGeometry geometry;

    public Ground(Board board) {
        this(board, true);
    }

    /**
     * A Ground whose Spawn Zones are used only if {@code spawning}: a rule test's position without Spawn Zones
     * (a Board always has its Starting Spawn Zone) has an Enemy Phase that spawns nothing.
     */
    Ground(Board board, boolean spawning) {
        this.board = board;
        int n = board.zoneCount();
        openings = new int[n][];
        for (int z = 0; z < n; z++) {
            openings[z] = bits(board.openings(z));
        }
        dark = new int[board.buildingCount()][];
        for (int b = 0; b < dark.length; b++) {
            dark[b] = bits(board.darkZones(b));
        }
        spawns = new int[spawning ? board.spawnCount() : 0];
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
        List<Token> relics = board.tokens(TokenKind.QUEST_ARTIFACT);
        questArtifacts = new int[Math.max(BOX_QUEST_ARTIFACTS, relics.size())];
        java.util.Arrays.fill(questArtifacts, -1);
        for (int i = 0; i < relics.size(); i++) {
            questArtifacts[i] = relics.get(i).zone();
        }
        start = board.zoneOf(TokenKind.START);
        exit = board.zoneOf(TokenKind.EXIT);
        int lair = board.zoneOf(TokenKind.BOSS);
        boss = lair >= 0 ? lair : board.spawnCount() > 0 ? board.spawnZone(0) : start;
        geometry = keeptable.games.deadkeep.board.BoardGeometry.of(board);
    }

    /** The Ground of a shipped map. */
    public static Ground of(String mapId) {
        return CACHE.computeIfAbsent(mapId, id -> new Ground(Boards.load(id)));
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

    public String id() {
        return board.id();
    }

    public int zones() {
        return board.zoneCount();
    }

    public String zoneName(int zone) {
        return board.zone(zone).name();
    }

    public boolean street(int zone) {
        return board.zone(zone).street();
    }

    public boolean mist(int zone) {
        return board.zone(zone).mist();
    }

    public boolean fountain(int zone) {
        return board.zone(zone).fountain();
    }

    public boolean tower(int zone) {
        return board.zone(zone).tower();
    }

    /** The tile a Zone lies on (Footmen in the Mist! spawns on tiles with Adventurers). */
    public int tile(int zone) {
        return board.zone(zone).tile();
    }

    /** The building a Zone belongs to, or -1 for a street Zone. */
    public int building(int zone) {
        return board.zone(zone).building();
    }

    public int buildings() {
        return board.buildingCount();
    }

    /** The dark Zones of a building, where Enemies spawn when it is first opened. */
    public int[] darkZones(int building) {
        return dark[building];
    }

    /** Zones joined to {@code zone} by an opening, a Passage token or stairs (always open). */
    public int[] openings(int zone) {
        return openings[zone];
    }

    public int doors() {
        return board.doorCount();
    }

    public int doorA(int door) {
        return board.door(door).zoneA();
    }

    public int doorB(int door) {
        return board.door(door).zoneB();
    }

    public String doorColour(int door) {
        return board.door(door).colour().name().toLowerCase();
    }

    /**
     * The range from {@code from} to {@code to} along a line of sight, or -1 if there is none, with the
     * doors in {@code openDoors} open and, if {@code blinding}, Mist Zones blinded.
     */
    public int sight(int from, int to, long openDoors, boolean blinding) {
        return board.range(from, to, openDoors, blinding ? board.mistZones() : 0L);
    }

    /** The Spawn Zones in spawning order: the Starting Spawn Zone, then clockwise. */
    public int[] spawnZones() {
        return spawns;
    }

    /** Where the Adventurers start. */
    public int start() {
        return start;
    }

    /** The Exit Zone, or -1. */
    public int exit() {
        return exit;
    }

    /** Zones of the Objective tokens, one per token. */
    public int[] objectives() {
        return objectives;
    }

    /** The colour of each Objective token: red, blue or green. */
    public String objectiveColour(int objective) {
        return colours[objective];
    }

    /** Zones of the Treasure tokens, one per token. */
    public int[] treasures() {
        return treasures;
    }

    /**
     * Zones of the Quest Artifact tokens at setup, one per token of the box (the Quest says what they are for);
     * -1 for a token this map does not use.
     */
    public int[] questArtifacts() {
        return questArtifacts;
    }

    /** Where the Boss stands at the start. */
    public int bossZone() {
        return boss;
    }

    /** The map's shape for the browser, or null (a test grid). */
    public keeptable.games.deadkeep.board.BoardGeometry geometry() {
        return geometry;
    }

    /**
     * The range of a Ghost Sight line from {@code from} to {@code to} (straight through walls, doors, Mist and
     * buildings), -1 if none.
     */
    public int ghostRange(int from, int to) {
        return board.ghostRange(from, to, -1L, 0L);
    }

    /**
     * The Moves between two Zones counting every door as open (walls still count): how near an Adventurer
     * is for an Enemy choosing where to head. -1 if walls cut them apart.
     */
    public int blindDistance(int from, int to) {
        return board.doorBlindDistance(from, to);
    }

    /**
     * The neighbours of {@code from} on a shortest open route to {@code destination}, as a Zone mask; 0 when
     * {@code from} is the destination or no open route exists.
     */
    public long stepsToward(int from, int destination, long openDoors) {
        return board.stepsToward(from, destination, openDoors);
    }

    /** Whether a building has a way in now (an opening, or an open door to the outside). */
    public boolean buildingOpen(int building, long openDoors) {
        return board.buildingOpen(building, openDoors);
    }

    /** The doors open at setup. */
    public long initialOpenDoors() {
        return board.initialOpenDoors();
    }

    /**
     * The buildings (bit per building) that opening {@code door} opens for the first time, given the doors
     * open before: their dark Zones spawn Enemies.
     */
    public long buildingsOpenedBy(int door, long openDoorsBefore) {
        return board.buildingsOpenedBy(door, openDoorsBefore);
    }

    /** The map drawn as text with these doors open, each Zone's actors written by {@code overlay}, with or without its key. */
    public String draw(long openDoors, IntFunction<String> overlay, boolean withKey) {
        return keeptable.games.deadkeep.board.BoardText.draw(board, openDoors, overlay, withKey);
    }

    /** How many of each Zone's words (the last ones) the text map cannot show with this overlay. */
    int[] hiddenWords(IntFunction<String> overlay) {
        return keeptable.games.deadkeep.board.BoardText.hiddenWords(board, overlay);
    }
}
