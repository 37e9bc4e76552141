package keeptable.games.deadcells;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The book sections the rules notes (docs/games/dead-cells.md) treat: the rows of its table whose first column is
 * "Book section", each named by its first cell up to a colon, as words joined by '-'. An event's rule links to a
 * row when the browser's rules page can find it ({@code RulesNotes.anchorFor} in the server): the same words, or
 * the row's name beginning with the rule's words ("Hand Checks" finds "Hand Checks (pass by discarding; ...)"), or
 * the rule's words beginning with the row's name ("Solo: Serenade in Combat" finds "Solo: ...").
 */
final class RuleRows {
    private RuleRows() {
    }

    static List<String> of(Path notes) {
        List<String> rows = new ArrayList<>();
        boolean inTable = false;
        boolean bookTable = false;
        try {
            for (String line : Files.readAllLines(notes)) {
                String t = line.strip();
                if (!t.startsWith("|")) {
                    inTable = false;
                    continue;
                }
                if (t.matches("\\|[-| :]+")) {
                    continue;
                }
                String first = t.substring(1).split("(?<!\\\\)\\|")[0].strip();
                if (!inTable) {
                    inTable = true;
                    bookTable = words(first).startsWith("book-section");
                } else if (bookTable) {
                    int colon = first.indexOf(':');
                    rows.add(words((colon > 0 ? first.substring(0, colon) : first).replace("`", "")));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        if (rows.size() < 40) {
            throw new IllegalStateException("the notes' book-section table was not found in " + notes);
        }
        return rows;
    }

    static boolean names(List<String> rows, String rule) {
        String want = rule == null ? "" : words(rule);
        if (want.isEmpty()) {
            return false;
        }
        for (String row : rows) {
            if (row.equals(want) || row.startsWith(want + "-") || want.startsWith(row + "-")) {
                return true;
            }
        }
        return false;
    }

    private static String words(String s) {
        return s.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "-").replaceAll("^-|-$", "");
    }
}
