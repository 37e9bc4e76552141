package keeptable.server;

import org.junit.jupiter.api.AfterEach;

/** The server suite on PostgreSQL (127.0.0.1:5432, database test), each test in a schema of its own. */
class PostgresServerTest extends ServerSuite {
    private final String schema = Harness.newSchema();

    @Override
    String dbUrl() {
        return Harness.PG;
    }

    @Override
    String schema() {
        return schema;
    }

    @Override
    String directUrl() {
        return Harness.PG + "&currentSchema=" + schema;
    }

    @AfterEach
    void dropSchema() throws Exception {
        stop();
        server = null;
        Harness.dropSchema(schema);
    }
}
