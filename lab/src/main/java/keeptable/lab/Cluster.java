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
    PairTally pairs(Job base, Job variant);

    /** Plays every game of every value of a sweep (the same seeds), each paired with the baseline's. */
    SweepTally sweep(java.util.List<Job> values, int baseline);

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
        for (Provider p : ServiceLoader.load(Provider.class)) {
            if (p.accepts(master)) {
                return p.open(master);
            }
        }
        throw new SetupException("--spark " + master + ": no cluster runner on the class path takes it; put the "
                + "keeptable-lab-spark jar on the class path (see docs/lab.md), and give local[N] or spark://host:port");
    }
}
