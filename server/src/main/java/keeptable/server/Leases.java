package keeptable.server;

import java.security.SecureRandom;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Which node runs which table's bots, when several nodes share one PostgreSQL database. A node lives
 * while it renews its row in {@code server_nodes} (a heartbeat, every {@link #HEARTBEAT_MS}); a
 * table's bots run on the node named in its {@code bot_node} while that node lives. Once a node's row
 * has expired ({@link #TTL_MS} after its last heartbeat: it stopped, hung or was killed), the living
 * nodes share its tables out. Times are the database's clock, so the nodes' clocks need not agree.
 * A lease only says who should play: the store's history check keeps a step from being written twice
 * even while two nodes briefly both think they own a table.
 */
final class Leases {
    static final long HEARTBEAT_MS = 1_000;
    static final long TTL_MS = 3_000;
    private static final String NOW = "CAST(EXTRACT(EPOCH FROM CLOCK_TIMESTAMP()) * 1000 AS BIGINT)";
    private static final SecureRandom IDS = new SecureRandom();

    final String node;
    private final Db db;
    private final Set<String> owned = ConcurrentHashMap.newKeySet();

    Leases(Db db) {
        this.db = db;
        this.node = "n" + Long.toString(IDS.nextLong() & Long.MAX_VALUE, 36);
    }

    /** Whether this node runs the bots of table {@code id}. */
    boolean owns(String id) {
        return owned.contains(id);
    }

    /** Renews this node's life (its row is written the first time). */
    void heartbeat() {
        db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("INSERT INTO server_nodes (id, expires_at) VALUES (?, "
                    + NOW + " + ?) ON CONFLICT (id) DO UPDATE SET expires_at = EXCLUDED.expires_at")) {
                p.setString(1, node);
                p.setLong(2, TTL_MS);
                p.executeUpdate();
            }
            return null;
        });
    }

    /** Takes a new table's bots: the node that creates a table runs them. */
    void claim(String id) {
        db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("UPDATE game_tables SET bot_node = ? WHERE id = ?")) {
                p.setString(1, node);
                p.setString(2, id);
                p.executeUpdate();
            }
            return null;
        });
        owned.add(id);
    }

    /**
     * Takes this node's share of the running tables no living node runs (its share: their number over
     * the living nodes', rounded up), then reads back every table this node runs. Returns the tables
     * this node runs now and did not run before.
     */
    Set<String> takeShareAndRefresh() {
        List<String> mine = db.inTransaction(c -> {
            int living;
            int orphans;
            try (PreparedStatement p = c.prepareStatement("SELECT (SELECT COUNT(*) FROM server_nodes WHERE expires_at > "
                    + NOW + "), (SELECT COUNT(*) FROM game_tables g WHERE " + ORPHAN + ")");
                 ResultSet r = p.executeQuery()) {
                r.next();
                living = Math.max(1, r.getInt(1));
                orphans = r.getInt(2);
            }
            if (orphans > 0) {
                try (PreparedStatement p = c.prepareStatement("UPDATE game_tables SET bot_node = ? WHERE id IN"
                        + " (SELECT g.id FROM game_tables g WHERE " + ORPHAN + " ORDER BY g.id LIMIT ?"
                        + " FOR UPDATE SKIP LOCKED)")) {
                    p.setString(1, node);
                    p.setInt(2, (orphans + living - 1) / living);
                    p.executeUpdate();
                }
            }
            List<String> ids = new java.util.ArrayList<>();
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT id FROM game_tables WHERE bot_node = ? AND finished = 0 AND stopped IS NULL")) {
                p.setString(1, node);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        ids.add(r.getString(1));
                    }
                }
            }
            return ids;
        });
        Set<String> fresh = new HashSet<>(mine);
        fresh.removeAll(owned);
        owned.retainAll(new HashSet<>(mine));
        owned.addAll(fresh);
        return fresh;
    }

    /** A running table whose bots no living node runs (the alias of game_tables is {@code g}). */
    private static final String ORPHAN = "g.finished = 0 AND g.stopped IS NULL AND (g.bot_node IS NULL OR NOT EXISTS"
            + " (SELECT 1 FROM server_nodes n WHERE n.id = g.bot_node AND n.expires_at > " + NOW + "))";

    /** Leaves at a graceful stop: this node's tables are free for the others at once, and its row goes. */
    void release() {
        owned.clear();
        db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("UPDATE game_tables SET bot_node = NULL WHERE bot_node = ?")) {
                p.setString(1, node);
                p.executeUpdate();
            }
            try (PreparedStatement p = c.prepareStatement("DELETE FROM server_nodes WHERE id = ? OR expires_at < "
                    + NOW + " - 3600000")) {
                p.setString(1, node);
                p.executeUpdate();
            }
            return null;
        });
    }
}
