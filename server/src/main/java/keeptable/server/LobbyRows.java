package keeptable.server;

import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.List;

/** What the lobby writes to the store: new campaigns and new tables with their seats (seats taken by link: {@link SeatRows}). */
final class LobbyRows {
    private final Db db;

    LobbyRows(Db db) {
        this.db = db;
    }

    /** Stores a new campaign with the hash of its owner's secret. */
    void createCampaign(String id, String game, String stateJson, String ownerHash) {
        db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement("INSERT INTO campaigns (id, game, state, games_played,"
                    + " created_at, updated_at, owner_hash) VALUES (?, ?, ?, 0, ?, ?, ?)")) {
                long now = System.currentTimeMillis();
                p.setString(1, id);
                p.setString(2, game);
                p.setString(3, stateJson);
                p.setLong(4, now);
                p.setLong(5, now);
                p.setString(6, ownerHash);
                p.executeUpdate();
            }
            return null;
        });
    }

    /**
     * Gives a campaign stored before owners were kept the owner whose secret hashes to {@code ownerHash};
     * false if it has an owner already (another client, or another node, was first).
     */
    boolean claimCampaign(String id, String ownerHash) {
        return db.inTransaction(c -> {
            try (PreparedStatement p = c.prepareStatement(
                    "UPDATE campaigns SET owner_hash = ? WHERE id = ? AND owner_hash IS NULL")) {
                p.setString(1, ownerHash);
                p.setString(2, id);
                return p.executeUpdate() == 1;
            }
        });
    }

    /** Stores a new table with its seats, in one transaction; campaignId is null for a game that stands alone. */
    /** A client that keeps as many running tables with search bots as it may, on any node. */
    static final class SearchTablesFull extends RuntimeException {
        final int running;

        SearchTablesFull(int running) {
            super("search tables full: " + running);
            this.running = running;
        }
    }

    /**
     * Refuses ({@link SearchTablesFull}) one more table with a search bot for a client that keeps
     * {@code most} running, counted in the store, so on every node; with PostgreSQL under a lock per
     * client held to the end of the transaction, so that two nodes cannot both let one more in.
     */
    private void withinSearchTables(Connection c, String client, int most) throws SQLException {
        if (!db.sqlite()) {
            try (PreparedStatement p = c.prepareStatement("SELECT pg_advisory_xact_lock(hashtext(?))")) {
                p.setString(1, "search tables of " + client);
                p.executeQuery().close();
            }
        }
        try (PreparedStatement p = c.prepareStatement("SELECT COUNT(*) FROM game_tables g WHERE g.client = ?"
                + " AND g.finished = 0 AND g.stopped IS NULL AND EXISTS (SELECT 1 FROM table_seats s"
                + " WHERE s.table_id = g.id AND (s.agent = 'ismcts' OR s.agent LIKE 'ismcts:%'))")) {
            p.setString(1, client);
            try (ResultSet r = p.executeQuery()) {
                r.next();
                if (r.getInt(1) >= most) {
                    throw new SearchTablesFull(r.getInt(1));
                }
            }
        }
    }

    void createTable(String id, String game, String rulesVersion, String setupJson, long startPrint,
                     List<Db.SeatRow> seats, String campaignId, boolean chosenSeed, String client, int searchTables,
                     Db.Also also) {
        db.inTransaction(c -> {
            if (campaignId != null) {
                oneGameAtATime(c, campaignId);
            }
            if (searchTables > 0) {
                withinSearchTables(c, client, searchTables);
            }
            try (PreparedStatement p = c.prepareStatement("INSERT INTO game_tables (id, game, rules_version, setup,"
                    + " start_print, created_at, campaign_id, chosen_seed, client) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)")) {
                p.setString(1, id);
                p.setString(2, game);
                p.setString(3, rulesVersion);
                p.setString(4, setupJson);
                p.setLong(5, startPrint);
                p.setLong(6, System.currentTimeMillis());
                p.setString(7, campaignId);
                p.setInt(8, chosenSeed ? 1 : 0);
                p.setString(9, client);
                p.executeUpdate();
            }
            try (PreparedStatement p = c.prepareStatement(
                    "INSERT INTO table_seats (table_id, seat, name, agent, token_hash, token_used_at,"
                            + " account) VALUES (?, ?, ?, ?, ?, ?, ?)")) {
                for (Db.SeatRow s : seats) {
                    p.setString(1, id);
                    p.setInt(2, s.seat());
                    p.setString(3, s.name());
                    p.setString(4, s.agent());
                    p.setString(5, s.tokenHash());
                    p.setLong(6, s.tokenUsedAt());
                    p.setString(7, s.account());
                    p.addBatch();
                }
                p.executeBatch();
            }
            if (also != null) {
                also.write(c);
            }
            return null;
        });
    }

    /**
     * Refuses (a 409) a campaign's new game while another of its games is not over, whichever server
     * began it: the campaign's row is locked first, so two servers cannot both begin one.
     */
    private void oneGameAtATime(Connection c, String campaignId) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("SELECT id FROM campaigns WHERE id = ?"
                + (db.sqlite() ? "" : " FOR UPDATE"))) {
            p.setString(1, campaignId);
            p.executeQuery().close();
        }
        try (PreparedStatement p = c.prepareStatement(
                "SELECT id FROM game_tables WHERE campaign_id = ? AND finished = 0")) {
            p.setString(1, campaignId);
            try (ResultSet r = p.executeQuery()) {
                if (r.next()) {
                    throw new ApiError(409, "the campaign's game at table " + r.getString(1) + " is still being played");
                }
            }
        }
    }
}
