package keeptable.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.util.List;
import java.util.concurrent.Semaphore;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.json.Json;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Whole-game reading, rationed so that readers cannot slow players: each client address may ask for
 * so many records and replay steps a minute ({@link Limits#replaysPerMinute}), and the server works
 * on at most as many at once as it has bot threads (the others wait their turn, a 429 after
 * {@link #WAIT_MS}). A table's record ({@code GET /api/tables/{id}/record}) and its replay step by step
 * ({@code GET /api/tables/{id}/replay?step=&seat=}), each step seen by one seat, or by a spectator
 * when no seat is given (a stopped game's seat with its token in the {@code X-Seat-Token} header), with only the events that seat (or every seat) may hear.
 */
final class ReplayApi {
    /** The header a seat's token comes in where a request has no body (never the URL, which proxies log). */
    static final String SEAT_TOKEN = "X-Seat-Token";
    private static final Logger LOG = LoggerFactory.getLogger(ReplayApi.class);
    private final CatchUp tables;
    private final ObjectMapper json;
    /** How long a replay waits for its turn before it is refused. */
    static final long WAIT_MS = 5_000;
    private final Metrics metrics;
    private final SeatTokens seatTokens;
    private final Sessions sessions;
    private final ChatLines chat;
    private final Rations rations;
    private final Semaphore atOnce;
    private final int bound;
    private final AtomicInteger running = new AtomicInteger();

    ReplayApi(CatchUp tables, SeatTokens seatTokens, Sessions sessions, ChatLines chat, Db db, ObjectMapper json,
              Metrics metrics, ServerConfig config) {
        this.tables = tables;
        this.seatTokens = seatTokens;
        this.sessions = sessions;
        this.chat = chat;
        this.json = json;
        this.metrics = metrics;
        this.rations = new Rations("records and replay steps", config.limits().replaysPerMinute(),
                new ClientAddress(config.trustedProxies())).sharedIn(db, config.cluster());
        this.bound = config.botThreads();
        this.atOnce = new Semaphore(bound, true);
    }

    /** Runs a reading in its client's ration and in turn with the others. */
    private void rationed(Context ctx, Runnable reading) {
        rations.take(ctx);
        try {
            if (!atOnce.tryAcquire(WAIT_MS, TimeUnit.MILLISECONDS)) {
                ctx.header("Retry-After", "1");
                throw new ApiError(429, "the server is replaying as many games as it reads at once (" + bound
                        + "); try again shortly");
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new ApiError(503, "the server is shutting down");
        }
        try {
            metrics.replaysAtOnce.accumulateAndGet(running.incrementAndGet(), Math::max);
            reading.run();
        } finally {
            running.decrementAndGet();
            atOnce.release();
        }
    }

    void record(Context ctx) {
        rationed(ctx, () -> readRecord(ctx));
    }

    void replay(Context ctx) {
        rationed(ctx, () -> replayStep(ctx));
    }

    private void readRecord(Context ctx) {
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
    private void replayStep(Context ctx) {
        Table t = Http.table(ctx, tables);
        int step = ctx.queryParamAsClass("step", Integer.class).getOrDefault(0);
        int seat = ctx.queryParamAsClass("seat", Integer.class).getOrDefault(Audience.SPECTATOR);
        List<Choice> moves;
        Account who = sessions.accountOf(ctx);
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
                int held = seat < 0 ? -1 : seatTokens.seatOf(t, ctx.header(SEAT_TOKEN), who);
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
        ArrayNode said = n.putArray("chat"); // what was said up to this step, in the channels this seat read
        for (ChatLines.Line l : chat.upTo(t.id, step)) {
            if (seat == Audience.SPECTATOR || !l.channel().equals(ChatLines.SPECTATORS)) {
                said.add(l.json(json));
            }
        }
        Http.send(ctx, n);
    }
}
