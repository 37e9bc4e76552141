package keeptable.server;

import java.util.Arrays;

/**
 * Durations of the last few thousand events (a bot move's wait for a thread, a choice's write), each
 * with when it happened, so a quantile of the last so many seconds can be read.
 */
final class RecentTimes {
    private static final int KEPT = 4096;
    private final long[] at = new long[KEPT];
    private final long[] nanos = new long[KEPT];
    private int next;
    private int count;

    synchronized void add(long durationNanos) {
        at[next] = System.nanoTime();
        nanos[next] = durationNanos;
        next = (next + 1) % KEPT;
        count = Math.min(count + 1, KEPT);
    }

    /** The {@code share} quantile (0.95 for the 95th percentile) of the durations of the last {@code ms}, in ms. */
    synchronized long quantileMs(double share, long ms) {
        long since = System.nanoTime() - ms * 1_000_000L;
        long[] recent = new long[count];
        int n = 0;
        for (int i = 0; i < count; i++) {
            if (at[i] - since >= 0) {
                recent[n++] = nanos[i];
            }
        }
        if (n == 0) {
            return 0;
        }
        Arrays.sort(recent, 0, n);
        return recent[Math.min(n - 1, Math.max(0, (int) Math.ceil(share * n) - 1))] / 1_000_000;
    }
}
