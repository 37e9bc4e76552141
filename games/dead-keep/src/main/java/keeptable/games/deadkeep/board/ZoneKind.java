package keeptable.games.deadkeep.board;

/** What a Zone is for spawning, sight and movement: a stretch of street, or a room of a building. */
public enum ZoneKind {
    STREET,
    BUILDING
}
