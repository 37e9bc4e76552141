package keeptable.server;

import java.util.ArrayDeque;
import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The bots' threads, shared out in turns. Work (a bot move's slice of search, a hint) is queued under
 * the client it is done for; the clients with work waiting take turns, one slice each, and a client's
 * own pieces of work go in the order they were queued. A long bot search runs as slices of at most
 * {@link #SLICE_MS} (see {@link Bots}), each queued again behind the others, so however many tables
 * one client keeps busy, another client's next bot move waits for at most one slice of each client
 * ahead of it, and a client's tables together get one client's share of the threads.
 *
 * <p>How long a client's next piece of work waits for a thread, once it is due and first in its
 * client's line, is what {@link #lateness} reports: it grows with the clients, not with one client's
 * tables.
 */
final class BotTurns {
    private static final Logger LOG = LoggerFactory.getLogger(BotTurns.class);
    /** The longest piece of bot search run at once before the others get their turn. */
    static final long SLICE_MS = 250;

    /** A piece of work: runs once and gives the piece that follows it (queued again), or null when done. */
    interface Work {
        Work run();
    }

    private record Waiting(String client, Work work, long dueNanos) {
    }

    private final Map<String, ArrayDeque<Waiting>> lines = new HashMap<>();
    /** Since when each client's first piece of work has been first in its line (System.nanoTime). */
    private final Map<String, Long> headSince = new HashMap<>();
    /** The clients with work waiting, in the order of their turns. */
    private final ArrayDeque<String> turns = new ArrayDeque<>();
    private final Thread[] threads;
    private final RecentTimes lateness = new RecentTimes();
    private boolean stopping;
    private int running;

    BotTurns(int threadCount) {
        AtomicInteger n = new AtomicInteger();
        threads = new Thread[threadCount];
        for (int i = 0; i < threadCount; i++) {
            threads[i] = new Thread(this::serve, "keeptable-bot-" + n.incrementAndGet());
            threads[i].setDaemon(true);
            threads[i].start();
        }
    }

    /** Queues work for a client, to run in its turn. Refused (false) once the turns are stopping. */
    synchronized boolean submit(String client, Work work) {
        if (stopping) {
            return false;
        }
        long now = System.nanoTime();
        ArrayDeque<Waiting> line = lines.computeIfAbsent(client, c -> new ArrayDeque<>());
        if (line.isEmpty()) {
            headSince.put(client, now);
            turns.addLast(client);
        }
        line.addLast(new Waiting(client, work, now));
        notify();
        return true;
    }

    /** Pieces of work waiting for a thread. */
    synchronized int waiting() {
        int n = 0;
        for (ArrayDeque<Waiting> line : lines.values()) {
            n += line.size();
        }
        return n;
    }

    /** How long the clients' next pieces of work waited for a thread once due, over the last minutes. */
    RecentTimes lateness() {
        return lateness;
    }

    /** The longest any client's first piece of work has been waiting, in milliseconds, now. */
    synchronized long longestWaitMs() {
        long now = System.nanoTime();
        long longest = 0;
        for (Long since : headSince.values()) {
            longest = Math.max(longest, now - since);
        }
        return longest / 1_000_000;
    }

    private synchronized Waiting next() throws InterruptedException {
        while (!stopping && turns.isEmpty()) {
            wait();
        }
        if (turns.isEmpty()) {
            return null;
        }
        String client = turns.pollFirst();
        ArrayDeque<Waiting> line = lines.get(client);
        Waiting w = line.pollFirst();
        long now = System.nanoTime();
        lateness.add(now - Math.max(w.dueNanos(), headSince.get(client)));
        if (line.isEmpty()) {
            lines.remove(client);
            headSince.remove(client);
        } else {
            headSince.put(client, now);
            turns.addLast(client);
        }
        running++;
        return w;
    }

    private void serve() {
        while (true) {
            Waiting w;
            try {
                w = next();
            } catch (InterruptedException e) {
                return;
            }
            if (w == null) {
                return;
            }
            Work then;
            try {
                then = w.work().run();
            } catch (RuntimeException | Error e) {
                LOG.error("event=bot_work_failed", e);
                then = null;
            }
            synchronized (this) {
                running--;
                notifyAll();
            }
            if (then != null) {
                submit(w.client(), then);
            }
        }
    }

    /**
     * Stops: work not begun is dropped, and the slices running are waited for, up to {@code waitMs}
     * (then the threads are interrupted).
     */
    void close(long waitMs) {
        synchronized (this) {
            stopping = true;
            lines.clear();
            headSince.clear();
            turns.clear();
            notifyAll();
            long until = System.currentTimeMillis() + waitMs;
            try {
                while (running > 0 && System.currentTimeMillis() < until) {
                    wait(Math.max(1, until - System.currentTimeMillis()));
                }
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
        for (Thread t : threads) {
            t.interrupt();
        }
    }
}
