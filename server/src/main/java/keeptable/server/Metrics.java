package keeptable.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collection;
import java.util.concurrent.atomic.AtomicLong;

/** The server's counters, as {@code GET /metrics} shows them. */
final class Metrics {
    final AtomicLong choicesApplied = new AtomicLong();
    final AtomicLong botMoves = new AtomicLong();
    final AtomicLong refusals = new AtomicLong();
    final AtomicLong hints = new AtomicLong();
    /** Exceptions thrown by a game's rules or a bot (never a refusal of an illegal choice). */
    final AtomicLong rulesFailures = new AtomicLong();
    private final long startedAt = System.currentTimeMillis();

    ObjectNode toJson(ObjectMapper json, Collection<Table> tables, int websocketClients, int botQueue) {
        int running = 0;
        int finished = 0;
        int stopped = 0;
        for (Table t : tables) {
            synchronized (t) {
                if (t.problem != null) {
                    stopped++;
                } else if (t.state.isOver()) {
                    finished++;
                } else {
                    running++;
                }
            }
        }
        ObjectNode n = json.createObjectNode();
        n.put("tablesRunning", running);
        n.put("tablesFinished", finished);
        n.put("tablesStopped", stopped);
        n.put("choicesApplied", choicesApplied.get());
        n.put("botMoves", botMoves.get());
        n.put("refusals", refusals.get());
        n.put("hints", hints.get());
        n.put("rulesFailures", rulesFailures.get());
        n.put("websocketClients", websocketClients);
        n.put("botQueue", botQueue);
        n.put("uptimeSeconds", (System.currentTimeMillis() - startedAt) / 1000);
        return n;
    }
}
