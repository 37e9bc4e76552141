package keeptable.lab.tournament;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;

/**
 * Times an agent's moves in CPU time of the thread that plays them, so the figure says what a move
 * costs on one core however busy the machine is. Moves with a single legal choice are not counted.
 */
public final class Thinking implements Agent {
    private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();
    private final Agent inner;
    private int moves;
    private long totalNanos;
    private long longestNanos;

    public Thinking(Agent inner) {
        this.inner = inner;
    }

    @Override
    public String name() {
        return inner.name();
    }

    @Override
    public boolean observes() {
        return inner.observes();
    }

    @Override
    public Choice choose(State observed, List<Choice> choices, Rng rng) {
        if (choices.size() == 1) {
            return inner.choose(observed, choices, rng);
        }
        long start = THREADS.getCurrentThreadCpuTime();
        Choice c = inner.choose(observed, choices, rng);
        long took = THREADS.getCurrentThreadCpuTime() - start;
        moves++;
        totalNanos += took;
        longestNanos = Math.max(longestNanos, took);
        return c;
    }

    /** Moves timed (those with more than one legal choice). */
    public int moves() {
        return moves;
    }

    /** CPU time of all timed moves, in nanoseconds. */
    public long totalNanos() {
        return totalNanos;
    }

    /** CPU time of the longest move, in nanoseconds. */
    public long longestNanos() {
        return longestNanos;
    }
}
