package keeptable.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;

/**
 * Liveness ({@code GET /health}: the process answers) and readiness ({@code GET /ready}: the store
 * takes writes and the bots' pool is not saturated), each 200 or 503 with the reason.
 */
final class HealthApi {
    private final Db db;
    private final Tables tables;
    private final ObjectMapper json;
    /** Bot moves and hints waiting for a thread, past their delay, at which the pool is saturated: 16 a thread. */
    private final int saturatedAt;

    HealthApi(Db db, Tables tables, ObjectMapper json, int botThreads) {
        this.db = db;
        this.tables = tables;
        this.json = json;
        this.saturatedAt = 16 * botThreads;
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
        String problem = tables.closing() ? "the server is shutting down" : null;
        if (problem == null) {
            String store = db.writeProblem();
            problem = store == null ? null : "the store takes no writes: " + store;
        }
        int waiting = tables.bots.waiting();
        if (problem == null && waiting >= saturatedAt) {
            problem = "the bots' pool is saturated: " + waiting + " moves and hints are waiting";
        }
        ObjectNode n = json.createObjectNode();
        n.put("status", problem == null ? "ready" : "unavailable");
        if (problem != null) {
            n.put("reason", problem);
        }
        n.put("botQueue", waiting);
        ctx.status(problem == null ? 200 : 503);
        Http.send(ctx, n);
    }
}
