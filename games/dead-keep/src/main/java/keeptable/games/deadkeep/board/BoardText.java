package keeptable.games.deadkeep.board;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;

/**
 * The board drawn as text for an 80-120 column terminal. Each cell is 11 characters wide and 4 lines tall; a
 * Zone writes, in its cells in reading order: its id and marks, its tokens, then what the caller says stands
 * in it (items separated by commas are kept whole on a line when they fit). Walls are {@code -} and {@code |}; a closed door is its colour's capital (R, B, G) in the wall, an open
 * door the small letter in a gap; a Passage token is {@code p} and stairs {@code s} in a gap. The Tower
 * tile's rim is drawn with {@code =} and {@code #}. A legend follows the map.
 */
public final class BoardText {
    static final int W = 11;
    static final int H = 4;

    private BoardText() {
    }

    public static String draw(Board b, long openDoors, IntFunction<String> actors) {
        int rows = b.rows(), cols = b.cols();
        char[][] out = new char[rows * (H + 1) + 1][cols * (W + 1) + 1];
        for (char[] line : out) {
            java.util.Arrays.fill(line, ' ');
        }
        // zone texts
        String[][] text = new String[rows * cols][];
        for (Zone z : b.zones()) {
            List<String> words = new ArrayList<>();
            words.add(label(z));
            for (Token t : b.tokens()) {
                if (t.zone() == z.id()) {
                    words.add(code(t));
                }
            }
            String who = actors == null ? null : actors.apply(z.id());
            if (who != null && !who.isBlank()) {
                for (String item : who.split(",")) {
                    if (!item.isBlank()) {
                        words.add(item.trim());
                    }
                }
            }
            List<String> lines = wrap(words);
            int k = 0;
            for (int cell = 0; cell < rows * cols; cell++) {
                if (b.cellZone(cell) == z.id()) {
                    String[] mine = new String[H];
                    for (int i = 0; i < H; i++) {
                        mine[i] = k < lines.size() ? lines.get(k++) : "";
                    }
                    text[cell] = mine;
                }
            }
            if (k < lines.size()) {
                // more than the Zone's cells can hold: end its last line with '+'
                for (int cell = rows * cols - 1; cell >= 0; cell--) {
                    if (b.cellZone(cell) == z.id()) {
                        String last = text[cell][H - 1];
                        text[cell][H - 1] = (last.length() >= W ? last.substring(0, W - 1) : last) + "+";
                        break;
                    }
                }
            }
        }
        for (int r = 0; r < rows; r++) {
            for (int c = 0; c < cols; c++) {
                int cell = r * cols + c;
                int top = r * (H + 1), left = c * (W + 1);
                if (b.cellZone(cell) < 0) {
                    continue;
                }
                for (int i = 0; i < H; i++) {
                    String s = text[cell][i];
                    for (int j = 0; j < Math.min(W, s.length()); j++) {
                        out[top + 1 + i][left + 1 + j] = s.charAt(j);
                    }
                }
                boolean tower = b.zone(b.cellZone(cell)).tower();
                for (int d = 0; d < 4; d++) {
                    int e = b.moveEdge(cell, d);
                    int nb = e == Cells.VOID ? -1 : b.neighbour(cell, d);
                    boolean rim = nb >= 0 && b.zone(b.cellZone(nb)).tower() != tower;
                    char sym = symbol(b, cell, d, e, openDoors, rim);
                    edge(out, top, left, d, sym, rim);
                }
            }
        }
        // corners
        for (int r = 0; r <= rows; r++) {
            for (int c = 0; c <= cols; c++) {
                int y = r * (H + 1), x = c * (W + 1);
                boolean any = out[y][Math.max(0, x - 1)] != ' ' || out[y][Math.min(cols * (W + 1), x + 1)] != ' '
                        || out[Math.max(0, y - 1)][x] != ' ' || out[Math.min(rows * (H + 1), y + 1)][x] != ' ';
                out[y][x] = any ? '+' : ' ';
            }
        }
        StringBuilder sb = new StringBuilder();
        sb.append(b.name()).append(" (").append(b.id()).append(")\n");
        for (char[] line : out) {
            sb.append(new String(line).stripTrailing()).append('\n');
        }
        sb.append("Zone marks: S street, B building, ~ mist, F fountain, $ treasure, * dark, T tower.\n");
        sb.append("Edges: - | wall, R B G closed door, r b g open door, p passage, s stairs, = # Tower rim.\n");
        sb.append("Tokens: St start, Ex exit, Sp1 first spawn, SpB red/blue spawn, SpG red/green spawn,"
                + " O<colour> objective, Ar artifact, QA quest artifact, Bo boss, @ mark.\n");
        return sb.toString();
    }

    private static String label(Zone z) {
        StringBuilder s = new StringBuilder().append(z.id()).append(z.street() ? 'S' : 'B');
        if (z.fountain()) {
            s.append('F');
        } else if (z.mist()) {
            s.append('~');
        }
        if (z.treasure()) {
            s.append('$');
        }
        if (z.dark()) {
            s.append('*');
        }
        if (z.tower()) {
            s.append('T');
        }
        return s.toString();
    }

    static String code(Token t) {
        return switch (t.kind()) {
            case START -> "St";
            case EXIT -> "Ex";
            case SPAWN_START -> "Sp1";
            case SPAWN_RED_BLUE -> "SpB";
            case SPAWN_RED_GREEN -> "SpG";
            case OBJECTIVE -> "O" + Character.toLowerCase(t.colour().letter());
            case ARTIFACT -> "Ar";
            case QUEST_ARTIFACT -> "QA";
            case BOSS -> "Bo";
            case MARK -> "@";
        };
    }

    /** Lays items on lines of {@code W}: an item joins the line if it fits, else starts one; long ones break. */
    static List<String> wrap(List<String> items) {
        List<String> lines = new ArrayList<>();
        StringBuilder cur = new StringBuilder();
        for (String item : items) {
            if (cur.length() > 0 && cur.length() + 1 + item.length() <= W) {
                cur.append(' ').append(item);
                continue;
            }
            if (cur.length() > 0) {
                lines.add(cur.toString());
                cur.setLength(0);
            }
            String rest = item;
            while (rest.length() > W) {
                int cut = rest.lastIndexOf(' ', W);
                if (cut <= 0) {
                    cut = W;
                }
                lines.add(rest.substring(0, cut));
                rest = rest.substring(cut).trim();
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

    private static void edge(char[][] out, int top, int left, int d, char sym, boolean rim) {
        boolean wall = sym == '-' || sym == '|' || sym == '=' || sym == '#';
        boolean closedDoor = Character.isUpperCase(sym) && sym != 'T';
        switch (d) {
            case Cells.N, Cells.S -> {
                int y = d == Cells.N ? top : top + H + 1;
                for (int j = 1; j <= W; j++) {
                    char ch;
                    if (wall) {
                        ch = sym;
                    } else if (sym == ' ') {
                        ch = out[y][left + j] == ' ' ? ' ' : out[y][left + j];
                    } else {
                        ch = j == (W + 1) / 2 ? sym : (closedDoor ? (rim ? '=' : '-') : ' ');
                    }
                    if (ch != ' ' || out[y][left + j] == ' ') {
                        out[y][left + j] = ch;
                    }
                }
            }
            default -> {
                int x = d == Cells.W ? left : left + W + 1;
                for (int i = 1; i <= H; i++) {
                    char ch;
                    if (wall) {
                        ch = sym;
                    } else if (sym == ' ') {
                        ch = ' ';
                    } else {
                        ch = i == (H + 1) / 2 ? sym : (closedDoor ? (rim ? '#' : '|') : ' ');
                    }
                    if (ch != ' ' || out[top + i][x] == ' ') {
                        out[top + i][x] = ch;
                    }
                }
            }
        }
    }
}
