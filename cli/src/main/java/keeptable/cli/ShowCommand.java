package keeptable.cli;

import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import keeptable.engine.Choice;
import keeptable.engine.Decision;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.module.GameModule;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Unmatched;

/**
 * Sets a game up and prints what one seat sees, without playing: a designer's look at a map, a deal or
 * an edited content folder.
 */
@Command(name = "show", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Sets a game up and prints what one seat sees at the start, and the first decision's choices,"
                + " without playing: a look at a map, a deal, or a designer's edited content."},
        footer = {"", "Examples:",
                "  keeptable show dead-keep --quest q3            (the Quest's map as the game draws it)",
                "  keeptable show the-keep --players 4 --seed 7",
                "  keeptable show dead-keep --content my-dead-keep/ --quest q1",
                "", "A game's options (e.g. --quest q2) are listed by: keeptable games <game>"})
final class ShowCommand implements Callable<Integer> {
    private final Terminal terminal;

    @Parameters(index = "0", paramLabel = "<game>", description = "The game's id (see 'keeptable games').")
    String gameId;

    @Option(names = "--players", paramLabel = "N", description = "How many seats. Default: three where the game "
            + "allows, else the nearest limit.")
    Integer players;

    @Option(names = "--seat", paramLabel = "K", defaultValue = "1",
            description = "Whose view to print, counted from 1. Default: ${DEFAULT-VALUE}.")
    int seat;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the game's chance. "
            + "Default: ${DEFAULT-VALUE}.")
    long seed;

    @Option(names = "--option", paramLabel = "KEY=VALUE", description = "A game option; repeatable. Any other "
            + "--KEY VALUE is a game option too (e.g. --quest tutorial).")
    Map<String, String> options;

    @Unmatched
    List<String> gameOptions;

    @Mixin
    ContentOptions content = new ContentOptions();

    ShowCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        GameModule game = content.game(gameId);
        int count = players == null ? SeatPlan.defaultCount(game) : players;
        if (count < game.minSeats() || count > game.maxSeats()) {
            throw new UsageError(game.title() + " is played by " + GamesCommand.playerCounts(game) + " players, not "
                    + count);
        }
        if (seat < 1 || seat > count) {
            throw new UsageError("--seat counts from 1 to " + count + ", not " + seat);
        }
        List<String> specs = java.util.Collections.nCopies(count, "heuristic");
        Setup setup = SeatPlan.setup(specs, SeatPlan.names(specs, null), GameOptions.of(options, gameOptions), seed);
        State start = game.newGame(setup);
        terminal.out().println(game.title() + ", seed " + seed + ", rules " + game.rulesVersion() + ", seat " + seat
                + " of " + count + ":");
        terminal.out().println();
        terminal.out().println(start.view(seat - 1).text());
        Decision decision = start.decision();
        if (decision != null) {
            terminal.out().println();
            terminal.out().println("Seat " + (decision.seat() + 1) + " decides first: " + decision.prompt());
            List<Choice> choices = start.choices();
            for (int i = 0; i < choices.size(); i++) {
                terminal.out().printf("  %d. %s%n", i + 1, start.describe(choices.get(i)));
            }
        }
        return ExitCodes.OK;
    }
}
