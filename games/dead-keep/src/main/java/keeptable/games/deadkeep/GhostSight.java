package keeptable.games.deadkeep;

import java.util.Arrays;

/**
 * Ghost Sight's lines: straight along the rows and columns of cells, through walls, closed doors, Blinding
 * Mist and any number of building Zones. The range to a Zone is how many Zones the line enters to reach it.
 * Worked out once per map as a table.
 */
final class GhostSight {
    private GhostSight() {
    }

    /** {@code cells[r][c]} is the Zone of each cell (-1 for none); returns range[from * zones + to] (-1: unseen). */
    static int[] table(int[][] cells, int zones) {
        int[] range = new int[zones * zones];
        Arrays.fill(range, -1);
        int rows = cells.length;
        int[][] dirs = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cells[r].length; c++) {
                int z = cells[r][c];
                if (z < 0) {
                    continue;
                }
                range[z * zones + z] = 0;
                for (int[] d : dirs) {
                    int prev = z;
                    int k = 0;
                    for (int rr = r + d[0], cc = c + d[1]; rr >= 0 && rr < rows && cc >= 0 && cc < cells[rr].length;
                            rr += d[0], cc += d[1]) {
                        int at = cells[rr][cc];
                        if (at < 0 || at == prev) {
                            continue;
                        }
                        k++;
                        prev = at;
                        int i = z * zones + at;
                        if (at != z && (range[i] < 0 || k < range[i])) {
                            range[i] = k;
                        }
                    }
                }
            }
        }
        return range;
    }
}
