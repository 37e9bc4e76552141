package keeptable.lab.spark;

import java.io.Serializable;
import java.util.List;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import keeptable.lab.Cluster;
import org.apache.spark.TaskContext;
import org.apache.spark.TaskKilledException;
import org.apache.spark.api.java.JavaFutureAction;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.util.LongAccumulator;

/**
 * Runs one Spark job over ranges of game numbers under a {@link Cluster.Watch}: the job has a group of its own;
 * each partition adds its games to an accumulator when it is done, which the watch is told a few times a second;
 * and when the watch says stop, the group is cancelled (its running tasks interrupted, and each stops before its
 * next game) and the run ends with a {@link CancellationException}.
 */
final class Watched {
    /** How often the driver tells the watch and asks it whether to stop. */
    static final long LOOK_MS = 100;
    private static final AtomicLong GROUPS = new AtomicLong();

    private Watched() {
    }

    /** What a partition does with its range {from, to}; {@link Told#check()} between games stops it on a cancel. */
    interface Part<T> extends Serializable {
        T play(long[] range, Told told) throws Exception;
    }

    /** A running task's ear for a cancel. */
    static final class Told {
        /** Throws, ending the task, if Spark cancelled it. */
        void check() {
            TaskContext task = TaskContext.get();
            if (task != null && task.isInterrupted()) {
                throw new TaskKilledException("the lab run was cancelled");
            }
        }
    }

    /** Each range's result, in the order of the ranges. */
    static <T> List<T> collect(JavaSparkContext spark, List<long[]> ranges, Cluster.Watch watch, Part<T> part) {
        LongAccumulator done = spark.sc().longAccumulator("keeptable games done");
        String group = "keeptable-lab-" + GROUPS.incrementAndGet();
        spark.setJobGroup(group, "keeptable lab run", true);
        JavaFutureAction<List<T>> future;
        try {
            future = spark.parallelize(ranges, ranges.size()).map(r -> {
                T result = part.play(r, new Told());
                done.add(r[1] - r[0]);
                return result;
            }).collectAsync();
        } finally {
            spark.clearJobGroup();
        }
        long told = -1;
        while (true) {
            try {
                List<T> all = future.get(LOOK_MS, TimeUnit.MILLISECONDS);
                if (done.value() != told) {
                    watch.done(done.value());
                }
                return all;
            } catch (TimeoutException e) {
                // still running: tell and ask below
            } catch (InterruptedException e) {
                spark.cancelJobGroup(group);
                Thread.currentThread().interrupt();
                throw new CancellationException("interrupted");
            } catch (ExecutionException e) {
                if (e.getCause() instanceof RuntimeException r) {
                    throw r;
                }
                throw new IllegalStateException("the Spark job failed: " + e.getCause(), e.getCause());
            }
            if (done.value() != told) {
                told = done.value();
                watch.done(told);
            }
            if (watch.stopped()) {
                spark.cancelJobGroup(group);
                throw new CancellationException("the lab run was stopped");
            }
        }
    }
}
