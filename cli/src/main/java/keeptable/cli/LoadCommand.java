package keeptable.cli;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.Callable;
import keeptable.server.load.LoadRun;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** The load and fault harness: servers on this machine under bot tables, probed players and SIGKILLs. */
@Command(name = "load", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Runs a bounded load and fault test of keeptable servers on this machine: starts 1 to 5 nodes "
                + "(processes of their own on 127.0.0.1) on a fresh schema of a local PostgreSQL, keeps bot tables "
                + "playing, has probes play people's tables over WebSockets timing each choice, kills nodes with "
                + "SIGKILL if asked (each started again at once), then checks the store: every acknowledged choice "
                + "kept (lost 0) and every record replaying (forked 0). Prints the figures, each node's memory and "
                + "tables held every minute, and drops its schema.",
                "Exit code 0 when nothing was lost or forked, 1 otherwise, 2 for bad options."},
        footer = {"", "Examples:",
                "  keeptable load --nodes 1 --tables 500 --seconds 60",
                "  keeptable load --nodes 3 --tables 150 --humans 6 --seconds 120 --kills 10",
                "  keeptable load --tables 100 --abandon 60 --seconds 1500     # memory over 25 minutes"})
final class LoadCommand implements Callable<Integer> {
    private final Terminal terminal;

    @Option(names = "--db", paramLabel = "JDBC-URL", description = "A PostgreSQL on this machine (127.0.0.1, "
            + "localhost or ::1); the run makes a schema of its own there (default: ${DEFAULT-VALUE}).")
    String db = LoadRun.defaults().get("--db");

    @Option(names = "--nodes", paramLabel = "N", description = "Server nodes, 1 to 5; more than one run as a "
            + "cluster (default: ${DEFAULT-VALUE}).")
    int nodes = 1;

    @Option(names = "--tables", paramLabel = "N", description = "Tables of three random bots kept playing, 0 to "
            + "2000: a new one for each that ends (default: ${DEFAULT-VALUE}).")
    int tables = 100;

    @Option(names = "--humans", paramLabel = "N", description = "Probes playing a person's table each, timing "
            + "every choice's round trip (default: ${DEFAULT-VALUE}).")
    int humans = 4;

    @Option(names = "--seconds", paramLabel = "S", description = "How long the run lasts, 5 to 3600 "
            + "(default: ${DEFAULT-VALUE}).")
    int seconds = 60;

    @Option(names = "--kills", paramLabel = "N", description = "SIGKILLs of a random node, spread over the run, "
            + "0 to 100 (default: ${DEFAULT-VALUE}).")
    int kills = 0;

    @Option(names = "--abandon", paramLabel = "N", description = "Tables a minute opened for a person who never "
            + "plays, 0 to 6000: they show whether memory holds the node's history (default: ${DEFAULT-VALUE}).")
    int abandon = 0;

    @Option(names = "--bot-delay", paramLabel = "MS", description = "Each node's pause before a bot move "
            + "(default: ${DEFAULT-VALUE}).")
    long botDelay = 400;

    @Option(names = "--bot-threads", paramLabel = "N", description = "Each node's bot threads "
            + "(default: ${DEFAULT-VALUE}).")
    int botThreads = 1;

    @Option(names = "--heap", paramLabel = "SIZE", description = "Each node's heap limit, as java -Xmx takes it "
            + "(default: ${DEFAULT-VALUE}).")
    String heap = "512m";

    @Option(names = "--game", paramLabel = "GAME", description = "The game played at every table "
            + "(default: ${DEFAULT-VALUE}).")
    String game = "killmans-keep";

    LoadCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() throws Exception {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("--db", db);
        o.put("--nodes", Integer.toString(nodes));
        o.put("--tables", Integer.toString(tables));
        o.put("--humans", Integer.toString(humans));
        o.put("--seconds", Integer.toString(seconds));
        o.put("--kills", Integer.toString(kills));
        o.put("--abandon", Integer.toString(abandon));
        o.put("--bot-delay", Long.toString(botDelay));
        o.put("--bot-threads", Integer.toString(botThreads));
        o.put("--heap", heap);
        o.put("--game", game);
        if (humans < 0 || botDelay < 0 || botThreads < 1) {
            throw new UsageError("--humans and --bot-delay must be 0 or more, --bot-threads 1 or more");
        }
        terminal.out().flush();
        try {
            return LoadRun.runAndPrint(o);
        } catch (IllegalArgumentException e) {
            throw new UsageError(e.getMessage());
        }
    }
}
