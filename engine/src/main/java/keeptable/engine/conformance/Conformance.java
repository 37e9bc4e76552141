package keeptable.engine.conformance;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.Seat;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.RandomAgent;
import keeptable.engine.module.GameModule;
import keeptable.engine.record.GameRecord;
import keeptable.engine.record.Recorder;
import keeptable.engine.record.Replay;

/**
 * The engine's conformance kit: one call from a game module's tests plays many games with random
 * (and optionally other) agents and checks, after every choice, what every game must satisfy:
 * legal choices non-empty until the end and the game's own invariants. At positions sampled across
 * the whole length of every game, and at every game's end, it also runs the deep checks of
 * {@link DeepCheck}: copy equality and independence (against choices worked out afresh), a choice
 * list nobody can change, illegal choices refused without change, determinization that keeps what a
 * seat knows and resamples what it does not (see {@link Secrets}), views and a spectator view that do
 * not depend on hidden things, JSON round trips; and a reflective audit of the state's fields (see
 * {@link FieldAudit}). Every record is replayed, and every kind of choice must have a heading in the game's words
 * ({@link ChoiceHeadings}). A failure throws {@link AssertionError} naming the
 * game, seed and step. Each check has a broken toy game in the engine's tests that it catches.
 */
public final class Conformance {

    /** A game-specific property that must hold in every reachable state. */
    @FunctionalInterface
    public interface Invariant {
        /** Throws (e.g. AssertionError) with a message when the state breaks the property. */
        void check(State state);
    }

    /**
     * @param games       games to play
     * @param seed        seed of the first game; game i uses seed + i
     * @param deepPerGame deep checks per game on average, at positions drawn at random over its length
     * @param endChecks   the share of games whose end is deep-checked besides (1 = every game's end; a
     *                    game with costly views may check fewer ends to play thousands of games)
     * @param maxSteps    a game longer than this fails the check
     * @param agent       who plays every seat
     * @param options     game options
     * @param secrets     what the game hides from each seat
     * @param fieldNotes  state fields the field audit leaves alone, each with its reason
     */
    public record Options(int games, long seed, double deepPerGame, double endChecks, int maxSteps, Agent agent,
                          Map<String, String> options, Secrets secrets, Map<String, String> fieldNotes) {
        public static Options random(int games, long seed) {
            return new Options(games, seed, 3, 1, 100_000, RandomAgent.INSTANCE, Map.of(), Secrets.NONE, Map.of());
        }

        public Options endChecks(double share) {
            return new Options(games, seed, deepPerGame, share, maxSteps, agent, options, secrets, fieldNotes);
        }

        public Options with(Agent a) {
            return new Options(games, seed, deepPerGame, endChecks, maxSteps, a, options, secrets, fieldNotes);
        }

        public Options deepPerGame(double n) {
            return new Options(games, seed, n, endChecks, maxSteps, agent, options, secrets, fieldNotes);
        }

        public Options maxSteps(int n) {
            return new Options(games, seed, deepPerGame, endChecks, n, agent, options, secrets, fieldNotes);
        }

        public Options options(Map<String, String> o) {
            return new Options(games, seed, deepPerGame, endChecks, maxSteps, agent, o, secrets, fieldNotes);
        }

        public Options secrets(Secrets s) {
            return new Options(games, seed, deepPerGame, endChecks, maxSteps, agent, options, s, fieldNotes);
        }

        public Options fieldNotes(Map<String, String> notes) {
            return new Options(games, seed, deepPerGame, endChecks, maxSteps, agent, options, secrets, notes);
        }
    }

    /**
     * What a run covered: games and steps, the games per seat count, and the deep checks per phase
     * (named by the kind of the first legal choice, or "game over"), of which {@code secretsChecked}
     * had something hidden to resample.
     */
    public record Report(int games, long steps, int longestGame, int[] gamesBySeatCount, int deepChecks,
                         Map<String, Integer> deepChecksByPhase, int secretsChecked) {
    }

    /** Every game's record is replayed; every this many also go through JSON and back first. */
    private static final int JSON_RECORD_EVERY = 50;
    /**
     * Every this many games are played with someone listening, as a table or a replay does: the legal
     * choices and every event are put in words at each step, so a crash in them cannot hide.
     */
    private static final int LISTEN_EVERY = 4;

    private final GameModule game;
    private final ObjectMapper json;
    private final DeepCheck deep;
    private final FieldAudit fields;
    private final Map<String, Integer> byPhase = new TreeMap<>();
    private final List<Choice> seen = new ArrayList<>();
    private final Set<Choice> seenSet = new HashSet<>();

    private Conformance(GameModule game, Options o) {
        this.game = game;
        this.json = game.json();
        this.fields = new FieldAudit(o.fieldNotes());
        this.deep = new DeepCheck(game, json, o.secrets(), fields);
    }

    public static Report check(GameModule game, Options options, Invariant... invariants) {
        ChoiceHeadings.check(game);
        return new Conformance(game, options).run(options, List.of(invariants));
    }

    private Report run(Options o, List<Invariant> invariants) {
        int span = game.maxSeats() - game.minSeats() + 1;
        int[] bySeats = new int[game.maxSeats() + 1];
        long steps = 0;
        int longest = 0;
        for (int g = 0; g < o.games(); g++) {
            long seed = o.seed() + g;
            int seats = game.minSeats() + (int) Math.floorMod(seed, (long) span);
            bySeats[seats]++;
            List<Seat> list = new ArrayList<>();
            for (int i = 0; i < seats; i++) {
                list.add(new Seat("P" + (i + 1), o.agent().name()));
            }
            Setup setup = new Setup(list, o.options(), seed);
            // sample positions over the whole game: the chance of a deep check is sized from the mean length so far
            double meanLength = g == 0 ? 50 : Math.max(1.0, (double) steps / g);
            double chance = Math.min(1.0, o.deepPerGame() / meanLength);
            int length = playOne(setup, o, invariants, chance, g % JSON_RECORD_EVERY == 0, g % LISTEN_EVERY == 0);
            steps += length;
            longest = Math.max(longest, length);
        }
        fields.finish(game.id());
        int total = byPhase.values().stream().mapToInt(Integer::intValue).sum();
        return new Report(o.games(), steps, longest, bySeats, total, Map.copyOf(byPhase), deep.secretsChecked);
    }

    private int playOne(Setup setup, Options o, List<Invariant> invariants, double chance, boolean jsonRecord,
                        boolean listen) {
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
            boolean isDeep = rng.nextDouble() < chance;
            State earlier = null;
            long earlierPrint = 0;
            if (isDeep) {
                String at = where + " step " + step;
                earlier = deepCheck(state, rng, at);
                earlierPrint = earlier.fingerprint();
                deep.choiceJson(choices, at);
            }
            int seat = state.toMove();
            Choice choice = o.agent().choose(state.determinize(seat, rng), choices, rng);
            if (isDeep) {
                EventSink.Collector events = EventSink.collect();
                state.apply(choice, events);
                if (earlier.fingerprint() != earlierPrint) {
                    throw new AssertionError(where + " step " + step
                            + ": applying a choice to a state changed an earlier copy of it");
                }
                deep.eventJson(events.events(), where + " step " + step);
                if (game.revealsMarked()) {
                    String at = where + " step " + step;
                    // its own stream, so the audit leaves the kit's sampling of positions as it was
                    RevealAudit.check(earlier, choice, state, events.events(), new Rng(earlierPrint),
                            (v, k) -> deep.viewJson(v, k, at), at);
                }
            } else if (listen) {
                DeepCheck.choiceWords(state, where + " step " + step);
                state.apply(choice, new WordsCheck(where + " step " + step, state.seats()));
            } else {
                state.apply(choice);
            }
            recorder.played(choice, state);
            checkBasics(state, invariants, choice, where, step);
        }
        if (o.endChecks() >= 1 || rng.nextDouble() < o.endChecks()) {
            deepCheck(state, rng, where + " at the end");
        }
        checkRecord(recorder.record(state), where, jsonRecord);
        return state.step();
    }

    /** A listener that asks every event for its words and its audience as it comes, as a table does. */
    private record WordsCheck(String at, int seats) implements EventSink {
        @Override
        public boolean enabled() {
            return true;
        }

        @Override
        public void emit(Event e) {
            String text = e.text();
            if (text == null || text.isBlank()) {
                throw new AssertionError(at + ": an event has no words: " + e);
            }
            for (int seat = 0; seat < seats; seat++) {
                e.visibleTo(seat);
            }
        }
    }

    private State deepCheck(State state, Rng rng, String at) {
        List<Choice> choices = state.choices();
        byPhase.merge(choices.isEmpty() ? "game over" : choices.get(0).getClass().getSimpleName(), 1, Integer::sum);
        for (Choice c : choices) {
            if (seen.size() < 5000 && seenSet.add(c)) {
                seen.add(c);
            }
        }
        DeepCheck.choiceList(state, at);
        DeepCheck.choiceWords(state, at);
        State earlier = deep.copies(state, rng, at);
        deep.refusals(state, seen, rng, at);
        deep.determinization(state, rng, at);
        return earlier;
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
