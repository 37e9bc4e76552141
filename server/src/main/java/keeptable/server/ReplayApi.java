package keeptable.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.json.Json;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A table's record ({@code GET /api/tables/{id}/record}) and its replay step by step
 * ({@code GET /api/tables/{id}/replay?step=&seat=}), each step seen by one seat, or by a spectator
 * when no seat is given (a stopped game's seat with its token in the {@code X-Seat-Token} header), with only the events that seat (or every seat) may hear.
 */
final class ReplayApi {
    /** The header a seat's token comes in where a request has no body (never the URL, which proxies log). */
    static final String SEAT_TOKEN = "X-Seat-Token";
    private static final Logger LOG = LoggerFactory.getLogger(ReplayApi.class);
    private final CatchUp tables;
    private final ObjectMapper json;
    private final Metrics metrics;
    private final SeatTokens seatTokens;

    ReplayApi(CatchUp tables, SeatTokens seatTokens, ObjectMapper json, Metrics metrics) {
        this.tables = tables;
        this.seatTokens = seatTokens;
        this.json = json;
        this.metrics = metrics;
    }

    void record(Context ctx) {
        Table t = Http.table(ctx, tables);
        synchronized (t) {
            if (t.problem != null && !t.state.isOver()) {
                throw new ApiError(409, "this table is stopped and its record is kept as it was stored: " + t.problem);
            }
            if (!t.state.isOver()) {
                throw new ApiError(403, "the record of a game in play would show its secrets; it is given once the"
                        + " game is over");
            }
            ctx.contentType("application/json").result(Json.write(t.mapper, t.record()));
        }
    }

    /**
     * One step of a replay: the view, its text and that step's events the seat may hear. A finished
     * game replays as any seat; a stopped one as a spectator, or as a seat whose token is given.
     */
    void replay(Context ctx) {
        Table t = Http.table(ctx, tables);
        int step = ctx.queryParamAsClass("step", Integer.class).getOrDefault(0);
        int seat = ctx.queryParamAsClass("seat", Integer.class).getOrDefault(Audience.SPECTATOR);
        List<Choice> moves;
        synchronized (t) {
            moves = List.copyOf(t.choices);
            if (step < 0 || step > moves.size() || seat < Audience.SPECTATOR || seat >= t.setup.size()) {
                throw new ApiError(400, "step must be 0.." + moves.size() + " and seat 0.." + (t.setup.size() - 1)
                        + ", or -1 (or none) for a spectator");
            }
            if (!t.state.isOver()) {
                if (t.problem == null) {
                    throw new ApiError(403, "replays are for finished games");
                }
                int held = seat < 0 ? -1 : seatTokens.seatOf(t, ctx.header(SEAT_TOKEN));
                if (seat >= 0 && seat != held) {
                    throw new ApiError(403, held == SeatTokens.EXPIRED ? SeatTokens.refusal(held)
                            : "a stopped game replays as a spectator, or as your own seat with its token in the "
                            + SEAT_TOKEN + " header");
                }
            }
        }
        State s = t.game.newGame(t.setup);
        EventSink.Collector last = EventSink.collect();
        ObjectNode n = json.createObjectNode();
        try {
            String played = null;
            for (int i = 0; i < step; i++) {
                if (i == step - 1) {
                    played = s.describe(moves.get(i)); // in words where it was offered, before it is played
                }
                s.apply(moves.get(i), i == step - 1 ? last : EventSink.NONE);
            }
            View v = s.view(seat);
            n.put("step", step);
            n.put("steps", moves.size());
            n.put("seat", seat);
            n.put("toMove", s.toMove());
            n.set("view", t.mapper.valueToTree(v));
            n.put("text", v.text());
            if (played != null) {
                n.put("played", played);
            }
            ArrayNode ev = n.putArray("events");
            for (Event e : last.events()) {
                if (t.visible(e, seat)) {
                    ev.add(t.eventNode(new Table.Logged(step, e)));
                }
            }
        } catch (RuntimeException | StackOverflowError e) {
            metrics.rulesFailures.incrementAndGet();
            LOG.error("event=replay_failed table={} step={} seat={}", t.id, step, seat, e);
            throw new ApiError(500, "the rules failed replaying this game to step " + step);
        }
        Http.send(ctx, n);
    }
}
