package keeptable.server.load;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.util.List;
import java.util.Queue;
import java.util.Random;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * A person at a table against a bot, played by the harness over a real WebSocket to a node picked at
 * random: at each turn it sends a choice and times the round trip until the table's new state comes
 * back (the choice stored and shown). Each acknowledged choice is remembered, to be looked for in the
 * store at the end. When its node dies it connects to another and goes on; when its game ends it
 * opens another table.
 */
final class LoadProbe implements Runnable {
    /** A choice the server acknowledged: stored at {@code step} of {@code table}. */
    record Ack(String table, int step, JsonNode choice) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();
    private static final JsonNode CLOSED = JSON.createObjectNode().put("type", "closed");
    private final LoadNodes nodes;
    private final LoadTables tables;
    private final HttpClient http;
    private final Random random;
    private volatile boolean running = true;
    final Queue<Long> roundTripsMicros = new ConcurrentLinkedQueue<>();
    final Queue<Ack> acks = new ConcurrentLinkedQueue<>();
    final AtomicInteger refusals = new AtomicInteger();
    final AtomicInteger reconnects = new AtomicInteger();

    LoadProbe(LoadNodes nodes, LoadTables tables, HttpClient http, long seed) {
        this.nodes = nodes;
        this.tables = tables;
        this.http = http;
        this.random = new Random(seed);
    }

    /** Stops playing at the next message or within half a second. */
    void stop() {
        running = false;
    }

    @Override
    public void run() {
        String[] table = null;
        while (running) {
            try {
                if (table == null) {
                    table = tables.createHuman();
                }
                if (!play(table[0], table[1])) {
                    table = null; // the game is over
                }
            } catch (Exception e) {
                reconnects.incrementAndGet();
                pause();
            }
        }
    }

    /** Plays at the table through one connection; false when its game is over, true when the connection is lost. */
    private boolean play(String id, String token) throws Exception {
        List<Integer> ports = nodes.livePorts();
        int port = ports.get(random.nextInt(ports.size()));
        BlockingQueue<JsonNode> inbox = new LinkedBlockingQueue<>();
        WebSocket ws = http.newWebSocketBuilder().buildAsync(URI.create("ws://127.0.0.1:" + port + "/ws/tables/" + id),
                listener(inbox)).get(10, TimeUnit.SECONDS);
        try {
            ws.sendText("{\"type\":\"hello\",\"token\":\"" + token + "\"}", true).join();
            int sentAt = -1;
            JsonNode sent = null;
            long sentNanos = 0;
            while (running) {
                JsonNode m = inbox.poll(500, TimeUnit.MILLISECONDS);
                if (m == null) {
                    continue;
                }
                if (m == CLOSED) {
                    reconnects.incrementAndGet();
                    return true;
                }
                String type = m.path("type").asText();
                if (type.equals("refused")) {
                    refusals.incrementAndGet();
                    sent = null;
                    continue;
                }
                if (!type.equals("state")) {
                    continue;
                }
                int step = m.get("step").asInt();
                if (sent != null && step > sentAt) {
                    roundTripsMicros.add((System.nanoTime() - sentNanos) / 1_000);
                    acks.add(new Ack(id, sentAt + 1, sent));
                    sent = null;
                }
                if (m.path("over").asBoolean()) {
                    return false;
                }
                if (sent == null && m.has("choices") && m.get("choices").size() > 0) {
                    JsonNode choices = m.get("choices");
                    sent = choices.get(random.nextInt(choices.size())).get("choice");
                    sentAt = step;
                    sentNanos = System.nanoTime();
                    ws.sendText("{\"type\":\"choice\",\"token\":\"" + token + "\",\"step\":" + step + ",\"choice\":"
                            + sent + "}", true);
                }
            }
            return true;
        } finally {
            ws.abort();
        }
    }

    private static WebSocket.Listener listener(BlockingQueue<JsonNode> inbox) {
        return new WebSocket.Listener() {
            private final StringBuilder partial = new StringBuilder();

            @Override
            public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
                partial.append(data);
                if (last) {
                    try {
                        inbox.add(JSON.readTree(partial.toString()));
                    } catch (java.io.IOException e) {
                        inbox.add(CLOSED);
                    }
                    partial.setLength(0);
                }
                ws.request(1);
                return null;
            }

            @Override
            public CompletionStage<?> onClose(WebSocket ws, int status, String reason) {
                inbox.add(CLOSED);
                return null;
            }

            @Override
            public void onError(WebSocket ws, Throwable error) {
                inbox.add(CLOSED);
            }
        };
    }

    private static void pause() {
        try {
            Thread.sleep(200);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }
}
