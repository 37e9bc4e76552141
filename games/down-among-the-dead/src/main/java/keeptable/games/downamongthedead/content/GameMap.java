package keeptable.games.downamongthedead.content;

import java.util.List;

/**
 * A map drawn as text: walls, floor, spawning squares and the two starting areas. Squares are
 * numbered {@code x + 16 * y} with x the column (0 = A) and y the row (0 = row 1, the bottom row
 * as drawn), so a square's number does not depend on the map's size.
 */
public final class GameMap {
    public static final int SIDE = 16;
    public static final int SQUARES = SIDE * SIDE;

    public final String id;
    public final String name;
    public final int width;
    public final int height;
    /** floor[sq]: a square counters may stand on (spawning and starting squares are floor). */
    public final boolean[] floor;
    public final int[] spawns;
    /** spawnIndex[sq] = index in {@link #spawns}, or -1. */
    public final int[] spawnIndex;
    public final int[] adventurerStarts;
    public final int bossStart;
    /** Floor squares in number order. */
    public final int[] floorSquares;
    /** adjacent[sq]: the floor squares among the 8 around sq (the book's adjacency). */
    public final int[][] adjacent = new int[SQUARES][];
    /** clear[a * SQUARES + b]: no wall touches the line between the centres of a and b. */
    private final boolean[] clear;
    /** Orthogonal walking distance between floor squares (ignoring counters); 999 if unreachable. */
    private final short[] distance;

    GameMap(String id, String name, List<String> rows) {
        this.id = id;
        this.name = name;
        this.height = rows.size();
        this.width = rows.get(0).length();
        floor = new boolean[SQUARES];
        spawnIndex = new int[SQUARES];
        java.util.Arrays.fill(spawnIndex, -1);
        int[] sp = new int[SQUARES];
        int[] st = new int[SQUARES];
        int[] fl = new int[SQUARES];
        int ns = 0;
        int na = 0;
        int nf = 0;
        int boss = -1;
        for (int y = 0; y < height; y++) {
            String row = rows.get(height - 1 - y);
            for (int x = 0; x < width; x++) {
                char ch = row.charAt(x);
                int sq = x + SIDE * y;
                if (ch != '#') {
                    floor[sq] = true;
                }
                if (ch == 'S') {
                    spawnIndex[sq] = ns;
                    sp[ns++] = sq;
                } else if (ch == 'A') {
                    st[na++] = sq;
                } else if (ch == 'V') {
                    boss = sq;
                }
            }
        }
        for (int sq = 0; sq < SQUARES; sq++) {
            if (floor[sq]) {
                fl[nf++] = sq;
            }
        }
        spawns = java.util.Arrays.copyOf(sp, ns);
        adventurerStarts = java.util.Arrays.copyOf(st, na);
        floorSquares = java.util.Arrays.copyOf(fl, nf);
        bossStart = boss;
        for (int sq = 0; sq < SQUARES; sq++) {
            int[] around = new int[8];
            int k = 0;
            for (int dy = -1; dy <= 1; dy++) {
                for (int dx = -1; dx <= 1; dx++) {
                    if ((dx != 0 || dy != 0) && isFloor(x(sq) + dx, y(sq) + dy)) {
                        around[k++] = square(x(sq) + dx, y(sq) + dy);
                    }
                }
            }
            adjacent[sq] = java.util.Arrays.copyOf(around, k);
        }
        clear = new boolean[SQUARES * SQUARES];
        for (int a : floorSquares) {
            for (int b : floorSquares) {
                clear[a * SQUARES + b] = noWallTouches(a, b);
            }
        }
        distance = new short[SQUARES * SQUARES];
        java.util.Arrays.fill(distance, (short) 999);
        int[] queue = new int[SQUARES];
        for (int from : floorSquares) {
            int head = 0;
            int tail = 0;
            queue[tail++] = from;
            distance[from * SQUARES + from] = 0;
            while (head < tail) {
                int s = queue[head++];
                int d = distance[from * SQUARES + s];
                for (int dir = 0; dir < 4; dir++) {
                    int t = step(s, dir);
                    if (t >= 0 && floor[t] && distance[from * SQUARES + t] == 999) {
                        distance[from * SQUARES + t] = (short) (d + 1);
                        queue[tail++] = t;
                    }
                }
            }
        }
    }

    /** Works out {@link #clear} square by square: no wall square near the line touches it. */
    private boolean noWallTouches(int a, int b) {
        int x0 = Math.min(x(a), x(b)) - 1;
        int x1 = Math.max(x(a), x(b)) + 1;
        int y0 = Math.min(y(a), y(b)) - 1;
        int y1 = Math.max(y(a), y(b)) + 1;
        for (int y = y0; y <= y1; y++) {
            for (int x = x0; x <= x1; x++) {
                if (isWall(x, y) && x >= 0 && y >= 0 && x < SIDE && y < SIDE) {
                    int sq = square(x, y);
                    if (sq != a && sq != b && SightLine.touches(x(a), y(a), x(b), y(b), x, y)) {
                        return false;
                    }
                }
            }
        }
        return true;
    }

    public static int x(int sq) {
        return sq & 15;
    }

    public static int y(int sq) {
        return sq >> 4;
    }

    public static int square(int x, int y) {
        return x + SIDE * y;
    }

    /** The orthogonal neighbour in direction 0..3 (north, east, south, west), or -1 off the grid. */
    public int step(int sq, int dir) {
        int x = x(sq);
        int y = y(sq);
        switch (dir) {
            case 0 -> y++;
            case 1 -> x++;
            case 2 -> y--;
            default -> x--;
        }
        return x < 0 || y < 0 || x >= width || y >= height ? -1 : square(x, y);
    }

    public boolean onGrid(int x, int y) {
        return x >= 0 && y >= 0 && x < width && y < height;
    }

    public boolean isFloor(int x, int y) {
        return onGrid(x, y) && floor[square(x, y)];
    }

    public boolean isWall(int x, int y) {
        return !onGrid(x, y) || !floor[square(x, y)];
    }

    /** Line of sight between two floor squares, walls only (see {@link SightLine}); precomputed. */
    public boolean clear(int a, int b) {
        return clear[a * SQUARES + b];
    }

    public int distance(int a, int b) {
        return distance[a * SQUARES + b];
    }

    /** Range as the book counts it: the target's square counts, one's own does not, diagonals allowed. */
    public static int range(int a, int b) {
        return Math.max(Math.abs(x(a) - x(b)), Math.abs(y(a) - y(b)));
    }

    /** Chess-like name of a square, e.g. "C4". */
    public static String name(int sq) {
        return (char) ('A' + x(sq)) + Integer.toString(y(sq) + 1);
    }

    /** The square a name like "C4" stands for. */
    public static int parse(String name) {
        return square(Character.toUpperCase(name.charAt(0)) - 'A', Integer.parseInt(name.substring(1)) - 1);
    }
}
