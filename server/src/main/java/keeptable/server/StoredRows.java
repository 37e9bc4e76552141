package keeptable.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Reading the store: tables to resume or to load on demand, campaigns, and the lobby's pages. */
final class StoredRows {
    /**
     * A table as stored, with its seats and choices in order; campaignId is null for a game that stands
     * alone. {@code stopped} says why it was stopped, under {@code stoppedRules}, or is null;
     * {@code rulesHistory} names the versions its record was carried over from, or is null.
     */
    record TableRow(String id, String game, String rulesVersion, String setup, long startPrint, long createdAt,
                    boolean finished, List<Db.SeatRow> seats, List<Db.ChoiceRow> choices, String campaignId,
                    String stopped, String stoppedRules, String rulesHistory, boolean chosenSeed) {
    }

    /** A campaign as stored: its game's own JSON of what it remembers, and its owner's secret's hash (or null). */
    record CampaignRow(String id, String game, String state, int gamesPlayed, long createdAt, String ownerHash) {
    }

    /** A table as the lobby lists it, read from the store without replaying it. */
    record ListedRow(String id, String game, String rulesVersion, long createdAt, int steps, boolean finished,
                     String outcome, String stopped, String campaignId, String rulesHistory, boolean chosenSeed,
                     List<Db.SeatRow> seats) {
    }

    /** One page of the lobby, newest first, and how many tables there are in all. */
    record Page(List<ListedRow> rows, int total) {
    }

    private static final String TABLE_COLUMNS = "id, game, rules_version, setup, start_print, created_at, finished,"
            + " campaign_id, stopped, stopped_rules, rules_history, chosen_seed";

    private final Db db;

    StoredRows(Db db) {
        this.db = db;
    }

    /** Every stored campaign, oldest first. */
    List<CampaignRow> campaigns() {
        return db.inTransaction(c -> {
            List<CampaignRow> out = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT id, game, state, games_played, created_at,"
                    + " owner_hash FROM campaigns ORDER BY created_at, id"); ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    out.add(new CampaignRow(r.getString(1), r.getString(2), r.getString(3), r.getInt(4),
                            r.getLong(5), r.getString(6)));
                }
            }
            return out;
        });
    }

    /** One stored campaign, or null. */
    CampaignRow campaign(String id) {
        return db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT id, game, state, games_played, created_at,"
                    + " owner_hash FROM campaigns WHERE id = ?")) {
                p.setString(1, id);
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? new CampaignRow(r.getString(1), r.getString(2), r.getString(3), r.getInt(4),
                            r.getLong(5), r.getString(6)) : null;
                }
            }
        });
    }

    /** The table playing a campaign's current game (one not over, stopped or not), or null between games. */
    String runningTableOf(String campaignId) {
        return db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT id FROM game_tables WHERE campaign_id = ? AND finished = 0 ORDER BY id")) {
                p.setString(1, campaignId);
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? r.getString(1) : null;
                }
            }
        });
    }

    /** The tables whose game is not over (running, or stopped), oldest first, with seats and choices. */
    List<TableRow> unfinished() {
        return db.inTransaction(c -> {
            List<TableRow> out = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT " + TABLE_COLUMNS
                    + " FROM game_tables WHERE finished = 0 ORDER BY created_at, id"); ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    out.add(tableRow(c, r));
                }
            }
            return out;
        });
    }

    /** One stored table with its seats and choices, or null. */
    TableRow table(String id) {
        return since(id, 0);
    }

    /** One stored table with its seats and only its choices from step {@code from} on, or null. */
    TableRow since(String id, int from) {
        return db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT " + TABLE_COLUMNS + " FROM game_tables WHERE id = ?")) {
                p.setString(1, id);
                try (ResultSet r = p.executeQuery()) {
                    return r.next() ? tableRow(c, r, from) : null;
                }
            }
        });
    }

    private static TableRow tableRow(Connection c, ResultSet r) throws SQLException {
        return tableRow(c, r, 0);
    }

    private static TableRow tableRow(Connection c, ResultSet r, int from) throws SQLException {
        String id = r.getString(1);
        List<Db.ChoiceRow> choices = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement(
                "SELECT step, choice, fingerprint FROM table_choices WHERE table_id = ? AND step >= ? ORDER BY step")) {
            p.setString(1, id);
            p.setInt(2, from);
            try (ResultSet q = p.executeQuery()) {
                while (q.next()) {
                    choices.add(new Db.ChoiceRow(q.getInt(1), q.getString(2), q.getLong(3)));
                }
            }
        }
        return new TableRow(id, r.getString(2), r.getString(3), r.getString(4), r.getLong(5), r.getLong(6),
                r.getInt(7) != 0, seats(c, List.of(id)).getOrDefault(id, List.of()), choices, r.getString(8),
                r.getString(9), r.getString(10), r.getString(11), r.getInt(12) != 0);
    }

    private static Map<String, List<Db.SeatRow>> seats(Connection c, List<String> tables) throws SQLException {
        Map<String, List<Db.SeatRow>> out = new LinkedHashMap<>();
        if (tables.isEmpty()) {
            return out;
        }
        String marks = String.join(", ", java.util.Collections.nCopies(tables.size(), "?"));
        try (PreparedStatement p = c.prepareStatement("SELECT table_id, seat, name, agent, token_hash, token_used_at, account"
                + " FROM table_seats"
                + " WHERE table_id IN (" + marks + ") ORDER BY table_id, seat")) {
            for (int i = 0; i < tables.size(); i++) {
                p.setString(i + 1, tables.get(i));
            }
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    out.computeIfAbsent(r.getString(1), k -> new ArrayList<>())
                            .add(new Db.SeatRow(r.getInt(2), r.getString(3), r.getString(4), r.getString(5),
                                    r.getLong(6), r.getString(7)));
                }
            }
        }
        return out;
    }

    /** The lobby's page {@code page} of {@code size} tables, newest first. */
    Page page(int page, int size) {
        return db.inTransaction(c -> {
            int total;
            try (PreparedStatement p = c.prepareStatement("SELECT COUNT(*) FROM game_tables");
                 ResultSet r = p.executeQuery()) {
                r.next();
                total = r.getInt(1);
            }
            List<ListedRow> rows = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement("SELECT id, game, rules_version, created_at, steps, finished,"
                    + " outcome, stopped, campaign_id, rules_history, chosen_seed FROM game_tables"
                    + " ORDER BY created_at DESC, id LIMIT ? OFFSET ?")) {
                p.setInt(1, size);
                p.setLong(2, (long) page * size);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        rows.add(new ListedRow(r.getString(1), r.getString(2), r.getString(3), r.getLong(4),
                                r.getInt(5), r.getInt(6) != 0, r.getString(7), r.getString(8), r.getString(9),
                                r.getString(10), r.getInt(11) != 0, List.of()));
                    }
                }
            }
            Map<String, List<Db.SeatRow>> seats = seats(c, rows.stream().map(ListedRow::id).toList());
            List<ListedRow> withSeats = rows.stream().map(l -> new ListedRow(l.id(), l.game(), l.rulesVersion(),
                    l.createdAt(), l.steps(), l.finished(), l.outcome(), l.stopped(), l.campaignId(), l.rulesHistory(),
                    l.chosenSeed(), seats.getOrDefault(l.id(), List.of()))).toList();
            return new Page(withSeats, total);
        });
    }

    /** How many stored tables are finished, and how many are stopped. */
    int[] finishedAndStopped() {
        return db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("SELECT"
                    + " COALESCE(SUM(CASE WHEN finished <> 0 THEN 1 ELSE 0 END), 0),"
                    + " COALESCE(SUM(CASE WHEN stopped IS NOT NULL THEN 1 ELSE 0 END), 0) FROM game_tables");
                 ResultSet r = p.executeQuery()) {
                r.next();
                return new int[] {r.getInt(1), r.getInt(2)};
            }
        });
    }
}
