package keeptable.server;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.List;
import org.flywaydb.core.Flyway;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The event store: a table is its record (game, rules version, setup, choices). SQLite for a file
 * URL ({@code jdbc:sqlite:...}), PostgreSQL for {@code jdbc:postgresql:...}; Flyway migrates both.
 */
public final class Db implements AutoCloseable {
    private static final Logger LOG = LoggerFactory.getLogger(Db.class);
    /** The rules version a moderator's stop is stored under ({@link #markStopped}): it holds whatever the rules. */
    static final String MODERATOR = "moderator";
    /** The rules version a turn-based table abandoned at a time-out is stopped under: it holds whatever the rules. */
    static final String ABANDONED = "abandoned";

    /**
     * A seat as stored: the SHA-256 of its token (null while the seat is open, and for a bot's) and when the
     * token was last used, and the account it belongs to (null for a guest's seat, an open one or a bot's).
     */
    public record SeatRow(int seat, String name, String agent, String tokenHash, long tokenUsedAt, String account) {
    }

    /** A stored choice and the fingerprint of the state it led to. */
    public record ChoiceRow(int step, String choice, long fingerprint) {
    }

    /** The new state of a campaign, written with the choice that ends one of its games. */
    public record CampaignUpdate(String id, String state) {
    }

    private final HikariDataSource ds;
    private final boolean sqlite;
    private final String url;
    private final SqliteLock lock;
    /** The PostgreSQL channel changes are announced on: one a schema, so stores in one database keep apart. */
    private final String channel;
    /** The node this store announces its changes as, or null while it announces nothing. */
    private volatile String node;

    private Db(HikariDataSource ds, boolean sqlite, String url, SqliteLock lock, String schema) {
        this.ds = ds;
        this.sqlite = sqlite;
        this.url = url;
        this.lock = lock;
        String suffix = schema == null ? ""
                : "_" + schema.toLowerCase(java.util.Locale.ROOT).replaceAll("[^a-z0-9_]", "");
        this.channel = ("keeptable" + suffix).substring(0, Math.min(63, 9 + suffix.length()));
    }

    /**
     * Opens the database and migrates it.
     *
     * @param schema for PostgreSQL, the schema to use (created if missing); null for the default
     */
    public static Db open(String url, String schema) {
        boolean sqlite = url.startsWith("jdbc:sqlite:");
        if (!sqlite && !url.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("--db must be a jdbc:sqlite: or jdbc:postgresql: URL, not " + url);
        }
        SqliteLock lock = sqlite ? SqliteLock.take(url) : null;
        HikariConfig hc = new HikariConfig();
        hc.setJdbcUrl(url);
        hc.setPoolName("keeptable-db");
        if (sqlite) {
            // One writer at a time is SQLite's nature; one connection keeps it simple and safe.
            hc.setMaximumPoolSize(1);
            hc.setConnectionInitSql("PRAGMA foreign_keys = ON");
            hc.addDataSourceProperty("journal_mode", "WAL");
            hc.addDataSourceProperty("synchronous", "FULL");
            hc.addDataSourceProperty("busy_timeout", "10000");
        } else {
            hc.setMaximumPoolSize(4);
            if (schema != null) {
                hc.setSchema(schema);
            }
        }
        HikariDataSource ds;
        try {
            ds = new HikariDataSource(hc);
        } catch (RuntimeException e) {
            if (lock != null) {
                lock.close();
            }
            throw e;
        }
        try {
            if (!sqlite && schema != null) {
                try (Connection c = ds.getConnection(); Statement s = c.createStatement()) {
                    s.execute("CREATE SCHEMA IF NOT EXISTS \"" + schema.replace("\"", "") + "\"");
                }
            }
            var fw = Flyway.configure().dataSource(ds).locations("classpath:db/migration")
                    .javaMigrations(new SeatTokenHashes());
            if (!sqlite && schema != null) {
                fw = fw.schemas(schema).defaultSchema(schema);
            }
            var result = fw.load().migrate();
            LOG.info("event=db_open url={} migrations_applied={}", redact(url), result.migrationsExecuted);
        } catch (RuntimeException | SQLException e) {
            ds.close();
            if (lock != null) {
                lock.close();
            }
            throw e instanceof RuntimeException r ? r : new IllegalStateException(e);
        }
        return new Db(ds, sqlite, url, lock, schema);
    }

    static String redact(String url) {
        return url.replaceAll("(?i)(password=)[^&]*", "$1***");
    }

    /**
     * From now on every change to a table's record (a step, an undo, a stop, a seat taken, a delete) is
     * announced to the other nodes on {@link #channel()} as {@code "<node> <table id>"}, by PostgreSQL's
     * NOTIFY in the transaction that makes it, so it is heard only once committed.
     */
    void announceAs(String nodeId) {
        this.node = nodeId;
    }

    String channel() {
        return channel;
    }

    /** Queues the announcement that table {@code id} changed, sent when the transaction commits (if announcing). */
    void announce(Connection c, String id) throws SQLException {
        String n = node;
        if (n == null) {
            return;
        }
        try (PreparedStatement p = c.prepareStatement("SELECT pg_notify(?, ?)")) {
            p.setString(1, channel);
            p.setString(2, n + " " + id);
            p.execute();
        }
    }

    /** A connection of its own, outside the pool, for listening to the other nodes' announcements. */
    Connection connectAlone() throws SQLException {
        return java.sql.DriverManager.getConnection(url);
    }

    public boolean sqlite() {
        return sqlite;
    }

    public String url() {
        return redact(url);
    }

    /**
     * The last step of the history a writer holds: the stored text of its choice and the fingerprint
     * it led to. {@link #START} for a table at step 0.
     */
    public record Held(String choice, long fingerprint) {
        public static final Held START = new Held(null, 0);
    }

    /**
     * Appends a choice: the row for the step and the table's step count, and when the choice ends a
     * campaign's game the campaign's new state, in one transaction. Fails with a {@link StoreConflict}
     * (and changes nothing) unless the stored history is the one the writer holds: the table is at
     * step {@code step - 1} and that step's stored choice and fingerprint are {@code held}.
     */
    public void appendChoice(String id, int step, String choiceJson, long fingerprint, boolean finished,
                             String outcomeJson, CampaignUpdate campaign, Held held) {
        appendChoice(id, step, choiceJson, fingerprint, finished, outcomeJson, campaign, held, null);
    }

    /**
     * More writes that go with a step or an undo, made in its transaction: a turn-based table's clock, its
     * stand-ins and the notices the step calls for (see {@link Turns}).
     */
    interface Also {
        void write(Connection c) throws SQLException;
    }

    /** As {@link #appendChoice(String, int, String, long, boolean, String, CampaignUpdate, Held)}, with {@code also} (or null) in its transaction. */
    void appendChoice(String id, int step, String choiceJson, long fingerprint, boolean finished,
                      String outcomeJson, CampaignUpdate campaign, Held held, Also also) {
        inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "UPDATE game_tables SET steps = ?, finished = ?, outcome = ? WHERE id = ? AND steps = ?")) {
                p.setInt(1, step);
                p.setInt(2, finished ? 1 : 0);
                p.setString(3, outcomeJson);
                p.setString(4, id);
                p.setInt(5, step - 1);
                if (p.executeUpdate() != 1) {
                    throw new StoreConflict("table " + id + " is no longer at step " + (step - 1) + " in the store");
                }
            }
            // the row is locked now: no other writer changes this table's history until we are done
            checkStep(c, id, step - 1, held);
            try (PreparedStatement p = c.prepareStatement("INSERT INTO table_choices"
                    + " (table_id, step, choice, fingerprint, created_at) VALUES (?, ?, ?, ?, ?)")) {
                p.setString(1, id);
                p.setInt(2, step);
                p.setString(3, choiceJson);
                p.setLong(4, fingerprint);
                p.setLong(5, System.currentTimeMillis());
                p.executeUpdate();
            }
            announce(c, id);
            if (also != null) {
                also.write(c);
            }
            if (campaign != null) {
                try (PreparedStatement p = c.prepareStatement("UPDATE campaigns SET state = ?,"
                        + " games_played = games_played + 1, updated_at = ? WHERE id = ?")) {
                    p.setString(1, campaign.state());
                    p.setLong(2, System.currentTimeMillis());
                    p.setString(3, campaign.id());
                    if (p.executeUpdate() != 1) {
                        throw new SQLException("no campaign " + campaign.id());
                    }
                }
            }
            return null;
        });
    }

    /** Refuses (a {@link StoreConflict}) unless the stored step {@code step} is the one the writer holds. */
    private static void checkStep(Connection c, String id, int step, Held held) throws SQLException {
        if (step == 0) {
            return;
        }
        try (PreparedStatement p = c.prepareStatement(
                "SELECT choice, fingerprint FROM table_choices WHERE table_id = ? AND step = ?")) {
            p.setString(1, id);
            p.setInt(2, step);
            try (ResultSet r = p.executeQuery()) {
                if (!r.next() || !r.getString(1).equals(held.choice()) || r.getLong(2) != held.fingerprint()) {
                    throw new StoreConflict("the stored step " + step + " of table " + id
                            + " is not the one this server holds: another server changed the game");
                }
            }
        }
    }

    /**
     * Takes back the table's last choice (step {@code step}), in one transaction; fails and changes
     * nothing (a {@link StoreConflict}) unless the table is at that step and it is the one {@code held}.
     */
    public void removeLastChoice(String id, int step, Held held) {
        removeLastChoice(id, step, held, null);
    }

    /** As {@link #removeLastChoice(String, int, Held)}, with {@code also} (or null) in its transaction. */
    void removeLastChoice(String id, int step, Held held, Also also) {
        inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "UPDATE game_tables SET steps = ? WHERE id = ? AND steps = ? AND finished = 0")) {
                p.setInt(1, step - 1);
                p.setString(2, id);
                p.setInt(3, step);
                if (p.executeUpdate() != 1) {
                    throw new StoreConflict("table " + id + " is no longer at step " + step + " in the store");
                }
            }
            checkStep(c, id, step, held);
            try (PreparedStatement p = c.prepareStatement(
                    "DELETE FROM table_choices WHERE table_id = ? AND step = ?")) {
                p.setString(1, id);
                p.setInt(2, step);
                p.executeUpdate();
            }
            announce(c, id);
            if (also != null) {
                also.write(c);
            }
            return null;
        });
    }

    /** Deletes a table, its seats and its choices (a moderator's decision). False if there was none. */
    public boolean deleteTable(String id) {
        return inTransaction(c -> {
            for (String sql : new String[] {"DELETE FROM table_choices WHERE table_id = ?",
                    "DELETE FROM notices WHERE table_id = ?", "DELETE FROM seat_hand_overs WHERE table_id = ?",
                    "DELETE FROM table_seats WHERE table_id = ?", "DELETE FROM chat_lines WHERE room = ?"}) {
                try (PreparedStatement p = c.prepareStatement(sql)) {
                    p.setString(1, id);
                    p.executeUpdate();
                }
            }
            announce(c, id);
            try (PreparedStatement p = c.prepareStatement("DELETE FROM game_tables WHERE id = ?")) {
                p.setString(1, id);
                return p.executeUpdate() == 1;
            }
        });
    }

    /**
     * Whether the store takes writes now: a write in a transaction of its own (it changes nothing).
     * Returns null if it does, or why not.
     */
    public String writeProblem() {
        try {
            inTransaction(c -> {
                try (PreparedStatement p = c.prepareStatement("UPDATE game_tables SET steps = steps WHERE id = ?")) {
                    p.setString(1, "");
                    p.executeUpdate();
                }
                return null;
            });
            return null;
        } catch (StoreException e) {
            return e.getMessage();
        }
    }

    /**
     * Marks a table stopped because its rules failed (reason and rules version), or clears the mark
     * (both null). The record itself is left as it is.
     */
    public void markStopped(String id, String reason, String rulesVersion) {
        setTwo(id, "stopped", reason, "stopped_rules", rulesVersion);
    }

    /**
     * Carries a table's record over to new rules under which it replayed identically: its steps from
     * now on are played under {@code rulesVersion}; {@code history} says which versions came before.
     */
    public void carryOver(String id, String rulesVersion, String history) {
        setTwo(id, "rules_version", rulesVersion, "rules_history", history);
    }

    /** Sets two text columns of a table's row (the names are this class's own, never a caller's words). */
    private void setTwo(String id, String column, String value, String otherColumn, String otherValue) {
        inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "UPDATE game_tables SET " + column + " = ?, " + otherColumn + " = ? WHERE id = ?")) {
                p.setString(1, value);
                p.setString(2, otherValue);
                p.setString(3, id);
                p.executeUpdate();
            }
            announce(c, id);
            return null;
        });
    }

    /** True if a connection can be had and answers. */
    public boolean healthy() {
        try (Connection c = ds.getConnection()) {
            return c.isValid(2);
        } catch (SQLException e) {
            return false;
        }
    }

    interface Work<T> {
        T run(Connection c) throws SQLException;
    }

    <T> T inTransaction(Work<T> work) {
        try (Connection c = ds.getConnection()) {
            c.setAutoCommit(false);
            try {
                T t = work.run(c);
                c.commit();
                return t;
            } catch (SQLException | RuntimeException e) {
                c.rollback();
                throw e;
            } finally {
                c.setAutoCommit(true);
            }
        } catch (SQLException e) {
            throw new StoreException(e.getMessage(), e);
        }
    }

    /** A database failure; the change it carried was not made. */
    public static class StoreException extends RuntimeException {
        StoreException(String message, Throwable cause) {
            super(message, cause);
        }
    }

    /**
     * A write refused because the stored history is not the one the writer holds (another server, or
     * another process, changed the game). Nothing was written.
     */
    public static final class StoreConflict extends StoreException {
        StoreConflict(String message) {
            super(message, null);
        }
    }

    @Override
    public void close() {
        ds.close();
        if (lock != null) {
            lock.close();
        }
    }
}
