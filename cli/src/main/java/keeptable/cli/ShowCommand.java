package keeptable.cli;

import java.util.List;
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

/**
 * Sets a game up and prints what one seat sees, without playing: a designer's look at a map, a deal or
 * an edited content folder.
 */
@Command(name = "show", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Sets a game up and prints what one seat sees at the start, and the first decision's choices,"
                + " without playing: a look at a map, a deal, or a designer's edited content."},
        footer = {"", "Examples:",
                "  keeptable show dead-keep --quest q3            (the Quest's map as the game draws it)",
                "  keeptable show the-keep --seats 4 --seed 7",
                "  keeptable show dead-keep --content my-dead-keep/ --quest q1",
                "", "A game's options (e.g. --quest q2) are listed by: keeptable games <game>"})
final class ShowCommand implements Callable<Integer> {
    private final Terminal terminal;

    @Parameters(index = "0", paramLabel = "<game>", description = "The game's id (see 'keeptable games').")
    String gameId;

    @Mixin
    Seats seats = new Seats();

    @Option(names = "--seat", paramLabel = "K", defaultValue = "1",
            description = "Whose view to print, counted from 1. Default: ${DEFAULT-VALUE}.")
    int seat;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "Seed of the game's chance. "
            + "Default: ${DEFAULT-VALUE}.")
    long seed;

    @Mixin
    GameOptions gameOptions = new GameOptions();

    @Mixin
    ContentOptions content = new ContentOptions();

    ShowCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        GameModule game = content.game(gameId);
        int count = seats.count(game, SeatPlan.defaultCount(game));
        if (seat < 1 || seat > count) {
            throw new UsageError("--seat counts from 1 to " + count + ", not " + seat);
        }
        List<String> specs = java.util.Collections.nCopies(count, "heuristic");
        Setup setup = SeatPlan.setup(specs, SeatPlan.names(specs, null), gameOptions.map(), seed);
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
