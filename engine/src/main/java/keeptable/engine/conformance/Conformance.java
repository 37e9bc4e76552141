package keeptable.engine.conformance;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Game;
import keeptable.engine.IllegalChoiceException;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.RandomAgent;
import keeptable.engine.json.Json;
import keeptable.engine.record.GameRecord;
import keeptable.engine.record.Recorder;
import keeptable.engine.record.Replay;

/**
 * The engine's conformance kit: one call from a game module's tests plays many games with random
 * (and optionally other) agents and checks, after every choice, what every game must satisfy:
 * legal choices non-empty until the end, the game's own invariants, copy equality and
 * independence, illegal choices refused without change, determinization keeping all the deciding
 * seat knows, views that do not depend on what a seat cannot know, JSON round trips of choices,
 * events, views and records, and replay determinism. A failure throws {@link AssertionError}
 * naming the game, seed and step.
 */
public final class Conformance {

    /** A game-specific property that must hold in every reachable state. */
    @FunctionalInterface
    public interface Invariant {
        /** Throws (e.g. AssertionError) with a message when the state breaks the property. */
        void check(State state);
    }

    /**
     * @param games      games to play
     * @param seed       seed of the first game; game i uses seed + i
     * @param deepEvery  run the costly checks (copies, determinization, JSON) every this many steps
     * @param maxSteps   a game longer than this fails the check
     * @param agent      who plays every seat
     * @param options    game options
     */
    public record Options(int games, long seed, int deepEvery, int maxSteps, Agent agent,
                          Map<String, String> options) {
        public static Options random(int games, long seed) {
            return new Options(games, seed, 7, 100_000, RandomAgent.INSTANCE, Map.of());
        }

        public Options with(Agent a) {
            return new Options(games, seed, deepEvery, maxSteps, a, options);
        }

        public Options deepEvery(int n) {
            return new Options(games, seed, n, maxSteps, agent, options);
        }

        public Options maxSteps(int n) {
            return new Options(games, seed, deepEvery, n, agent, options);
        }
    }

    /** What a run covered. */
    public record Report(int games, long steps, int longestGame, int[] gamesBySeatCount) {
    }

    /** Every game's record is replayed; every this many also go through JSON and back first. */
    private static final int JSON_RECORD_EVERY = 50;

    private final Game game;
    private final ObjectMapper json;

    private Conformance(Game game) {
        this.game = game;
        this.json = Json.mapper(game);
    }

    public static Report check(Game game, Options options, Invariant... invariants) {
        return new Conformance(game).run(options, List.of(invariants));
    }

    private Report run(Options o, List<Invariant> invariants) {
        int span = game.maxSeats() - game.minSeats() + 1;
        int[] bySeats = new int[game.maxSeats() + 1];
        long steps = 0;
        int longest = 0;
        List<Choice> seen = new ArrayList<>();
        Set<Choice> seenSet = new HashSet<>();
        for (int g = 0; g < o.games(); g++) {
            long seed = o.seed() + g;
            int seats = game.minSeats() + (int) Math.floorMod(seed, (long) span);
            bySeats[seats]++;
            List<Seat> list = new ArrayList<>();
            for (int i = 0; i < seats; i++) {
                list.add(new Seat("P" + (i + 1), o.agent().name()));
            }
            Setup setup = new Setup(list, o.options(), seed);
            int length = playOne(setup, o, invariants, seen, seenSet, g % JSON_RECORD_EVERY == 0);
            steps += length;
            longest = Math.max(longest, length);
        }
        return new Report(o.games(), steps, longest, bySeats);
    }

    private int playOne(Setup setup, Options o, List<Invariant> invariants, List<Choice> seen, Set<Choice> seenSet,
                        boolean jsonRecord) {
        Rng rng = new Rng(setup.seed() * 31 + 7);
        State state = game.newGame(setup);
        Recorder recorder = new Recorder(game, setup, state);
        String where = game.id() + " seed " + setup.seed() + " seats " + setup.size();
        checkBasics(state, invariants, null, where, -1);
        while (!state.isOver()) {
            int step = state.step();
            if (step > o.maxSteps()) {
                throw new AssertionError(where + ": the game did not end within " + o.maxSteps() + " choices");
            }
            List<Choice> choices = state.choices();
            boolean deep = step % o.deepEvery() == 0;
            State earlier = null;
            long earlierPrint = 0;
            if (deep) {
                String at = where + " step " + step;
                for (Choice c : choices) {
                    if (seen.size() < 5000 && seenSet.add(c)) {
                        seen.add(c);
                    }
                }
                earlier = checkCopies(state, rng, at);
                earlierPrint = earlier.fingerprint();
                checkRefusals(state, seen, rng, at);
                checkDeterminization(state, rng, at);
                checkChoiceJson(choices, at);
            }
            int seat = state.toMove();
            Choice choice = o.agent().choose(state.determinize(seat, rng), choices, rng);
            if (deep) {
                EventSink.Collector events = EventSink.collect();
                state.apply(choice, events);
                if (earlier.fingerprint() != earlierPrint) {
                    throw new AssertionError(where + " step " + step
                            + ": applying a choice to a state changed an earlier copy of it");
                }
                checkEventJson(events.events(), where + " step " + step);
            } else {
                state.apply(choice);
            }
            recorder.played(choice, state);
            checkBasics(state, invariants, choice, where, step);
        }
        checkRecord(recorder.record(state), where, jsonRecord);
        return state.step();
    }

    /** Checks what every state must satisfy; the position is put in words only to report a failure. */
    private void checkBasics(State s, List<Invariant> invariants, Choice after, String where, int step) {
        if (s.isOver()) {
            if (s.outcome() == null) {
                fail(where, step, after, "game over without an outcome");
            }
            if (!s.choices().isEmpty() || s.decision() != null || s.toMove() != -1) {
                fail(where, step, after, "game over but a decision is still open");
            }
        } else {
            if (s.choices().isEmpty()) {
                fail(where, step, after, "no legal choice, yet the game is not over");
            }
            int mover = s.toMove();
            if (mover < 0 || mover >= s.seats()) {
                fail(where, step, after, "the seat to move is out of range");
            }
            if (s.outcome() != null) {
                fail(where, step, after, "an outcome before the end");
            }
        }
        for (Invariant inv : invariants) {
            try {
                inv.check(s);
            } catch (AssertionError | RuntimeException e) {
                throw new AssertionError(position(where, step, after) + ": " + e.getMessage(), e);
            }
        }
    }

    private static String position(String where, int step, Choice after) {
        return where + (step < 0 ? " at start" : " step " + step + " after '" + after.label() + "'");
    }

    private static void fail(String where, int step, Choice after, String what) {
        throw new AssertionError(position(where, step, after) + ": " + what);
    }

    /** A copy equals its original and is independent of it both ways; returns a copy to watch. */
    private State checkCopies(State s, Rng rng, String at) {
        long print = s.fingerprint();
        State copy = s.copy();
        if (copy.fingerprint() != print || !copy.choices().equals(s.choices()) || copy.step() != s.step()) {
            throw new AssertionError(at + ": a copy differs from its original");
        }
        List<Choice> choices = copy.choices();
        copy.apply(choices.get(rng.nextInt(choices.size())));
        if (s.fingerprint() != print) {
            throw new AssertionError(at + ": applying a choice to a copy changed the original");
        }
        return s.copy();
    }

    private void checkRefusals(State s, List<Choice> seen, Rng rng, String at) {
        long print = s.fingerprint();
        List<Choice> legal = s.choices();
        try {
            s.apply(null);
            throw new AssertionError(at + ": a null choice was accepted");
        } catch (IllegalChoiceException expected) {
            // refused, as it must be
        }
        for (int tries = 0; tries < 20 && !seen.isEmpty(); tries++) {
            Choice c = seen.get(rng.nextInt(seen.size()));
            if (legal.contains(c)) {
                continue;
            }
            try {
                s.apply(c);
                throw new AssertionError(at + ": illegal choice '" + c.label() + "' was accepted");
            } catch (IllegalChoiceException expected) {
                if (expected.getMessage() == null || expected.getMessage().isBlank()) {
                    throw new AssertionError(at + ": a refusal gave no reason");
                }
            }
            break;
        }
        if (s.fingerprint() != print || !s.choices().equals(legal)) {
            throw new AssertionError(at + ": refusing a choice changed the state");
        }
    }

    private void checkDeterminization(State s, Rng rng, String at) {
        int mover = s.toMove();
        if (!s.isOver() && (s.decision() == null || s.decision().seat() != mover)) {
            throw new AssertionError(at + ": decision and seat to move disagree");
        }
        for (int seat = 0; seat < s.seats(); seat++) {
            String view = viewJson(s.view(seat), at);
            State d = s.determinize(seat, rng);
            String seen = viewJson(d.view(seat), at);
            if (!view.equals(seen)) {
                throw new AssertionError(at + ": seat " + seat + "'s view changes when what it cannot know is"
                        + " resampled, so the view shows hidden information (or determinize changes what the"
                        + " seat knows)\n  view:        " + view + "\n  resampled:   " + seen);
            }
            if (seat == mover && (d.toMove() != mover || !d.choices().equals(s.choices()))) {
                throw new AssertionError(at + ": a determinization for the seat to move offers other choices");
            }
        }
    }

    private String viewJson(View v, String at) {
        try {
            String text = json.writeValueAsString(v);
            View back = json.readValue(text, game.viewType());
            String again = json.writeValueAsString(back);
            if (!text.equals(again)) {
                throw new AssertionError(at + ": a view does not survive JSON:\n  " + text + "\n  " + again);
            }
            return text;
        } catch (JsonProcessingException e) {
            throw new AssertionError(at + ": a view cannot be written or read as JSON: " + e.getMessage(), e);
        }
    }

    private void checkChoiceJson(List<Choice> choices, String at) {
        for (Choice c : choices) {
            try {
                Choice back = json.readValue(json.writeValueAsString(c), Choice.class);
                if (!back.equals(c)) {
                    throw new AssertionError(at + ": choice '" + c.label() + "' does not survive JSON");
                }
            } catch (JsonProcessingException e) {
                throw new AssertionError(at + ": choice '" + c.label() + "' cannot go through JSON: "
                        + e.getMessage(), e);
            }
        }
    }

    private void checkEventJson(List<Event> events, String at) {
        for (Event e : events) {
            try {
                Event back = json.readValue(json.writeValueAsString(e), Event.class);
                if (!back.equals(e)) {
                    throw new AssertionError(at + ": event '" + e.text() + "' does not survive JSON");
                }
                if (e.text() == null || e.text().isBlank()) {
                    throw new AssertionError(at + ": an event has no words: " + e);
                }
            } catch (JsonProcessingException ex) {
                throw new AssertionError(at + ": event '" + e.text() + "' cannot go through JSON: "
                        + ex.getMessage(), ex);
            }
        }
    }

    private void checkRecord(GameRecord record, String where, boolean viaJson) {
        Replay.Result direct = Replay.verify(game, record);
        if (!direct.ok()) {
            throw new AssertionError(where + ": replay of the record fails: " + direct.problem());
        }
        if (!viaJson) {
            return;
        }
        try {
            GameRecord back = json.readValue(json.writeValueAsString(record), GameRecord.class);
            Replay.Result again = Replay.verify(game, back);
            if (!again.ok() || !back.equals(record)) {
                throw new AssertionError(where + ": the record does not survive JSON: " + again.problem());
            }
        } catch (JsonProcessingException e) {
            throw new AssertionError(where + ": the record cannot go through JSON: " + e.getMessage(), e);
        }
    }
}
