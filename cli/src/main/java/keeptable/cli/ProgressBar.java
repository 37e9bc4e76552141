package keeptable.cli;

import java.io.PrintWriter;
import java.util.function.IntConsumer;

/**
 * A one-line progress bar for long runs: games done, games per second and time left. Redraws at
 * most five times a second whichever thread reports; safe to call from many threads.
 */
final class ProgressBar implements IntConsumer {
    private static final long REDRAW_NANOS = 200_000_000L;
    private static final int WIDTH = 30;

    private final PrintWriter err;
    private final int total;
    private final long started = System.nanoTime();
    private long lastDrawn;
    private boolean drawn;

    ProgressBar(PrintWriter err, int total) {
        this.err = err;
        this.total = total;
    }

    @Override
    public synchronized void accept(int done) {
        long now = System.nanoTime();
        if (done < total && drawn && now - lastDrawn < REDRAW_NANOS) {
            return;
        }
        lastDrawn = now;
        drawn = true;
        draw(done, now);
    }

    /** Ends the bar's line. */
    synchronized void finish() {
        if (drawn) {
            err.println();
            err.flush();
        }
    }

    private void draw(int done, long now) {
        double seconds = Math.max((now - started) / 1e9, 1e-9);
        double rate = done / seconds;
        int filled = total == 0 ? WIDTH : (int) ((long) done * WIDTH / total);
        String eta = rate > 0 ? duration((total - done) / rate) : "?";
        err.printf("\r[%s%s] %d/%d games  %.1f games/s  ETA %s ", "#".repeat(filled), ".".repeat(WIDTH - filled),
                done, total, rate, eta);
        err.flush();
    }

    static String duration(double seconds) {
        long s = Math.round(seconds);
        return s >= 3600 ? String.format("%d:%02d:%02d", s / 3600, s / 60 % 60, s % 60)
                : String.format("%d:%02d", s / 60, s % 60);
    }
}
