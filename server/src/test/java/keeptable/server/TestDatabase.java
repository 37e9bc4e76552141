package keeptable.server;

import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;

/**
 * A fresh real database for one test: an SQLite file in a temporary folder, or a schema of its own
 * in the PostgreSQL at 127.0.0.1:5432 (dropped afterwards); and servers started on it.
 */
final class TestDatabase implements AutoCloseable {
    final String url;
    final String schema;
    /** A JDBC URL the test can query directly (the schema included). */
    final String direct;

    private TestDatabase(String url, String schema, String direct) {
        this.url = url;
        this.schema = schema;
        this.direct = direct;
    }

    /** {@code kind} is "sqlite" or "postgresql". */
    static TestDatabase of(String kind, Path dir) {
        if (kind.equals("sqlite")) {
            String url = "jdbc:sqlite:" + dir.resolve("keeptable.db");
            return new TestDatabase(url, null, url);
        }
        String schema = Harness.newSchema();
        return new TestDatabase(Harness.PG, schema, Harness.PG + "&currentSchema=" + schema);
    }

    /** A server on this database with bots that move at once. */
    KeeptableServer start() {
        return start(c -> c);
    }

    /** A server on this database, its configuration changed by {@code tweak}. */
    KeeptableServer start(java.util.function.UnaryOperator<ServerConfig> tweak) {
        return KeeptableServer.start(tweak.apply(ServerConfig.defaults().withHost("127.0.0.1").withPort(0)
                .withDb(url, schema).withBots(1, 0).withHintMillis(100)));
    }

    /** Creates the store's tables as they were at migration {@code version}, as an older server left them. */
    void migrateTo(String version) {
        var fw = org.flywaydb.core.Flyway.configure().dataSource(url, null, null).locations("classpath:db/migration")
                .javaMigrations(new SeatTokenHashes()).target(version);
        if (schema != null) {
            fw = fw.schemas(schema).defaultSchema(schema);
        }
        fw.load().migrate();
    }

    Connection connect() throws Exception {
        return DriverManager.getConnection(direct);
    }

    /** The first column of the first row of a query with one text parameter (null if no row). */
    String query(String sql, String parameter) throws Exception {
        try (Connection c = connect(); PreparedStatement p = c.prepareStatement(sql)) {
            p.setString(1, parameter);
            try (ResultSet r = p.executeQuery()) {
                return r.next() ? r.getString(1) : null;
            }
        }
    }

    @Override
    public void close() throws Exception {
        if (schema != null) {
            Harness.dropSchema(schema);
        }
    }
}
