package keeptable.engine.agent;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.State;

/**
 * A hint for the seat to move: the game's ISMCTS searches for a fixed time on several trees at once
 * (root parallelism, one thread each) and answers with the best choice found by the deadline and
 * why it is good, in words ({@link HintWords}).
 *
 * @param analysis what the search concluded
 * @param why      why the choice is suggested, in words
 * @param millis   how long the hint took, from the call to the answer
 */
public record Hint(IsmctsAgent.Analysis analysis, String why, long millis) {

    /** The suggested choice. */
    public Choice best() {
        return analysis.best();
    }

    /**
     * Searches {@code observed} (a determinized copy for the seat to move) with the game's {@code search}
     * set-up for {@code millis} on
     * {@code threads} trees. The answer comes at the deadline, whatever the game: each tree stops within
     * its playout in hand.
     */
    public static Hint search(IsmctsAgent.Config search, State observed, List<Choice> choices, Rng rng, long millis, int threads) {
        long start = System.nanoTime();
        if (millis < 1 || threads < 1) {
            throw new IllegalArgumentException("a hint needs at least 1 ms and one thread, not " + millis + " ms and "
                    + threads);
        }
        if (choices.size() == 1) {
            IsmctsAgent.Analysis only = new IsmctsAgent.Analysis(choices.get(0), 0, 0,
                    List.of(new IsmctsAgent.ChoiceStats(choices.get(0), 0, 0)));
            return new Hint(only, HintWords.why(observed, only), (System.nanoTime() - start) / 1_000_000);
        }
        // a tenth early was measured to overrun by up to 22 % at the 99th percentile under load
        long deadline = searchDeadline(start, millis);
        List<IsmctsAgent> trees = new ArrayList<>(threads);
        for (int t = 0; t < threads; t++) {
            trees.add(new IsmctsAgent(search.withMillis(millis)));
        }
        IsmctsAgent.Analysis a = IsmctsAgent.analyseInParallel(trees, observed, choices, rng, deadline);
        return of(search, observed, a, start);
    }

    /**
     * The hint a search already made concludes ({@code analysis}, e.g. a {@link RootTally}'s total of a
     * search run in slices), worded for the seat to move in {@code observed}; {@code startNanos} is when it
     * was asked for ({@link System#nanoTime}).
     */
    public static Hint of(IsmctsAgent.Config search, State observed, IsmctsAgent.Analysis analysis, long startNanos) {
        String why = HintWords.why(observed, analysis, search.evaluator().measure(observed.seats()));
        return new Hint(analysis, why, (System.nanoTime() - startNanos) / 1_000_000);
    }

    /**
     * When a hint of {@code millis} asked for at {@code startNanos} stops searching: a fifth early (at least
     * 10 ms when there is time for it), so that adding up the trees, the words and a busy machine's
     * scheduling fit within the time asked for.
     */
    public static long searchDeadline(long startNanos, long millis) {
        long margin = millis >= 20 ? Math.max(10, millis / 5) : 0;
        return startNanos + (millis - margin) * 1_000_000L;
    }
}
