package keeptable.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;

/**
 * Liveness ({@code GET /health}: the process answers) and readiness ({@code GET /ready}), each 200 or
 * 503 with the reason. Readiness asks whether this node keeps its time: the store takes writes, a
 * client's next bot move gets a thread within {@link #LATE_MS} of being due (the waits other clients'
 * work causes, at the 95th percentile of the last 30 s, and the longest one waiting now), and a
 * choice is stored within {@link #SLOW_STORE_MS} (95th percentile of the last 30 s). How many moves
 * are queued does not count: one client's many tables queue behind each other, not before anyone else.
 */
final class HealthApi {
    /** A bot move later than this, past its delay, beyond its own client's line, is late. */
    static final long LATE_MS = 3_000;
    /** A choice slower than this to store is late. */
    static final long SLOW_STORE_MS = 2_000;
    private static final long WINDOW_MS = 30_000;
    private final Db db;
    private final Tables tables;
    private final ObjectMapper json;

    HealthApi(Db db, Tables tables, ObjectMapper json) {
        this.db = db;
        this.tables = tables;
        this.json = json;
    }

    void health(Context ctx) {
        boolean alive = !tables.closing();
        ObjectNode n = json.createObjectNode();
        n.put("status", alive ? "ok" : "shutting down");
        n.put("db", db.sqlite() ? "sqlite" : "postgresql");
        ctx.status(alive ? 200 : 503);
        Http.send(ctx, n);
    }

    void ready(Context ctx) {
        long botLate = tables.bots.turns.lateness().quantileMs(0.95, WINDOW_MS);
        long waitingNow = tables.bots.turns.longestWaitMs();
        long store = tables.storeTimes.quantileMs(0.95, WINDOW_MS);
        String problem = tables.closing() ? "the server is shutting down" : null;
        if (problem == null) {
            String write = db.writeProblem();
            problem = write == null ? null : "the store takes no writes: " + write;
        }
        if (problem == null && Math.max(botLate, waitingNow) > LATE_MS) {
            problem = "bot moves are running late: they wait " + Math.max(botLate, waitingNow) + " ms for a thread"
                    + " past their delay (95th percentile of the last 30 s " + botLate + " ms, longest waiting now "
                    + waitingNow + " ms; late from " + LATE_MS + " ms)";
        }
        if (problem == null && store > SLOW_STORE_MS) {
            problem = "choices are slow to store: " + store + " ms at the 95th percentile of the last 30 s (slow"
                    + " from " + SLOW_STORE_MS + " ms)";
        }
        ObjectNode n = json.createObjectNode();
        n.put("status", problem == null ? "ready" : "unavailable");
        if (problem != null) {
            n.put("reason", problem);
        }
        n.put("botLateMs", botLate);
        n.put("botWaitingNowMs", waitingNow);
        n.put("storeMs", store);
        n.put("botQueue", tables.bots.turns.waiting());
        ctx.status(problem == null ? 200 : 503);
        Http.send(ctx, n);
    }
}
