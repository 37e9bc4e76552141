package keeptable.engine.content;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;

class ContentCacheTest {
    /** Content for the test: a name and the source it was read from. */
    record Shipped(String from) {
    }

    @Test
    void theShippedContentIsReadOnceAndSharedEvenWhenManyThreadsAskAtOnce() throws Exception {
        AtomicInteger reads = new AtomicInteger();
        CountDownLatch go = new CountDownLatch(1);
        List<Shipped> seen = java.util.Collections.synchronizedList(new ArrayList<>());
        List<Thread> threads = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            threads.add(Thread.ofPlatform().start(() -> {
                try {
                    go.await();
                } catch (InterruptedException e) {
                    throw new IllegalStateException(e);
                }
                seen.add(ContentCache.shipped(Shipped.class, "cache-once", source -> {
                    reads.incrementAndGet();
                    return new Shipped(source.toString());
                }));
            }));
        }
        go.countDown();
        for (Thread t : threads) {
            t.join();
        }
        assertEquals(1, reads.get(), "read once");
        assertEquals(8, seen.size());
        seen.forEach(s -> assertSame(seen.get(0), s, "one shared instance"));
        assertSame(seen.get(0), ContentCache.shipped(Shipped.class, "cache-once", source -> new Shipped("again")));
        assertSame(seen.get(0), ContentCache.shipped(Shipped.class, "cache-once", source -> new Shipped("again")));
    }

    @Test
    void eachGameFolderHasItsOwnEntryAndAFailedReadIsTriedAgain() {
        Shipped a = ContentCache.shipped(Shipped.class, "cache-a", source -> new Shipped("a"));
        Shipped b = ContentCache.shipped(Shipped.class, "cache-b", source -> new Shipped("b"));
        assertEquals("a", a.from());
        assertEquals("b", b.from());

        ContentException bad = new ContentException("board.yaml", "K9", "no such room");
        assertThrows(ContentException.class, () -> ContentCache.shipped(Shipped.class, "cache-bad", source -> {
            throw bad;
        }));
        assertEquals("fixed", ContentCache.shipped(Shipped.class, "cache-bad", source -> new Shipped("fixed")).from(),
                "a failed read is not remembered");
    }
}
