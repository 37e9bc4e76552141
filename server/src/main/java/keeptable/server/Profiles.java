package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.io.IOException;
import java.util.Map;
import java.util.TreeMap;
import keeptable.engine.module.GameModule;

/**
 * A player's profile as anyone may read it: the name and, per game finished, how many were played and
 * won, the Glicko-2 rating (rounded, with its deviation) where the game has opponents and it was rated,
 * and the best progress reached in a co-operative game. Nothing private: no sessions, no tables' ids.
 */
final class Profiles {
    private final MeRows rows;
    private final Ratings ratings;
    private final Map<String, GameModule> games;
    private final ObjectMapper json;

    Profiles(MeRows rows, Ratings ratings, Map<String, GameModule> games, ObjectMapper json) {
        this.rows = rows;
        this.ratings = ratings;
        this.games = games;
        this.json = json;
    }

    /** One game's line of a profile, filled as finished tables are read. */
    private static final class Line {
        int played;
        int won;
        JsonNode bestProgress;
    }

    ObjectNode of(Account a) {
        Map<String, Line> lines = new TreeMap<>();
        for (MeRows.Seated s : rows.finished(a.key())) {
            Line l = lines.computeIfAbsent(s.game(), k -> new Line());
            l.played++;
            JsonNode outcome = outcome(s.outcome());
            for (JsonNode w : outcome.path("winners")) {
                l.won += w.asInt(-1) == s.seat() ? 1 : 0;
            }
            JsonNode progress = outcome.path("progress");
            if (progress.isObject() && (l.bestProgress == null
                    || progress.path("reached").asInt() > l.bestProgress.path("reached").asInt())) {
                l.bestProgress = progress;
            }
        }
        ObjectNode n = json.createObjectNode();
        n.put("name", a.name());
        Map<String, Ratings.Standing> rated = new TreeMap<>();
        ratings.of(a.key()).forEach(r -> rated.put(r.game(), r));
        ArrayNode out = n.putArray("games");
        lines.forEach((game, l) -> {
            GameModule g = games.get(game);
            ObjectNode o = out.addObject();
            o.put("game", game);
            o.put("title", g == null ? game : g.title());
            o.put("played", l.played);
            o.put("won", l.won);
            boolean cooperative = g != null && g.cooperative();
            o.put("cooperative", cooperative);
            Ratings.Standing r = rated.get(game);
            if (r != null && !cooperative) {
                o.put("rating", Math.round(r.rating().rating()));
                o.put("deviation", Math.round(r.rating().deviation()));
                o.put("ratedGames", r.games());
            }
            if (l.bestProgress != null) {
                o.put("bestProgress", l.bestProgress.path("reached").asInt() + " of " + l.bestProgress.path("of").asInt()
                        + " " + l.bestProgress.path("measure").asText(""));
            }
        });
        return n;
    }

    private JsonNode outcome(String stored) {
        try {
            return stored == null ? json.createObjectNode() : json.readTree(stored);
        } catch (IOException e) {
            return json.createObjectNode();
        }
    }
}
