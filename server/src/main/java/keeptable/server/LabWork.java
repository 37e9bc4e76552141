package keeptable.server;

import java.util.Map;
import keeptable.lab.Cluster;

/**
 * One Lab job checked and ready to play (a compare's pairs, a sweep's values): its games are played here a few
 * seeds at a time, so the job's progress is seen and a cancel heard between them, and end in its files.
 */
interface LabWork {
    /** The seeds to play: a compare's pairs, a sweep's games at each value. */
    int total();

    /** Plays seeds {@code from} to {@code to} (exclusive) on this thread and keeps what they gave. */
    void play(int from, int to);

    /**
     * Plays every seed on {@code cluster} instead, which tells {@code watch} the seeds done and stops, with a
     * {@link java.util.concurrent.CancellationException}, once it says so.
     */
    void playOn(Cluster cluster, Cluster.Watch watch);

    /** The job's files, by name, once every seed is played (in {@code seconds}). */
    Map<String, String> files(double seconds);
}
