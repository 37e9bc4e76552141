package keeptable.engine.content;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The rows of a game's rules notes (docs/games/&lt;id&gt;.md) that an event's rule links to: the rows of the
 * table whose first column is "Book section", each named by its first cell up to a colon, as lower-case
 * words joined by '-'. The server's rules page and the games' tests find a rule's row the same way, here.
 */
public final class RuleRows {
    private RuleRows() {
    }

    /** The book-section table's row names in {@code markdown}, slugged, in order; empty when it has none. */
    public static List<String> of(String markdown) {
        List<String> out = new ArrayList<>();
        boolean header = true;
        boolean book = false;
        for (String line : markdown.split("\r?\n")) {
            String t = line.strip();
            if (!t.startsWith("|")) {
                header = true;
                continue;
            }
            String inner = t.substring(1, t.endsWith("|") && t.length() > 1 ? t.length() - 1 : t.length());
            if (inner.strip().matches("[-:| ]+")) {
                continue;
            }
            String first = inner.split("(?<!\\\\)\\|", -1)[0].strip();
            if (header) {
                book = slug(first).startsWith("book-section");
                header = false;
                continue;
            }
            if (book) {
                int colon = first.indexOf(':');
                out.add(slug((colon > 0 ? first.substring(0, colon) : first).replace("`", "")));
            }
        }
        return out;
    }

    /**
     * The row a rule links to, or null: the row of the same words, else the first whose name begins with the
     * rule's words ("Hand Checks" finds "Hand Checks (pass by discarding...)"), else the first whose name the
     * rule's words begin with ("Solo: Serenade in Combat" finds "Solo").
     */
    public static String match(List<String> rows, String rule) {
        String want = rule == null ? "" : slug(rule);
        if (want.isEmpty()) {
            return null;
        }
        for (String r : rows) {
            if (r.equals(want)) {
                return r;
            }
        }
        for (String r : rows) {
            if (r.startsWith(want + "-")) {
                return r;
            }
        }
        for (String r : rows) {
            if (want.startsWith(r + "-")) {
                return r;
            }
        }
        return null;
    }

    /** Lower-case words joined by '-': "Molasar/SS Guards Movement" is "molasar-ss-guards-movement". */
    public static String slug(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }
}
