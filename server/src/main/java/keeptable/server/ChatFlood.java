package keeptable.server;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;

/**
 * How fast one writer may chat: at most {@link #LINES} lines in any {@link #WINDOW_MS} window, per
 * writer (a logged-in account, else a client address). A flood past it is refused, not queued. Counted
 * in this node's memory, forgetting writers quiet for a window.
 */
final class ChatFlood {
    static final int LINES = 5;
    static final long WINDOW_MS = 10_000;
    private final Map<String, ArrayDeque<Long>> recent = new HashMap<>();

    /** Null if the writer may write one more line now (and counts it), else why not. */
    synchronized String take(String writer) {
        long now = System.currentTimeMillis();
        if (recent.size() > 10_000) {
            recent.values().removeIf(q -> now - q.peekLast() >= WINDOW_MS);
        }
        ArrayDeque<Long> q = recent.computeIfAbsent(writer, k -> new ArrayDeque<>());
        while (!q.isEmpty() && now - q.peekFirst() >= WINDOW_MS) {
            q.pollFirst();
        }
        if (q.size() >= LINES) {
            return "slow down: at most " + LINES + " chat lines in " + WINDOW_MS / 1000 + " seconds";
        }
        q.addLast(now);
        return null;
    }
}
