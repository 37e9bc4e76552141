package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keeptable.engine.module.GameModule;

/**
 * The players' pages: {@code GET /api/me} (the logged-in player's profile), {@code GET /api/me/tables} (My
 * games: running tables, those waiting for this player first, then finished ones; only ever the request's
 * own), {@code GET /api/players/{name}} (anyone's profile) and {@code GET /api/ratings/{game}} (a game's
 * leaderboard).
 */
final class MeApi {
    private final Sessions sessions;
    private final CatchUp catchUp;
    private final MeRows rows;
    private final Map<String, GameModule> games;
    private final ObjectMapper json;
    private final Accounts accounts;
    private final Ratings ratings;
    private final Profiles profiles;

    MeApi(Sessions sessions, Accounts accounts, Ratings ratings, CatchUp catchUp, Db db, Map<String, GameModule> games,
          ObjectMapper json) {
        this.sessions = sessions;
        this.accounts = accounts;
        this.ratings = ratings;
        this.catchUp = catchUp;
        this.rows = new MeRows(db);
        this.profiles = new Profiles(rows, ratings, games, json);
        this.games = games;
        this.json = json;
    }

    /** {@code GET /api/me}: the logged-in player's profile (see {@link Profiles}). */
    void profile(Context ctx) {
        Http.send(ctx, profiles.of(sessions.required(ctx)));
    }

    /** {@code GET /api/players/{name}}: anyone's profile, by name. */
    void player(Context ctx) {
        Account a = accounts.named(ctx.pathParam("name"));
        if (a == null) {
            throw new ApiError(404, "no player named " + Text.quoted(ctx.pathParam("name")));
        }
        Http.send(ctx, profiles.of(a));
    }

    /** {@code GET /api/ratings/{game}}: the game's leaderboard, best first (at most 100). */
    void leaderboard(Context ctx) {
        GameModule g = games.get(ctx.pathParam("game"));
        if (g == null) {
            throw new ApiError(404, "no game " + Text.quoted(ctx.pathParam("game")) + "; known games: " + games.keySet());
        }
        ObjectNode n = json.createObjectNode();
        n.put("game", g.id());
        n.put("title", g.title());
        n.put("cooperative", g.cooperative());
        ArrayNode players = n.putArray("players");
        for (Ratings.Standing s : ratings.leaderboard(g.id(), 100)) {
            ObjectNode p = players.addObject();
            p.put("name", s.name());
            p.put("rating", Math.round(s.rating().rating()));
            p.put("deviation", Math.round(s.rating().deviation()));
            p.put("games", s.games());
        }
        Http.send(ctx, n);
    }

    /** {@code GET /api/me/tables}: each with id, game, yourTurn, the players' names, and how it ended. */
    void tables(Context ctx) {
        Account a = sessions.required(ctx);
        List<ObjectNode> waiting = new ArrayList<>();
        List<ObjectNode> others = new ArrayList<>();
        for (MeRows.Seated s : rows.seated(a.key())) {
            ObjectNode n = s.finished() ? finished(s) : running(s);
            if (n != null) {
                (n.path("yourTurn").asBoolean() ? waiting : others).add(n);
            }
        }
        ArrayNode out = json.createArrayNode();
        waiting.forEach(out::add);
        others.forEach(out::add);
        Http.send(ctx, out);
    }

    /** A running table as My games lists it, from the live table (null if it is gone or stopped meanwhile). */
    private ObjectNode running(MeRows.Seated s) {
        Table t = catchUp.find(s.table());
        if (t == null) {
            return null;
        }
        ObjectNode n = start(s);
        synchronized (t) {
            if (t.problem != null) {
                return null;
            }
            boolean over = t.state.isOver();
            ArrayNode players = n.putArray("players");
            t.setup.seats().forEach(seat -> players.add(seat.name()));
            // a bot playing the seat for its player (after a time-out, or handed over) moves for them
            n.put("yourTurn", !over && t.state.toMove() == s.seat() && t.standIns[s.seat()] == null);
            t.putStandIn(n, s.seat());
            t.putTurns(n);
            n.put("over", over);
            if (!over) {
                n.put("toMove", t.setup.seats().get(t.state.toMove()).name());
            } else {
                ended(n, t.state.outcome().reason(), t.state.outcome().winners().contains(s.seat()));
            }
        }
        return n;
    }

    /** A finished table as My games lists it, from its stored row alone (no replay). */
    private ObjectNode finished(MeRows.Seated s) {
        ObjectNode n = start(s);
        ArrayNode players = n.putArray("players");
        rows.seatNames(s.table()).forEach(players::add);
        n.put("yourTurn", false);
        n.put("over", true);
        JsonNode outcome;
        try {
            outcome = s.outcome() == null ? json.createObjectNode() : json.readTree(s.outcome());
        } catch (java.io.IOException e) {
            outcome = json.createObjectNode();
        }
        boolean won = false;
        for (JsonNode w : outcome.path("winners")) {
            won |= w.asInt(-1) == s.seat();
        }
        ended(n, outcome.path("reason").asText(""), won);
        return n;
    }

    private ObjectNode start(MeRows.Seated s) {
        ObjectNode n = json.createObjectNode();
        n.put("id", s.table());
        n.put("game", s.game());
        n.put("title", title(s.game()));
        return n;
    }

    private static void ended(ObjectNode n, String reason, boolean won) {
        n.put("result", reason);
        n.put("won", won);
    }

    private String title(String game) {
        GameModule g = games.get(game);
        return g == null ? game : g.title();
    }
}
