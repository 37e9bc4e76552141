package keeptable.games.deadkeep.board;

/**
 * A Passage token or stairs: an always-open opening in a wall between two Zones that touch.
 *
 * @param id     stable id from the map
 * @param stairs true for the Tower's stairs, false for a Passage token
 * @param colour the Stair token's colour (null for a Passage token)
 * @param zoneA  one side
 * @param zoneB  the other side
 */
public record Passage(String id, boolean stairs, DoorColour colour, int zoneA, int zoneB) {
}
