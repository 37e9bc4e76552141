package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.security.SecureRandom;

/**
 * The seed a new table is dealt from. A table with more than one person at it (two human seats, or any
 * seat left open for someone to join) is dealt from a seed the server draws and tells nobody until the
 * game is over (it comes with the record, so the record still replays): whoever chose the seed would
 * know every hand. A seed the creator chose is kept only where nobody else sits: a table played alone,
 * hotseat ({@code "hotseat": true}: every human seat held by the one creating it) or by bots alone; the
 * lobby shows such a table as dealt from a chosen seed.
 *
 * @param seed   the seed
 * @param chosen whether the creator chose it
 */
record Deal(long seed, boolean chosen) {
    private static final SecureRandom DRAWS = new SecureRandom();

    /** A seed drawn by the server: no client can know or choose it. */
    static long drawn() {
        return DRAWS.nextLong();
    }

    /**
     * The deal of a new table whose body is {@code b}, with this many human and open seats (a 400 if refused); a
     * seed the server draws comes from {@code draws}.
     */
    static Deal of(JsonNode b, int humans, int open, java.util.function.LongSupplier draws) {
        JsonNode hotseat = b.get("hotseat");
        if (hotseat != null && !hotseat.isNull() && !hotseat.isBoolean()) {
            throw new ApiError(400, "hotseat must be true or false, not " + hotseat);
        }
        JsonNode seed = b.get("seed");
        if (seed == null || seed.isNull()) {
            return new Deal(draws.getAsLong(), false);
        }
        if (!seed.isIntegralNumber() || !seed.canConvertToLong()) {
            throw new ApiError(400, "seed must be a whole number (a JSON integer of at most 64 bits), not " + seed);
        }
        boolean oneClient = hotseat != null && hotseat.asBoolean();
        if (open > 0 || (humans > 1 && !oneClient)) {
            throw new ApiError(400, "a table for more than one person is dealt from a seed the server draws, so that"
                    + " nobody knows the deal (it is revealed with the record when the game is over): leave out"
                    + " \"seed\". A chosen seed is kept only for a table played alone, by bots alone, or hotseat"
                    + " (\"hotseat\": true, every human seat held by you, no open seat)");
        }
        return new Deal(seed.asLong(), true);
    }
}
