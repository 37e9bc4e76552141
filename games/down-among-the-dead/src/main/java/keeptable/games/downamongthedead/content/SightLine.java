package keeptable.games.downamongthedead.content;

/**
 * The geometry under line of sight, on grid coordinates alone. The line runs from the centre of one
 * square to the centre of the other; working in doubled coordinates keeps every number whole: the
 * square at column x, row y covers {@code [2x, 2x+2] x [2y, 2y+2]} and its centre is
 * {@code (2x+1, 2y+1)}.
 */
public final class SightLine {
    private SightLine() {
    }

    /** Whether the line between the centres of (ax, ay) and (bx, by) touches the closed square (sx, sy). */
    public static boolean touches(int ax, int ay, int bx, int by, int sx, int sy) {
        return hits(ax, ay, bx, by, sx, sy, false);
    }

    /** Whether the line between the centres of (ax, ay) and (bx, by) passes through the inside of (sx, sy). */
    public static boolean crosses(int ax, int ay, int bx, int by, int sx, int sy) {
        return hits(ax, ay, bx, by, sx, sy, true);
    }

    private static boolean hits(int ax, int ay, int bx, int by, int sx, int sy, boolean open) {
        long x1 = 2L * ax + 1;
        long y1 = 2L * ay + 1;
        long x2 = 2L * bx + 1;
        long y2 = 2L * by + 1;
        long lx = 2L * sx;
        long ly = 2L * sy;
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
}
