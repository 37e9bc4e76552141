package keeptable.lab;

import java.util.ServiceLoader;
import java.util.function.Consumer;
import keeptable.engine.SetupException;

/**
 * Somewhere other than this process's threads to play a run's games: a cluster (Apache Spark, in the
 * keeptable-lab-spark jar). The games are split by ranges of their numbers, and the totals merged, so a
 * cluster's figures are those of the same run played locally. Found through {@link ServiceLoader}: the
 * default keeptable jar carries none.
 */
public interface Cluster extends AutoCloseable {
    /** Plays every game of the job and returns their totals. */
    default Tally tally(Job job) {
        return tally(job, null);
    }

    /**
     * Plays every game of the job and returns their totals; {@code games}, unless null, is handed each
     * finished game's brief and record (on this thread, in the order of the games' numbers).
     */
    Tally tally(Job job, Consumer<Played> games);

    /** Plays every game of both jobs (the same seeds) in pairs. */
    default PairTally pairs(Job base, Job variant) {
        return pairs(base, variant, Watch.NONE);
    }

    /**
     * As {@link #pairs(Job, Job)}, telling {@code watch} the pairs finished as they finish and stopping, with a
     * {@link java.util.concurrent.CancellationException}, once it says so.
     */
    PairTally pairs(Job base, Job variant, Watch watch);

    /** Plays every game of every value of a sweep (the same seeds), each paired with the baseline's. */
    default SweepTally sweep(java.util.List<Job> values, int baseline) {
        return sweep(values, baseline, Watch.NONE);
    }

    /** As {@link #sweep(java.util.List, int)}, told and stopped as {@link #pairs(Job, Job, Watch)} is. */
    SweepTally sweep(java.util.List<Job> values, int baseline, Watch watch);

    /** Plays a skill-depth run: every multiple's games, split by ranges as a run's games are. */
    SkillDepth.Result skill(SkillDepth.Plan plan, Watch watch);

    /**
     * Watches a run on a cluster from the thread that asked for it: hears how many of its games (pairs, seeds)
     * are finished, a few times a second, and is asked whether to stop.
     */
    interface Watch {
        /** Hears nothing and never stops a run. */
        Watch NONE = new Watch() {
            @Override
            public void done(long games) {
            }

            @Override
            public boolean stopped() {
                return false;
            }
        };

        /** The run's games finished so far (never fewer than last time). */
        void done(long games);

        /** Whether to stop the run: it then ends with a {@link java.util.concurrent.CancellationException}. */
        boolean stopped();
    }

    @Override
    void close();

    /** Opens clusters of one kind. */
    interface Provider {
        /** Whether this provider runs on {@code master} (e.g. "local[2]", "spark://host:7077"). */
        boolean accepts(String master);

        Cluster open(String master);
    }

    /** The cluster at {@code master}, from the first provider on the class path that accepts it. */
    static Cluster open(String master) {
        return provider(master).open(master);
    }

    /** The first provider on the class path that accepts {@code master}; refused, naming the jar, if none does. */
    static Provider provider(String master) {
        for (Provider p : ServiceLoader.load(Provider.class)) {
            if (p.accepts(master)) {
                return p;
            }
        }
        throw new SetupException("--spark " + master + ": no cluster runner on the class path takes it; put the "
                + "keeptable-lab-spark jar on the class path (see docs/lab.md), and give local[N] or spark://host:port");
    }
}
