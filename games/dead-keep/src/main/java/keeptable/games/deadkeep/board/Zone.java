package keeptable.games.deadkeep.board;

/**
 * One Zone of a compiled map: a street stretch or a room.
 *
 * @param id       0..n-1 on the map, also its bit in every zone mask ({@code 1L << id})
 * @param name     stable name {@code <tile>:<label>}, e.g. {@code 8R:c}, as the map YAML writes it
 * @param tile     index of the placed tile it lies on (0..tiles-1, in the map's reading order)
 * @param kind     street or building
 * @param mist     a Mist Zone (printed mist, or the Mana Fountain's Zone)
 * @param fountain the Mana Fountain's Zone
 * @param treasure printed treasure chest: a Treasure token goes here at setup
 * @param dark     a dark Zone: Enemies spawn here when its building is first opened
 * @param tower    lies on the Tower tile
 * @param building the building it belongs to (0..b-1), or -1 for a street Zone
 * @param row      the grid row of its first cell (reading order), for drawing
 * @param col      the grid column of its first cell
 */
public record Zone(int id, String name, int tile, ZoneKind kind, boolean mist, boolean fountain, boolean treasure,
                   boolean dark, boolean tower, int building, int row, int col) {

    public boolean street() {
        return kind == ZoneKind.STREET;
    }
}
