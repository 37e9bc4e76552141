package keeptable.games.deadkeep.board;

/**
 * A Door token between two Zones. Its bit in an {@code openDoors} mask is {@code 1L << id}; doors never
 * close once open.
 *
 * @param id      0..d-1 on the map
 * @param name    stable name {@code <tile>/<number>}, the number drawn on the tile's grid
 * @param colour  red, blue or green (set by the map)
 * @param zoneA   one side (the Zone of the door's cell on the tile grid: left or upper)
 * @param zoneB   the other side
 * @param open    open at setup
 */
public record Door(int id, String name, DoorColour colour, int zoneA, int zoneB, boolean open) {

    /** The Zone on the other side from {@code zone}. */
    public int other(int zone) {
        return zone == zoneA ? zoneB : zoneA;
    }
}
