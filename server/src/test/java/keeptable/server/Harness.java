package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.Statement;
import java.time.Duration;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

/** Talks to a running server over real HTTP and WebSocket. */
final class Harness {
    static final ObjectMapper JSON = new ObjectMapper();
    static final String PG = "jdbc:postgresql://127.0.0.1:5432/test?user=postgres";
    static final HttpClient HTTP = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();

    private Harness() {
    }

    record Response(int status, JsonNode body) {
    }

    static Response get(int port, String path) throws Exception {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(30)).GET().build(), HttpResponse.BodyHandlers.ofString());
        return new Response(r.statusCode(), r.body().isEmpty() ? null : JSON.readTree(r.body()));
    }

    static Response post(int port, String path, String body) throws Exception {
        HttpResponse<String> r = HTTP.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(30)).header("Content-Type", "application/json")
                .POST(HttpRequest.BodyPublishers.ofString(body)).build(), HttpResponse.BodyHandlers.ofString());
        return new Response(r.statusCode(), r.body().isEmpty() ? null : JSON.readTree(r.body()));
    }

    /**
     * Any request: {@code headers} are name, value pairs (no Content-Type is sent unless named). The
     * body is kept as text when it is not JSON.
     */
    static Response request(int port, String method, String path, String body, String... headers) throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + path))
                .timeout(Duration.ofSeconds(30))
                .method(method, body == null ? HttpRequest.BodyPublishers.noBody()
                        : HttpRequest.BodyPublishers.ofString(body));
        if (headers.length > 0) {
            b.headers(headers);
        }
        HttpResponse<String> r = HTTP.send(b.build(), HttpResponse.BodyHandlers.ofString());
        JsonNode n;
        try {
            n = r.body().isEmpty() ? null : JSON.readTree(r.body());
        } catch (java.io.IOException e) {
            n = JSON.getNodeFactory().textNode(r.body());
        }
        return new Response(r.statusCode(), n);
    }

    /** Of a state message's choices: Killman's Keep's end of the turn where it is offered, else the first. */
    static JsonNode endTurnOrFirst(JsonNode state) {
        JsonNode pick = state.get("choices").get(0).get("choice");
        for (JsonNode c : state.get("choices")) {
            if (c.get("choice").toString().contains("EndTurn")) {
                pick = c.get("choice");
            }
        }
        return pick;
    }

    /** Creates a table; seats are kinds such as "human", "open", "random". */
    static JsonNode create(int port, String game, long seed, String... kinds) throws Exception {
        StringBuilder seats = new StringBuilder();
        for (int i = 0; i < kinds.length; i++) {
            seats.append(i == 0 ? "" : ",").append("{\"kind\":\"").append(kinds[i]).append("\",\"name\":\"Seat ")
                    .append(i + 1).append("\"}");
        }
        Response r = post(port, "/api/tables", "{\"game\":\"" + game + "\"," + dealtFrom(seed, kinds) + "\"seats\":["
                + seats + "]}");
        if (r.status() != 201) {
            throw new AssertionError("create failed: " + r);
        }
        return r.body();
    }

    /**
     * The seed fields of a new table's body: the seed, with {@code "hotseat": true} when several human seats
     * are all held by the test; none when a seat is open (such a table is dealt from a seed the server draws).
     */
    static String dealtFrom(long seed, String... kinds) {
        java.util.List<String> k = java.util.List.of(kinds);
        if (k.contains("open")) {
            return "";
        }
        return "\"seed\":" + seed + "," + (k.stream().filter("human"::equals).count() > 1 ? "\"hotseat\":true," : "");
    }

    static String newSchema() {
        return "kt_" + Long.toHexString(System.nanoTime()) + Integer.toHexString((int) (Math.random() * 4096));
    }

    static void dropSchema(String schema) throws Exception {
        try (Connection c = DriverManager.getConnection(PG); Statement s = c.createStatement()) {
            s.execute("DROP SCHEMA IF EXISTS " + schema + " CASCADE");
        }
    }

    /** A WebSocket client that queues every message it receives. */
    static final class Ws implements WebSocket.Listener {
        final BlockingQueue<JsonNode> inbox = new LinkedBlockingQueue<>();
        private final StringBuilder partial = new StringBuilder();
        final WebSocket socket;
        final int tag;

        private final BlockingQueue<JsonNode> shared;

        Ws(int port, String table, int tag) throws Exception {
            this(port, table, tag, null);
        }

        /** A client whose messages go to a queue shared with others, each wrapped as {tag, msg}. */
        Ws(int port, String table, int tag, BlockingQueue<JsonNode> shared) throws Exception {
            this(port, table, tag, shared, null);
        }

        /** A client whose upgrade request carries this session cookie (null for none). */
        Ws(int port, String table, int tag, BlockingQueue<JsonNode> shared, String cookie) throws Exception {
            this.tag = tag;
            this.shared = shared;
            WebSocket.Builder b = HTTP.newWebSocketBuilder();
            if (cookie != null) {
                b.header("Cookie", cookie);
            }
            this.socket = b.buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws/tables/" + table), this)
                    .get(10, TimeUnit.SECONDS);
        }

        static Ws seat(int port, String table, String token) throws Exception {
            Ws w = new Ws(port, table, 0);
            w.send("{\"type\":\"hello\",\"token\":\"" + token + "\"}");
            return w;
        }

        static Ws spectator(int port, String table) throws Exception {
            Ws w = new Ws(port, table, -1);
            w.send("{\"type\":\"hello\",\"spectator\":true}");
            return w;
        }

        void send(String text) {
            socket.sendText(text, true).join();
        }

        void choose(String token, int step, JsonNode choice) {
            send("{\"type\":\"choice\",\"token\":\"" + token + "\",\"step\":" + step + ",\"choice\":" + choice + "}");
        }

        JsonNode next() throws InterruptedException {
            JsonNode m = inbox.poll(30, TimeUnit.SECONDS);
            if (m == null) {
                throw new AssertionError("no message within 30 s");
            }
            return m;
        }

        /** The next message that passes the test, skipping others. */
        JsonNode await(Predicate<JsonNode> test) throws InterruptedException {
            while (true) {
                JsonNode m = next();
                if (test.test(m)) {
                    return m;
                }
            }
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
            partial.append(data);
            if (last) {
                try {
                    JsonNode m = JSON.readTree(partial.toString());
                    if (shared == null) {
                        inbox.add(m);
                    } else {
                        shared.add(JSON.createObjectNode().put("tag", tag).set("msg", m));
                    }
                } catch (Exception e) {
                    throw new IllegalStateException(e);
                }
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }

        void close() {
            socket.abort();
        }
    }
}
