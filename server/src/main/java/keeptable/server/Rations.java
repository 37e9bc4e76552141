package keeptable.server;

import io.javalin.http.Context;
import java.util.HashMap;
import java.util.Map;

/**
 * How often one client (by its address, see {@link ClientAddress}) may do a costly thing: at most {@code perMinute} times in any
 * minute-long window that starts with its first request. A client over its ration gets a 429 with
 * {@code Retry-After}. Alone, a node counts in memory and forgets clients whose window is over, so it
 * holds at most the clients of the last minute; the nodes of a cluster count in the store
 * ({@link ClientRows}, by the database's clock), so that three nodes allow what one does.
 */
final class Rations {
    private static final long MINUTE_MS = 60_000;
    private final String what;
    private final int perMinute;
    private final ClientAddress addresses;
    /** Whose ration it is, for the refusal ("from one client", "for one account"). */
    private String whose = "from one client";
    private final Map<String, long[]> windows = new HashMap<>();
    private ClientRows shared;

    /** {@code what} names the thing in the plural, for the refusal ("tables", "hints"). */
    Rations(String what, int perMinute, ClientAddress addresses) {
        this.what = what;
        this.perMinute = perMinute;
        this.addresses = addresses;
    }

    /** These rations counted in the store of a cluster's nodes, when {@code cluster}; else in memory. */
    Rations sharedIn(Db db, boolean cluster) {
        shared = cluster ? new ClientRows(db) : null;
        return this;
    }

    /**
     * These rations counted per key the caller names (such as an account) rather than per client address;
     * {@code whose} says so in the refusal ("for one account").
     */
    Rations perKey(String whoseRation) {
        this.whose = whoseRation;
        return this;
    }

    /** Counts one more for the request's client, or refuses it with a 429 when the ration is spent. */
    void take(Context ctx) {
        spend(ctx, addresses.of(ctx), true);
    }

    /** Refuses the request's client with a 429 while its ration is spent, without counting this request. */
    void refuseIfSpent(Context ctx) {
        spend(ctx, addresses.of(ctx), false);
    }

    /** {@link #take} for the ration of {@code key} (see {@link #perKey}). */
    void take(Context ctx, String key) {
        spend(ctx, key, true);
    }

    /** {@link #refuseIfSpent} for the ration of {@code key} (see {@link #perKey}). */
    void refuseIfSpent(Context ctx, String key) {
        spend(ctx, key, false);
    }

    private void spend(Context ctx, String client, boolean count) {
        long waitMs = shared == null ? spendHere(client, count) : shared.spend(client, what, perMinute, MINUTE_MS, count);
        if (waitMs < 0) {
            return;
        }
        long seconds = Math.max(1, (waitMs + 999) / 1000);
        ctx.header("Retry-After", Long.toString(seconds));
        throw new ApiError(429, "at most " + perMinute + " " + what + " a minute " + whose + "; try again in "
                + seconds + " s");
    }

    /**
     * Counts one more (if {@code count}) in this node's memory: -1 if within the ration, else how long
     * until it is renewed, in ms.
     */
    private long spendHere(String client, boolean count) {
        long now = System.currentTimeMillis();
        synchronized (windows) {
            if (windows.size() > 10_000) {
                windows.values().removeIf(w -> now - w[0] >= MINUTE_MS);
            }
            long[] w = windows.get(client);
            if (w == null || now - w[0] >= MINUTE_MS) {
                if (count) {
                    windows.put(client, new long[] {now, 1});
                }
                return -1;
            }
            if (w[1] < perMinute) {
                w[1] += count ? 1 : 0;
                return -1;
            }
            return MINUTE_MS - (now - w[0]);
        }
    }
}
