package keeptable.cli;

import java.io.PrintWriter;
import java.io.UncheckedIOException;
import keeptable.engine.SetupException;
import picocli.CommandLine;

/** Entry point of the keeptable command. */
public final class Main {
    private Main() {
    }

    public static void main(String[] args) {
        Terminal terminal = Terminal.system();
        int code = run(terminal, args);
        terminal.out().flush();
        terminal.err().flush();
        System.exit(code);
    }

    /** Runs one command line against the given terminal and returns its exit code. */
    public static int run(Terminal terminal, String... args) {
        int code = commandLine(terminal).execute(args);
        terminal.out().flush();
        terminal.err().flush();
        return code;
    }

    static CommandLine commandLine(Terminal terminal) {
        CommandLine cli = new CommandLine(new KeeptableCommand(terminal));
        // in the order a newcomer needs them: playing first, then the designer's lab, then measuring
        cli.addSubcommand(new PlayCommand(terminal));
        cli.addSubcommand(new ServeCommand(terminal));
        cli.addSubcommand(new GamesCommand(terminal));
        cli.addSubcommand(new ShowCommand(terminal));
        cli.addSubcommand(new ReplayCommand(terminal));
        cli.addSubcommand(new SimulateCommand(terminal));
        cli.addSubcommand(new CompareCommand());
        cli.addSubcommand(new SweepCommand());
        cli.addSubcommand(new TuneCommand());
        cli.addSubcommand(new TournamentCommand(terminal));
        cli.addSubcommand(new SkillCommand(terminal));
        cli.addSubcommand(new BenchCommand(terminal));
        cli.addSubcommand(new LoadCommand(terminal));
        GameOptions.acceptOn(cli);
        cli.setOut(terminal.out());
        cli.setErr(terminal.err());
        cli.setCaseInsensitiveEnumValuesAllowed(true);
        cli.setParameterExceptionHandler((e, args) -> {
            PrintWriter err = e.getCommandLine().getErr();
            String name = e.getCommandLine().getCommandSpec().qualifiedName();
            err.println(name + ": " + e.getMessage() + " (see '" + name + " --help')");
            err.flush();
            return ExitCodes.USAGE;
        });
        cli.setExecutionExceptionHandler((e, commandLine, parsed) -> {
            PrintWriter err = commandLine.getErr();
            String name = commandLine.getCommandSpec().qualifiedName();
            if (e instanceof SetupException || e instanceof UsageError || e instanceof IllegalArgumentException) {
                err.println(name + ": " + e.getMessage());
                err.flush();
                return ExitCodes.USAGE;
            }
            if (e instanceof UncheckedIOException io) {
                err.println(name + ": " + io.getCause().getMessage());
                err.flush();
                return ExitCodes.FAILED;
            }
            err.println(name + ": unexpected " + e.getClass().getSimpleName() + ": " + e.getMessage());
            err.flush();
            return ExitCodes.FAILED;
        });
        return cli;
    }
}
