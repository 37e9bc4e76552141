package keeptable.games.deadkeep.board;

/** The tokens a map places in Zones at setup; the Quest names each placed token by its id. */
public enum TokenKind {
    /** Where the Adventurers start (one or more). */
    START,
    /** The Exit. */
    EXIT,
    /** The Starting Spawn Zone: spawning begins here, then goes clockwise. Exactly one per map. */
    SPAWN_START,
    /** The Red/Blue Spawn Zone token. */
    SPAWN_RED_BLUE,
    /** The Red/Green Spawn Zone token. */
    SPAWN_RED_GREEN,
    /** An Objective token; its colour is red, blue or green. */
    OBJECTIVE,
    /** An Artifact token. */
    ARTIFACT,
    /** A Treasure/Quest Artifact token, placed by the Quest rather than by a treasure chest. */
    QUEST_ARTIFACT,
    /** Where the Boss stands at setup (its lair). */
    BOSS,
    /** A named Zone the Quest's rules refer to (no physical token). */
    MARK;

    /** True for the three Spawn Zone tokens. */
    public boolean spawn() {
        return this == SPAWN_START || this == SPAWN_RED_BLUE || this == SPAWN_RED_GREEN;
    }
}
