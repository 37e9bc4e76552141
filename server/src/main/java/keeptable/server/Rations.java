package keeptable.server;

import io.javalin.http.Context;
import java.util.HashMap;
import java.util.Map;

/**
 * How often one client (by its address, see {@link ClientAddress}) may do a costly thing: at most {@code perMinute} times in any
 * minute-long window that starts with its first request. A client over its ration gets a 429 with
 * {@code Retry-After}. Forgets clients whose window is over, so it holds at most the clients of the
 * last minute.
 */
final class Rations {
    private static final long MINUTE_MS = 60_000;
    private final String what;
    private final int perMinute;
    private final ClientAddress addresses;
    private final Map<String, long[]> windows = new HashMap<>();

    /** {@code what} names the thing in the plural, for the refusal ("tables", "hints"). */
    Rations(String what, int perMinute, ClientAddress addresses) {
        this.what = what;
        this.perMinute = perMinute;
        this.addresses = addresses;
    }

    /** Counts one more for the request's client, or refuses it with a 429 when the ration is spent. */
    void take(Context ctx) {
        spend(ctx, true);
    }

    /** Refuses the request's client with a 429 while its ration is spent, without counting this request. */
    void refuseIfSpent(Context ctx) {
        spend(ctx, false);
    }

    private void spend(Context ctx, boolean count) {
        long now = System.currentTimeMillis();
        String client = addresses.of(ctx);
        long waitMs;
        synchronized (windows) {
            if (windows.size() > 10_000) {
                windows.values().removeIf(w -> now - w[0] >= MINUTE_MS);
            }
            long[] w = windows.get(client);
            if (w == null || now - w[0] >= MINUTE_MS) {
                if (count) {
                    windows.put(client, new long[] {now, 1});
                }
                return;
            }
            if (w[1] < perMinute) {
                w[1] += count ? 1 : 0;
                return;
            }
            waitMs = MINUTE_MS - (now - w[0]);
        }
        long seconds = Math.max(1, (waitMs + 999) / 1000);
        ctx.header("Retry-After", Long.toString(seconds));
        throw new ApiError(429, "at most " + perMinute + " " + what + " a minute from one client; try again in "
                + seconds + " s");
    }
}
