package keeptable.games.deadkeep;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keeptable.engine.content.ContentSource;
import keeptable.games.deadkeep.board.Board;
import keeptable.games.deadkeep.board.Boards;

/**
 * Builds the rule tests' exact positions on a real {@link Board}: a small grid picture where every cell is one
 * Zone ({@code .} street, {@code m} Mist, {@code f} Mana Fountain, an upper-case letter a building's room; cells
 * with the same letter are rooms of one building, joined by openings) is written out as tile and map YAML and
 * compiled by the board package, so the rules run on the one sight, movement and route implementation the game
 * ships with. Streets are open to each other; a building meets a street or another building only through the
 * declared openings and doors.
 *
 * <p>Tiles are square: the picture is cut into tiles of {@link Builder#tiles} cells (one tile by default), and
 * the cells a short picture leaves empty at the bottom or right of a tile are given to the Zone of the nearest
 * cell of the picture (the same column or row), with its walls, so they add no Zone, route or line of sight.
 * Zones are numbered in reading order, as the picture shows them (within one tile); {@link #zone} names them.
 */
final class GridGround {
    private static final String[] TILE_IDS = {"1R", "2R", "3R", "4R", "5R", "6R", "7R", "8R", "9R"};
    private static final String LETTERS = "abcdefghijklmnopqrstuvwxyz";

    private final Ground ground;
    private final Board board;
    private final String[] names;
    private final int width;
    private final int[] doorIds;

    private GridGround(Ground ground, String[] names, int width, int[] doorIds) {
        this.ground = ground;
        this.board = ground.board();
        this.names = names;
        this.width = width;
        this.doorIds = doorIds;
    }

    static Builder builder(String id, String... rows) {
        return new Builder(id, rows);
    }

    /** The map as the rules see it. */
    Ground ground() {
        return ground;
    }

    Board board() {
        return board;
    }

    /** The Zone at row {@code r}, column {@code c} of the picture. */
    int zone(int r, int c) {
        if (r < 0 || c < 0 || c >= width || r * width + c >= names.length) {
            throw new IllegalArgumentException("no Zone at row " + r + ", column " + c);
        }
        return board.zoneNamed(names[r * width + c]);
    }

    /** The Board's id of the {@code i}-th door declared on the builder. */
    int door(int i) {
        return doorIds[i];
    }

    /** Builds a grid position; coordinates are (row, column) from 0. */
    static final class Builder {
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
        private final List<int[]> relics = new ArrayList<>();
        private final List<int[]> stairs = new ArrayList<>();
        private int tower = -1;
        private int[] start = {0, 0};
        private int[] exit;
        private int[] boss;
        private int tileSize;

        private Builder(String id, String[] rows) {
            this.id = id;
            this.rows = rows.clone();
            for (String r : rows) {
                if (r.length() != rows[0].length()) {
                    throw new IllegalArgumentException(id + ": rows differ in length");
                }
                if (!r.matches("[.mfA-Z]+")) {
                    throw new IllegalArgumentException(id + ": a cell is '.', 'm', 'f' or a building letter: " + r);
                }
            }
            tileSize = Math.max(rows.length, rows[0].length());
        }

        Builder opening(int r1, int c1, int r2, int c2) {
            openings.add(new int[] {r1, c1, r2, c2});
            return this;
        }

        Builder door(int r1, int c1, int r2, int c2, String colour) {
            doors.add(new int[] {r1, c1, r2, c2});
            doorColours.add(colour);
            return this;
        }

        Builder dark(int r, int c) {
            dark.add(new int[] {r, c});
            return this;
        }

        /**
         * A Spawn Zone; the first is the Starting Spawn Zone. Without any the Board gets its required Starting
         * Spawn Zone in the last cell, but the rules are given none, so the Enemy Phase spawns nothing.
         */
        Builder spawn(int r, int c) {
            spawns.add(new int[] {r, c});
            return this;
        }

        Builder start(int r, int c) {
            start = new int[] {r, c};
            return this;
        }

        Builder exit(int r, int c) {
            exit = new int[] {r, c};
            return this;
        }

        Builder objective(int r, int c, String colour) {
            objectives.add(new int[] {r, c});
            objectiveColours.add(colour);
            return this;
        }

        /** A treasure chest in the Zone (one per Zone, as on the tiles). */
        Builder treasure(int r, int c) {
            treasures.add(new int[] {r, c});
            return this;
        }

        /** A Quest Artifact token in the Zone. */
        Builder questArtifact(int r, int c) {
            relics.add(new int[] {r, c});
            return this;
        }

        /** The {@code tile}-th tile (reading order) stands on the Tower base: only stairs lead on or off it. */
        Builder tower(int tile) {
            this.tower = tile;
            return this;
        }

        /** Stairs between a Tower cell and a neighbouring cell off the Tower. */
        Builder stairs(int r1, int c1, int r2, int c2) {
            stairs.add(new int[] {r1, c1, r2, c2});
            return this;
        }

        Builder boss(int r, int c) {
            boss = new int[] {r, c};
            return this;
        }

        /** Cells per tile side (tiles matter for Footmen in the Mist!). */
        Builder tiles(int size) {
            tileSize = size;
            return this;
        }

        private int height() {
            return rows.length;
        }

        private int width() {
            return rows[0].length();
        }

        private char at(int r, int c) {
            return rows[r].charAt(c);
        }

        /** The picture's cell that stands for tile-grid cell (r, c): itself, or the nearest one for padding. */
        private int[] source(int r, int c) {
            return new int[] {Math.min(r, height() - 1), Math.min(c, width() - 1)};
        }

        private boolean same(int[] a, int[] b) {
            return a[0] == b[0] && a[1] == b[1];
        }

        private boolean listed(List<int[]> pairs, int[] a, int[] b) {
            for (int[] p : pairs) {
                if (p[0] == a[0] && p[1] == a[1] && p[2] == b[0] && p[3] == b[1]
                        || p[0] == b[0] && p[1] == b[1] && p[2] == a[0] && p[3] == a[1]) {
                    return true;
                }
            }
            return false;
        }

        private int doorIndex(int[] a, int[] b) {
            for (int i = 0; i < doors.size(); i++) {
                int[] p = doors.get(i);
                if (p[0] == a[0] && p[1] == a[1] && p[2] == b[0] && p[3] == b[1]
                        || p[0] == b[0] && p[1] == b[1] && p[2] == a[0] && p[3] == a[1]) {
                    return i;
                }
            }
            return -1;
        }

        /** The edge between two picture cells: open, wall, or a door (its builder index + 1). */
        private int edge(int[] a, int[] b) {
            if (same(a, b)) {
                return 0;
            }
            int d = doorIndex(a, b);
            if (d >= 0) {
                return d + 1;
            }
            char x = at(a[0], a[1]);
            char y = at(b[0], b[1]);
            boolean bx = Character.isUpperCase(x);
            boolean by = Character.isUpperCase(y);
            if (!bx && !by || bx && x == y || listed(openings, a, b)) {
                return 0;
            }
            return -1;
        }

        GridGround build() {
            int n = tileSize;
            int tilesDown = (height() + n - 1) / n;
            int tilesAcross = (width() + n - 1) / n;
            if (tilesDown * tilesAcross > TILE_IDS.length) {
                throw new IllegalArgumentException(id + ": at most 9 tiles");
            }
            if (doors.size() > 9) {
                throw new IllegalArgumentException(id + ": at most 9 doors");
            }
            String[] names = new String[height() * width()];
            int[] doorTile = new int[doors.size()];
            StringBuilder tiles = new StringBuilder("tiles:\n");
            StringBuilder placement = new StringBuilder();
            StringBuilder zoneWords = new StringBuilder();
            for (int tr = 0; tr < tilesDown; tr++) {
                placement.append("  - \"");
                for (int tc = 0; tc < tilesAcross; tc++) {
                    int t = tr * tilesAcross + tc;
                    String tid = TILE_IDS[t];
                    placement.append(tc > 0 ? " " : "").append(tid);
                    int r0 = tr * n;
                    int c0 = tc * n;
                    // the picture cells on this tile and their letters
                    int[][] letter = new int[height()][width()];
                    int next = 0;
                    zoneWords.setLength(0);
                    for (int r = r0; r < Math.min(r0 + n, height()); r++) {
                        for (int c = c0; c < Math.min(c0 + n, width()); c++) {
                            if (next >= LETTERS.length()) {
                                throw new IllegalArgumentException(id + ": at most 26 cells per tile");
                            }
                            letter[r][c] = next;
                            names[r * width() + c] = tid + ":" + LETTERS.charAt(next);
                            zoneWords.append("      ").append(LETTERS.charAt(next)).append(": ")
                                    .append(words(r, c)).append('\n');
                            next++;
                        }
                    }
                    StringBuilder grid = new StringBuilder();
                    for (int i = 0; i <= n; i++) {
                        // the horizontal edges above tile row i
                        grid.append("      ");
                        for (int j = 0; j < n; j++) {
                            grid.append('+');
                            if (i == 0 || i == n) {
                                grid.append(rimH(r0 + (i == 0 ? 0 : n - 1), c0 + j));
                            } else {
                                int[] a = source(r0 + i - 1, c0 + j);
                                int[] b = source(r0 + i, c0 + j);
                                grid.append(hEdge(a, b, r0 + i >= height() || c0 + j >= width()));
                            }
                        }
                        grid.append("+\n");
                        if (i == n) {
                            break;
                        }
                        grid.append("      ");
                        for (int j = 0; j <= n; j++) {
                            if (j == 0 || j == n) {
                                grid.append(rimV(r0 + i, c0 + (j == 0 ? 0 : n - 1)));
                            } else {
                                int[] a = source(r0 + i, c0 + j - 1);
                                int[] b = source(r0 + i, c0 + j);
                                grid.append(vEdge(a, b, r0 + i >= height() || c0 + j >= width()));
                            }
                            if (j < n) {
                                int[] s = source(r0 + i, c0 + j);
                                if (s[0] < r0 || s[1] < c0) {
                                    throw new IllegalArgumentException(id + ": a tile of " + n
                                            + " cells must hold some of the picture; give tiles(" + n + ") a full"
                                            + " picture");
                                }
                                grid.append(' ').append(LETTERS.charAt(letter[s[0]][s[1]])).append(' ');
                            }
                        }
                        grid.append('\n');
                    }
                    for (int d = 0; d < doors.size(); d++) {
                        int[] p = doors.get(d);
                        if (p[0] >= r0 && p[0] < r0 + n && p[1] >= c0 && p[1] < c0 + n) {
                            doorTile[d] = t;
                        }
                    }
                    tiles.append("  - id: ").append(tid).append("\n    zones:\n").append(zoneWords)
                            .append("    grid: |\n").append(grid);
                }
                placement.append("\"\n");
            }
            StringBuilder map = new StringBuilder("id: ").append(id).append("\nname: ").append(id).append('\n');
            map.append("tiles:\n").append(placement);
            if (!doors.isEmpty()) {
                map.append("doors:\n");
                for (int d = 0; d < doors.size(); d++) {
                    map.append("  \"").append(TILE_IDS[doorTile[d]]).append('/').append(d + 1).append("\": {colour: ")
                            .append(doorColours.get(d)).append("}\n");
                }
            }
            for (int r = 0; r < height(); r++) {
                for (int c = 0; c < width(); c++) {
                    if (at(r, c) == 'f') {
                        map.append("fountain: \"").append(names[r * width() + c]).append("\"\n");
                    }
                }
            }
            if (tower >= 0) {
                map.append("tower: ").append(TILE_IDS[tower]).append("\nstairs:\n");
                for (int i = 0; i < stairs.size(); i++) {
                    int[] p = stairs.get(i);
                    map.append("  - {id: st").append(i).append(", between: [\"").append(names[p[0] * width() + p[1]])
                            .append("\", \"").append(names[p[2] * width() + p[3]]).append("\"]}\n");
                }
            }
            map.append("tokens:\n");
            token(map, "start", "start", null, names, width(), start);
            List<int[]> sp = new ArrayList<>(spawns);
            if (sp.isEmpty()) {
                sp.add(new int[] {height() - 1, width() - 1});
            }
            String[] spawnKinds = {"spawn_start", "spawn_red_blue", "spawn_red_green"};
            for (int i = 0; i < sp.size(); i++) {
                token(map, "spawn" + i, spawnKinds[i], null, names, width(), sp.get(i));
            }
            for (int i = 0; i < objectives.size(); i++) {
                token(map, "obj" + i, "objective", objectiveColours.get(i), names, width(), objectives.get(i));
            }
            for (int i = 0; i < relics.size(); i++) {
                token(map, "relic" + i, "quest_artifact", null, names, width(), relics.get(i));
            }
            if (exit != null) {
                token(map, "exit", "exit", null, names, width(), exit);
            }
            if (boss != null) {
                token(map, "lair", "boss", null, names, width(), boss);
            }
            Map<String, String> files = Map.of("tiles/tiles.yaml", tiles.toString(), "maps/" + id + ".yaml",
                    map.toString());
            ContentSource src = file -> {
                String text = files.get(file);
                if (text == null) {
                    throw new IOException("missing " + file);
                }
                return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
            };
            Board board;
            try {
                board = Boards.load(src, id);
            } catch (RuntimeException e) {
                throw new IllegalArgumentException(id + ": " + e.getMessage() + "\n" + files, e);
            }
            int[] doorIds = new int[doors.size()];
            for (int d = 0; d < doors.size(); d++) {
                doorIds[d] = board.doorNamed(TILE_IDS[doorTile[d]] + "/" + (d + 1));
            }
            return new GridGround(new Ground(board, !spawns.isEmpty()), names, width(), doorIds);
        }

        private String words(int r, int c) {
            char ch = at(r, c);
            StringBuilder w = new StringBuilder(Character.isUpperCase(ch) ? "building" : "street");
            if (ch == 'm') {
                w.append(" mist");
            }
            for (int[] d : dark) {
                if (d[0] == r && d[1] == c) {
                    w.append(" dark");
                    break;
                }
            }
            for (int[] t : treasures) {
                if (t[0] == r && t[1] == c) {
                    w.append(" treasure");
                    break;
                }
            }
            return w.toString();
        }

        /** The tile's rim above (top) or below a cell: open for a street, so streets run on into the next tile. */
        private String rimH(int r, int c) {
            int[] s = source(r, c);
            return Character.isUpperCase(at(s[0], s[1])) ? "---" : "   ";
        }

        private String rimV(int r, int c) {
            int[] s = source(r, c);
            return Character.isUpperCase(at(s[0], s[1])) ? "|" : " ";
        }

        /** A horizontal edge inside a tile; {@code padding}: a copied edge, where a door becomes a wall. */
        private String hEdge(int[] a, int[] b, boolean padding) {
            int e = edge(a, b);
            return e == 0 ? "   " : e < 0 || padding ? "---" : "-" + e + "-";
        }

        private String vEdge(int[] a, int[] b, boolean padding) {
            int e = edge(a, b);
            return e == 0 ? " " : e < 0 || padding ? "|" : String.valueOf(e);
        }

        private static void token(StringBuilder map, String id, String kind, String colour, String[] names, int width,
                int[] at) {
            map.append("  - {id: ").append(id).append(", kind: ").append(kind);
            if (colour != null && !colour.equals("red")) {
                map.append(", colour: ").append(colour);
            }
            map.append(", zone: \"").append(names[at[0] * width + at[1]]).append("\"}\n");
        }
    }
}
