package keeptable.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.List;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.migration.Context;
import org.flywaydb.core.api.migration.JavaMigration;

/**
 * Migration 6: seat tokens are kept as their SHA-256 ({@code token_hash}), never in plain text, with the
 * time each was last used ({@code token_used_at}, so one idle for long expires, see {@link SeatTokens}).
 * The plain tokens a store holds are hashed in place and their column dropped: every game goes on, each
 * player with the token they hold, and a copy of the store no longer seats anyone.
 */
final class SeatTokenHashes implements JavaMigration {
    @Override
    public MigrationVersion getVersion() {
        return MigrationVersion.fromVersion("6");
    }

    @Override
    public String getDescription() {
        return "seat tokens hashed";
    }

    @Override
    public Integer getChecksum() {
        return 6;
    }

    @Override
    public boolean canExecuteInTransaction() {
        return true;
    }

    private record Held(String table, int seat, String token) {
    }

    @Override
    public void migrate(Context context) throws Exception {
        Connection c = context.getConnection();
        try (Statement s = c.createStatement()) {
            s.execute("ALTER TABLE table_seats ADD COLUMN token_hash VARCHAR(64)");
            s.execute("ALTER TABLE table_seats ADD COLUMN token_used_at BIGINT");
        }
        List<Held> held = new ArrayList<>();
        try (Statement s = c.createStatement();
             ResultSet r = s.executeQuery("SELECT table_id, seat, token FROM table_seats WHERE token IS NOT NULL")) {
            while (r.next()) {
                held.add(new Held(r.getString(1), r.getInt(2), r.getString(3)));
            }
        }
        long now = System.currentTimeMillis();
        try (PreparedStatement p = c.prepareStatement(
                "UPDATE table_seats SET token_hash = ?, token_used_at = ? WHERE table_id = ? AND seat = ?")) {
            for (Held h : held) {
                p.setString(1, Secrets.hash(h.token()));
                p.setLong(2, now);
                p.setString(3, h.table());
                p.setInt(4, h.seat());
                p.addBatch();
            }
            p.executeBatch();
        }
        try (Statement s = c.createStatement()) {
            s.execute("ALTER TABLE table_seats DROP COLUMN token");
        }
    }
}
