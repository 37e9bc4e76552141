package keeptable.cli;

import java.util.List;
import java.util.concurrent.Callable;
import keeptable.engine.GameOption;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** Lists the games on the class path, or one game with its options. */
@Command(name = "games", mixinStandardHelpOptions = true,
        description = {"Lists the games that can be played: id, title, player counts and summary.",
                "With a game's id: that game, its rules version and the options it can be set up with."},
        footer = {"", "Examples:", "  keeptable games", "  keeptable games down-among-the-dead"})
final class GamesCommand implements Callable<Integer> {
    private final Terminal terminal;

    @Parameters(index = "0", arity = "0..1", paramLabel = "<game>", description = "A game's id: show its options.")
    String gameId;

    GamesCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        if (gameId != null) {
            describe(GameModules.byId(gameId));
            return ExitCodes.OK;
        }
        List<GameModule> games = GameModules.all();
        if (games.isEmpty()) {
            terminal.out().println("No games found on the class path.");
            return ExitCodes.OK;
        }
        int idWidth = "ID".length();
        int titleWidth = "TITLE".length();
        for (GameModule g : games) {
            idWidth = Math.max(idWidth, g.id().length());
            titleWidth = Math.max(titleWidth, g.title().length());
        }
        String format = "%-" + idWidth + "s  %-" + titleWidth + "s  %-7s  %s%n";
        terminal.out().printf(format, "ID", "TITLE", "PLAYERS", "SUMMARY");
        for (GameModule g : games) {
            terminal.out().printf(format, g.id(), g.title(), playerCounts(g), g.summary());
        }
        terminal.out().println();
        terminal.out().println("'keeptable games <id>' shows a game's options.");
        return ExitCodes.OK;
    }

    private void describe(GameModule g) {
        var out = terminal.out();
        out.println(g.title() + " (" + g.id() + "): " + g.summary());
        out.println("players " + playerCounts(g) + ", rules version " + g.rulesVersion()
                + (g.campaign() == null ? "" : ", played alone or as a campaign (--campaign FILE)"));
        List<GameOption> options = g.options();
        if (options.isEmpty()) {
            out.println("It has no options.");
            return;
        }
        out.println("Options (--NAME VALUE, or --option NAME=VALUE):");
        for (GameOption o : options) {
            out.printf("  --%s  %s: %s%n", o.name(), o.label(), o.help());
            boolean listed = o.kind() == GameOption.Kind.ONE_OF || o.kind() == GameOption.Kind.LIST_OF;
            String takes = !listed ? o.takes()
                    : o.kind() == GameOption.Kind.ONE_OF ? "one of these" : "a comma-separated list of these";
            out.printf("      takes %s; without it: %s%n", takes, o.byDefault());
            if (listed) {
                for (GameOption.Value v : o.values()) {
                    out.printf("        %-12s %s%n", v.id(), v.words());
                }
            }
        }
    }

    static String playerCounts(GameModule g) {
        return g.minSeats() == g.maxSeats() ? String.valueOf(g.minSeats()) : g.minSeats() + "-" + g.maxSeats();
    }
}
