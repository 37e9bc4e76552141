package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.websocket.WsConfig;
import io.javalin.websocket.WsContext;
import java.io.IOException;
import keeptable.engine.Choice;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The WebSocket of a table ({@code /ws/tables/{id}}): reads hello, choice and undo messages, refuses
 * malformed ones with a reason, and hands the rest to {@link Tables}.
 */
final class SocketApi {
    private static final Logger LOG = LoggerFactory.getLogger(SocketApi.class);
    private final Tables tables;
    private final CatchUp catchUp;
    private final StandIns standIns;
    private final ObjectMapper json;
    private final TableChat chat;

    SocketApi(Tables tables, CatchUp catchUp, TableChat chat, StandIns standIns, ObjectMapper json) {
        this.chat = chat;
        this.tables = tables;
        this.catchUp = catchUp;
        this.standIns = standIns;
        this.json = json;
    }

    void configure(WsConfig ws) {
        ws.onConnect(this::connect);
        ws.onMessage(ctx -> message(ctx, ctx.message()));
        ws.onBinaryMessage(ctx -> {
            Client c = tables.clients.get(ctx.sessionId());
            if (c != null) {
                tables.refuse(c, "malformed message: binary frames are not read; send JSON text");
            }
        });
        ws.onClose(ctx -> tables.clients.remove(ctx.sessionId()));
        ws.onError(ctx -> tables.clients.remove(ctx.sessionId()));
    }

    private void connect(WsContext ctx) {
        Table t = catchUp.find(ctx.pathParam("id"));
        if (t == null) {
            ObjectNode n = json.createObjectNode();
            n.put("type", "error");
            n.put("reason", "no table " + Text.quoted(ctx.pathParam("id")));
            ctx.send(n.toString());
            ctx.closeSession();
            return;
        }
        ctx.enableAutomaticPings();
        Client c = new Client(ctx, t);
        c.sessionSecret = ctx.cookie(Sessions.COOKIE);
        tables.clients.put(ctx.sessionId(), c);
        synchronized (t) {
            Table fresh = t.unloaded ? catchUp.find(t.id) : null;
            if (fresh != null) { // it left memory just as this client came: watch the copy read back instead
                c.table = fresh;
            }
        }
    }

    private void message(WsContext ctx, String text) {
        Client c = tables.clients.get(ctx.sessionId());
        if (c == null) {
            return;
        }
        JsonNode m;
        try {
            m = StrictJson.read(json, text);
        } catch (IOException e) {
            tables.refuse(c, "malformed message: not one JSON value");
            return;
        }
        if (m == null || !m.isObject()) {
            tables.refuse(c, "malformed message: not a JSON object");
            return;
        }
        try {
            switch (m.path("type").asText("")) {
                case "hello" -> hello(c, m);
                case "choice" -> choice(c, m);
                case "undo" -> undo(c, m);
                case "chat" -> refuseIf(c, chat.post(c, m, tables.sessions.accountOfSecret(c.sessionSecret)));
                case "mute" -> refuseIf(c, chat.mute(c, m, tables.sessions.accountOfSecret(c.sessionSecret)));
                case "handOver" -> handOver(c, m);
                case "takeBack" -> takeBack(c, m);
                default -> tables.refuse(c,
                        "malformed message: type must be hello, choice, undo, chat, mute, handOver or takeBack");
            }
        } catch (RuntimeException e) {
            LOG.error("event=ws_failed table={}", c.table.id, e);
            tables.refuse(c, "the server could not handle this message");
        }
    }

    private void hello(Client c, JsonNode m) {
        Table t = c.table;
        boolean spectator = m.path("spectator").asBoolean(false);
        Account who = tables.sessions.accountOfSecret(c.sessionSecret);
        synchronized (t) {
            int seat;
            if (spectator) {
                seat = Audience.SPECTATOR;
            } else {
                seat = tables.seatTokens.seatOf(t, m.path("token").asText(""), who);
                if (seat < 0) {
                    tables.refuse(c, SeatTokens.refusal(seat));
                    return;
                }
            }
            c.seat = seat;
            tables.deliver(c, true);
        }
        chat.greet(c, who);
        if (c.seat >= 0) {
            tables.turnRows.watching(java.util.List.<Object[]>of(new Object[] {t.id, c.seat}), System.currentTimeMillis());
        }
    }

    /** A player hands their seat (or, in a co-operative game, an away player's) to a bot: {"bot", "seat"?}. */
    private void handOver(Client c, JsonNode m) {
        catchUp.find(c.table.id);
        int seat = seatOf(c, m);
        if (seat < 0) {
            return;
        }
        JsonNode target = m.get("seat");
        if (target != null && !target.canConvertToInt()) {
            tables.refuse(c, "malformed message: seat must be a seat number");
            return;
        }
        refuseIf(c, standIns.handOver(c.table, seat, target == null ? seat : target.asInt(),
                m.path("bot").asText(null)));
    }

    /** A player takes their seat back from the bot that played it. */
    private void takeBack(Client c, JsonNode m) {
        catchUp.find(c.table.id);
        int seat = seatOf(c, m);
        if (seat >= 0) {
            refuseIf(c, standIns.takeBack(c.table, seat));
        }
    }

    private void refuseIf(Client c, String reason) {
        if (reason != null) {
            tables.refuse(c, reason);
        }
    }

    private void choice(Client c, JsonNode m) {
        catchUp.find(c.table.id); // a copy that may be behind the store catches up (its clients follow a new copy)
        Table t = c.table;
        int seat = seatOf(c, m);
        if (seat < 0) {
            return;
        }
        Choice choice;
        try {
            JsonNode node = m.get("choice");
            if (node == null || !node.isObject()) {
                tables.refuse(c, "malformed message: choice must be a JSON object");
                return;
            }
            // strictly: a number with a fraction is no index (5.7 is refused, not played as 5), nor is "5"
            choice = StrictJson.choices(t.game).readValue(node);
        } catch (IOException | IllegalArgumentException e) {
            tables.refuse(c, "malformed choice: " + firstLine(e.getMessage()));
            return;
        }
        String standIn;
        synchronized (t) {
            standIn = t.standIns[seat];
        }
        if (standIn != null) {
            tables.refuse(c, "a bot plays your seat now: take it back first");
            return;
        }
        String reason = tables.submit(t, seat, m.get("step").asInt(), choice);
        if (reason != null) {
            tables.refuse(c, reason);
        }
    }

    private void undo(Client c, JsonNode m) {
        catchUp.find(c.table.id);
        int seat = seatOf(c, m);
        if (seat < 0) {
            return;
        }
        String reason = tables.undo(c.table, seat, m.get("step").asInt());
        if (reason != null) {
            tables.refuse(c, reason);
        }
    }

    /** The seat of a choice or undo message's token, refusing the message (and giving -1) if it has none or no step. */
    private int seatOf(Client c, JsonNode m) {
        Table t = c.table;
        Account who = tables.sessions.accountOfSecret(c.sessionSecret);
        int seat;
        synchronized (t) {
            seat = tables.seatTokens.seatOf(t, m.path("token").asText(""), who);
        }
        if (seat < 0) {
            tables.refuse(c, SeatTokens.refusal(seat));
            return -1;
        }
        if (!m.path("step").isIntegralNumber() || !m.path("step").canConvertToInt()) {
            tables.refuse(c, "malformed message: step must be a number");
            return -1;
        }
        return seat;
    }

    private static String firstLine(String s) {
        if (s == null) {
            return "";
        }
        int i = s.indexOf('\n');
        return i < 0 ? s : s.substring(0, i);
    }
}
