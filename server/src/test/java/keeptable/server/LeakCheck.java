package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.List;
import java.util.Set;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.content.RulesAid;
import keeptable.engine.module.GameModule;

/**
 * The yardstick of the leak tests: what the engine says a seat (or a spectator) may be told at each
 * step of a game, compared with what the server told it. A seat gets exactly its {@code view(seat)},
 * the events it may see ({@code visibleTo(seat)}), and its legal choices when it is to move; a
 * spectator gets exactly {@code view(SPECTATOR)} and the events every seat may see. Any difference,
 * or any field the server adds beyond these, fails.
 */
final class LeakCheck {
    /** Every field a {@code state} message may carry. */
    static final Set<String> STATE_FIELDS = Set.of("type", "table", "game", "title", "seat", "step", "toMove", "over",
            "reset", "seats", "outcome", "problem", "lastMover", "undoable", "view", "text", "prompt", "choices",
            "events");
    /** Every field a replay step may carry. */
    static final Set<String> REPLAY_FIELDS = Set.of("step", "steps", "seat", "toMove", "view", "text", "played",
            "events", "chat");

    private final GameModule game;
    private final ObjectMapper mapper;
    /** The game after each step (index = step), and the events each step brought (index = step; 0 is empty). */
    private final List<State> states;
    private final List<List<Event>> events;

    LeakCheck(GameModule game, List<State> states, List<List<Event>> events) {
        this.game = game;
        this.mapper = game.json();
        this.states = states;
        this.events = events;
    }

    /** Whether a seat (or, for {@link View#SPECTATOR}, every seat) may see the event. */
    boolean mayHear(Event e, int seat) {
        if (seat != View.SPECTATOR) {
            return e.visibleTo(seat);
        }
        for (int s = 0; s < states.get(0).seats(); s++) {
            if (!e.visibleTo(s)) {
                return false;
            }
        }
        return true;
    }

    /** The events of steps {@code from+1 .. to} that the seat may hear, as the server words them. */
    ArrayNode heard(int seat, int from, int to) {
        ArrayNode out = JsonNodeFactory.instance.arrayNode();
        for (int k = from + 1; k <= to; k++) {
            for (Event e : events.get(k)) {
                if (mayHear(e, seat)) {
                    ObjectNode n = out.addObject();
                    n.put("step", k);
                    n.put("text", e.text());
                    n.put("rule", e.rule());
                }
            }
        }
        return out;
    }

    /** Checks every {@code state} message one client (a seat or a spectator) got, in the order it got them. */
    void checkMessages(int seat, List<JsonNode> messages) {
        int heardUpTo = 0;
        for (JsonNode m : messages) {
            if (!m.path("type").asText().equals("state")) {
                throw new AssertionError("seat " + seat + " got a message that is not a state: " + m);
            }
            int k = m.get("step").asInt();
            String at = "seat " + seat + " at step " + k + ": ";
            onlyFields(m, STATE_FIELDS, at);
            State s = states.get(k);
            equal(seat, m.get("seat").asInt(), at + "seat");
            equal(s.toMove(), m.get("toMove").asInt(), at + "toMove");
            equal(s.isOver(), m.get("over").asBoolean(), at + "over");
            View v = s.view(seat);
            equal(json(v), m.get("view"), at + "view");
            equal(v.text(), m.get("text").asText(), at + "view text");
            boolean toChoose = seat >= 0 && !s.isOver() && s.toMove() == seat;
            equal(toChoose, m.has("choices"), at + "whether choices are offered");
            equal(toChoose, m.has("prompt"), at + "whether a prompt is given");
            if (toChoose) {
                equal(s.decision().prompt(), m.get("prompt").asText(), at + "prompt");
                ArrayNode expected = JsonNodeFactory.instance.arrayNode();
                for (Choice c : s.choices()) {
                    ObjectNode one = expected.addObject().put("label", s.describe(c))
                            .put("heading", Choice.heading(game, c.getClass()));
                    RulesAid.Section rules = RulesLinks.sectionFor(game, c);
                    if (rules != null) {
                        one.put("rules", rules.anchor()).put("rulesTitle", rules.title());
                    }
                    one.set("choice", json(c, game.choiceType()));
                }
                equal(expected, m.get("choices"), at + "choices");
            }
            int from = m.get("reset").asBoolean() ? 0 : heardUpTo;
            equal(heard(seat, from, k), m.get("events"), at + "events since step " + from);
            heardUpTo = k;
        }
    }

    /** Checks one replay step as the endpoint gave it to a seat (or a spectator). */
    void checkReplay(int seat, int step, JsonNode r) {
        String at = "replay for seat " + seat + " at step " + step + ": ";
        onlyFields(r, REPLAY_FIELDS, at);
        State s = states.get(step);
        equal(step, r.get("step").asInt(), at + "step");
        equal(seat, r.get("seat").asInt(), at + "seat");
        equal(s.toMove(), r.get("toMove").asInt(), at + "toMove");
        equal(json(s.view(seat)), r.get("view"), at + "view");
        equal(s.view(seat).text(), r.get("text").asText(), at + "view text");
        equal(heard(seat, step - 1, step), r.get("events"), at + "events");
        equal(0, r.get("chat").size(), at + "chat lines (nobody spoke at this table)");
    }

    private JsonNode json(View v) {
        return json(v, game.viewType());
    }

    /** A value as the server writes it, read back so numbers compare by value whatever their Java type. */
    private JsonNode json(Object value, Class<?> type) {
        try {
            return Harness.JSON.readTree(mapper.writerFor(type).writeValueAsString(value));
        } catch (Exception e) {
            throw new IllegalStateException(e);
        }
    }

    private static void onlyFields(JsonNode m, Set<String> allowed, String at) {
        m.fieldNames().forEachRemaining(f -> {
            if (!allowed.contains(f)) {
                throw new AssertionError(at + "unexpected field '" + f + "'");
            }
        });
    }

    private static void equal(Object expected, Object actual, String what) {
        if (!expected.equals(actual)) {
            throw new AssertionError(what + " differs:\n expected " + expected + "\n      got " + actual);
        }
    }
}
