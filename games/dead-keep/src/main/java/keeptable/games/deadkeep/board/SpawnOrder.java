package keeptable.games.deadkeep.board;

import java.util.ArrayList;
import java.util.List;

/**
 * The order Spawn Zone tokens spawn in: the Starting Spawn Zone's token first, the other tokens of its Zone
 * next (by id), then the rest clockwise around the board's centre as seen from above.
 */
final class SpawnOrder {
    private SpawnOrder() {
    }

    /** Indexes into {@code tokens}, in spawning order; empty without a Starting Spawn Zone. */
    static int[] of(List<Token> tokens, int[] cellZone, int rows, int cols) {
        List<Integer> spawns = new ArrayList<>();
        int start = -1;
        for (int i = 0; i < tokens.size(); i++) {
            if (tokens.get(i).kind().spawn()) {
                spawns.add(i);
                if (tokens.get(i).kind() == TokenKind.SPAWN_START) {
                    start = i;
                }
            }
        }
        if (start < 0) {
            return new int[0];
        }
        int startZone = tokens.get(start).zone();
        double a0 = angle(startZone, cellZone, rows, cols);
        final int s = start;
        spawns.sort((x, y) -> {
            if (x == s || y == s) {
                return x == s ? (y == s ? 0 : -1) : 1;
            }
            Token tx = tokens.get(x);
            Token ty = tokens.get(y);
            boolean sx = tx.zone() == startZone;
            boolean sy = ty.zone() == startZone;
            if (sx != sy) {
                return sx ? -1 : 1;
            }
            if (!sx) {
                int c = Double.compare(turn(angle(tx.zone(), cellZone, rows, cols) - a0), turn(angle(ty.zone(), cellZone, rows, cols) - a0));
                if (c != 0) {
                    return c;
                }
            }
            return tx.id().compareTo(ty.id());
        });
        return spawns.stream().mapToInt(Integer::intValue).toArray();
    }

    /** The bearing of a Zone's centre from the board's centre: 0 at the top, growing clockwise. */
    private static double angle(int zone, int[] cellZone, int rows, int cols) {
        double sr = 0, sc = 0;
        int k = 0;
        for (int cell = 0; cell < cellZone.length; cell++) {
            if (cellZone[cell] == zone) {
                sr += cell / cols + 0.5;
                sc += cell % cols + 0.5;
                k++;
            }
        }
        double dy = sr / k - rows / 2.0;
        double dx = sc / k - cols / 2.0;
        return Math.atan2(dx, -dy);
    }

    private static double turn(double a) {
        double t = a % (2 * Math.PI);
        if (t < 0) {
            t += 2 * Math.PI;
        }
        return Math.abs(t - 2 * Math.PI) < 1e-9 ? 0 : t;
    }
}
