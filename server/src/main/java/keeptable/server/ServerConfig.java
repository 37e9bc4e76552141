package keeptable.server;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * How to run a server.
 *
 * @param port           0 for any free port
 * @param db             a jdbc:sqlite: or jdbc:postgresql: URL
 * @param schema         PostgreSQL schema (null for the default); ignored for SQLite
 * @param botThreads     threads that run bots and hints
 * @param botDelayMs     pause before a bot moves, so people can follow
 * @param hintMillis     ISMCTS time for a hint
 * @param limits         what a client may ask of the server
 * @param adminToken     the moderator's secret for {@code /api/admin/...}, or null (no moderation)
 * @param cluster        one node of several on one PostgreSQL database (see {@link Cluster})
 * @param trustedProxies the proxies whose {@code X-Forwarded-For} names the client (see {@link ClientAddress})
 * @param content        a designer's content folder by game id: that game is served built from it
 * @param turns          turn-based tables: the shortest move time, the SMTP server and webhooks of notices
 * @param labSpark       the Spark master the Lab page's jobs are played on (e.g. local[2]), or null: on the
 *                       server's own lab thread
 */
public record ServerConfig(String host, int port, String db, String schema, int botThreads, long botDelayMs,
                           long hintMillis, Limits limits, String adminToken, boolean cluster,
                           List<String> trustedProxies, Map<String, Path> content, TurnSettings turns,
                           String labSpark) {
    public ServerConfig {
        trustedProxies = List.copyOf(trustedProxies);
        content = Map.copyOf(content);
        trustedProxies.forEach(ClientAddress::checked);
        if (cluster && !db.startsWith("jdbc:postgresql:")) {
            throw new IllegalArgumentException("several nodes need PostgreSQL (--db jdbc:postgresql:...);"
                    + " an SQLite file is served by one server alone");
        }
    }

    public static ServerConfig defaults() {
        return new ServerConfig("0.0.0.0", 7070, "jdbc:sqlite:keeptable.db", null,
                Math.max(1, Runtime.getRuntime().availableProcessors() - 1), 400, 1000, Limits.defaults(), null,
                false, List.of(), Map.of(), TurnSettings.defaults(), null);
    }

    public ServerConfig withPort(int p) {
        return new ServerConfig(host, p, db, schema, botThreads, botDelayMs, hintMillis, limits, adminToken, cluster,
                trustedProxies, content, turns, labSpark);
    }

    public ServerConfig withDb(String url, String s) {
        return new ServerConfig(host, port, url, s, botThreads, botDelayMs, hintMillis, limits, adminToken, cluster,
                trustedProxies, content, turns, labSpark);
    }

    public ServerConfig withBots(int threads, long delayMs) {
        return new ServerConfig(host, port, db, schema, threads, delayMs, hintMillis, limits, adminToken, cluster,
                trustedProxies, content, turns, labSpark);
    }

    public ServerConfig withHost(String h) {
        return new ServerConfig(h, port, db, schema, botThreads, botDelayMs, hintMillis, limits, adminToken, cluster,
                trustedProxies, content, turns, labSpark);
    }

    public ServerConfig withHintMillis(long ms) {
        return new ServerConfig(host, port, db, schema, botThreads, botDelayMs, ms, limits, adminToken, cluster,
                trustedProxies, content, turns, labSpark);
    }

    public ServerConfig withLimits(Limits l) {
        return new ServerConfig(host, port, db, schema, botThreads, botDelayMs, hintMillis, l, adminToken, cluster,
                trustedProxies, content, turns, labSpark);
    }

    public ServerConfig withAdminToken(String token) {
        return new ServerConfig(host, port, db, schema, botThreads, botDelayMs, hintMillis, limits, token, cluster,
                trustedProxies, content, turns, labSpark);
    }

    /** One node of several on this PostgreSQL database (its db must be set first). */
    public ServerConfig withCluster(boolean c) {
        return new ServerConfig(host, port, db, schema, botThreads, botDelayMs, hintMillis, limits, adminToken, c,
                trustedProxies, content, turns, labSpark);
    }

    /** Serves each game named here built from the designer's folder given for it, not its own content. */
    public ServerConfig withContent(Map<String, Path> folders) {
        return new ServerConfig(host, port, db, schema, botThreads, botDelayMs, hintMillis, limits, adminToken, cluster,
                trustedProxies, folders, turns, labSpark);
    }

    /** Turn-based tables' settings: shortest move time, SMTP server, webhooks allowed on private addresses. */
    public ServerConfig withTurns(TurnSettings t) {
        return new ServerConfig(host, port, db, schema, botThreads, botDelayMs, hintMillis, limits, adminToken, cluster,
                trustedProxies, content, t, labSpark);
    }

    public ServerConfig withTrustedProxies(List<String> proxies) {
        return new ServerConfig(host, port, db, schema, botThreads, botDelayMs, hintMillis, limits, adminToken, cluster,
                proxies, content, turns, labSpark);
    }

    /** Plays the Lab page's jobs on the Spark master given (the keeptable-lab-spark jar on the class path). */
    public ServerConfig withLabSpark(String master) {
        return new ServerConfig(host, port, db, schema, botThreads, botDelayMs, hintMillis, limits, adminToken, cluster,
                trustedProxies, content, turns, master);
    }
}
