package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Game;
import keeptable.engine.Games;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.json.Json;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A batch of games played to the end over the wire by random players, one socket per seat and a
 * spectator: every message a seat received is checked against the game at that step. It carries
 * exactly that seat's view, only events that seat may see, and no name of a card hidden in another
 * hand; a spectator gets only what every seat sees alike, and The Keep's Hilt room only reaches
 * Molasar.
 */
class LeakTest {
    @TempDir
    Path dir;
    KeeptableServer server;

    @BeforeEach
    void start() {
        server = KeeptableServer.start(KeeptableServer.Config.defaults().withHost("127.0.0.1").withPort(0)
                .withDb("jdbc:sqlite:" + dir.resolve("leak.db"), null).withBots(1, 0));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    @Test
    void noMessageRevealsAnotherSeatsSecrets() throws Exception {
        int checked = 0;
        checked += play("killmans-keep", 3, 31);
        checked += play("killmans-keep", 4, 32);
        checked += play("the-keep", 4, 33);
        checked += play("the-keep", 3, 34);
        assertTrue(checked > 1000, "messages checked: " + checked);
    }

    /** Plays one game with random choices sent over the sockets; checks every message; returns how many. */
    private int play(String gameId, int seats, long seed) throws Exception {
        Game game = Games.byId(gameId);
        ObjectMapper mapper = Json.mapper(game);
        String[] kinds = new String[seats];
        java.util.Arrays.fill(kinds, "human");
        JsonNode t = Harness.create(server.port(), gameId, seed, kinds);
        String id = t.get("id").asText();
        BlockingQueue<JsonNode> inbox = new LinkedBlockingQueue<>();
        List<Ws> sockets = new ArrayList<>();
        String[] tokens = new String[seats];
        for (int s = 0; s < seats; s++) {
            tokens[s] = t.get("tokens").get(Integer.toString(s)).asText();
            Ws w = new Ws(server.port(), id, s, inbox);
            w.send("{\"type\":\"hello\",\"token\":\"" + tokens[s] + "\"}");
            sockets.add(w);
        }
        Ws spectator = new Ws(server.port(), id, -1, inbox);
        spectator.send("{\"type\":\"hello\",\"spectator\":true}");
        sockets.add(spectator);

        Random random = new Random(seed);
        Map<Integer, JsonNode> played = new HashMap<>();
        List<JsonNode> received = new ArrayList<>();
        int cap = 400;
        boolean done = false;
        while (true) {
            JsonNode wrapped = inbox.poll(done ? 1 : 30, TimeUnit.SECONDS);
            if (wrapped == null) {
                assertTrue(done, "the game stalled");
                break;
            }
            received.add(wrapped);
            JsonNode m = wrapped.get("msg");
            assertFalse(m.path("type").asText().equals("refused"), m.toString());
            int step = m.get("step").asInt();
            if (m.get("over").asBoolean() || step >= cap) {
                done = true;
            }
            if (!done && m.has("choices") && !played.containsKey(step)) {
                JsonNode cs = m.get("choices");
                JsonNode choice = cs.get(random.nextInt(cs.size())).get("choice");
                played.put(step, choice);
                sockets.get(wrapped.get("tag").asInt()).choose(tokens[wrapped.get("tag").asInt()], step, choice);
            }
        }
        sockets.forEach(Ws::close);

        // Replay what was played, keeping every step's state and events.
        List<Seat> seatList = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            seatList.add(new Seat("Seat " + (s + 1), "human"));
        }
        State state = game.newGame(new Setup(seatList, Map.of(), seed));
        List<State> states = new ArrayList<>();
        List<List<Event>> events = new ArrayList<>();
        states.add(state.copy());
        events.add(List.of());
        for (int k = 0; played.containsKey(k); k++) {
            EventSink.Collector c = EventSink.collect();
            state.apply(mapper.treeToValue(played.get(k), game.choiceType()), c);
            states.add(state.copy());
            events.add(c.events());
        }

        // What each seat has legitimately learnt so far (its views and its events), step by step.
        List<Set<String>> learnt = new ArrayList<>();
        for (int s = 0; s <= seats; s++) {
            learnt.add(new HashSet<>());
        }
        Map<Integer, List<JsonNode>> bySeat = new HashMap<>();
        for (JsonNode w : received) {
            bySeat.computeIfAbsent(w.get("tag").asInt(), k -> new ArrayList<>()).add(w.get("msg"));
        }
        int checked = 0;
        for (Map.Entry<Integer, List<JsonNode>> e : bySeat.entrySet()) {
            int seat = e.getKey();
            StringBuilder known = new StringBuilder();
            for (JsonNode m : e.getValue()) {
                int k = m.get("step").asInt();
                State at = states.get(k);
                List<JsonNode> views = new ArrayList<>();
                for (int s = 0; s < seats; s++) {
                    views.add(mapper.valueToTree(at.view(s)));
                }
                // (re-read, so numbers compare by value whatever their Java type)
                JsonNode expected = Harness.JSON.readTree(
                        (seat >= 0 ? views.get(seat) : PublicView.common(views)).toString());
                assertEquals(expected, m.get("view"), "seat " + seat + " at step " + k + " gets exactly its view");
                for (JsonNode ev : m.get("events")) {
                    int es = ev.get("step").asInt();
                    boolean ok = false;
                    for (Event real : events.get(es)) {
                        boolean mayHear = seat >= 0 ? real.visibleTo(seat) : allSee(real, seats);
                        ok |= mayHear && real.text().equals(ev.get("text").asText());
                    }
                    assertTrue(ok, "seat " + seat + " may not hear: " + ev);
                    known.append(ev.get("text").asText()).append('\n');
                }
                known.append(expected);
                if (gameId.equals("killmans-keep")) {
                    for (int o = 0; o < seats; o++) {
                        if (o == seat) {
                            continue;
                        }
                        for (String secret : hiddenNames(views.get(o))) {
                            if (!known.toString().contains(secret)) {
                                assertFalse(m.toString().contains(secret), "seat " + seat + " at step " + k
                                        + " is told of " + secret + " held by seat " + o);
                            }
                        }
                    }
                } else if (!m.path("view").path("role").asText().equals("Molasar")) {
                    assertTrue(m.get("view").get("hiltRoom").isNull() || m.get("view").get("hiltRoom").asInt() == -1,
                            "the Hilt room reaches only Molasar");
                }
                if (seat < 0) {
                    JsonNode hand = m.get("view").get("hand");
                    assertTrue(hand.isNull() || hand.isEmpty(), "a spectator sees no hand: " + hand);
                    assertFalse(m.has("choices"));
                }
                checked++;
            }
        }
        return checked;
    }

    private static boolean allSee(Event e, int seats) {
        for (int s = 0; s < seats; s++) {
            if (!e.visibleTo(s)) {
                return false;
            }
        }
        return true;
    }

    /** Names of the cards in a Killman's Keep hand that its owner has not shown, and its Goals. */
    private static List<String> hiddenNames(JsonNode view) {
        Set<Integer> shown = new HashSet<>();
        for (JsonNode p : view.get("players")) {
            if (p.get("seat").asInt() == view.get("seat").asInt()) {
                p.get("shownCards").forEach(c -> shown.add(c.get("card").asInt()));
            }
        }
        List<String> names = new ArrayList<>();
        for (JsonNode c : view.get("hand")) {
            if (!shown.contains(c.get("card").asInt())) {
                names.add(c.get("name").asText());
            }
        }
        for (JsonNode g : view.get("goals")) {
            names.add(g.get("name").asText());
        }
        return names;
    }
}
