package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Iterator;
import java.util.Locale;
import keeptable.engine.Game;

/**
 * How a turn-based table is played: each decision of a person has {@code moveSeconds}; when the time of the
 * seat to move runs out, {@link #onTimeout} happens: a bot of the chosen strength plays the seat until its
 * player takes it back, the seat is skipped where the game's rules let a player give up a turn, or the game
 * is abandoned without a result. A live table has none.
 */
record TurnBased(int moveSeconds, OnTimeout onTimeout, String bot) {
    /** The longest move time a table may ask for: seven days. */
    static final int LONGEST_SECONDS = 7 * 24 * 3600;
    /** The shortest move time unless the server allows shorter ({@code serve --min-move-seconds}): one hour. */
    static final int SHORTEST_SECONDS = 3600;

    /** What happens when the time of the seat to move runs out. */
    enum OnTimeout {
        BOT, SKIP, ABANDON;

        String word() {
            return name().toLowerCase(Locale.ROOT);
        }
    }

    /** The stand-in of a seat being skipped: it gives up the turn (see {@link Game#skipChoice}). */
    static final String SKIPPING = "skip";

    /** The bot kind of each strength the lobby offers. */
    static String botOf(String strength) {
        return switch (strength) {
            case "easy" -> "random";
            case "normal" -> "heuristic";
            case "hard" -> "ismcts";
            default -> null;
        };
    }

    /** The strength a bot kind of {@link #botOf} is shown as (no kinds on any screen). */
    static String strengthOf(String bot) {
        return switch (bot) {
            case "random" -> "easy";
            case "ismcts" -> "hard";
            default -> "normal";
        };
    }

    /**
     * Reads a table's {@code "turnBased"} ({@code {"moveMinutes": N, "onTimeout": "bot"|"skip"|"abandon",
     * "bot": "easy"|"normal"|"hard"}}; {@code "moveSeconds"} instead of minutes where the server allows
     * moves shorter than a minute), refusing with a 400 what is malformed, out of bounds, or a skip the game's
     * rules do not allow. Null when the body has none (a live table).
     */
    static TurnBased read(JsonNode body, Game game, int shortestSeconds) {
        JsonNode n = body.get("turnBased");
        if (n == null || n.isNull()) {
            return null;
        }
        if (!n.isObject()) {
            throw new ApiError(400, "turnBased must be an object such as {\"moveMinutes\": 1440, \"onTimeout\": \"bot\"}");
        }
        for (Iterator<String> names = n.fieldNames(); names.hasNext(); ) {
            String name = names.next();
            if (!name.equals("moveMinutes") && !name.equals("moveSeconds") && !name.equals("onTimeout")
                    && !name.equals("bot")) {
                throw new ApiError(400, "turnBased has no field '" + Text.quoted(name)
                        + "' (it has moveMinutes, onTimeout and bot)");
            }
        }
        int seconds = seconds(n, shortestSeconds);
        String timeout = n.path("onTimeout").isTextual() ? n.get("onTimeout").asText() : null;
        OnTimeout onTimeout;
        switch (timeout == null ? "" : timeout) {
            case "bot" -> onTimeout = OnTimeout.BOT;
            case "skip" -> onTimeout = OnTimeout.SKIP;
            case "abandon" -> onTimeout = OnTimeout.ABANDON;
            default -> throw new ApiError(400, "turnBased.onTimeout must be \"bot\", \"skip\" or \"abandon\"");
        }
        if (onTimeout == OnTimeout.SKIP && game.skips() == null) {
            throw new ApiError(400, "a player who runs out of time cannot be skipped in " + game.title() + " ("
                    + game.noSkipReason() + "): choose \"bot\" or \"abandon\"");
        }
        JsonNode b = n.get("bot");
        String bot = botOf(b == null ? "normal" : b.isTextual() ? b.asText() : "");
        if (bot == null) {
            throw new ApiError(400, "turnBased.bot must be \"easy\", \"normal\" or \"hard\"");
        }
        return new TurnBased(seconds, onTimeout, bot);
    }

    private static int seconds(JsonNode n, int shortestSeconds) {
        JsonNode minutes = n.get("moveMinutes");
        JsonNode seconds = n.get("moveSeconds");
        if ((minutes == null) == (seconds == null)) {
            throw new ApiError(400, "turnBased needs moveMinutes, the time a player has for each move");
        }
        JsonNode given = minutes != null ? minutes : seconds;
        if (!given.isIntegralNumber() || !given.canConvertToInt()) {
            throw new ApiError(400, "turnBased." + (minutes != null ? "moveMinutes" : "moveSeconds")
                    + " must be a whole number");
        }
        long s = minutes != null ? given.asLong() * 60 : given.asLong();
        if (s < shortestSeconds || s > LONGEST_SECONDS) {
            throw new ApiError(400, "the move time must be from " + words(shortestSeconds) + " to 7 days ("
                    + Math.max(1, shortestSeconds / 60) + " to " + LONGEST_SECONDS / 60 + " minutes), not "
                    + words(s));
        }
        return (int) s;
    }

    /** A duration in words: "7 days", "1 hour", "90 seconds". */
    static String words(long seconds) {
        if (seconds % 86400 == 0) {
            return plural(seconds / 86400, "day");
        }
        if (seconds % 3600 == 0) {
            return plural(seconds / 3600, "hour");
        }
        if (seconds % 60 == 0) {
            return plural(seconds / 60, "minute");
        }
        return plural(seconds, "second");
    }

    private static String plural(long n, String unit) {
        return n + " " + unit + (n == 1 ? "" : "s");
    }
}
