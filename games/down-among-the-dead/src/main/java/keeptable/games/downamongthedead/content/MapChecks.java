package keeptable.games.downamongthedead.content;

import java.util.List;
import keeptable.engine.content.ContentException;

/** Validation of a map drawn as text: each problem names the file, the map and the reason. */
final class MapChecks {
    /** Adventurer characters that may take the field: 5, +1 per lieutenant. */
    static final int MAX_PARTY = 7;
    /** Spawning squares a map may have (there are four DESTROYED counters). */
    static final int MAX_SPAWNS = 4;

    private MapChecks() {
    }

    static GameMap check(String file, String id, String name, List<String> rows) {
        if (name == null || name.isBlank()) {
            throw new ContentException(file, id, "a map needs a name");
        }
        if (rows == null || rows.isEmpty()) {
            throw new ContentException(file, id, "no rows");
        }
        int width = rows.get(0) == null ? 0 : rows.get(0).length();
        if (rows.size() > GameMap.SIDE || width > GameMap.SIDE || width < 3 || rows.size() < 3) {
            throw new ContentException(file, id, "a map is 3 to 16 squares wide and high");
        }
        int boss = 0;
        for (int r = 0; r < rows.size(); r++) {
            String row = rows.get(r);
            if (row == null || row.length() != width) {
                throw new ContentException(file, id, "row " + (r + 1) + " is not " + width + " squares wide");
            }
            for (int i = 0; i < width; i++) {
                char ch = row.charAt(i);
                if ("#.SAV".indexOf(ch) < 0) {
                    throw new ContentException(file, id, "row " + (r + 1) + " has '" + ch
                            + "'; use # wall, . floor, S spawn, A adventurer start, V boss start");
                }
                boss += ch == 'V' ? 1 : 0;
            }
        }
        if (boss != 1) {
            throw new ContentException(file, id, "needs exactly one V (boss starting square), not " + boss);
        }
        GameMap m = new GameMap(id, name, rows);
        if (m.adventurerStarts.length < MAX_PARTY) {
            throw new ContentException(file, id, "needs at least " + MAX_PARTY
                    + " adventurer starting squares (A), not " + m.adventurerStarts.length);
        }
        if (m.spawns.length < 1 || m.spawns.length > MAX_SPAWNS) {
            throw new ContentException(file, id, "needs 1 to " + MAX_SPAWNS + " spawning squares (S)");
        }
        int first = m.adventurerStarts[0];
        for (int sq : m.floorSquares) {
            if (m.distance(first, sq) >= 999) {
                boolean spawn = m.spawnIndex[sq] >= 0;
                throw new ContentException(file, id, (spawn ? "spawning square " : "floor square ") + GameMap.name(sq)
                        + (spawn ? " cannot be reached from the adventurers' start" : " is cut off: the floor must be connected"));
            }
        }
        int near = 0;
        for (int sq : m.floorSquares) {
            int r = GameMap.range(sq, m.bossStart);
            if (r >= 1 && r <= 2 && m.spawnIndex[sq] < 0) {
                near++;
            }
        }
        if (near < 10) {
            throw new ContentException(file, id, "the no-random-spawns rule needs 10 floor squares one to two squares"
                    + " from V, there are " + near);
        }
        return m;
    }
}
