package keeptable.server.load;

import com.fasterxml.jackson.databind.ObjectMapper;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import keeptable.server.KeeptableServer;
import keeptable.server.ServerConfig;

/**
 * After a load run, with every node stopped: was any acknowledged choice lost, and did any table's
 * record fork? An acknowledged choice is lost unless the store holds it at its step. A table is
 * forked if its steps are not stored once each from 1 on, or if its record does not replay under the
 * rules with every stored fingerprint (a fresh server, started on the store, replays each one).
 */
final class LoadAudit {
    /** What the audit found. */
    record Result(int acknowledged, int lost, int tables, int forked) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private LoadAudit() {
    }

    /** {@code direct}: a JDBC URL of the run's schema; {@code url} and {@code schema} start the replaying server. */
    static Result check(String direct, String url, String schema, Collection<LoadProbe.Ack> acks) throws Exception {
        int lost = 0;
        List<String> ids = new ArrayList<>();
        int forked = 0;
        try (Connection c = DriverManager.getConnection(direct)) {
            try (PreparedStatement p = c.prepareStatement(
                    "SELECT choice FROM table_choices WHERE table_id = ? AND step = ?")) {
                for (LoadProbe.Ack a : acks) {
                    p.setString(1, a.table());
                    p.setInt(2, a.step());
                    try (ResultSet r = p.executeQuery()) {
                        if (!r.next() || !JSON.readTree(r.getString(1)).equals(a.choice())) {
                            lost++;
                        }
                    }
                }
            }
            try (PreparedStatement p = c.prepareStatement("SELECT g.id, g.steps, COUNT(t.step), COALESCE(MAX(t.step), 0)"
                    + " FROM game_tables g LEFT JOIN table_choices t ON t.table_id = g.id GROUP BY g.id, g.steps");
                 ResultSet r = p.executeQuery()) {
                while (r.next()) {
                    ids.add(r.getString(1));
                    if (r.getInt(2) != r.getInt(3) || r.getInt(2) != r.getInt(4)) {
                        forked++;
                    }
                }
            }
        }
        KeeptableServer replay = KeeptableServer.start(ServerConfig.defaults().withHost("127.0.0.1")
                .withPort(0).withDb(url, schema).withBots(1, 3_600_000));
        try {
            for (String id : ids) {
                if (replay.problemOf(id) != null) {
                    forked++;
                }
            }
        } finally {
            replay.close();
        }
        return new Result(acks.size(), lost, ids.size(), forked);
    }
}
