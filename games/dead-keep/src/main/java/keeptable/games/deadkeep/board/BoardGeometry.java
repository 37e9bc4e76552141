package keeptable.games.deadkeep.board;

import java.util.ArrayList;
import java.util.List;

/**
 * A map's shape as plain records, JSON-able with Jackson, for the browser to draw the board as SVG from the
 * same data the rules read: the cell grid (Zone id per cell, -1 off the board), each Zone, and every edge
 * that is not simply open (walls, doors, Passage tokens, stairs), plus tokens.
 *
 * @param id       map id
 * @param name     map title
 * @param rows     grid rows
 * @param cols     grid columns
 * @param tileSize cells per tile side
 * @param cells    Zone id of each cell, row by row
 * @param tiles    placed tiles: name, top-left cell, tower or not
 * @param zones    the Zones
 * @param edges    the edges to draw
 * @param doors    the doors (their edges are in {@code edges} with kind "door")
 * @param tokens   the tokens
 */
public record BoardGeometry(String id, String name, int rows, int cols, int tileSize, List<List<Integer>> cells,
                            List<TileAt> tiles, List<ZoneInfo> zones, List<Edge> edges, List<Door> doors,
                            List<Token> tokens) {

    /** A placed tile: its name, its top-left cell, and whether it stands on the Tower base. */
    public record TileAt(String name, int row, int col, boolean tower) {
    }

    /** A Zone as the browser needs it. */
    public record ZoneInfo(int id, String name, String kind, boolean mist, boolean fountain, boolean treasure,
                           boolean dark, boolean tower, int building, int row, int col) {
    }

    /**
     * One cell edge: the side ("N", "E", "S", "W") of cell (row, col); kind is "wall", "door", "passage" or
     * "stairs"; door is the door id for kind "door", else -1.
     */
    public record Edge(int row, int col, String side, String kind, int door) {
    }

    private static final String[] SIDES = {"N", "E", "S", "W"};

    public static BoardGeometry of(Board b) {
        List<List<Integer>> cells = new ArrayList<>();
        for (int r = 0; r < b.rows(); r++) {
            List<Integer> row = new ArrayList<>();
            for (int c = 0; c < b.cols(); c++) {
                row.add(b.zoneAt(r, c));
            }
            cells.add(List.copyOf(row));
        }
        List<TileAt> tiles = new ArrayList<>();
        for (int t = 0; t < b.tiles().size(); t++) {
            for (int cell = 0; cell < b.rows() * b.cols(); cell++) {
                int z = b.cellZone(cell);
                if (z >= 0 && b.zone(z).tile() == t) {
                    int r = cell / b.cols(), c = cell % b.cols();
                    tiles.add(new TileAt(b.tiles().get(t), r - r % b.tileSize(), c - c % b.tileSize(),
                            t == b.towerTile()));
                    break;
                }
            }
        }
        List<ZoneInfo> zones = new ArrayList<>();
        for (Zone z : b.zones()) {
            zones.add(new ZoneInfo(z.id(), z.name(), z.kind().name().toLowerCase(), z.mist(), z.fountain(),
                    z.treasure(), z.dark(), z.tower(), z.building(), z.row(), z.col()));
        }
        List<Edge> edges = new ArrayList<>();
        for (int cell = 0; cell < b.rows() * b.cols(); cell++) {
            if (b.cellZone(cell) < 0) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int e = b.moveEdge(cell, d);
                boolean own = d == Cells.E || d == Cells.S || e == Cells.VOID;
                if (!own) {
                    continue;
                }
                String kind;
                int door = -1;
                byte m = b.edgeMark(cell, d);
                if (m == Cells.MARK_PASSAGE) {
                    kind = "passage";
                } else if (m == Cells.MARK_STAIRS) {
                    kind = "stairs";
                } else if (e >= Cells.DOOR0) {
                    kind = "door";
                    door = e - Cells.DOOR0;
                } else if (e == Cells.WALL || e == Cells.VOID) {
                    kind = "wall";
                } else {
                    continue;
                }
                edges.add(new Edge(cell / b.cols(), cell % b.cols(), SIDES[d], kind, door));
            }
        }
        return new BoardGeometry(b.id(), b.name(), b.rows(), b.cols(), b.tileSize(), List.copyOf(cells),
                List.copyOf(tiles), List.copyOf(zones), List.copyOf(edges), b.doors(), b.tokens());
    }
}
