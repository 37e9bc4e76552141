package keeptable.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.List;

/**
 * What changes who sits in a seat writes to the store: an open seat taken by link (by a guest or an account), and a
 * seat handed to another account once the others agree.
 */
final class SeatRows {
    private final Db db;

    SeatRows(Db db) {
        this.db = db;
    }

    /**
     * Gives an open seat its token (kept as its hash, used now), the account it belongs to (or none), and, when
     * {@code setupJson} is not null, its player's name in the seat and in the table's setup, in one transaction,
     * announced to the other nodes. False if the seat is taken or not open, or the account has a seat there already.
     */
    boolean claim(String id, int seat, String tokenHash, long now, String account, String name, String setupJson) {
        return db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("UPDATE table_seats SET token_hash = ?, token_used_at = ?,"
                    + " account = ?, name = COALESCE(?, name) WHERE table_id = ? AND seat = ? AND token_hash IS NULL"
                    + " AND agent = 'human' AND NOT EXISTS (SELECT 1 FROM table_seats o WHERE o.table_id = ?"
                    + " AND o.account = ?)")) {
                p.setString(1, tokenHash);
                p.setLong(2, now);
                p.setString(3, account);
                p.setString(4, setupJson == null ? null : name);
                p.setString(5, id);
                p.setInt(6, seat);
                p.setString(7, id);
                p.setString(8, account);
                if (p.executeUpdate() != 1) {
                    return false;
                }
            }
            if (setupJson != null) {
                try (PreparedStatement p = c.prepareStatement("UPDATE game_tables SET setup = ? WHERE id = ?")) {
                    p.setString(1, setupJson);
                    p.setString(2, id);
                    p.executeUpdate();
                }
            }
            db.announce(c, id);
            return true;
        });
    }

    /** A proposal to hand {@code seat} to the account {@code to} (its key), waiting for these seats' players. */
    record HandOver(int seat, String to, List<Integer> waiting) {
    }

    /** The proposals waiting at a table, by seat order. */
    List<HandOver> handOvers(String id) {
        return db.inTransaction(c -> {
            List<HandOver> out = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT seat, to_account, waiting FROM seat_hand_overs WHERE table_id = ? ORDER BY seat")) {
                p.setString(1, id);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.add(new HandOver(r.getInt(1), r.getString(2), seats(r.getString(3))));
                    }
                }
            }
            return out;
        });
    }

    private static List<Integer> seats(String waiting) {
        List<Integer> out = new ArrayList<>();
        for (String s : waiting.split(",")) {
            if (!s.isEmpty()) {
                out.add(Integer.parseInt(s));
            }
        }
        return out;
    }

    private static String waitingText(List<Integer> seats) {
        StringBuilder b = new StringBuilder(",");
        seats.forEach(s -> b.append(s).append(','));
        return b.toString();
    }

    /** What a hand-over does once everyone agreed: the seat's new token hash, account and name, and the setup. */
    record Handing(String tokenHash, long now, String account, String name, String setupJson) {
    }

    /** The writes that go with a hand-over done (the new account's notice), in its transaction. */
    interface Also {
        void write(Connection c) throws SQLException;
    }

    /**
     * Stores a proposal to hand {@code seat} to the account {@code to}, waiting for every other person seated at the
     * table as the store holds it (not as this node's copy may, behind a join on another node); with nobody to wait
     * for, the seat is handed at once ({@code done}) instead, in the same transaction. Answers the seats it waits
     * for, or null if a proposal waits for the seat already.
     */
    List<Integer> propose(String id, int seat, String to, Handing done, Also also) {
        return db.inTransaction(c -> {
            if (waitingRow(c, id, seat) != null) {
                return null;
            }
            List<Integer> waiting = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT seat FROM table_seats WHERE table_id = ?"
                    + " AND seat <> ? AND agent = 'human' AND token_hash IS NOT NULL ORDER BY seat")) {
                p.setString(1, id);
                p.setInt(2, seat);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        waiting.add(r.getInt(1));
                    }
                }
            }
            if (waiting.isEmpty()) {
                hand(c, id, seat, done, also);
            } else {
                try (PreparedStatement p = c.prepareStatement("INSERT INTO seat_hand_overs (table_id, seat, to_account,"
                        + " waiting, proposed_at) VALUES (?, ?, ?, ?, ?)")) {
                    p.setString(1, id);
                    p.setInt(2, seat);
                    p.setString(3, to);
                    p.setString(4, waitingText(waiting));
                    p.setLong(5, System.currentTimeMillis());
                    p.executeUpdate();
                }
            }
            db.announce(c, id);
            return waiting;
        });
    }

    /** What an answer came to. */
    enum Answer { NOT_ASKED, WAITING, DONE, CALLED_OFF }

    /**
     * The player of {@code bySeat} answers the proposal for {@code seat}: agreeing takes them off the waiting list
     * (the last one hands the seat to {@code to}, as {@code done} says; an answer to another proposal than the one
     * to {@code to} is not asked for);
     * turning it down, or its own player withdrawing it, calls it off. Read and written in one transaction, the
     * proposal's row locked, so two answers on two nodes cannot both be the last.
     */
    Answer answer(String id, int seat, int bySeat, boolean agree, String to, Handing done, Also also) {
        return db.inTransaction(c -> {
            String[] row = waitingRow(c, id, seat);
            if (row == null || !row[0].equals(to)) {
                return Answer.NOT_ASKED;
            }
            List<Integer> waiting = seats(row[1]);
            if (bySeat != seat && !waiting.contains(bySeat)) {
                return Answer.NOT_ASKED;
            }
            Answer out;
            if (!agree) {
                delete(c, id, seat);
                out = Answer.CALLED_OFF;
            } else if (bySeat == seat) {
                return Answer.NOT_ASKED; // the proposer agrees with themself already
            } else {
                waiting.remove(Integer.valueOf(bySeat));
                if (waiting.isEmpty()) {
                    delete(c, id, seat);
                    hand(c, id, seat, done, also);
                    out = Answer.DONE;
                } else {
                    try (PreparedStatement p = c.prepareStatement(
                            "UPDATE seat_hand_overs SET waiting = ? WHERE table_id = ? AND seat = ?")) {
                        p.setString(1, waitingText(waiting));
                        p.setString(2, id);
                        p.setInt(3, seat);
                        p.executeUpdate();
                    }
                    out = Answer.WAITING;
                }
            }
            db.announce(c, id);
            return out;
        });
    }

    /** The proposal's account and waiting list, locked for this transaction, or null. */
    private String[] waitingRow(Connection c, String id, int seat) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT to_account, waiting FROM seat_hand_overs"
                + " WHERE table_id = ? AND seat = ?" + (db.sqlite() ? "" : " FOR UPDATE"))) {
            p.setString(1, id);
            p.setInt(2, seat);
            try (ResultSet r = p.executeQuery()) {
                return r.next() ? new String[] {r.getString(1), r.getString(2)} : null;
            }
        }
    }

    private static void delete(Connection c, String id, int seat) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("DELETE FROM seat_hand_overs WHERE table_id = ? AND seat = ?")) {
            p.setString(1, id);
            p.setInt(2, seat);
            p.executeUpdate();
        }
    }

    private static void hand(Connection c, String id, int seat, Handing h, Also also) throws SQLException {
        // watched_at goes back to never: the one who watched the seat was its old player, not the account told now
        try (PreparedStatement p = c.prepareStatement("UPDATE table_seats SET token_hash = ?, token_used_at = ?,"
                + " account = ?, name = ?, watched_at = 0 WHERE table_id = ? AND seat = ?")) {
            p.setString(1, h.tokenHash());
            p.setLong(2, h.now());
            p.setString(3, h.account());
            p.setString(4, h.name());
            p.setString(5, id);
            p.setInt(6, seat);
            p.executeUpdate();
        }
        if (h.setupJson() != null) {
            try (PreparedStatement p = c.prepareStatement("UPDATE game_tables SET setup = ? WHERE id = ?")) {
                p.setString(1, h.setupJson());
                p.setString(2, id);
                p.executeUpdate();
            }
        }
        if (also != null) {
            also.write(c);
        }
    }
}
