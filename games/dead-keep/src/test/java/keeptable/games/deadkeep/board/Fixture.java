package keeptable.games.deadkeep.board;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import keeptable.engine.content.ContentSource;

/**
 * Builds exact small maps for the board's tests: tiles given as zone words and a text grid, a map placing
 * them, and any extra map YAML (doors, passages, stairs, tokens). A start and a first spawn token are added
 * in the first placed tile's zone {@code a} unless the test gives its own tokens.
 */
final class Fixture {
    private final Map<String, String> tiles = new LinkedHashMap<>();
    private String placement;
    private String extra = "";
    private String tokens;
    private Board board;

    static Fixture tile(String id, String zones, String grid) {
        return new Fixture().and(id, zones, grid);
    }

    Fixture and(String id, String zones, String grid) {
        StringBuilder s = new StringBuilder();
        s.append("  - id: ").append(id).append("\n    zones:\n");
        for (String z : zones.split(",")) {
            String[] kv = z.trim().split(":", 2);
            s.append("      ").append(kv[0].trim()).append(": ").append(kv[1].trim()).append('\n');
        }
        s.append("    grid: |\n");
        for (String line : grid.stripIndent().strip().split("\n")) {
            s.append("      ").append(line).append('\n');
        }
        tiles.put(id, s.toString());
        return this;
    }

    /** Rows of placed tiles, e.g. {@code "1R 2R@90"}; by default the tiles in the order given, in one row. */
    Fixture place(String... rows) {
        StringBuilder s = new StringBuilder();
        for (String r : rows) {
            s.append("  - \"").append(r).append("\"\n");
        }
        placement = s.toString();
        return this;
    }

    /** Extra top-level map YAML (doors, passages, stairs, tower, fountain). */
    Fixture with(String yaml) {
        extra += yaml.stripIndent().strip() + "\n";
        return this;
    }

    /** Tokens, one flow mapping per line, e.g. {@code {id: s, kind: start, zone: "1R:a"}}. */
    Fixture tokens(String... lines) {
        StringBuilder s = new StringBuilder("tokens:\n");
        for (String l : lines) {
            s.append("  - ").append(l).append('\n');
        }
        tokens = s.toString();
        return this;
    }

    String tilesYaml() {
        return "tiles:\n" + String.join("", tiles.values());
    }

    String mapYaml() {
        String first = tiles.keySet().iterator().next();
        String place = placement != null ? placement : "  - \"" + String.join(" ", tiles.keySet()) + "\"\n";
        String tok = tokens != null ? tokens : "tokens:\n  - {id: start, kind: start, zone: \"" + first
                + ":a\"}\n  - {id: spawn, kind: spawn_start, zone: \"" + first + ":a\"}\n";
        return "id: test\nname: Test\ntiles:\n" + place + extra + tok;
    }

    static ContentSource source(Map<String, String> files) {
        return file -> {
            String text = files.get(file);
            if (text == null) {
                throw new IOException("missing " + file);
            }
            return new ByteArrayInputStream(text.getBytes(StandardCharsets.UTF_8));
        };
    }

    Board board() {
        if (board == null) {
            board = Boards.load(source(Map.of(Boards.TILES, tilesYaml(), "maps/test.yaml", mapYaml())), "test");
        }
        return board;
    }

    /** The id of the Zone named {@code tile:label}; fails if there is none. */
    int z(String name) {
        int z = board().zoneNamed(name);
        if (z < 0) {
            throw new AssertionError("no zone " + name);
        }
        return z;
    }

    /** The bit of door {@code tile/number}. */
    long door(String name) {
        int d = board().doorNamed(name);
        if (d < 0) {
            throw new AssertionError("no door " + name);
        }
        return 1L << d;
    }

    /** A mask of the named Zones. */
    long zones(String... names) {
        long m = 0;
        for (String n : names) {
            m |= 1L << z(n);
        }
        return m;
    }
}
