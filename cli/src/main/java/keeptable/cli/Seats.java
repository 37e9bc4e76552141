package keeptable.cli;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.module.GameModule;
import picocli.CommandLine.Option;

/**
 * Who sits at the table, the one way every command takes it: {@code --seats N} (that many seats, filled as the
 * command fills them by default) or {@code --seats SPEC,SPEC,...} (who plays each seat, in order). Commands that
 * only need a table size (show, bench, tournament) take the number alone.
 */
final class Seats {
    @Option(names = "--seats", split = ",", paramLabel = "N|SPEC", description = "The seats: a number (that many, "
            + "filled by default) or who plays each seat, in order: human, random, heuristic, ismcts, "
            + "ismcts:<iterations>, ismcts:<ms>ms (bots only where the command plays no person). Default: three "
            + "where the game allows, else its nearest limit.")
    List<String> given;

    /**
     * Who plays each seat: the list given, or {@code first} then heuristic bots up to the number given (or the
     * game's default table size).
     */
    List<String> specs(GameModule game, String first) {
        if (given != null && !given.isEmpty() && number() == null) {
            List<String> specs = given.stream().map(String::trim).toList();
            checkCount(game, specs.size());
            return specs;
        }
        int count = count(game, SeatPlan.defaultCount(game));
        List<String> specs = new ArrayList<>();
        specs.add(first);
        while (specs.size() < count) {
            specs.add("heuristic");
        }
        return specs;
    }

    /** The table's size: the number given, or {@code byDefault}; a list of specs is refused here. */
    int count(GameModule game, int byDefault) {
        if (given == null || given.isEmpty()) {
            return byDefault;
        }
        Integer n = number();
        if (n == null) {
            throw new UsageError("--seats takes a number of seats here (e.g. --seats 2), not who plays them: "
                    + String.join(",", given));
        }
        checkCount(game, n);
        return n;
    }

    /** The number given, or null when the seats were given as specs. */
    private Integer number() {
        if (given == null || given.size() != 1 || !given.get(0).trim().matches("\\d{1,3}")) {
            return null;
        }
        return Integer.parseInt(given.get(0).trim());
    }

    /** The same words as the game's own check of a table's size. */
    private static void checkCount(GameModule game, int count) {
        if (count < game.minSeats() || count > game.maxSeats()) {
            throw new UsageError(game.title() + " is for " + game.minSeats() + " to " + game.maxSeats() + " players, not "
                    + count);
        }
    }
}
