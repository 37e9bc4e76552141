package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.io.IOException;
import java.util.Map;
import keeptable.engine.agent.Agents;
import keeptable.engine.module.GameModule;

/**
 * The lobby's list of tables, a page at a time ({@code GET /api/tables?page=&size=}), newest first,
 * read from the store: a table in play shows its live summary, a finished one what the store says
 * of it (nobody replays it to list it).
 */
final class LobbyList {
    static final int DEFAULT_SIZE = 50;
    static final int LARGEST_SIZE = 100;
    private final Map<String, GameModule> games;
    private final Tables tables;
    private final StoredRows rows;
    private final ObjectMapper json;

    LobbyList(Map<String, GameModule> games, Tables tables, StoredRows rows, ObjectMapper json) {
        this.games = games;
        this.tables = tables;
        this.rows = rows;
        this.json = json;
    }

    void page(Context ctx) {
        int page = number(ctx, "page", 0, Integer.MAX_VALUE / LARGEST_SIZE, 0);
        int size = number(ctx, "size", 1, LARGEST_SIZE, DEFAULT_SIZE);
        StoredRows.Page stored = rows.page(page, size);
        ObjectNode out = json.createObjectNode();
        out.put("page", page);
        out.put("size", size);
        out.put("total", stored.total());
        ArrayNode list = out.putArray("tables");
        for (StoredRows.ListedRow row : stored.rows()) {
            Table live = tables.byId.get(row.id());
            if (live != null) {
                synchronized (live) {
                    list.add(live.summary());
                }
            } else {
                list.add(summary(row));
            }
        }
        Http.send(ctx, out);
    }

    private static int number(Context ctx, String name, int least, int most, int absent) {
        String text = ctx.queryParam(name);
        if (text == null || text.isEmpty()) {
            return absent;
        }
        try {
            int n = Integer.parseInt(text);
            if (n >= least && n <= most) {
                return n;
            }
        } catch (NumberFormatException e) {
            // refused below
        }
        throw new ApiError(400, name + " must be a whole number from " + least + " to " + most);
    }

    /** A table not in play, as the store keeps it: the same fields as {@link Table#summary()} but whose turn. */
    private ObjectNode summary(StoredRows.ListedRow row) {
        GameModule g = games.get(row.game());
        ObjectNode n = json.createObjectNode();
        n.put("id", row.id());
        n.put("game", row.game());
        n.put("title", g == null ? row.game() : g.title());
        n.put("step", row.steps());
        n.put("toMove", -1);
        n.put("over", row.finished());
        n.put("createdAt", row.createdAt());
        if (row.outcome() != null) {
            try {
                JsonNode o = json.readTree(row.outcome());
                n.put("outcome", o.path("reason").asText());
                n.set("winners", o.path("winners"));
            } catch (IOException e) {
                n.put("outcome", "");
            }
        }
        if (row.stopped() != null) {
            n.put("problem", row.stopped());
        }
        n.put("rulesVersion", row.rulesVersion());
        if (row.rulesHistory() != null) {
            n.put("rulesHistory", row.rulesHistory());
        }
        if (row.campaignId() != null) {
            n.put("campaign", row.campaignId());
        }
        n.put("chosenSeed", row.chosenSeed());
        ArrayNode seats = n.putArray("seats");
        for (Db.SeatRow s : row.seats()) {
            ObjectNode sn = seats.addObject();
            boolean bot = Agents.isBot(s.agent());
            sn.put("seat", s.seat());
            sn.put("name", s.name());
            sn.put("agent", s.agent());
            sn.put("bot", bot);
            sn.put("open", !bot && s.tokenHash() == null);
        }
        return n;
    }
}
