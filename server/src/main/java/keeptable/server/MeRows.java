package keeptable.server;

import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.List;

/** What the store says about one account's tables: the seats it holds and the games it finished. */
final class MeRows {
    /** The most tables of each kind (running, finished) My games lists. */
    static final int MOST_LISTED = 100;

    /** A table the account sits at: its seat, whether it is over, and the stored outcome (JSON) if so. */
    record Seated(String table, String game, int seat, boolean finished, String outcome, long createdAt) {
    }

    private final Db db;

    MeRows(Db db) {
        this.db = db;
    }

    /** The account's running tables (at most {@link #MOST_LISTED}) and then its finished ones, newest first. */
    List<Seated> seated(String accountKey) {
        List<Seated> out = new ArrayList<>();
        for (int finished = 0; finished <= 1; finished++) {
            int f = finished;
            out.addAll(db.inTransaction(c -> {
                List<Seated> rows = new ArrayList<>();
                try (PreparedStatement p = c.prepareStatement("SELECT g.id, g.game, s.seat, g.outcome, g.created_at"
                        + " FROM table_seats s JOIN game_tables g ON g.id = s.table_id WHERE s.account = ?"
                        + " AND g.finished = ? AND g.stopped IS NULL ORDER BY g.created_at DESC, g.id LIMIT "
                        + MOST_LISTED)) {
                    p.setString(1, accountKey);
                    p.setInt(2, f);
                    try (ResultSet r = p.executeQuery()) {
                        while (r.next()) {
                            rows.add(new Seated(r.getString(1), r.getString(2), r.getInt(3), f == 1, r.getString(4),
                                    r.getLong(5)));
                        }
                    }
                }
                return rows;
            }));
        }
        return out;
    }

    /** The seat names of a stored table, by seat number. */
    List<String> seatNames(String table) {
        return db.inTransaction(c -> {
            List<String> names = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT name FROM table_seats WHERE table_id = ? ORDER BY seat")) {
                p.setString(1, table);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        names.add(r.getString(1));
                    }
                }
            }
            return names;
        });
    }

    /** The account's finished games: the game, its seat and the stored outcome (JSON), oldest first. */
    List<Seated> finished(String accountKey) {
        return db.inTransaction(c -> {
            List<Seated> out = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT g.id, g.game, s.seat, g.outcome, g.created_at"
                    + " FROM table_seats s JOIN game_tables g ON g.id = s.table_id WHERE s.account = ?"
                    + " AND g.finished = 1 ORDER BY g.created_at, g.id")) {
                p.setString(1, accountKey);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.add(new Seated(r.getString(1), r.getString(2), r.getInt(3), true, r.getString(4),
                                r.getLong(5)));
                    }
                }
            }
            return out;
        });
    }
}
