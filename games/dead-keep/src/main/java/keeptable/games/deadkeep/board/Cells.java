package keeptable.games.deadkeep.board;

/**
 * The cell grid a map is compiled to: directions, the codes of a cell's edges, the marks drawn on them, and a
 * cell's neighbour. Everything of the board that reads the grid stands on it; it reads nothing.
 */
final class Cells {
    private Cells() {
    }

    /** Directions on the grid, clockwise from north. */
    static final int N = 0, E = 1, S = 2, W = 3;
    static final int[] DR = {-1, 0, 1, 0};
    static final int[] DC = {0, 1, 0, -1};

    /** Edge codes in {@link #moveEdge} and {@link #sightEdge}: off the board, a wall, open, or door d (2+d). */
    static final int VOID = -2, WALL = -1, OPEN = 0, DOOR0 = 2;
    /** Marks on edges, for drawing. */
    static final byte MARK_NONE = 0, MARK_PASSAGE = 1, MARK_STAIRS = 2;
    /**
     * The top bit of an open-doors mask: the stairs to the Tower tile may be crossed (the Quest's conditions for
     * reaching the Tower are met). No map holds more than the box's 20 doors, so the bit is never a door's.
     */
    static final long STAIRS_OPEN = Long.MIN_VALUE;

    /** The cell next to {@code cell} in direction {@code dir} on a grid {@code cols} cells wide. */
    static int neighbour(int cell, int dir, int cols) {
        return (cell / cols + DR[dir]) * cols + cell % cols + DC[dir];
    }
}
