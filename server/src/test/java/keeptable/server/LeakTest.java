package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.agent.Agent;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;
import keeptable.server.Harness.Ws;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Whole games of each of the five, played to the end over real HTTP and WebSocket: every seat is a
 * person's socket (the test picks its moves with a bot of the engine, on its own copy of the game),
 * and a spectator watches. Every message each of them got is then held against the engine at that
 * step with {@link LeakCheck}: exactly the seat's view, its events and choices, nothing more; the
 * spectator exactly the game's spectator view and the events every seat may see. The replay endpoint
 * is checked the same way, for every seat and a spectator.
 */
class LeakTest {
    @TempDir
    Path dir;
    KeeptableServer server;

    @BeforeEach
    void start() {
        server = KeeptableServer.start(ServerConfig.defaults().withHost("127.0.0.1").withPort(0)
                .withDb("jdbc:sqlite:" + dir.resolve("leak.db"), null).withBots(1, 0));
    }

    @AfterEach
    void stop() {
        server.close();
    }

    /** One finished game as the test played it: the engine's states and events step by step, and what each client got. */
    record Played(String table, GameModule game, List<State> states, List<List<Event>> events,
                  Map<Integer, List<JsonNode>> received) {
        LeakCheck check() {
            return new LeakCheck(game, states, events);
        }
    }

    @ParameterizedTest(name = "{0}, {1} seats, seed {2}, moves by {3}")
    @CsvSource({
        "killmans-keep, 3, 31, heuristic",
        "killmans-keep, 2, 32, random",
        "the-keep, 4, 33, heuristic",
        "down-among-the-dead, 2, 34, heuristic",
        "dead-keep, 2, 35, heuristic",
        "dead-cells, 2, 36, heuristic",
        "dead-keep, 1, 37, heuristic",
        "dead-cells, 1, 38, heuristic",
    })
    void everyClientIsToldExactlyWhatTheEngineLetsItSee(String gameId, int seats, long seed, String mover)
            throws Exception {
        Played p = play(gameId, seats, seed, mover);
        State end = p.states().get(p.states().size() - 1);
        assertTrue(end.isOver(), "played to the end");
        LeakCheck check = p.check();
        for (int seat = View.SPECTATOR; seat < seats; seat++) {
            List<JsonNode> got = p.received().get(seat);
            assertEquals(p.states().size() - 1, got.get(got.size() - 1).get("step").asInt(),
                    "seat " + seat + " heard the last step");
            check.checkMessages(seat, got);
        }
        TreeSet<Integer> replayed = replaySteps(p, check);
        int messages = p.received().values().stream().mapToInt(List::size).sum();
        System.out.printf("leak check %s, %d seats: %d steps, %d messages, %d replay steps per seat%n", gameId, seats,
                p.states().size() - 1, messages, replayed.size());
        for (int step : replayed) {
            for (int seat = View.SPECTATOR; seat < seats; seat++) {
                String query = "/api/tables/" + p.table() + "/replay?step=" + step + (seat >= 0 ? "&seat=" + seat : "");
                Harness.Response r = Harness.get(server.port(), query);
                assertEquals(200, r.status(), query + " " + r.body());
                check.checkReplay(seat, step, r.body());
            }
        }
    }

    /**
     * The steps whose replay is checked: the start, the end (the endgame reveals), every step with an
     * event some seat may not see, and a sample of the rest.
     */
    private static TreeSet<Integer> replaySteps(Played p, LeakCheck check) {
        TreeSet<Integer> steps = new TreeSet<>();
        int last = p.states().size() - 1;
        steps.add(0);
        steps.add(last);
        for (int k = 1; k <= last && steps.size() < 60; k++) {
            for (Event e : p.events().get(k)) {
                if (!check.mayHear(e, View.SPECTATOR)) {
                    steps.add(k);
                }
            }
        }
        for (int k = 1; k < last; k += Math.max(1, last / 20)) {
            steps.add(k);
        }
        return steps;
    }

    /** The net is seen to catch what it is for: another seat's private event, another seat's view, a spectator's extra. */
    @Test
    void theCheckCatchesALeak() throws Exception {
        Played p = play("killmans-keep", 3, 31, "heuristic");
        LeakCheck check = p.check();
        List<JsonNode> honest = p.received().get(0);
        check.checkMessages(0, honest);

        // seat 0 told of an event only another seat may see
        int step = -1;
        Event secret = null;
        for (int k = 1; k < p.events().size() && secret == null; k++) {
            for (Event e : p.events().get(k)) {
                if (!e.visibleTo(0) && e.visibleTo(1)) {
                    step = k;
                    secret = e;
                    break;
                }
            }
        }
        assertTrue(secret != null, "the game has an event seat 0 may not see");
        List<JsonNode> leaky = new ArrayList<>();
        for (JsonNode m : honest) {
            ObjectNode copy = m.deepCopy();
            if (m.get("step").asInt() == step) {
                ((com.fasterxml.jackson.databind.node.ArrayNode) copy.get("events")).addObject()
                        .put("step", step).put("text", secret.text()).put("rule", secret.rule());
            }
            leaky.add(copy);
        }
        AssertionError caught = assertThrows(AssertionError.class, () -> check.checkMessages(0, leaky));
        assertTrue(caught.getMessage().contains("events"), caught.getMessage());

        // seat 0 shown seat 1's view
        List<JsonNode> swapped = new ArrayList<>(honest);
        ObjectNode wrong = honest.get(0).deepCopy();
        wrong.set("view", p.received().get(1).get(0).get("view"));
        swapped.set(0, wrong);
        caught = assertThrows(AssertionError.class, () -> check.checkMessages(0, swapped));
        assertTrue(caught.getMessage().contains("view"), caught.getMessage());

        // a spectator shown a seat's view, or a field it should not have
        List<JsonNode> spectator = new ArrayList<>(p.received().get(View.SPECTATOR));
        check.checkMessages(View.SPECTATOR, spectator);
        ObjectNode peek = spectator.get(0).deepCopy();
        peek.set("view", p.received().get(0).get(0).get("view"));
        assertThrows(AssertionError.class, () -> check.checkMessages(View.SPECTATOR, List.of(peek)));
        ObjectNode extra = spectator.get(0).deepCopy();
        extra.put("hand", "Sword");
        assertThrows(AssertionError.class, () -> check.checkMessages(View.SPECTATOR, List.of(extra)));

        // a replay step that gives seat 0 the secret event
        JsonNode replay = Harness.get(server.port(), "/api/tables/" + p.table() + "/replay?step=" + step + "&seat=0")
                .body();
        check.checkReplay(0, step, replay);
        ObjectNode leakyReplay = replay.deepCopy();
        ((com.fasterxml.jackson.databind.node.ArrayNode) leakyReplay.get("events")).addObject()
                .put("step", step).put("text", secret.text()).put("rule", secret.rule());
        int at = step;
        assertThrows(AssertionError.class, () -> check.checkReplay(0, at, leakyReplay));
    }

    /**
     * Plays a game to the end with a person's socket per seat and a spectator's; the test's copy of the
     * game picks each move with a bot ({@code mover}) that sees only what a seat may.
     */
    private Played play(String gameId, int seats, long seed, String mover) throws Exception {
        GameModule game = GameModules.byId(gameId);
        String[] kinds = new String[seats];
        Arrays.fill(kinds, "human");
        JsonNode t = Harness.create(server.port(), gameId, seed, kinds);
        String id = t.get("id").asText();
        BlockingQueue<JsonNode> inbox = new LinkedBlockingQueue<>();
        List<Ws> sockets = new ArrayList<>();
        String[] tokens = new String[seats];
        Map<Integer, Ws> bySeat = new HashMap<>();
        for (int s = 0; s < seats; s++) {
            tokens[s] = t.get("tokens").get(Integer.toString(s)).asText();
            Ws w = new Ws(server.port(), id, s, inbox);
            w.send("{\"type\":\"hello\",\"token\":\"" + tokens[s] + "\"}");
            bySeat.put(s, w);
            sockets.add(w);
        }
        Ws spectator = new Ws(server.port(), id, View.SPECTATOR, inbox);
        spectator.send("{\"type\":\"hello\",\"spectator\":true}");
        sockets.add(spectator);

        List<Seat> seatList = new ArrayList<>();
        for (int s = 0; s < seats; s++) {
            seatList.add(new Seat("Seat " + (s + 1), "human"));
        }
        State local = game.newGame(new Setup(seatList, Map.of(), seed));
        List<State> states = new ArrayList<>(List.of(local.copy()));
        List<List<Event>> events = new ArrayList<>(List.of(List.of()));
        Agent agent = game.agent(mover);
        Rng rng = new Rng(seed);
        Map<Integer, List<JsonNode>> received = new HashMap<>();
        int overHeard = 0;
        while (overHeard < seats + 1) {
            JsonNode wrapped = inbox.poll(30, TimeUnit.SECONDS);
            assertTrue(wrapped != null, gameId + " stalled at step " + local.step());
            int tag = wrapped.get("tag").asInt();
            JsonNode m = wrapped.get("msg");
            if (m.path("type").asText().equals("chat")) {
                continue; // the table's chat after hello (no game state: nobody has said anything here)
            }
            assertFalse(m.path("type").asText().equals("refused"), m.toString());
            assertFalse(m.has("problem"), gameId + ": " + m.path("problem").asText());
            received.computeIfAbsent(tag, k -> new ArrayList<>()).add(m);
            if (m.get("over").asBoolean()) {
                overHeard++;
            }
            if (m.has("choices") && m.get("step").asInt() == local.step()) {
                int seat = local.toMove();
                List<Choice> legal = local.choices();
                Choice choice = agent.choose(local.determinize(seat, rng), legal, rng);
                int index = legal.indexOf(choice);
                EventSink.Collector c = EventSink.collect();
                local.apply(choice, c);
                states.add(local.copy());
                events.add(c.events());
                bySeat.get(seat).choose(tokens[seat], local.step() - 1, m.get("choices").get(index).get("choice"));
            }
        }
        sockets.forEach(Ws::close);
        return new Played(id, game, states, events, received);
    }
}
