package keeptable.server;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * How fast one writer may chat: at most {@link #LINES} lines in a {@link #WINDOW_MS} window, per writer (a
 * logged-in account, else a client address). A flood past it is refused, not queued. Alone, a node counts
 * in its memory over the last window, forgetting writers quiet for a window; the nodes of a cluster count in
 * the store like the other rations ({@link ClientRows}: the window begins with the writer's first line, by
 * the database's clock), so lines said on several nodes count together.
 */
final class ChatFlood {
    static final int LINES = 5;
    static final long WINDOW_MS = 10_000;
    private final Map<String, ArrayDeque<Long>> recent = new HashMap<>();
    private final ClientRows shared;

    /** Counted in the store of a cluster's nodes when {@code cluster}, else in this node's memory. */
    ChatFlood(Db db, boolean cluster) {
        this.shared = cluster ? new ClientRows(db) : null;
    }

    /** Null if the writer may write one more line now (and counts it), else why not. */
    String take(String writer) {
        boolean spent = shared == null ? !takeHere(writer)
                : shared.spend(writer, "chat lines", LINES, WINDOW_MS, true) >= 0;
        return spent ? "slow down: at most " + LINES + " chat lines in " + WINDOW_MS / 1000 + " seconds" : null;
    }

    private synchronized boolean takeHere(String writer) {
        long now = System.currentTimeMillis();
        if (recent.size() > 10_000) {
            recent.values().removeIf(q -> now - q.peekLast() >= WINDOW_MS);
        }
        ArrayDeque<Long> q = recent.computeIfAbsent(writer, k -> new ArrayDeque<>());
        while (!q.isEmpty() && now - q.peekFirst() >= WINDOW_MS) {
            q.pollFirst();
        }
        if (q.size() >= LINES) {
            return false;
        }
        q.addLast(now);
        return true;
    }
}
