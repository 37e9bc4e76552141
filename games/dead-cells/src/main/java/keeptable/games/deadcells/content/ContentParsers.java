package keeptable.games.deadcells.content;

import static keeptable.games.deadcells.content.Content.ANY;
import static keeptable.games.deadcells.content.Content.G;
import static keeptable.games.deadcells.content.Content.P;
import static keeptable.games.deadcells.content.Content.R;

import keeptable.engine.content.ContentException;

/** The small parsers {@link Content} reads numbers, Round lines and colours with; each error names file and entry. */
final class ContentParsers {
    private ContentParsers() {
    }

    static int num(String f, String entry, String s) {
        try {
            return Integer.parseInt(s.trim());
        } catch (NumberFormatException e) {
            throw new ContentException(f, entry, "expected a number, not '" + s + "'");
        }
    }

    static int round(String f, String entry, String line, int lo, int hi) {
        if (line == null || line.length() < 3 || line.charAt(1) != ' ') {
            throw new ContentException(f, entry, "a line is 'ROUND ACTION': '" + line + "'");
        }
        int r = line.charAt(0) - '0';
        if (r < lo || r > hi) {
            throw new ContentException(f, entry, "Round " + line.charAt(0) + " is not between " + lo + " and " + hi);
        }
        return r;
    }

    static int colour(String f, String entry, String s, boolean any) {
        return switch (s) {
            case "G" -> G;
            case "P" -> P;
            case "R" -> R;
            case "any" -> {
                if (!any) {
                    throw new ContentException(f, entry, "'any' is not a Check symbol");
                }
                yield ANY;
            }
            default -> throw new ContentException(f, entry, "a colour is G, P or R, not '" + s + "'");
        };
    }
}
