package keeptable.games.deadkeep;

import java.util.function.IntFunction;

/**
 * What the rules need of a Quest's map: its Zones, the openings and doors between them, sight and
 * range, and where the Quest's tokens lie. The rules never look at tiles or cells; a Ground is made
 * from the board engineer's {@code Board} ({@link BoardGround}) or, in tests, from a small grid
 * ({@link GridGround}). Immutable and shared by every state.
 */
public interface Ground {
    String id();

    int zones();

    String zoneName(int zone);

    boolean street(int zone);

    boolean mist(int zone);

    boolean fountain(int zone);

    boolean tower(int zone);

    /** The tile a Zone lies on (Footmen in the Mist! spawns on tiles with Adventurers). */
    int tile(int zone);

    /** The building a Zone belongs to, or -1 for a street Zone. */
    int building(int zone);

    int buildings();

    /** The dark Zones of a building, where Enemies spawn when it is first opened. */
    int[] darkZones(int building);

    /** Zones joined to {@code zone} by an opening, a Passage token or stairs (always open). */
    int[] openings(int zone);

    int doors();

    int doorA(int door);

    int doorB(int door);

    String doorColour(int door);

    /**
     * The range from {@code from} to {@code to} along a line of sight, or -1 if there is none, with the
     * doors in {@code openDoors} open and, if {@code blinding}, Mist Zones blinded.
     */
    int sight(int from, int to, long openDoors, boolean blinding);

    /** The Spawn Zones in spawning order: the Starting Spawn Zone, then clockwise. */
    int[] spawnZones();

    /** Where the Adventurers start. */
    int start();

    /** The Exit Zone, or -1. */
    int exit();

    /** Zones of the Objective tokens, one per token. */
    int[] objectives();

    /** The colour of each Objective token: red, blue or green. */
    String objectiveColour(int objective);

    /** Zones of the Treasure tokens, one per token. */
    int[] treasures();

    /** Where the Boss stands at the start. */
    int bossZone();

    /** Zones sharing a cell edge with {@code zone}, walls or not (Teleport counts Zones this way). */
    int[] touching(int zone);

    /** Whether a building has a way in now (an opening, or an open door to the outside). */
    boolean buildingOpen(int building, long openDoors);

    /**
     * The Moves between two Zones counting every door as open (walls still count): how near an Adventurer
     * is for an Enemy choosing where to head. -1 if walls cut them apart.
     */
    int blindDistance(int from, int to);

    /**
     * The neighbours of {@code from} on a shortest open route to {@code destination}, as a Zone mask; 0 when
     * {@code from} is the destination or no open route exists.
     */
    long stepsToward(int from, int destination, long openDoors);

    /**
     * The range of a Ghost Sight line from {@code from} to {@code to} (straight through walls, doors, Mist and
     * buildings), -1 if none.
     */
    int ghostRange(int from, int to);

    /** The doors open at setup. */
    long initialOpenDoors();

    /**
     * The buildings (bit per building) that opening {@code door} opens for the first time, given the doors
     * open before: their dark Zones spawn Enemies.
     */
    long buildingsOpenedBy(int door, long openDoorsBefore);

    /** The map's shape for the browser, or null (a test grid). */
    default keeptable.games.deadkeep.board.BoardGeometry geometry() {
        return null;
    }

    /** The map drawn as text with these doors open, each Zone's actors written by {@code overlay}. */
    String draw(long openDoors, IntFunction<String> overlay);
}
