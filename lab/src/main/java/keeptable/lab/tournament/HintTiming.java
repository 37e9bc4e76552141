package keeptable.lab.tournament;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.Hint;
import keeptable.engine.module.GameModule;

/**
 * Measures how long hints take, as a player waits for them: games of heuristic bots are played and
 * at every {@code every}-th decision with a real choice a hint is asked for, timed from the call to
 * the answer (wall-clock time, on a machine as busy as it is).
 *
 * @param hints     hints timed
 * @param p50       median, milliseconds
 * @param p99       99th percentile, milliseconds
 * @param longest   the slowest, milliseconds
 * @param example   one hint's words, to show what players read
 */
public record HintTiming(int hints, long p50, long p99, long longest, String example) {

    /** Times {@code count} hints of {@code millis} on {@code threads} trees in games of {@code seats} heuristic bots. */
    public static HintTiming measure(GameModule game, int seats, java.util.Map<String, String> options, int count, long millis,
                                     int threads, int every, long seed) {
        List<Long> took = new ArrayList<>(count);
        Rng rng = new Rng(seed);
        String example = null;
        for (int g = 0; took.size() < count; g++) {
            String[] specs = new String[seats];
            Arrays.fill(specs, "heuristic");
            Setup probe = Setup.of(seed + g, specs);
            State state = game.newGame(new Setup(probe.seats(), options, probe.seed()));
            Agent bot = game.heuristicAgent();
            int decision = 0;
            while (!state.isOver() && took.size() < count) {
                int seat = state.toMove();
                List<Choice> choices = state.choices();
                State observed = state.determinize(seat, rng);
                if (choices.size() > 1 && decision++ % every == 0) {
                    Hint h = Hint.search(game.searchDefaults(), state.determinize(seat, rng), choices, rng.split(), millis, threads);
                    took.add(h.millis());
                    example = example == null ? observed.describe(h.best()) + ": " + h.why() : example;
                }
                state.apply(bot.choose(observed, choices, rng));
            }
        }
        long[] sorted = took.stream().mapToLong(Long::longValue).sorted().toArray();
        return new HintTiming(sorted.length, percentile(sorted, 0.50), percentile(sorted, 0.99),
                sorted[sorted.length - 1], example);
    }

    private static long percentile(long[] sorted, double p) {
        return sorted[Math.min(sorted.length - 1, (int) Math.ceil(p * sorted.length) - 1)];
    }
}
