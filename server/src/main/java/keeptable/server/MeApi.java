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
 * The logged-in player's own pages: {@code GET /api/me} (name, games played per game) and
 * {@code GET /api/me/tables} (My games: running tables, those waiting for this player first, then finished
 * ones). Each answers only for the request's own session; there is no way to ask for another account's.
 */
final class MeApi {
    private final Sessions sessions;
    private final CatchUp catchUp;
    private final MeRows rows;
    private final Map<String, GameModule> games;
    private final ObjectMapper json;

    MeApi(Sessions sessions, CatchUp catchUp, Db db, Map<String, GameModule> games, ObjectMapper json) {
        this.sessions = sessions;
        this.catchUp = catchUp;
        this.rows = new MeRows(db);
        this.games = games;
        this.json = json;
    }

    /** {@code GET /api/me}: the account's name and the games it finished, per game. */
    void profile(Context ctx) {
        Account a = sessions.required(ctx);
        ObjectNode n = json.createObjectNode();
        n.put("name", a.name());
        ArrayNode played = n.putArray("games");
        for (MeRows.Played p : rows.played(a.key())) {
            ObjectNode g = played.addObject();
            g.put("game", p.game());
            g.put("title", title(p.game()));
            g.put("played", p.played());
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
            n.put("yourTurn", !over && t.state.toMove() == s.seat());
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
