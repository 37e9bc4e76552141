package keeptable.server;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.io.TempDir;

/**
 * A test of a real server on a fresh real database of either kind: the database, the server, its
 * port and the sockets the test opened, all closed after each test.
 */
abstract class ServerCase {
    @TempDir
    Path dir;
    TestDatabase db;
    KeeptableServer server;
    int port;
    final List<Ws> sockets = new ArrayList<>();

    /** Starts a server on a fresh database of this kind ("sqlite" or "postgresql"), or again on the same one. */
    void start(String kind, UnaryOperator<ServerConfig> tweak) {
        if (db == null) {
            db = TestDatabase.of(kind, dir);
        }
        server = db.start(tweak);
        port = server.port();
    }

    void start(String kind) {
        start(kind, c -> c);
    }

    /** A socket holding this seat's token, closed after the test. */
    Ws seat(String table, String token) throws Exception {
        Ws w = Ws.seat(port, table, token);
        sockets.add(w);
        return w;
    }

    @AfterEach
    void closeServerAndDatabase() throws Exception {
        sockets.forEach(Ws::close);
        if (server != null) {
            server.close();
        }
        if (db != null) {
            db.close();
        }
    }
}
