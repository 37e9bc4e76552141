package keeptable.games.downamongthedead;

import keeptable.games.downamongthedead.content.GameMap;

/**
 * Line of sight, exactly. The line runs from the centre of one square to the centre of the other.
 * Working in doubled coordinates keeps every number whole: square (x, y) covers
 * {@code [2x, 2x+2] x [2y, 2y+2]} and its centre is {@code (2x+1, 2y+1)}.
 *
 * <p>A wall square blocks when the line touches any part of it, its edges and corners included
 * (the book: the line must not touch any part of the wall). A counter blocks only when the line
 * passes through the inside of its square; grazing an edge or corner of a counter's square does
 * not block. The two end squares never block.
 */
public final class Sight {
    private Sight() {
    }

    /** Whether the segment between the centres of a and b touches the closed square sq. */
    static boolean touches(int a, int b, int sq) {
        return hits(a, b, sq, false);
    }

    /** Whether the segment between the centres of a and b passes through the inside of square sq. */
    static boolean crosses(int a, int b, int sq) {
        return hits(a, b, sq, true);
    }

    private static boolean hits(int a, int b, int sq, boolean open) {
        long x1 = 2L * GameMap.x(a) + 1;
        long y1 = 2L * GameMap.y(a) + 1;
        long x2 = 2L * GameMap.x(b) + 1;
        long y2 = 2L * GameMap.y(b) + 1;
        long lx = 2L * GameMap.x(sq);
        long ly = 2L * GameMap.y(sq);
        long hx = lx + 2;
        long hy = ly + 2;
        long minX = Math.min(x1, x2);
        long maxX = Math.max(x1, x2);
        long minY = Math.min(y1, y2);
        long maxY = Math.max(y1, y2);
        if (open ? maxX <= lx || minX >= hx || maxY <= ly || minY >= hy
                : maxX < lx || minX > hx || maxY < ly || minY > hy) {
            return false;
        }
        long dx = x2 - x1;
        long dy = y2 - y1;
        long c1 = dx * (ly - y1) - dy * (lx - x1);
        long c2 = dx * (ly - y1) - dy * (hx - x1);
        long c3 = dx * (hy - y1) - dy * (lx - x1);
        long c4 = dx * (hy - y1) - dy * (hx - x1);
        if (open) {
            // the line must pass strictly between corners: some corner strictly on each side
            boolean pos = c1 > 0 || c2 > 0 || c3 > 0 || c4 > 0;
            boolean neg = c1 < 0 || c2 < 0 || c3 < 0 || c4 < 0;
            return pos && neg;
        }
        boolean allPos = c1 > 0 && c2 > 0 && c3 > 0 && c4 > 0;
        boolean allNeg = c1 < 0 && c2 < 0 && c3 < 0 && c4 < 0;
        return !allPos && !allNeg;
    }

    /** No wall square touches the line between the centres of a and b (precomputed per map). */
    public static boolean clearOfWalls(GameMap m, int a, int b) {
        return m.clear(a, b);
    }

    /** Works out {@link #clearOfWalls} square by square; the map keeps the answers. */
    public static boolean computeClear(GameMap m, int a, int b) {
        int x0 = Math.min(GameMap.x(a), GameMap.x(b)) - 1;
        int x1 = Math.max(GameMap.x(a), GameMap.x(b)) + 1;
        int y0 = Math.min(GameMap.y(a), GameMap.y(b)) - 1;
        int y1 = Math.max(GameMap.y(a), GameMap.y(b)) + 1;
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                if (m.isWall(x, y) && (x >= 0 && y >= 0 && x < GameMap.SIDE && y < GameMap.SIDE)) {
                    int sq = GameMap.square(x, y);
                    if (sq != a && sq != b && touches(a, b, sq)) {
                        return false;
                    }
                }
            }
        }
        return true;
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
