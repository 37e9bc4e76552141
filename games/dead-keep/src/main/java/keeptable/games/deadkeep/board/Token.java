package keeptable.games.deadkeep.board;

/**
 * A token placed by a map in a Zone at setup.
 *
 * @param id     stable id the Quest's rules name (unique in the map)
 * @param kind   what it is
 * @param colour its colour (Objectives; red for other coloured tokens), or null when it has none
 * @param zone   the Zone it lies in
 */
public record Token(String id, TokenKind kind, DoorColour colour, int zone) {
}
