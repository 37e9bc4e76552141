package keeptable.engine.agent;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Choice;

/**
 * The root statistics of several searches of one decision added up, as root parallelism adds up its
 * trees: a search run in slices (each slice a tree of its own, one after another or on several threads
 * at once) concludes with the most visited choice over all of them, the higher total reward breaking a tie.
 * Safe to add to from several threads.
 */
public final class RootTally {
    private final List<Choice> choices;
    private final int[] visits;
    private final double[] reward;
    private int iterations;
    private Choice lastBest;

    /** A tally for the decision whose legal choices are {@code choices}, in their stable order. */
    public RootTally(List<Choice> choices) {
        this.choices = choices;
        this.visits = new int[choices.size()];
        this.reward = new double[choices.size()];
    }

    /** Adds one search's root statistics ({@code found} searched the same choices, in the same order). */
    public synchronized void add(IsmctsAgent.Analysis found) {
        iterations += found.iterations();
        lastBest = found.best();
        for (int i = 0; i < choices.size(); i++) {
            IsmctsAgent.ChoiceStats s = found.choices().get(i);
            visits[i] += s.visits();
            reward[i] += s.winRate() * s.visits();
        }
    }

    /** The iterations of every search added so far. */
    public synchronized int iterations() {
        return iterations;
    }

    /** What the searches concluded together; {@code null} before any was added. */
    public synchronized IsmctsAgent.Analysis total() {
        if (lastBest == null) {
            return null;
        }
        int best = -1;
        List<IsmctsAgent.ChoiceStats> stats = new ArrayList<>(choices.size());
        for (int i = 0; i < choices.size(); i++) {
            stats.add(new IsmctsAgent.ChoiceStats(choices.get(i), visits[i], visits[i] == 0 ? 0 : reward[i] / visits[i]));
            if (visits[i] > 0 && (best < 0 || visits[i] > visits[best]
                    || visits[i] == visits[best] && reward[i] > reward[best])) {
                best = i;
            }
        }
        Choice chosen = best < 0 ? lastBest : choices.get(best);
        double winRate = best < 0 ? 0 : reward[best] / visits[best];
        return new IsmctsAgent.Analysis(chosen, winRate, iterations, stats);
    }
}
