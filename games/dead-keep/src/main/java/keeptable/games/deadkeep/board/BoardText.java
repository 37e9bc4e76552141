package keeptable.games.deadkeep.board;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The board drawn as text for an 80-column terminal, small enough to leave room on a 40-row screen for the news and
 * the choices: a cell is as wide as 80 columns allow (at most 11 characters) and one line tall. A Zone writes, in its cells in reading order: its number and marks, its fixed tokens, then the short
 * codes the caller says stand in it; when they do not all fit, its last line ends with {@code +} (the key says so,
 * and the caller lists every Zone's contents in words). Walls are {@code -} and {@code |}; a closed door is its
 * colour's capital (R, B, G) in the wall, an open door the small letter in a gap; a Passage token is {@code p} and
 * stairs {@code s} in a gap. The Tower tile's rim is drawn with {@code =} and {@code #}. A key of the marks the
 * drawing uses follows the map.
 */
public final class BoardText {
    /** The widest a terminal line may be. */
    public static final int COLUMNS = 80;
    /** The mark that ends a Zone's last line when more stands in it than its cells can show. */
    public static final char MORE = '+';
    private static final int WIDEST_CELL = 11;

    private BoardText() {
    }

    /** The map with these doors open and {@code actors(zone)} (short codes, by spaces) in each Zone, then its key. */
    public static String draw(Board b, long openDoors, IntFunction<String> actors) {
        return draw(b, openDoors, actors, true);
    }

    /**
     * The map with these doors open and {@code actors(zone)} (short codes, by spaces) in each Zone, with its key after it
     * if {@code withKey} (a player who has learnt the map reads the key in the rules aid and leaves the rows to the news).
     */
    public static String draw(Board b, long openDoors, IntFunction<String> actors, boolean withKey) {
        int rows = b.rows(), cols = b.cols();
        int w = cellWidth(b);
        int h = 1;
        char[][] out = new char[rows * (h + 1) + 1][cols * (w + 1) + 1];
        for (char[] line : out) {
            java.util.Arrays.fill(line, ' ');
        }
        java.util.Set<String> used = new java.util.HashSet<>();
        boolean full = false;
        String[][] text = new String[rows * cols][];
        for (Zone z : b.zones()) {
            full |= fill(b, z, actors, w, h, used, text) > 0;
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int cell = r * cols + c;
                int top = r * (h + 1), left = c * (w + 1);
                if (b.cellZone(cell) < 0) {
                    continue;
                }
                for (int i = 0; i < h; i++) {
                    String s = text[cell][i];
                    for (int j = 0; j < Math.min(w, s.length()); j++) {
                        out[top + 1 + i][left + 1 + j] = s.charAt(j);
                    }
                }
                boolean tower = b.zone(b.cellZone(cell)).tower();
                for (int d = 0; d < 4; d++) {
                    int e = b.moveEdge(cell, d);
                    int nb = e == Cells.VOID ? -1 : b.neighbour(cell, d);
                    boolean rim = nb >= 0 && b.zone(b.cellZone(nb)).tower() != tower;
                    char sym = symbol(b, cell, d, e, openDoors, rim);
                    used.add(edgeMark(sym));
                    edge(out, top, left, w, h, d, sym, rim);
                }
            }
        }
        // corners
        for (int r = 0; r <= rows; r++) {
            for (int c = 0; c <= cols; c++) {
                int y = r * (h + 1), x = c * (w + 1);
                boolean any = out[y][Math.max(0, x - 1)] != ' ' || out[y][Math.min(cols * (w + 1), x + 1)] != ' '
                        || out[Math.max(0, y - 1)][x] != ' ' || out[Math.min(rows * (h + 1), y + 1)][x] != ' ';
                out[y][x] = any ? '+' : ' ';
            }
        }
        StringBuilder sb = new StringBuilder();
        for (char[] line : out) {
            sb.append(new String(line).stripTrailing()).append('\n');
        }
        for (Token t : b.tokens()) {
            if (actors == null || fixed(t.kind())) {
                used.add(t.kind().spawn() ? "spawn" : t.kind().name());
            }
        }
        if (withKey) {
            sb.append(key(used, full));
        }
        return sb.toString();
    }

    /**
     * How many of each Zone's words (by Zone) the map drawn with {@code actors} cannot show, the last ones: a Zone with
     * any ends with {@link #MORE}.
     */
    public static int[] hiddenWords(Board b, IntFunction<String> actors) {
        int w = cellWidth(b);
        String[][] text = new String[b.rows() * b.cols()][];
        int[] hidden = new int[b.zoneCount()];
        for (Zone z : b.zones()) {
            hidden[z.id()] = fill(b, z, actors, w, 1, new java.util.HashSet<>(), text);
        }
        return hidden;
    }

    /** A cell's width: as wide as 80 columns allow for the map's cells and their walls, at most 11. */
    private static int cellWidth(Board b) {
        return Math.min(WIDEST_CELL, (COLUMNS - 1) / b.cols() - 1);
    }

    /**
     * Writes Zone {@code z}'s words into its cells' lines ({@code text}, by cell): its label, its fixed tokens, then the
     * caller's codes; returns how many of them did not fit, the last ones (its last line then ends with {@link #MORE}).
     */
    private static int fill(Board b, Zone z, IntFunction<String> actors, int w, int h, java.util.Set<String> used,
                                String[][] text) {
        List<String> words = new ArrayList<>();
        words.add(label(z, used, actors == null));
        for (Token t : b.tokens()) {
            if (t.zone() == z.id() && (actors == null || fixed(t.kind()))) {
                words.add(code(t));
            }
        }
        String who = actors == null ? null : actors.apply(z.id());
        if (who != null && !who.isBlank()) {
            for (String item : who.trim().split("\\s+")) {
                words.add(item);
                used.add(item.matches("[rgb]O") ? "OBJECTIVE" : item);
            }
        }
        List<String> lines = wrap(words, w);
        int k = 0;
        int last = -1;
        for (int cell = 0; cell < b.rows() * b.cols(); cell++) {
            if (b.cellZone(cell) == z.id()) {
                String[] mine = new String[h];
                for (int i = 0; i < h; i++) {
                    mine[i] = k < lines.size() ? lines.get(k++) : "";
                }
                text[cell] = mine;
                last = cell;
            }
        }
        if (k == lines.size()) {
            return 0;
        }
        String end = text[last][h - 1];
        while (end.length() > w - 2 && end.lastIndexOf(' ') > 0) {
            end = end.substring(0, end.lastIndexOf(' '));
        }
        text[last][h - 1] = (end.length() > w - 2 ? end.substring(0, w - 2) : end) + " " + MORE;
        int shown = 0;
        for (int cell = 0; cell < b.rows() * b.cols(); cell++) {
            if (b.cellZone(cell) == z.id()) {
                for (String line : text[cell]) {
                    shown += line.isBlank() ? 0 : line.replace(" " + MORE, "").trim().split("\\s+").length;
                }
            }
        }
        return words.size() - shown;
    }

    /** Tokens that stay where the map puts them; the others (Objectives, Artifacts) the caller shows while they lie. */
    private static boolean fixed(TokenKind kind) {
        return kind != TokenKind.OBJECTIVE && kind != TokenKind.ARTIFACT && kind != TokenKind.QUEST_ARTIFACT;
    }

    /** The key to the marks the drawing uses, in lines of at most {@link #COLUMNS}. */
    private static String key(java.util.Set<String> used, boolean full) {
        List<String> parts = new ArrayList<>(List.of("B building (no B: street)"));
        String[][] marks = {{"mist", "~ mist"}, {"fountain", "F Fountain"}, {"chest", "$ chest"}, {"dark", "* dark"},
            {"tower", "T Tower"}, {"closed", "R G B closed door"}, {"open", "r g b open door"}, {"passage", "p Passage"},
            {"stairs", "s stairs"}, {"rim", "= # Tower rim"}, {"START", "St start"}, {"EXIT", "Ex Exit"},
            {"spawn", "Sp spawn"}, {"BOSS", "Bo lair"}, {"OBJECTIVE", "rO bO gO Objective"},
            {"Tr", "Tr Treasure"}, {"Se", "Se Search"}, {"ARTIFACT", "Ar Artifact"}, {"Ar", "Ar Artifact"},
            {"QUEST_ARTIFACT", "QA Quest Artifact"}, {"QA", "QA Quest Artifact"}, {"MARK", "@ the Quest's mark"}};
        for (String[] m : marks) {
            addIf(parts, used.contains(m[0]) && !parts.contains(m[1]), m[1]);
        }
        addIf(parts, full, MORE + " more (below)");
        StringBuilder out = new StringBuilder();
        StringBuilder line = new StringBuilder("Key:");
        for (String p : parts) {
            if (line.length() + 2 + p.length() > COLUMNS) {
                out.append(line).append(",\n");
                line.setLength(0);
                line.append(' ');
            }
            line.append(line.length() > 4 ? ", " : " ").append(p);
        }
        return out.append(line).append('\n').toString();
    }

    /** What an edge's symbol stands for in the key ("" for a wall or an opening). */
    private static String edgeMark(char sym) {
        return switch (sym) {
            case 'R', 'G', 'B' -> "closed";
            case 'r', 'g', 'b' -> "open";
            case 'p' -> "passage";
            case 's' -> "stairs";
            case '=', '#' -> "rim";
            default -> "";
        };
    }

    private static void addIf(List<String> parts, boolean when, String part) {
        if (when) {
            parts.add(part);
        }
    }

    /** The Zone's number, kind and marks ("3B$*"), noting each mark in {@code used}. */
    private static String label(Zone z, java.util.Set<String> used, boolean chest) {
        StringBuilder s = new StringBuilder().append(z.id()).append(z.street() ? "" : "B");
        mark(s, z.fountain(), 'F', "fountain", used);
        mark(s, z.mist() && !z.fountain(), '~', "mist", used);
        mark(s, chest && z.treasure(), '$', "chest", used);
        mark(s, z.dark(), '*', "dark", used);
        mark(s, z.tower(), 'T', "tower", used);
        return s.toString();
    }

    private static void mark(StringBuilder label, boolean when, char mark, String name, java.util.Set<String> used) {
        if (when) {
            label.append(mark);
            used.add(name);
        }
    }

    static String code(Token t) {
        return switch (t.kind()) {
            case START -> "St";
            case EXIT -> "Ex";
            case SPAWN_START -> "Sp1";
            case SPAWN_RED_BLUE -> "SpB";
            case SPAWN_RED_GREEN -> "SpG";
            case OBJECTIVE -> Character.toLowerCase(t.colour().letter()) + "O";
            case ARTIFACT -> "Ar";
            case QUEST_ARTIFACT -> "QA";
            case BOSS -> "Bo";
            case MARK -> "@";
        };
    }

    /** Lays items on lines of {@code w}: an item joins the line if it fits, else starts one; long ones break. */
    static List<String> wrap(List<String> items, int w) {
        List<String> lines = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (String item : items) {
            if (cur.length() > 0 && cur.length() + 1 + item.length() <= w) {
                cur.append(' ').append(item);
                continue;
            }
            if (cur.length() > 0) {
                lines.add(cur.toString());
                cur.setLength(0);
            }
            String rest = item;
            while (rest.length() > w) {
                lines.add(rest.substring(0, w));
                rest = rest.substring(w);
            }
            cur.append(rest);
        }
        if (cur.length() > 0) {
            lines.add(cur.toString());
        }
        return lines;
    }

    private static char symbol(Board b, int cell, int d, int e, long openDoors, boolean rim) {
        byte m = b.edgeMark(cell, d);
        if (m == Cells.MARK_PASSAGE) {
            return 'p';
        }
        if (m == Cells.MARK_STAIRS) {
            return 's';
        }
        if (e >= Cells.DOOR0) {
            int door = e - Cells.DOOR0;
            char l = b.door(door).colour().letter();
            return (openDoors & (1L << door)) != 0 ? Character.toLowerCase(l) : l;
        }
        if (e == Cells.WALL || e == Cells.VOID) {
            boolean vertical = d == Cells.E || d == Cells.W;
            if (rim) {
                return vertical ? '#' : '=';
            }
            return vertical ? '|' : '-';
        }
        return ' ';
    }

    private static void edge(char[][] out, int top, int left, int w, int h, int d, char sym, boolean rim) {
        boolean wall = sym == '-' || sym == '|' || sym == '=' || sym == '#';
        boolean closedDoor = Character.isUpperCase(sym) && sym != 'T';
        switch (d) {
            case Cells.N, Cells.S -> {
                int y = d == Cells.N ? top : top + h + 1;
                for (int j = 1; j <= w; j++) {
                    char ch;
                    if (wall) {
                        ch = sym;
                    } else if (sym == ' ') {
                        ch = out[y][left + j] == ' ' ? ' ' : out[y][left + j];
                    } else {
                        ch = j == (w + 1) / 2 ? sym : (closedDoor ? (rim ? '=' : '-') : ' ');
                    }
                    if (ch != ' ' || out[y][left + j] == ' ') {
                        out[y][left + j] = ch;
                    }
                }
            }
            default -> {
                int x = d == Cells.W ? left : left + w + 1;
                for (int i = 1; i <= h; i++) {
                    char ch;
                    if (wall) {
                        ch = sym;
                    } else if (sym == ' ') {
                        ch = ' ';
                    } else {
                        ch = i == (h + 1) / 2 ? sym : (closedDoor ? (rim ? '#' : '|') : ' ');
                    }
                    if (ch != ' ' || out[top + i][x] == ' ') {
                        out[top + i][x] = ch;
                    }
                }
            }
        }
    }
}
