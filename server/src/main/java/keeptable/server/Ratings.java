package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.module.GameModule;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Glicko-2 ratings of account players, per game. A finished game is rated when at least two accounts
 * played it, no seat was a bot's and the game has opponents (a co-operative game's players are told
 * their wins and progress instead). Each rated game is one rating period for each account in it: every
 * other account is an opponent, beaten (1), tied (0.5) or lost to (0) by their places, all against the
 * ratings from before the game. Each finished table is weighed once ({@code weighed_tables}), on
 * whichever node and after any crash: the tables not yet weighed are taken up after each game that ends
 * and when a server starts, one at a time across nodes.
 */
final class Ratings {
    private static final Logger LOG = LoggerFactory.getLogger(Ratings.class);
    private static final int PER_PASS = 200;

    /** An account's standing in one game. */
    record Standing(String name, String game, Glicko2.Rating rating, int games) {
    }

    private final Db db;
    private final Map<String, GameModule> games;
    private final ObjectMapper json;

    Ratings(Db db, Map<String, GameModule> games, ObjectMapper json) {
        this.db = db;
        this.games = games;
        this.json = json;
    }

    /** Weighs the finished tables with account seats not weighed yet, oldest first; never fails play. */
    synchronized void weighFinished() {
        try {
            List<String> waiting = db.inTransaction(c -> {
                List<String> ids = new ArrayList<>();
                try (PreparedStatement p = c.prepareStatement("SELECT g.id FROM game_tables g WHERE g.finished = 1"
                        + " AND NOT EXISTS (SELECT 1 FROM weighed_tables w WHERE w.table_id = g.id)"
                        + " AND EXISTS (SELECT 1 FROM table_seats s WHERE s.table_id = g.id AND s.account IS NOT NULL)"
                        + " ORDER BY g.created_at, g.id LIMIT " + PER_PASS)) {
                    try (ResultSet r = p.executeQuery()) {
                        while (r.next()) {
                            ids.add(r.getString(1));
                        }
                    }
                }
                return ids;
            });
            for (String id : waiting) {
                db.inTransaction(c -> weigh(c, id));
            }
        } catch (Db.StoreException e) {
            LOG.warn("event=rating_deferred reason=\"{}\"", Text.quoted(e.getMessage()));
        }
    }

    private record SeatRow(int seat, String agent, String account) {
    }

    /** Rates one finished table (in the caller's transaction), unless a node weighed it already. */
    private Void weigh(Connection c, String id) throws SQLException {
        if (!db.sqlite()) {
            try (PreparedStatement p = c.prepareStatement("SELECT pg_advisory_xact_lock(hashtext('ratings'))")) {
                p.executeQuery().close();
            }
        }
        try (PreparedStatement p = c.prepareStatement("INSERT INTO weighed_tables (table_id, rated, weighed_at)"
                + " VALUES (?, 0, ?) ON CONFLICT (table_id) DO NOTHING")) {
            p.setString(1, id);
            p.setLong(2, System.currentTimeMillis());
            if (p.executeUpdate() == 0) {
                return null;
            }
        }
        String game;
        JsonNode outcome;
        try (PreparedStatement p = c.prepareStatement("SELECT game, outcome FROM game_tables WHERE id = ?")) {
            p.setString(1, id);
            try (ResultSet r = p.executeQuery()) {
                r.next();
                game = r.getString(1);
                outcome = r.getString(2) == null ? json.createObjectNode() : json.readTree(r.getString(2));
            }
        } catch (IOException e) {
            return null; // an outcome nobody can read is weighed as unrated
        }
        List<SeatRow> seats = new ArrayList<>();
        try (PreparedStatement p = c.prepareStatement(
                "SELECT seat, agent, account FROM table_seats WHERE table_id = ? ORDER BY seat")) {
            p.setString(1, id);
            try (ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    seats.add(new SeatRow(r.getInt(1), r.getString(2), r.getString(3)));
                }
            }
        }
        GameModule g = games.get(game);
        List<SeatRow> rated = seats.stream().filter(s -> s.account() != null).toList();
        if (g == null || g.cooperative() || rated.size() < 2 || seats.stream().anyMatch(s -> !s.agent().equals("human"))) {
            return null;
        }
        int[] place = places(outcome, seats.size());
        Map<String, Glicko2.Rating> before = new LinkedHashMap<>();
        for (SeatRow s : rated) {
            before.put(s.account(), stored(c, s.account(), game));
        }
        for (SeatRow s : rated) {
            List<Glicko2.Result> results = new ArrayList<>();
            for (SeatRow o : rated) {
                if (o != s) {
                    double score = place[s.seat()] < place[o.seat()] ? 1 : place[s.seat()] == place[o.seat()] ? 0.5 : 0;
                    results.add(new Glicko2.Result(before.get(o.account()), score));
                }
            }
            store(c, s.account(), game, Glicko2.after(before.get(s.account()), results, Glicko2.TAU));
        }
        try (PreparedStatement p = c.prepareStatement("UPDATE weighed_tables SET rated = 1 WHERE table_id = ?")) {
            p.setString(1, id);
            p.executeUpdate();
        }
        LOG.info("event=table_rated table={} game={} accounts={}", id, game, rated.size());
        return null;
    }

    /** Each seat's place (1 best): the stored places, or else winners first and everyone else second. */
    private static int[] places(JsonNode outcome, int seats) {
        int[] place = new int[seats];
        JsonNode stored = outcome.path("places");
        if (stored.isArray() && stored.size() == seats) {
            for (int i = 0; i < seats; i++) {
                place[i] = stored.get(i).asInt();
            }
            return place;
        }
        java.util.Arrays.fill(place, 2);
        for (JsonNode w : outcome.path("winners")) {
            if (w.asInt(-1) >= 0 && w.asInt() < seats) {
                place[w.asInt()] = 1;
            }
        }
        return place;
    }

    private static Glicko2.Rating stored(Connection c, String account, String game) throws SQLException {
        try (PreparedStatement p = c.prepareStatement(
                "SELECT rating, deviation, volatility FROM ratings WHERE account = ? AND game = ?")) {
            p.setString(1, account);
            p.setString(2, game);
            try (ResultSet r = p.executeQuery()) {
                return r.next() ? new Glicko2.Rating(r.getDouble(1), r.getDouble(2), r.getDouble(3)) : Glicko2.Rating.NEW;
            }
        }
    }

    private static void store(Connection c, String account, String game, Glicko2.Rating r) throws SQLException {
        try (PreparedStatement p = c.prepareStatement("UPDATE ratings SET rating = ?, deviation = ?, volatility = ?,"
                + " games = games + 1 WHERE account = ? AND game = ?")) {
            p.setDouble(1, r.rating());
            p.setDouble(2, r.deviation());
            p.setDouble(3, r.volatility());
            p.setString(4, account);
            p.setString(5, game);
            if (p.executeUpdate() == 1) {
                return;
            }
        }
        try (PreparedStatement p = c.prepareStatement("INSERT INTO ratings (account, game, rating, deviation,"
                + " volatility, games) VALUES (?, ?, ?, ?, ?, 1)")) {
            p.setString(1, account);
            p.setString(2, game);
            p.setDouble(3, r.rating());
            p.setDouble(4, r.deviation());
            p.setDouble(5, r.volatility());
            p.executeUpdate();
        }
    }

    /** The game's rated accounts, best first (by rating, then fewer doubts), at most {@code most}. */
    List<Standing> leaderboard(String game, int most) {
        return read("SELECT a.name, r.game, r.rating, r.deviation, r.volatility, r.games FROM ratings r JOIN accounts a"
                + " ON a.name_key = r.account WHERE r.game = ? ORDER BY r.rating DESC, r.deviation, a.name LIMIT "
                + most, game);
    }

    /** The account's standings, one per game it was rated in. */
    List<Standing> of(String accountKey) {
        return read("SELECT a.name, r.game, r.rating, r.deviation, r.volatility, r.games FROM ratings r JOIN accounts a"
                + " ON a.name_key = r.account WHERE r.account = ? ORDER BY r.game", accountKey);
    }

    private List<Standing> read(String sql, String value) {
        return db.inTransaction(c -> {
            List<Standing> out = new ArrayList<>();
            try (PreparedStatement p = c.prepareStatement(sql)) {
                p.setString(1, value);
                try (ResultSet r = p.executeQuery()) {
                    while (r.next()) {
                        out.add(new Standing(r.getString(1), r.getString(2),
                                new Glicko2.Rating(r.getDouble(3), r.getDouble(4), r.getDouble(5)), r.getInt(6)));
                    }
                }
            }
            return out;
        });
    }
}
