package keeptable.games.downamongthedead;

import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.SightLine;

/**
 * Line of sight, exactly, on square numbers (the geometry is in {@link SightLine}).
 *
 * <p>A wall square blocks when the line touches any part of it, its edges and corners included
 * (the book: the line must not touch any part of the wall); the map works that out once per pair of
 * squares ({@link GameMap#clear}). A counter blocks only when the line passes through the inside of
 * its square; grazing an edge or corner of a counter's square does not block. The two end squares
 * never block.
 */
public final class Sight {
    private Sight() {
    }

    /** Whether the segment between the centres of a and b touches the closed square sq. */
    static boolean touches(int a, int b, int sq) {
        return SightLine.touches(GameMap.x(a), GameMap.y(a), GameMap.x(b), GameMap.y(b), GameMap.x(sq), GameMap.y(sq));
    }

    /** Whether the segment between the centres of a and b passes through the inside of square sq. */
    static boolean crosses(int a, int b, int sq) {
        return SightLine.crosses(GameMap.x(a), GameMap.y(a), GameMap.x(b), GameMap.y(b), GameMap.x(sq), GameMap.y(sq));
    }

    /** No wall square touches the line between the centres of a and b (precomputed per map). */
    public static boolean clearOfWalls(GameMap m, int a, int b) {
        return m.clear(a, b);
    }

    /**
     * Counters whose squares the line between a and b passes through, not counting a and b:
     * writes their squares to {@code out} and returns how many.
     */
    static int crossed(int a, int b, byte[] board, int[] out) {
        int x0 = Math.min(GameMap.x(a), GameMap.x(b));
        int x1 = Math.max(GameMap.x(a), GameMap.x(b));
        int y0 = Math.min(GameMap.y(a), GameMap.y(b));
        int y1 = Math.max(GameMap.y(a), GameMap.y(b));
        int n = 0;
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                int sq = GameMap.square(x, y);
                if (sq != a && sq != b && board[sq] != 0 && crosses(a, b, sq)) {
                    out[n++] = sq;
                }
            }
        }
        return n;
    }
}
