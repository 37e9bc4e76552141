package keeptable.server.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The tables of a load run: bot tables kept at a number (a new one opened, on the nodes in turn,
 * for each that ends), people's tables opened for the probes, and what the store says of them (how
 * many bot tables are running, how many choices are stored).
 */
final class LoadTables {
    private static final ObjectMapper JSON = new ObjectMapper();
    private final LoadNodes nodes;
    private final HttpClient http;
    private final String db;
    private final String game;
    private final AtomicInteger turn = new AtomicInteger();
    final AtomicInteger createFailures = new AtomicInteger();

    /** {@code db}: a JDBC URL of the run's schema, for reading the store. */
    LoadTables(LoadNodes nodes, HttpClient http, String db, String game) {
        this.nodes = nodes;
        this.http = http;
        this.db = db;
        this.game = game;
    }

    /** Opens a table of three random bots on the next live node; false if it could not. */
    boolean createBots() {
        return create("[{\"kind\":\"random\"},{\"kind\":\"random\"},{\"kind\":\"random\"}]") != null;
    }

    /** Opens a table of a person and a bot; its id and the person's token. */
    String[] createHuman() throws Exception {
        JsonNode made = create("[{\"kind\":\"human\"},{\"kind\":\"random\"}]");
        if (made == null) {
            throw new IllegalStateException("no table could be opened");
        }
        return new String[] {made.get("id").asText(), made.get("tokens").get("0").asText()};
    }

    /** Opens a table of a person and a bot that nobody ever plays at (someone who left); false if it could not. */
    boolean createAbandoned() {
        return create("[{\"kind\":\"human\"},{\"kind\":\"random\"}]") != null;
    }

    private JsonNode create(String seats) {
        List<Integer> ports = nodes.livePorts();
        if (ports.isEmpty()) {
            return null;
        }
        int port = ports.get(Math.floorMod(turn.getAndIncrement(), ports.size()));
        try {
            HttpResponse<String> r = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port
                            + "/api/tables")).timeout(Duration.ofSeconds(20)).header("Content-Type", "application/json")
                    .POST(HttpRequest.BodyPublishers.ofString("{\"game\":\"" + game + "\",\"seats\":" + seats + "}"))
                    .build(), HttpResponse.BodyHandlers.ofString());
            if (r.statusCode() == 201) {
                return JSON.readTree(r.body());
            }
        } catch (Exception e) {
            // the node died under the request: counted, and another is asked next time
        }
        createFailures.incrementAndGet();
        return null;
    }

    /** Opens bot tables until {@code target} run, at most {@code most} at a time; returns how many run now. */
    int topUp(int target, int most) throws SQLException {
        int running = runningBotTables();
        for (int i = 0; i < Math.min(most, target - running); i++) {
            createBots();
        }
        return running;
    }

    /** The bot tables whose game goes on. */
    int runningBotTables() throws SQLException {
        return number("SELECT COUNT(*) FROM game_tables g WHERE g.finished = 0 AND NOT EXISTS"
                + " (SELECT 1 FROM table_seats s WHERE s.table_id = g.id AND s.agent = 'human')");
    }

    /** Every choice stored, at every table. */
    long storedChoices() throws SQLException {
        return number("SELECT COUNT(*) FROM table_choices");
    }

    private int number(String sql) throws SQLException {
        try (Connection c = DriverManager.getConnection(db); PreparedStatement p = c.prepareStatement(sql);
             ResultSet r = p.executeQuery()) {
            r.next();
            return r.getInt(1);
        }
    }
}
