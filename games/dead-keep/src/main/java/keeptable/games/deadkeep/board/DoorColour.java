package keeptable.games.deadkeep.board;

/** The colour of a Door token (and of the Objective and Stair tokens that go with it). */
public enum DoorColour {
    RED,
    BLUE,
    GREEN;

    /** The colour's initial, as the text board draws it: R, B or G. */
    public char letter() {
        return name().charAt(0);
    }
}
