package keeptable.server;

import java.nio.file.Path;
import java.util.Map;

/**
 * Runs the server on its own: {@code java keeptable.server.ServerMain [--host ADDR] [--port N] [--db URL]
 * [--schema S] [--bot-delay MS] [--bot-threads N] [--tables-per-minute N]
 * [--search-tables-per-client N] [--replays-per-minute N] [--trust-proxy ADDR] [--cluster true]
 * [--admin-token-file F]} (the admin token also from {@value AdminSecret#ENVIRONMENT}). The
 * {@code keeptable serve} command is the usual way; this one serves tests and the load harness, which
 * need a server in a process of its own (to kill it hard).
 */
public final class ServerMain {
    private ServerMain() {
    }

    public static void main(String[] args) {
        ServerConfig c = ServerConfig.defaults()
                .withAdminToken(AdminSecret.resolve(null, null, System.getenv()));
        for (int i = 0; i + 1 < args.length; i += 2) {
            switch (args[i]) {
                case "--port" -> c = c.withPort(Integer.parseInt(args[i + 1]));
                case "--host" -> c = c.withHost(args[i + 1]);
                case "--db" -> c = c.withDb(args[i + 1], c.schema());
                case "--schema" -> c = c.withDb(c.db(), args[i + 1]);
                case "--bot-delay" -> c = c.withBots(c.botThreads(), Long.parseLong(args[i + 1]));
                case "--admin-token" -> c = c.withAdminToken(args[i + 1]);
                case "--admin-token-file" -> c = c.withAdminToken(AdminSecret.resolve(null, Path.of(args[i + 1]),
                        Map.of()));
                case "--bot-threads" -> c = c.withBots(Integer.parseInt(args[i + 1]), c.botDelayMs());
                case "--tables-per-minute" -> c = c.withLimits(new Limits(c.limits().botIterations(),
                        c.limits().botMillis(), Integer.parseInt(args[i + 1]), c.limits().hintsPerMinute(),
                        c.limits().searchTables(), c.limits().replaysPerMinute()));
                case "--search-tables-per-client" -> c = c.withLimits(c.limits().withSearchTables(
                        Integer.parseInt(args[i + 1])));
                case "--replays-per-minute" -> c = c.withLimits(c.limits().withReplaysPerMinute(
                        Integer.parseInt(args[i + 1])));
                case "--trust-proxy" -> c = c.withTrustedProxies(java.util.List.of(args[i + 1].split(",")));
                case "--cluster" -> c = c.withCluster(Boolean.parseBoolean(args[i + 1]));
                default -> throw new IllegalArgumentException("unknown option " + args[i]);
            }
        }
        KeeptableServer server = KeeptableServer.start(c);
        Runtime.getRuntime().addShutdownHook(new Thread(server::close, "keeptable-shutdown"));
        System.out.println("keeptable server listening on port " + server.port());
        System.out.flush();
    }
}
