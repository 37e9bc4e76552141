package keeptable.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.util.ArrayList;
import java.util.List;

/**
 * What turn-based tables keep in the store: the move time and what a time-out does, the clock of the seat to
 * move, the bots standing in for players, and when a player was last seen watching. Each change that goes
 * with a step is made in the step's transaction (see {@link Db.Also}).
 */
final class TurnRows {
    /** A table's turn-based settings, its clock and its stand-ins as stored. */
    record Stored(TurnBased turnBased, long clockDue, String[] standIns) {
    }

    /** A clock that ran out: the table and the step it timed. */
    record Due(String table, int step) {
    }

    private final Db db;

    TurnRows(Db db) {
        this.db = db;
    }

    /** Writes a new table's settings and first clock (in the transaction that stores the table). */
    static void create(Connection c, String id, TurnBased tb, long clockDue) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("UPDATE game_tables SET move_seconds = ?, on_timeout = ?,"
                + " timeout_bot = ? WHERE id = ?")) {
            p.setInt(1, tb.moveSeconds());
            p.setString(2, tb.onTimeout().word());
            p.setString(3, tb.bot());
            p.setString(4, id);
            p.executeUpdate();
        }
        setClock(c, id, 0, clockDue);
    }

    /** Sets the clock of the seat to move at {@code step}; a due time of 0 stops it. */
    static void setClock(Connection c, String id, int step, long due) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(
                "UPDATE game_tables SET clock_step = ?, clock_due = ? WHERE id = ?")) {
            p.setInt(1, step);
            if (due > 0) {
                p.setLong(2, due);
            } else {
                p.setNull(2, Types.BIGINT);
            }
            p.setString(3, id);
            p.executeUpdate();
        }
    }

    /** Puts a bot in a seat for its player, or (null) gives the seat back. */
    static void setStandIn(Connection c, String id, int seat, String bot) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(
                "UPDATE table_seats SET stand_in = ? WHERE table_id = ? AND seat = ?")) {
            p.setString(1, bot);
            p.setString(2, id);
            p.setInt(3, seat);
            p.executeUpdate();
        }
    }

    /**
     * Takes the time-out of the clock that timed {@code step}: stops it, if it still runs for that step on a
     * running table. True for the one writer that took it (whatever the number of nodes), false for any other.
     */
    static boolean takeTimeout(Connection c, String id, int step) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("UPDATE game_tables SET clock_due = NULL WHERE id = ?"
                + " AND clock_step = ? AND clock_due IS NOT NULL AND finished = 0 AND stopped IS NULL")) {
            p.setString(1, id);
            p.setInt(2, step);
            return p.executeUpdate() == 1;
        }
    }

    /** The turn-based settings, clock and stand-ins of a stored table (null settings for a live table). */
    Stored read(String id, int seats) {
        return db.inTransaction(c -> {
            TurnBased tb = null;
            long due = 0;
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT move_seconds, on_timeout, timeout_bot, clock_due FROM game_tables WHERE id = ?")) {
                p.setString(1, id);
                try (ResultSet r = p.executeQuery()) {
                    if (r.next() && r.getString(2) != null) {
                        tb = new TurnBased(r.getInt(1),
                                TurnBased.OnTimeout.valueOf(r.getString(2).toUpperCase(java.util.Locale.ROOT)),
                                r.getString(3));
                        due = r.getLong(4);
                    }
                }
            }
            String[] standIns = new String[seats];
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT seat, stand_in FROM table_seats WHERE table_id = ? AND stand_in IS NOT NULL")) {
                p.setString(1, id);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        if (r.getInt(1) >= 0 && r.getInt(1) < seats) {
                            standIns[r.getInt(1)] = r.getString(2);
                        }
                    }
                }
            }
            return new Stored(tb, due, standIns);
        });
    }

    /** Reads a stored table's settings, clock and stand-ins into its copy (call under its monitor). */
    void readInto(Table t) {
        Stored s = read(t.id, t.setup.size());
        t.turnBased = s.turnBased();
        t.clockDue = s.clockDue();
        System.arraycopy(s.standIns(), 0, t.standIns, 0, t.standIns.length);
    }

    /** The clocks run out by {@code now}, of the tables whose bots {@code node} runs (any table if null). */
    List<Due> due(long now, String node) {
        return db.inTransaction(c -> {
            List<Due> out = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT id, clock_step FROM game_tables WHERE"
                    + " clock_due IS NOT NULL AND clock_due <= ? AND finished = 0 AND stopped IS NULL"
                    + (node == null ? "" : " AND bot_node = ?") + " ORDER BY clock_due LIMIT 100")) {
                p.setLong(1, now);
                if (node != null) {
                    p.setString(2, node);
                }
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.add(new Due(r.getString(1), r.getInt(2)));
                    }
                }
            }
            return out;
        });
    }

    /** Whether a socket of any node showed the player of this seat at the table after {@code since} (ms). */
    boolean watchedSince(String id, int seat, long since) {
        return db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT watched_at FROM table_seats WHERE table_id = ? AND seat = ?")) {
                p.setString(1, id);
                p.setInt(2, seat);
                try (ResultSet r = p.executeQuery()) {
                    return r.next() && r.getLong(1) > since;
                }
            }
        });
    }

    /** The seats whose player a socket of any node showed at the table after {@code since} (ms). */
    java.util.Set<Integer> watchedSeats(String id, long since) {
        return db.inTransaction(c -> {
            java.util.Set<Integer> out = new java.util.HashSet<>();
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT seat FROM table_seats WHERE table_id = ? AND watched_at > ?")) {
                p.setString(1, id);
                p.setLong(2, since);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.add(r.getInt(1));
                    }
                }
            }
            return out;
        });
    }

    /** Notes that the players of these seats ({@code "table id", seat}) watch their tables now. */
    void watching(List<Object[]> seats, long now) {
        if (seats.isEmpty()) {
            return;
        }
        db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "UPDATE table_seats SET watched_at = ? WHERE table_id = ? AND seat = ?")) {
                for (Object[] s : seats) {
                    p.setLong(1, now);
                    p.setString(2, (String) s[0]);
                    p.setInt(3, (Integer) s[1]);
                    p.addBatch();
                }
                p.executeBatch();
            }
            return null;
        });
    }
}
