package keeptable.server;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;

/** The server suite on an SQLite file. */
class SqliteServerTest extends ServerSuite {
    @TempDir
    Path dir;

    @Override
    String dbUrl() throws Exception {
        Files.createDirectories(dir);
        return "jdbc:sqlite:" + dir.resolve("keeptable.db");
    }

    @Override
    String schema() {
        return null;
    }

    @Override
    String directUrl() {
        return "jdbc:sqlite:" + dir.resolve("keeptable.db");
    }
}
