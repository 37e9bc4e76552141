package keeptable.games.deadkeep;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;

/**
 * A Ground drawn on a small grid where every cell is one Zone: {@code .} street, {@code m} Mist,
 * {@code f} Mana Fountain (a Mist street Zone), {@code #} no Zone, a letter a building's room (cells
 * with the same letter belong to one building and are joined by openings). Streets are open to each
 * other; a building meets a street or another building only through declared openings or doors.
 * Used by the rule tests to build exact positions, and as the rules' reading of sight where the
 * board is not at hand. Zone names are column letter and row number, e.g. {@code B3}.
 */
public final class GridGround implements Ground {
    private static final int[][] DIRS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

    private final String id;
    private final String[] rows;
    private final int width;
    private final int[] zoneAt;
    private final int[] cellOf;
    private final int zones;
    private final int[][] openings;
    private final int[] doorA;
    private final int[] doorB;
    private final String[] doorColour;
    private final int[] building;
    private final int[][] dark;
    private final int[] spawns;
    private final int start;
    private final int exit;
    private final int[] objectives;
    private final String[] objectiveColours;
    private final int[] treasures;
    private final int boss;
    private final boolean[] tower;
    private final int tileSize;
    private final int[] ghost;

    private GridGround(Builder b) {
        this.id = b.id;
        this.rows = b.rows;
        this.width = rows[0].length();
        this.zoneAt = new int[rows.length * width];
        Arrays.fill(zoneAt, -1);
        List<Integer> cells = new ArrayList<>();
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < width; c++) {
                if (rows[r].charAt(c) != '#') {
                    zoneAt[r * width + c] = cells.size();
                    cells.add(r * width + c);
                }
            }
        }
        this.zones = cells.size();
        this.cellOf = cells.stream().mapToInt(Integer::intValue).toArray();
        List<Character> letters = new ArrayList<>();
        this.building = new int[zones];
        for (int z = 0; z < zones; z++) {
            char ch = charOf(z);
            if (Character.isUpperCase(ch)) {
                if (!letters.contains(ch)) {
                    letters.add(ch);
                }
                building[z] = letters.indexOf(ch);
            } else {
                building[z] = -1;
            }
        }
        List<List<Integer>> open = new ArrayList<>();
        for (int z = 0; z < zones; z++) {
            open.add(new ArrayList<>());
        }
        for (int z = 0; z < zones; z++) {
            for (int[] d : DIRS) {
                int n = neighbour(z, d);
                if (n >= 0 && (building[z] < 0 && building[n] < 0 || building[z] >= 0 && building[z] == building[n])) {
                    open.get(z).add(n);
                }
            }
        }
        for (int[] o : b.openings) {
            int a = zone(o[0], o[1]);
            int c = zone(o[2], o[3]);
            open.get(a).add(c);
            open.get(c).add(a);
        }
        this.openings = new int[zones][];
        for (int z = 0; z < zones; z++) {
            openings[z] = open.get(z).stream().mapToInt(Integer::intValue).distinct().toArray();
        }
        int n = b.doors.size();
        this.doorA = new int[n];
        this.doorB = new int[n];
        this.doorColour = new String[n];
        for (int i = 0; i < n; i++) {
            int[] d = b.doors.get(i);
            doorA[i] = zone(d[0], d[1]);
            doorB[i] = zone(d[2], d[3]);
            doorColour[i] = b.doorColours.get(i);
        }
        this.dark = new int[letters.size()][];
        for (int k = 0; k < letters.size(); k++) {
            final int bk = k;
            dark[k] = b.dark.stream().mapToInt(rc -> zone(rc[0], rc[1])).filter(z -> building[z] == bk).toArray();
        }
        this.spawns = b.spawns.stream().mapToInt(rc -> zone(rc[0], rc[1])).toArray();
        this.start = zone(b.start[0], b.start[1]);
        this.exit = b.exit == null ? -1 : zone(b.exit[0], b.exit[1]);
        this.objectives = b.objectives.stream().mapToInt(rc -> zone(rc[0], rc[1])).toArray();
        this.objectiveColours = b.objectiveColours.toArray(String[]::new);
        this.treasures = b.treasures.stream().mapToInt(rc -> zone(rc[0], rc[1])).toArray();
        this.boss = b.boss == null ? (spawns.length > 0 ? spawns[0] : start) : zone(b.boss[0], b.boss[1]);
        this.tower = new boolean[zones];
        this.tileSize = b.tileSize;
        int[][] grid = new int[rows.length][width];
        for (int r = 0; r < rows.length; r++) {
            for (int c = 0; c < width; c++) {
                grid[r][c] = zoneAt[r * width + c];
            }
        }
        this.ghost = GhostSight.table(grid, zones);
    }

    public static Builder builder(String id, String... rows) {
        return new Builder(id, rows);
    }

    /** The Zone at row {@code r}, column {@code c}. */
    public int zone(int r, int c) {
        int z = r < 0 || c < 0 || r >= rows.length || c >= width ? -1 : zoneAt[r * width + c];
        if (z < 0) {
            throw new IllegalArgumentException(id + ": no Zone at row " + r + ", column " + c);
        }
        return z;
    }

    private char charOf(int z) {
        int cell = cellOf[z];
        return rows[cell / width].charAt(cell % width);
    }

    private int neighbour(int z, int[] d) {
        int cell = cellOf[z];
        int r = cell / width + d[0];
        int c = cell % width + d[1];
        return r < 0 || c < 0 || r >= rows.length || c >= width ? -1 : zoneAt[r * width + c];
    }

    private boolean joined(int a, int b, long openDoors) {
        for (int n : openings[a]) {
            if (n == b) {
                return true;
            }
        }
        for (int d = 0; d < doorA.length; d++) {
            if ((openDoors & (1L << d)) != 0 && (doorA[d] == a && doorB[d] == b || doorA[d] == b && doorB[d] == a)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String id() {
        return id;
    }

    @Override
    public int zones() {
        return zones;
    }

    @Override
    public String zoneName(int zone) {
        int cell = cellOf[zone];
        return String.valueOf((char) ('A' + cell % width)) + (cell / width + 1);
    }

    @Override
    public boolean street(int zone) {
        return building[zone] < 0;
    }

    @Override
    public boolean mist(int zone) {
        char ch = charOf(zone);
        return ch == 'm' || ch == 'f';
    }

    @Override
    public boolean fountain(int zone) {
        return charOf(zone) == 'f';
    }

    @Override
    public boolean tower(int zone) {
        return tower[zone];
    }

    @Override
    public int tile(int zone) {
        int cell = cellOf[zone];
        int r = cell / width / tileSize;
        int c = cell % width / tileSize;
        return r * ((width + tileSize - 1) / tileSize) + c;
    }

    @Override
    public int building(int zone) {
        return building[zone];
    }

    @Override
    public int buildings() {
        return dark.length;
    }

    @Override
    public int[] darkZones(int b) {
        return dark[b];
    }

    @Override
    public int[] openings(int zone) {
        return openings[zone];
    }

    @Override
    public int doors() {
        return doorA.length;
    }

    @Override
    public int doorA(int door) {
        return doorA[door];
    }

    @Override
    public int doorB(int door) {
        return doorB[door];
    }

    @Override
    public String doorColour(int door) {
        return doorColour[door];
    }

    @Override
    public int sight(int from, int to, long openDoors, boolean blinding) {
        if (from == to) {
            return 0;
        }
        if (blinding && (mist(from) || mist(to))) {
            return -1;
        }
        if (street(from)) {
            for (int[] d : DIRS) {
                int r = along(from, to, d, 0, openDoors, blinding);
                if (r >= 0) {
                    return r;
                }
            }
            return -1;
        }
        for (int[] d : DIRS) {
            int n = neighbour(from, d);
            if (n < 0 || !joined(from, n, openDoors) || blinding && mist(n)) {
                continue;
            }
            if (n == to) {
                return 1;
            }
            if (street(n)) {
                int r = along(n, to, d, 1, openDoors, blinding);
                if (r >= 0) {
                    return r;
                }
            }
        }
        return -1;
    }

    /** Walks a street line from {@code z} (at range {@code at}) in direction {@code d} looking for {@code to}. */
    private int along(int z, int to, int[] d, int at, long openDoors, boolean blinding) {
        int cur = z;
        int range = at;
        while (true) {
            int n = neighbour(cur, d);
            if (n < 0 || !joined(cur, n, openDoors) || blinding && mist(n)) {
                return -1;
            }
            range++;
            if (n == to) {
                return range;
            }
            if (!street(n)) {
                return -1;
            }
            cur = n;
        }
    }

    @Override
    public int[] spawnZones() {
        return spawns;
    }

    @Override
    public int start() {
        return start;
    }

    @Override
    public int exit() {
        return exit;
    }

    @Override
    public int[] objectives() {
        return objectives;
    }

    @Override
    public String objectiveColour(int objective) {
        return objectiveColours[objective];
    }

    @Override
    public int[] treasures() {
        return treasures;
    }

    @Override
    public int bossZone() {
        return boss;
    }

    private int[] bfs(int from, long openDoors) {
        int[] dist = new int[zones];
        Arrays.fill(dist, -1);
        dist[from] = 0;
        java.util.ArrayDeque<Integer> q = new java.util.ArrayDeque<>();
        q.add(from);
        while (!q.isEmpty()) {
            int z = q.poll();
            for (int nb = 0; nb < zones; nb++) {
                if (dist[nb] < 0 && joined(z, nb, openDoors)) {
                    dist[nb] = dist[z] + 1;
                    q.add(nb);
                }
            }
        }
        return dist;
    }

    @Override
    public int ghostRange(int from, int to) {
        return ghost[from * zones + to];
    }

    @Override
    public int blindDistance(int from, int to) {
        return bfs(from, -1L)[to];
    }

    @Override
    public long stepsToward(int from, int destination, long openDoors) {
        if (from == destination) {
            return 0;
        }
        int[] dist = bfs(destination, openDoors);
        if (dist[from] < 0) {
            return 0;
        }
        long out = 0;
        for (int nb = 0; nb < zones; nb++) {
            if (joined(from, nb, openDoors) && dist[nb] == dist[from] - 1) {
                out |= 1L << nb;
            }
        }
        return out;
    }

    @Override
    public int[] touching(int zone) {
        int[] out = new int[4];
        int k = 0;
        for (int[] d : DIRS) {
            int nb = neighbour(zone, d);
            if (nb >= 0) {
                out[k++] = nb;
            }
        }
        return java.util.Arrays.copyOf(out, k);
    }

    @Override
    public boolean buildingOpen(int b, long openDoors) {
        return open(b, openDoors);
    }

    @Override
    public long initialOpenDoors() {
        return 0;
    }

    @Override
    public long buildingsOpenedBy(int door, long before) {
        long out = 0;
        for (int side : new int[] {doorA[door], doorB[door]}) {
            int b = building[side];
            if (b >= 0 && !open(b, before) && open(b, before | (1L << door))) {
                out |= 1L << b;
            }
        }
        return out;
    }

    private boolean open(int b, long doors) {
        for (int z = 0; z < zones; z++) {
            if (building[z] != b) {
                continue;
            }
            for (int nb : openings[z]) {
                if (building[nb] != b) {
                    return true;
                }
            }
        }
        for (int d = 0; d < doorA.length; d++) {
            if ((doors & (1L << d)) != 0 && (building[doorA[d]] == b) != (building[doorB[d]] == b)) {
                return true;
            }
        }
        return false;
    }

    @Override
    public String draw(long openDoors, IntFunction<String> overlay) {
        StringBuilder b = new StringBuilder();
        for (int r = 0; r < rows.length; r++) {
            b.append(String.format("%2d ", r + 1)).append(rows[r]).append('\n');
        }
        for (int z = 0; z < zones; z++) {
            String s = overlay.apply(z);
            if (s != null && !s.isEmpty()) {
                b.append(zoneName(z)).append(": ").append(s).append('\n');
            }
        }
        return b.toString();
    }

    /** Builds a grid Ground; coordinates are (row, column) from 0. */
    public static final class Builder {
        private final String id;
        private final String[] rows;
        private final List<int[]> openings = new ArrayList<>();
        private final List<int[]> doors = new ArrayList<>();
        private final List<String> doorColours = new ArrayList<>();
        private final List<int[]> dark = new ArrayList<>();
        private final List<int[]> spawns = new ArrayList<>();
        private final List<int[]> objectives = new ArrayList<>();
        private final List<String> objectiveColours = new ArrayList<>();
        private final List<int[]> treasures = new ArrayList<>();
        private int[] start = {0, 0};
        private int[] exit;
        private int[] boss;
        private int tileSize = 1000;

        private Builder(String id, String[] rows) {
            this.id = id;
            this.rows = rows.clone();
            for (String r : rows) {
                if (r.length() != rows[0].length()) {
                    throw new IllegalArgumentException(id + ": rows differ in length");
                }
            }
        }

        public Builder opening(int r1, int c1, int r2, int c2) {
            openings.add(new int[] {r1, c1, r2, c2});
            return this;
        }

        public Builder door(int r1, int c1, int r2, int c2, String colour) {
            doors.add(new int[] {r1, c1, r2, c2});
            doorColours.add(colour);
            return this;
        }

        public Builder dark(int r, int c) {
            dark.add(new int[] {r, c});
            return this;
        }

        public Builder spawn(int r, int c) {
            spawns.add(new int[] {r, c});
            return this;
        }

        public Builder start(int r, int c) {
            start = new int[] {r, c};
            return this;
        }

        public Builder exit(int r, int c) {
            exit = new int[] {r, c};
            return this;
        }

        public Builder objective(int r, int c, String colour) {
            objectives.add(new int[] {r, c});
            objectiveColours.add(colour);
            return this;
        }

        public Builder treasure(int r, int c) {
            treasures.add(new int[] {r, c});
            return this;
        }

        public Builder boss(int r, int c) {
            boss = new int[] {r, c};
            return this;
        }

        /** Cells per tile side (tiles matter for Footmen in the Mist!). */
        public Builder tiles(int size) {
            tileSize = size;
            return this;
        }

        public GridGround build() {
            return new GridGround(this);
        }
    }
}
