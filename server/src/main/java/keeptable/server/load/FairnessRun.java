package keeptable.server.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletionStage;

/**
 * The starvation measure: one server (a process of its own, on an SQLite file, at the default settings
 * but for trusting 127.0.0.1 as a proxy so that clients can be told apart by {@code X-Forwarded-For}),
 * one client opening {@code --attack-tables} tables of {@code --attack-seats} {@code --attack-bot} bots,
 * and another client's table of {@code --bot} bots watched as a spectator: every gap between two of
 * its steps is one bot answer (its delay, its wait for a thread and its thinking). Prints the answers'
 * percentiles and what the attacker got (tables opened and refused, bot moves made).
 * <pre>
 * java -cp CLASSPATH keeptable.server.load.FairnessRun --attack-tables 12 --seconds 120
 * </pre>
 */
public final class FairnessRun {
    private static final ObjectMapper JSON = new ObjectMapper();
    private static final String ATTACKER = "198.51.100.7";
    private static final String PLAYER = "203.0.113.9";

    private FairnessRun() {
    }

    public static void main(String[] args) throws Exception {
        Map<String, String> o = new LinkedHashMap<>();
        o.put("--attack-tables", "12");
        o.put("--attack-seats", "6");
        o.put("--attack-bot", "ismcts:5000ms");
        o.put("--game", "killmans-keep");
        o.put("--bot", "heuristic");
        o.put("--seconds", "120");
        o.put("--heap", "512m");
        List<String> extra = new ArrayList<>();
        for (int i = 0; i + 1 < args.length; i += 2) {
            if (o.containsKey(args[i])) {
                o.put(args[i], args[i + 1]);
            } else {
                extra.add(args[i]); // handed to the server, e.g. --search-tables-per-client 12
                extra.add(args[i + 1]);
            }
        }
        Path dir = Files.createTempDirectory("keeptable-fairness");
        List<String> serverArgs = new ArrayList<>(List.of("--db", "jdbc:sqlite:" + dir.resolve("fair.db"),
                "--trust-proxy", "127.0.0.1"));
        serverArgs.addAll(extra);
        HttpClient http = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(5)).build();
        LoadNodes nodes = new LoadNodes(1, serverArgs, o.get("--heap"));
        try {
            nodes.start(0);
            int port = nodes.livePorts().get(0);
            int opened = 0;
            List<String> refusals = new ArrayList<>();
            for (int i = 0; i < Integer.parseInt(o.get("--attack-tables")); i++) {
                HttpResponse<String> r = create(http, port, ATTACKER, o.get("--game"),
                        Collections.nCopies(Integer.parseInt(o.get("--attack-seats")), o.get("--attack-bot")));
                if (r.statusCode() == 201) {
                    opened++;
                } else {
                    refusals.add(r.statusCode() + " " + r.body());
                }
            }
            System.out.println("attacker: " + opened + " tables opened, " + refusals.size() + " refused"
                    + (refusals.isEmpty() ? "" : ", e.g. " + refusals.get(0)));
            Thread.sleep(2_000); // the attacker's searches are under way
            List<Long> answers = watch(http, port, o.get("--game"), o.get("--bot"),
                    Long.parseLong(o.get("--seconds")) * 1000);
            Collections.sort(answers);
            System.out.printf("other client's bot answers: %d, p50 %d ms, p99 %d ms, max %d ms%n", answers.size(),
                    percentile(answers, 50), percentile(answers, 99), percentile(answers, 100));
            String metrics = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/metrics"))
                    .build(), HttpResponse.BodyHandlers.ofString()).body();
            System.out.println("server metrics: " + metrics);
            String ready = http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/ready"))
                    .build(), HttpResponse.BodyHandlers.ofString()).body();
            System.out.println("ready: " + ready);
        } finally {
            nodes.close();
        }
    }

    private static HttpResponse<String> create(HttpClient http, int port, String client, String game,
                                               List<String> kinds) throws Exception {
        StringBuilder seats = new StringBuilder();
        for (String k : kinds) {
            seats.append(seats.isEmpty() ? "" : ",").append("{\"kind\":\"").append(k).append("\"}");
        }
        return http.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/api/tables"))
                .header("Content-Type", "application/json").header("X-Forwarded-For", client)
                .POST(HttpRequest.BodyPublishers.ofString("{\"game\":\"" + game + "\",\"seats\":[" + seats + "]}"))
                .build(), HttpResponse.BodyHandlers.ofString());
    }

    /** Watches the other client's tables (a new one for each that ends) for {@code ms}: each bot answer's time. */
    private static List<Long> watch(HttpClient http, int port, String game, String bot, long ms) throws Exception {
        List<Long> answers = Collections.synchronizedList(new ArrayList<>());
        long until = System.currentTimeMillis() + ms;
        while (System.currentTimeMillis() < until) {
            HttpResponse<String> r = create(http, port, PLAYER, game, List.of(bot, bot, bot));
            if (r.statusCode() != 201) {
                throw new IllegalStateException("the other client's table was refused: " + r.body());
            }
            String id = JSON.readTree(r.body()).get("id").asText();
            Steps steps = new Steps(answers);
            WebSocket ws = http.newWebSocketBuilder().buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws/tables/"
                    + id), steps).join();
            ws.sendText("{\"type\":\"hello\",\"spectator\":true}", true).join();
            while (!steps.over && System.currentTimeMillis() < until) {
                Thread.sleep(100);
            }
            ws.abort();
        }
        return new ArrayList<>(answers);
    }

    /** Times the steps a spectator hears. */
    private static final class Steps implements WebSocket.Listener {
        private final List<Long> answers;
        private final StringBuilder partial = new StringBuilder();
        private int step = -1;
        private long last;
        volatile boolean over;

        Steps(List<Long> answers) {
            this.answers = answers;
        }

        @Override
        public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean lastPart) {
            partial.append(data);
            if (lastPart) {
                try {
                    JsonNode m = JSON.readTree(partial.toString());
                    if (m.path("type").asText().equals("state")) {
                        long now = System.nanoTime();
                        int s = m.get("step").asInt();
                        if (step >= 0 && s > step) {
                            answers.add((now - last) / 1_000_000);
                        }
                        if (s != step) {
                            step = s;
                            last = now;
                        }
                        over = m.get("over").asBoolean();
                    }
                } catch (java.io.IOException e) {
                    over = true;
                }
                partial.setLength(0);
            }
            webSocket.request(1);
            return null;
        }
    }

    private static long percentile(List<Long> sorted, int p) {
        if (sorted.isEmpty()) {
            return 0;
        }
        int i = (int) Math.ceil(p / 100.0 * sorted.size()) - 1;
        return sorted.get(Math.max(0, Math.min(sorted.size() - 1, i)));
    }
}
