package keeptable.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Collection;
import java.util.EnumMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicLong;

/** The server's counters, as {@code GET /metrics} shows them. */
final class Metrics {
    final AtomicLong choicesApplied = new AtomicLong();
    final AtomicLong botMoves = new AtomicLong();
    /** Bot moves whose search ran out of the time limit (the game's heuristic bot chose instead). */
    final AtomicLong botTimeouts = new AtomicLong();
    final AtomicLong refusals = new AtomicLong();
    final AtomicLong hints = new AtomicLong();
    /** Exceptions thrown by a game's rules or a bot (never a refusal of an illegal choice). */
    final AtomicLong rulesFailures = new AtomicLong();
    /** The most records and replay steps worked on at once since the start. */
    final AtomicLong replaysAtOnce = new AtomicLong();
    /** Clocks of turn-based tables that ran out and were acted on (by this node). */
    final AtomicLong moveTimeouts = new AtomicLong();
    /** Notices of turn-based tables sent by mail or webhook (by this node). */
    final AtomicLong noticesSent = new AtomicLong();
    private final long startedAt = System.currentTimeMillis();

    /** {@code tables} are those in play (in memory); {@code finished} counts the finished ones in the store. */
    ObjectNode toJson(ObjectMapper json, Collection<Table> tables, int finished, int websocketClients, int botQueue) {
        Map<Table.Standing, Integer> count = new EnumMap<>(Table.Standing.class);
        for (Table t : tables) {
            synchronized (t) {
                count.merge(t.standing(), 1, Integer::sum);
            }
        }
        ObjectNode n = json.createObjectNode();
        n.put("tablesRunning", count.getOrDefault(Table.Standing.RUNNING, 0));
        n.put("tablesFinished", finished);
        n.put("tablesStopped", count.getOrDefault(Table.Standing.STOPPED, 0));
        n.put("choicesApplied", choicesApplied.get());
        n.put("botMoves", botMoves.get());
        n.put("botTimeouts", botTimeouts.get());
        n.put("refusals", refusals.get());
        n.put("hints", hints.get());
        n.put("rulesFailures", rulesFailures.get());
        n.put("websocketClients", websocketClients);
        n.put("botQueue", botQueue);
        n.put("replaysAtOnce", replaysAtOnce.get());
        n.put("moveTimeouts", moveTimeouts.get());
        n.put("noticesSent", noticesSent.get());
        n.put("uptimeSeconds", (System.currentTimeMillis() - startedAt) / 1000);
        return n;
    }
}
