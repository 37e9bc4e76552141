package keeptable.cli;

import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import keeptable.lab.Cluster;
import keeptable.server.AdminSecret;
import keeptable.server.KeeptableServer;
import keeptable.server.ServerConfig;
import keeptable.server.Limits;
import keeptable.server.TurnSettings;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Starts the keeptable server: lobby and tables in the browser, games kept in a database. */
@Command(name = "serve", mixinStandardHelpOptions = true, sortOptions = false,
        description = {"Starts the keeptable server: open the printed address in a browser to create a game, "
                + "invite friends by link, fill seats with bots and play. Every choice is stored before it is "
                + "played, so a stopped or crashed server resumes every game when started again.",
                "Stop it with Ctrl-C: it finishes the choices being stored, then exits."},
        footer = {"", "Examples:",
                "  keeptable serve",
                "  keeptable serve --port 8080 --db jdbc:sqlite:/var/lib/keeptable/games.db",
                "  keeptable serve --db 'jdbc:postgresql://127.0.0.1:5432/keeptable?user=postgres'",
                "  keeptable serve --content killmans-keep=my-killmans-keep/",
                "  keeptable serve --cluster --port 7071 --trust-proxy 127.0.0.1 --db 'jdbc:postgresql://...'"})
final class ServeCommand implements Callable<Integer> {
    private final Terminal terminal;

    @Option(names = "--port", paramLabel = "N", description = "HTTP port (default: ${DEFAULT-VALUE}).")
    int port = 7070;

    @Option(names = "--host", paramLabel = "ADDR",
            description = "Address to listen on (default: ${DEFAULT-VALUE}, every interface).")
    String host = "0.0.0.0";

    @Option(names = "--db", paramLabel = "JDBC-URL", description = "Where games are kept: an SQLite file "
            + "(jdbc:sqlite:PATH) or PostgreSQL (jdbc:postgresql://...) (default: ${DEFAULT-VALUE}).")
    String db = "jdbc:sqlite:keeptable.db";

    @Option(names = "--bot-threads", paramLabel = "N",
            description = "Threads that run bots and hints (default: the cores less one, at least 1).")
    Integer botThreads;

    @Option(names = "--bot-delay", paramLabel = "MS",
            description = "Pause before each bot move so people can follow (default: ${DEFAULT-VALUE}).")
    long botDelay = 400;

    @Option(names = "--hint-ms", paramLabel = "MS",
            description = "Thinking time of the ISMCTS hint (default: ${DEFAULT-VALUE}).")
    long hintMillis = 1000;

    @Option(names = "--bot-max-iterations", paramLabel = "N",
            description = "The most ISMCTS iterations a move a bot seat may be given (default: ${DEFAULT-VALUE}).")
    int botMaxIterations = Limits.defaults().botIterations();

    @Option(names = "--bot-max-ms", paramLabel = "MS",
            description = "The most ISMCTS thinking time a move a bot seat may be given (default: ${DEFAULT-VALUE}).")
    long botMaxMillis = Limits.defaults().botMillis();

    @Option(names = "--tables-per-minute", paramLabel = "N",
            description = "Tables one client address may create a minute (default: ${DEFAULT-VALUE}).")
    int tablesPerMinute = Limits.defaults().tablesPerMinute();

    @Option(names = "--hints-per-minute", paramLabel = "N",
            description = "Hints one client address may ask for a minute (default: ${DEFAULT-VALUE}).")
    int hintsPerMinute = Limits.defaults().hintsPerMinute();

    @Option(names = "--search-tables-per-client", paramLabel = "N", description = "Running tables with a search "
            + "bot (ismcts) one client address may keep; one more is refused with 429 (default: ${DEFAULT-VALUE}).")
    int searchTables = Limits.defaults().searchTables();

    @Option(names = "--replays-per-minute", paramLabel = "N", description = "Records and replay steps one client "
            + "address may ask for a minute (default: ${DEFAULT-VALUE}); besides, no more replays worked on at once "
            + "than bot threads.")
    int replaysPerMinute = Limits.defaults().replaysPerMinute();

    @Option(names = "--admin-token", paramLabel = "SECRET", description = "Lets a moderator who sends "
            + "'Authorization: Bearer SECRET' stop or delete a table (default: none, no moderation). Anyone who "
            + "lists the machine's processes sees it: prefer --admin-token-file or the environment variable "
            + AdminSecret.ENVIRONMENT + ", read when neither option is given. Five wrong tokens from one address "
            + "within a minute shut it out until the minute ends.")
    String adminToken;

    @Option(names = "--admin-token-file", paramLabel = "FILE",
            description = "The admin token is the first line of FILE (instead of --admin-token).")
    java.nio.file.Path adminTokenFile;

    @Option(names = "--cluster", description = "One node of several on one PostgreSQL database: every node "
            + "serves every table, a table's bots run on one node at a time and move to another within 5 s "
            + "when it dies (PostgreSQL only).")
    boolean cluster;

    @Option(names = "--spark", paramLabel = "MASTER", description = "Play the Lab page's jobs on Apache Spark: "
            + "local[N] in-process or spark://host:7077 (run with lab-spark/keeptable-spark, which puts the "
            + "keeptable-lab-spark jar on the class path); default: on one thread of the server's own, which steps "
            + "aside for the games in play.")
    String spark;

    @Option(names = "--trust-proxy", paramLabel = "ADDR", split = ",", description = "IP address of a proxy "
            + "whose X-Forwarded-For names the client for the per-client limits (repeat, or separate with commas).")
    java.util.List<String> trustedProxies = new java.util.ArrayList<>();

    @Option(names = "--content", paramLabel = "GAME=DIR", description = "Serve GAME built from a designer's copy "
            + "of its content folder instead of its own content (repeat for other games); its rules version then "
            + "carries that content's hash. A bad folder is refused at start, naming the file, the entry and the reason.")
    java.util.Map<String, java.nio.file.Path> content = new java.util.LinkedHashMap<>();

    @Option(names = "--min-move-seconds", paramLabel = "N", description = "The shortest move time a turn-based "
            + "table may ask for, in seconds (default: ${DEFAULT-VALUE}, an hour; lower it for trials and tests).")
    int minMoveSeconds = 3600;

    @Option(names = "--public-url", paramLabel = "URL", description = "The address players reach this server at, "
            + "for the links in notices (default: http://localhost:PORT).")
    String publicUrl;

    @Option(names = "--smtp", paramLabel = "HOST:PORT", description = "The SMTP server turn notices are mailed "
            + "through (default: none, no e-mail is sent; players may still choose a webhook).")
    String smtp;

    @Option(names = "--smtp-from", paramLabel = "ADDRESS", description = "The address notices are mailed from "
            + "(needed with --smtp).")
    String smtpFrom;

    @Option(names = "--smtp-user", paramLabel = "NAME", description = "Log in to the SMTP server as NAME, with the "
            + "password in the environment variable " + SMTP_PASSWORD + ".")
    String smtpUser;

    @Option(names = "--smtp-starttls", description = "Require STARTTLS with the SMTP server.")
    boolean smtpStartTls;

    @Option(names = "--webhook-allow", paramLabel = "ADDR", split = ",", description = "An IP address or block "
            + "(10.0.0.0/8) of a private, loopback or link-local network that players' webhooks may reach (repeat, or "
            + "separate with commas); every other such address is refused, so nobody reaches the server's own "
            + "network through a webhook.")
    java.util.List<String> webhookAllow = new java.util.ArrayList<>();

    /** The environment variable the SMTP password is read from (never an option: process lists show those). */
    static final String SMTP_PASSWORD = "KEEPTABLE_SMTP_PASSWORD";

    ServeCommand(Terminal terminal) {
        this.terminal = terminal;
    }

    @Override
    public Integer call() throws InterruptedException {
        if (port < 0 || port > 65535) {
            throw new UsageError("--port must be 0 to 65535");
        }
        if (!db.startsWith("jdbc:sqlite:") && !db.startsWith("jdbc:postgresql:")) {
            throw new UsageError("--db must be a jdbc:sqlite: or jdbc:postgresql: URL, not " + db);
        }
        if (botDelay < 0 || hintMillis < 1 || (botThreads != null && botThreads < 1)) {
            throw new UsageError("--bot-delay must be 0 or more, --hint-ms and --bot-threads 1 or more");
        }
        if (botMaxIterations < 1 || botMaxMillis < 1 || tablesPerMinute < 1 || hintsPerMinute < 1
                || searchTables < 1 || replaysPerMinute < 1) {
            throw new UsageError("--bot-max-iterations, --bot-max-ms, --tables-per-minute, --hints-per-minute,"
                    + " --search-tables-per-client and --replays-per-minute must be 1 or more");
        }
        if (cluster && spark != null) {
            throw new UsageError("--spark plays the Lab page's jobs, and the Lab is off with --cluster");
        }
        if (spark != null) {
            Cluster.provider(spark); // refused here, naming the missing jar, before the database is opened
        }
        if (cluster && !db.startsWith("jdbc:postgresql:")) {
            throw new UsageError("--cluster needs PostgreSQL (--db jdbc:postgresql:...); an SQLite file is served by"
                    + " one server alone");
        }
        ServerConfig defaults = ServerConfig.defaults();
        ServerConfig config;
        try {
            config = defaults.withHost(host).withPort(port).withDb(db, null)
                    .withBots(botThreads == null ? defaults.botThreads() : botThreads, botDelay)
                    .withHintMillis(hintMillis)
                    .withLimits(new Limits(botMaxIterations, botMaxMillis, tablesPerMinute, hintsPerMinute)
                            .withSearchTables(searchTables).withReplaysPerMinute(replaysPerMinute))
                    .withAdminToken(AdminSecret.resolve(adminToken, adminTokenFile, System.getenv()))
                    .withCluster(cluster).withTrustedProxies(trustedProxies)
                    .withContent(content).withTurns(turns()).withLabSpark(spark);
        } catch (IllegalArgumentException e) {
            throw new UsageError(e.getMessage());
        }
        KeeptableServer server = KeeptableServer.start(config);
        CountDownLatch stopped = new CountDownLatch(1);
        Runtime.getRuntime().addShutdownHook(new Thread(() -> {
            server.close();
            stopped.countDown();
        }, "keeptable-shutdown"));
        String shown = host.equals("0.0.0.0") ? "localhost" : host;
        terminal.out().println("keeptable: serving on http://" + shown + ":" + server.port() + "/  (Ctrl-C stops)");
        terminal.out().flush();
        stopped.await();
        return ExitCodes.OK;
    }

    /** The settings of turn-based tables and their notices, from the options. */
    private TurnSettings turns() {
        TurnSettings t = TurnSettings.defaults().withMinMoveSeconds(minMoveSeconds).withPublicUrl(publicUrl)
                .withWebhookAllow(webhookAllow);
        if (smtp == null) {
            if (smtpFrom != null || smtpUser != null || smtpStartTls) {
                throw new UsageError("--smtp-from, --smtp-user and --smtp-starttls go with --smtp HOST:PORT");
            }
            return t;
        }
        int colon = smtp.lastIndexOf(':');
        int smtpPort;
        try {
            smtpPort = colon < 0 ? -1 : Integer.parseInt(smtp.substring(colon + 1));
        } catch (NumberFormatException e) {
            smtpPort = -1;
        }
        if (smtpPort < 1 || smtpPort > 65535) {
            throw new UsageError("--smtp takes HOST:PORT, e.g. mail.example.org:587");
        }
        String password = System.getenv(SMTP_PASSWORD);
        if (smtpUser != null && password == null) {
            throw new UsageError("--smtp-user needs the password in the environment variable " + SMTP_PASSWORD);
        }
        return t.withSmtp(smtp.substring(0, colon), smtpPort, smtpFrom, smtpUser, password, smtpStartTls);
    }
}
