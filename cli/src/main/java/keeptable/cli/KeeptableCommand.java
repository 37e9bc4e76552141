package keeptable.cli;

import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;

/** The top-level command: lists its subcommands when called alone. */
@Command(name = "keeptable", mixinStandardHelpOptions = true, version = "keeptable 0.1.0",
        description = "A digital table for five dungeon board games: play in this terminal (play) or in a browser"
                + " (serve), alone, hotseat or with friends, with bots in any seat; designers simulate and compare"
                + " content.",
        footer = {"", "Exit codes: 0 done, 1 failed (e.g. a replay diverged), 2 bad usage.",
                "Run 'keeptable <command> --help' for a command's options."})
final class KeeptableCommand implements Callable<Integer> {
    private final Terminal terminal;

    @Spec
    CommandSpec spec;

    KeeptableCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() {
        terminal.err().println("keeptable: a command is needed");
        spec.commandLine().usage(terminal.err());
        return ExitCodes.USAGE;
    }
}
