package keeptable.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.module.GameModule;

/** Who sits where: agent specs and names from the command line, checked against the game. */
final class SeatPlan {
    static final String HUMAN = "human";

    private SeatPlan() {
    }

    /** A sensible table size: three players where the game allows, else the nearest limit. */
    static int defaultCount(GameModule game) {
        return Math.max(game.minSeats(), Math.min(3, game.maxSeats()));
    }

    /** Fails with a usage message on a spec that is neither human (when allowed) nor a bot. */
    static void check(List<String> specs, GameModule game, boolean humansAllowed) {
        for (String spec : specs) {
            if (spec.equals(HUMAN)) {
                if (!humansAllowed) {
                    throw new UsageError("a simulation has no human seats; use random, heuristic or ismcts[:budget]");
                }
                continue;
            }
            game.agent(spec);
        }
    }

    static List<String> names(List<String> specs, List<String> given) {
        if (given != null && !given.isEmpty() && given.size() != specs.size()) {
            throw new UsageError(specs.size() + " seats but " + given.size() + " names");
        }
        List<String> names = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            if (given != null && !given.isEmpty()) {
                names.add(given.get(i).trim());
            } else if (specs.get(i).equals(HUMAN)) {
                names.add("Player " + (i + 1));
            } else {
                names.add("Bot " + (i + 1));
            }
        }
        return names;
    }

    static Setup setup(List<String> specs, List<String> names, Map<String, String> options, long seed) {
        List<Seat> seats = new ArrayList<>();
        for (int i = 0; i < specs.size(); i++) {
            seats.add(new Seat(names.get(i), specs.get(i)));
        }
        return new Setup(seats, options, seed);
    }
}
