package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import keeptable.engine.module.GameModule;

/** What every Lab job asks - the game, its seats, their bots and the seed - read from a request and checked. */
final class LabAsk {
    /** The bots a job's seats may be played by. */
    static final List<String> BOTS = List.of("heuristic", "random");

    private LabAsk() {
    }

    static GameModule game(JsonNode b, Map<String, GameModule> games) {
        String game = b.path("game").asText("");
        GameModule g = games.get(game);
        if (g == null) {
            throw new ApiError(400, "no game " + Text.quoted(game) + "; the games are " + games.keySet());
        }
        return g;
    }

    /** The seats asked (the game's own bounds), else 3 where the game allows it. */
    static int seats(JsonNode b, GameModule g) {
        return whole(b, "seats", Math.max(g.minSeats(), Math.min(3, g.maxSeats())), g.minSeats(), g.maxSeats());
    }

    static String bot(JsonNode b) {
        String bot = b.path("bot").asText("heuristic");
        if (!BOTS.contains(bot)) {
            throw new ApiError(400, "bot must be one of " + BOTS + ", not " + Text.quoted(bot));
        }
        return bot;
    }

    /** The seed asked, else one from the clock. */
    static long seed(JsonNode b) {
        JsonNode seed = b.path("seed");
        if (!seed.isMissingNode() && !seed.isNull() && !seed.canConvertToLong()) {
            throw new ApiError(400, "seed must be a whole number");
        }
        return seed.isMissingNode() || seed.isNull() ? System.currentTimeMillis() : seed.asLong();
    }

    static int whole(JsonNode b, String name, int otherwise, int low, int high) {
        JsonNode n = b.path(name);
        if (n.isMissingNode() || n.isNull()) {
            return otherwise;
        }
        if (!n.isIntegralNumber() || n.asLong() < low || n.asLong() > high) {
            throw new ApiError(400, name + " must be a whole number from " + low + " to " + high + ", not " + n);
        }
        return n.asInt();
    }

    /** The seats as the command line takes them: {@code random,random,random}. */
    static String seatsOption(int seats, String bot) {
        return String.join(",", Collections.nCopies(seats, bot));
    }

    /** An edit as a terminal takes it, quoted where it holds a space. */
    static String shellWord(String s) {
        return s.contains(" ") ? "'" + s + "'" : s;
    }

    /** A refusal of the lab's in the page's words: the edit named as the page shows it, without "--set". */
    static String words(RuntimeException e) {
        return e.getMessage().replace("--set ", "");
    }
}
