package keeptable.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Function;
import java.util.function.IntConsumer;
import java.util.function.Supplier;

/**
 * Plays numbered games 0 to {@code count} (exclusive) on several threads: each thread makes its own total and
 * its own player of numbers into it, takes the next number until none is left, and hands its total back, for
 * the caller to merge (whole numbers, so in any order to the same sums).
 */
final class OnThreads {
    private OnThreads() {
    }

    /**
     * Each thread's total. {@code player} is called once per thread with its fresh total and returns what plays
     * number i into it; {@code progress} hears the count of numbers finished (from any thread).
     */
    static <T> List<T> play(int threads, int count, Supplier<T> fresh, Function<T, IntConsumer> player,
                            IntConsumer progress) throws InterruptedException {
        AtomicInteger next = new AtomicInteger();
        AtomicInteger finished = new AtomicInteger();
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        List<T> totals = new ArrayList<>();
        try {
            List<Future<T>> futures = new ArrayList<>();
            for (int t = 0; t < threads; t++) {
                futures.add(pool.submit(() -> {
                    T mine = fresh.get();
                    IntConsumer play = player.apply(mine);
                    int i;
                    while ((i = next.getAndIncrement()) < count) {
                        play.accept(i);
                        progress.accept(finished.incrementAndGet());
                    }
                    return mine;
                }));
            }
            for (Future<T> f : futures) {
                totals.add(f.get());
            }
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException re) {
                throw re;
            }
            throw new IllegalStateException(e.getCause());
        } finally {
            pool.shutdownNow();
        }
        return totals;
    }
}
