package keeptable.games.deadkeep.board;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.content.ContentException;

/**
 * One side of a game tile, parsed from its text grid. A tile is {@code n} cells square; each cell belongs to a
 * Zone named by a letter; each cell edge is a wall, open, or a door position numbered 1..9 on the tile.
 *
 * <pre>
 * +---+---+---+     corners are '+'; a horizontal edge is "---" (wall), "   " (open) or "-k-" (door k);
 * | a   a | b |     a vertical edge is '|' (wall), ' ' (open) or a digit k (door k);
 * +---+-1-+   +     each cell holds its Zone's letter.
 * </pre>
 *
 * Edges on the tile's rim say how the tile meets its neighbour: open on both sides joins the two Zones.
 */
record Tile(String id, int size, char[][] label, int[][][] edge, Map<Character, ZoneSpec> zones) {

    /** Edge codes on a tile: wall, open, or a door number 1..9. */
    static final int T_WALL = -1, T_OPEN = 0;

    /** A Zone's kind and printed flags on a tile. */
    record ZoneSpec(ZoneKind kind, boolean mist, boolean treasure, boolean dark) {
    }

    static Tile parse(String file, String id, Map<String, String> zoneWords, String grid) {
        if (id == null || !id.matches("[1-9][RV]")) {
            throw new ContentException(file, id, "a tile id is its number 1-9 and side R or V, e.g. 8R");
        }
        if (grid == null || grid.isBlank()) {
            throw new ContentException(file, id, "missing grid");
        }
        if (zoneWords == null || zoneWords.isEmpty()) {
            throw new ContentException(file, id, "missing zones");
        }
        Map<Character, ZoneSpec> zones = new LinkedHashMap<>();
        for (Map.Entry<String, String> e : zoneWords.entrySet()) {
            String key = e.getKey();
            if (key.length() != 1 || key.charAt(0) < 'a' || key.charAt(0) > 'z') {
                throw new ContentException(file, id, "zone label '" + key + "' must be one letter a-z");
            }
            zones.put(key.charAt(0), zoneSpec(file, id, key, e.getValue()));
        }
        List<String> lines = new ArrayList<>(List.of(grid.split("\n", -1)));
        while (!lines.isEmpty() && lines.get(lines.size() - 1).isBlank()) {
            lines.remove(lines.size() - 1);
        }
        if (lines.size() < 3 || lines.size() % 2 == 0) {
            throw new ContentException(file, id, "broken grid: expected 2n+1 lines for n cells, got " + lines.size());
        }
        int n = (lines.size() - 1) / 2;
        int width = 4 * n + 1;
        for (int i = 0; i < lines.size(); i++) {
            String l = lines.get(i);
            if (l.length() > width && !l.substring(width).isBlank()) {
                throw new ContentException(file, id, "broken grid: line " + (i + 1) + " is longer than " + width
                        + " characters for a tile of " + n + " cells");
            }
            StringBuilder b = new StringBuilder(l.length() > width ? l.substring(0, width) : l);
            while (b.length() < width) {
                b.append(' ');
            }
            lines.set(i, b.toString());
        }
        char[][] label = new char[n][n];
        int[][][] edge = new int[n][n][4];
        for (int r = 0; r <= n; r++) {
            String l = lines.get(2 * r);
            for (int c = 0; c <= n; c++) {
                if (l.charAt(4 * c) != '+') {
                    throw new ContentException(file, id, "broken grid: expected '+' at line " + (2 * r + 1)
                            + " column " + (4 * c + 1));
                }
            }
        }
        for (int r = 0; r < n; r++) {
            String l = lines.get(2 * r + 1);
            for (int c = 0; c < n; c++) {
                String inside = l.substring(4 * c + 1, 4 * c + 4).strip();
                if (inside.length() != 1 || !zones.containsKey(inside.charAt(0))) {
                    throw new ContentException(file, id, "cell at row " + (r + 1) + ", column " + (c + 1)
                            + " must hold one declared zone letter, found '" + inside + "'");
                }
                label[r][c] = inside.charAt(0);
            }
        }
        // horizontal edges: above row r is line 2r
        for (int r = 0; r <= n; r++) {
            String l = lines.get(2 * r);
            for (int c = 0; c < n; c++) {
                String seg = l.substring(4 * c + 1, 4 * c + 4);
                int code = horizontal(file, id, seg, 2 * r + 1);
                if (r > 0) {
                    edge[r - 1][c][Cells.S] = code;
                }
                if (r < n) {
                    edge[r][c][Cells.N] = code;
                }
            }
        }
        for (int r = 0; r < n; r++) {
            String l = lines.get(2 * r + 1);
            for (int c = 0; c <= n; c++) {
                int code = vertical(file, id, l.charAt(4 * c), 2 * r + 2);
                if (c > 0) {
                    edge[r][c - 1][Cells.E] = code;
                }
                if (c < n) {
                    edge[r][c][Cells.W] = code;
                }
            }
        }
        // doors: once each, inside the tile, between two Zones
        boolean[] seen = new boolean[10];
        for (int r = 0; r < n; r++) {
            for (int c = 0; c < n; c++) {
                for (int d = 0; d < 4; d++) {
                    int code = edge[r][c][d];
                    if (code <= 0) {
                        continue;
                    }
                    int rr = r + Cells.DR[d];
                    int cc = c + Cells.DC[d];
                    if (rr < 0 || cc < 0 || rr >= n || cc >= n) {
                        throw new ContentException(file, id, "door " + code + " lies on the tile's rim;"
                                + " doors must be inside a tile");
                    }
                    if (label[rr][cc] == label[r][c]) {
                        throw new ContentException(file, id, "door " + code + " lies inside zone '"
                                + label[r][c] + "'; a door joins two zones");
                    }
                    if (d == Cells.E || d == Cells.S) {
                        if (seen[code]) {
                            throw new ContentException(file, id, "door " + code + " is drawn twice");
                        }
                        seen[code] = true;
                    }
                }
            }
        }
        for (char z : zones.keySet()) {
            int cells = 0;
            int r0 = -1, c0 = -1;
            for (int r = 0; r < n; r++) {
                for (int c = 0; c < n; c++) {
                    if (label[r][c] == z) {
                        cells++;
                        if (r0 < 0) {
                            r0 = r;
                            c0 = c;
                        }
                    }
                }
            }
            if (cells == 0) {
                throw new ContentException(file, id, "zone '" + z + "' is declared but not drawn");
            }
            if (connected(label, n, z, r0, c0) != cells) {
                throw new ContentException(file, id, "zone '" + z + "' is drawn in pieces that do not touch");
            }
        }
        return new Tile(id, n, label, edge, zones);
    }

    private static int connected(char[][] label, int n, char z, int r0, int c0) {
        boolean[][] seen = new boolean[n][n];
        int[] stack = new int[n * n];
        int top = 0;
        stack[top++] = r0 * n + c0;
        seen[r0][c0] = true;
        int count = 0;
        while (top > 0) {
            int cell = stack[--top];
            count++;
            for (int d = 0; d < 4; d++) {
                int r = cell / n + Cells.DR[d];
                int c = cell % n + Cells.DC[d];
                if (r >= 0 && c >= 0 && r < n && c < n && !seen[r][c] && label[r][c] == z) {
                    seen[r][c] = true;
                    stack[top++] = r * n + c;
                }
            }
        }
        return count;
    }

    private static ZoneSpec zoneSpec(String file, String id, String key, String words) {
        ZoneKind kind = null;
        boolean mist = false, treasure = false, dark = false;
        for (String w : (words == null ? "" : words).trim().split("[\\s,]+")) {
            switch (w.toLowerCase()) {
                case "street" -> kind = kind == null ? ZoneKind.STREET : bad(file, id, key, "two kinds");
                case "building" -> kind = kind == null ? ZoneKind.BUILDING : bad(file, id, key, "two kinds");
                case "mist" -> mist = true;
                case "treasure" -> treasure = true;
                case "dark" -> dark = true;
                default -> bad(file, id, key, "unknown word '" + w + "' (street, building, mist, treasure, dark)");
            }
        }
        if (kind == null) {
            bad(file, id, key, "needs a kind: street or building");
        }
        if (mist && kind != ZoneKind.STREET) {
            bad(file, id, key, "Mist Zones are street Zones");
        }
        if (dark && kind != ZoneKind.BUILDING) {
            bad(file, id, key, "dark Zones are building Zones");
        }
        return new ZoneSpec(kind, mist, treasure, dark);
    }

    private static <T> T bad(String file, String id, String key, String reason) {
        throw new ContentException(file, id, "zone '" + key + "': " + reason);
    }

    private static int horizontal(String file, String id, String seg, int line) {
        if (seg.equals("---")) {
            return T_WALL;
        }
        if (seg.equals("   ")) {
            return T_OPEN;
        }
        if (seg.charAt(0) == '-' && seg.charAt(2) == '-' && seg.charAt(1) >= '1' && seg.charAt(1) <= '9') {
            return seg.charAt(1) - '0';
        }
        throw new ContentException(file, id, "broken grid: line " + line + " has edge '" + seg
                + "' (use ---, three spaces, or -k- for door k)");
    }

    private static int vertical(String file, String id, char ch, int line) {
        if (ch == '|') {
            return T_WALL;
        }
        if (ch == ' ') {
            return T_OPEN;
        }
        if (ch >= '1' && ch <= '9') {
            return ch - '0';
        }
        throw new ContentException(file, id, "broken grid: line " + line + " has edge '" + ch
                + "' (use |, a space, or a digit k for door k)");
    }
}
