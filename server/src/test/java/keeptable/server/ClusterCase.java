package keeptable.server;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

/** A test of several nodes on one fresh PostgreSQL schema: the nodes it started are closed after each test. */
abstract class ClusterCase {
    @TempDir
    Path dir;
    TestDatabase db;
    final List<KeeptableServer> nodes = new ArrayList<>();

    @BeforeEach
    void database() {
        db = TestDatabase.of("postgresql", dir);
    }

    @AfterEach
    void stop() throws Exception {
        nodes.forEach(KeeptableServer::close);
        db.close();
    }

    /** A new node of the cluster, its configuration changed by {@code tweak}. */
    KeeptableServer node(UnaryOperator<ServerConfig> tweak) {
        KeeptableServer s = db.start(c -> tweak.apply(c.withCluster(true)));
        nodes.add(s);
        return s;
    }
}
