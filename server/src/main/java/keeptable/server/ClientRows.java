package keeptable.server;

import java.sql.PreparedStatement;
import java.sql.ResultSet;

/**
 * What the store keeps per client address: the rations of every node of a cluster (so that three
 * nodes allow what one does), the running tables with search bots a client keeps, and which client
 * created a table.
 */
final class ClientRows {
    /** Milliseconds of the database's clock, so every node counts the same minute. */
    private static final String NOW = "CAST(EXTRACT(EPOCH FROM CLOCK_TIMESTAMP()) * 1000 AS BIGINT)";
    private static final long MINUTE_MS = 60_000;
    private final Db db;
    private volatile long lastSweep;

    ClientRows(Db db) {
        this.db = db;
    }

    /**
     * Counts one more of {@code what} for the client (if {@code count}; else only looks) in the window of
     * {@code windowMs} (at most a minute) that began with its first one, in one statement under the row's
     * lock. Returns how long until the window is over, in ms, if the ration ({@code allowed} in a window) is
     * spent; -1 if it is not.
     */
    long spend(String client, String what, int allowed, long windowMs, boolean count) {
        sweep();
        if (!count) {
            return db.inTransaction(c -> {
                try (PreparedStatement p = c.prepareStatement("SELECT used, " + windowMs + " - (" + NOW
                        + " - window_start) FROM client_rations WHERE client = ? AND what = ? AND window_start > "
                        + NOW + " - " + windowMs)) {
                    p.setString(1, client);
                    p.setString(2, what);
                    try (ResultSet r = p.executeQuery()) {
                        return r.next() && r.getInt(1) >= allowed ? Math.max(1, r.getLong(2)) : -1L;
                    }
                }
            });
        }
        return db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("INSERT INTO client_rations AS r (client, what, window_start,"
                    + " used) VALUES (?, ?, " + NOW + ", 1) ON CONFLICT (client, what) DO UPDATE SET"
                    + " used = CASE WHEN r.window_start <= EXCLUDED.window_start - " + windowMs
                    + " THEN 1 ELSE r.used + 1 END,"
                    + " window_start = CASE WHEN r.window_start <= EXCLUDED.window_start - " + windowMs
                    + " THEN EXCLUDED.window_start ELSE r.window_start END"
                    + " RETURNING used, " + windowMs + " - (" + NOW + " - window_start)")) {
                p.setString(1, client);
                p.setString(2, what);
                try (ResultSet r = p.executeQuery()) {
                    r.next();
                    return r.getInt(1) > allowed ? Math.max(1, r.getLong(2)) : -1L;
                }
            }
        });
    }

    /** Forgets the windows that are over, at most once a minute a node. */
    private void sweep() {
        long now = System.currentTimeMillis();
        if (now - lastSweep < MINUTE_MS) {
            return;
        }
        lastSweep = now;
        db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("DELETE FROM client_rations WHERE window_start < " + NOW
                    + " - " + 2 * MINUTE_MS)) {
                p.executeUpdate();
            }
            return null;
        });
    }

    /** The client that created the table, or null (unknown, or stored before clients were kept). */
    String clientOf(String tableId) {
        return db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT client FROM game_tables WHERE id = ?")) {
                p.setString(1, tableId);
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? r.getString(1) : null;
                }
            }
        });
    }
}
