package keeptable.cli;

import java.util.List;
import java.util.concurrent.Callable;
import keeptable.engine.Game;
import keeptable.engine.Games;
import picocli.CommandLine.Command;

/** Lists the games on the class path. */
@Command(name = "games", mixinStandardHelpOptions = true,
        description = "Lists the games that can be played: id, title, player counts and summary.")
final class GamesCommand implements Callable<Integer> {
    private final Terminal terminal;

    GamesCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        List<Game> games = Games.all();
        if (games.isEmpty()) {
            terminal.out().println("No games found on the class path.");
            return ExitCodes.OK;
        }
        int idWidth = "ID".length();
        int titleWidth = "TITLE".length();
        for (Game g : games) {
            idWidth = Math.max(idWidth, g.id().length());
            titleWidth = Math.max(titleWidth, g.title().length());
        }
        String format = "%-" + idWidth + "s  %-" + titleWidth + "s  %-7s  %s%n";
        terminal.out().printf(format, "ID", "TITLE", "PLAYERS", "SUMMARY");
        for (Game g : games) {
            terminal.out().printf(format, g.id(), g.title(), playerCounts(g), g.summary());
        }
        return ExitCodes.OK;
    }

    static String playerCounts(Game g) {
        return g.minSeats() == g.maxSeats() ? String.valueOf(g.minSeats()) : g.minSeats() + "-" + g.maxSeats();
    }
}
