package keeptable.games.deadkeep.board;

/**
 * A building: building Zones joined by openings or doors printed on the tiles (Passage tokens and stairs do
 * not merge buildings).
 *
 * @param id    0..b-1 on the map
 * @param zones mask of its Zones
 * @param dark  mask of its dark Zones (where its first opening spawns Enemies)
 */
public record Building(int id, long zones, long dark) {
}
