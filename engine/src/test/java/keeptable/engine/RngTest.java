package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import org.junit.jupiter.api.Test;

class RngTest {
    @Test
    void sameSeedSameSequenceAndCopiesContinueIndependently() {
        Rng a = new Rng(42);
        Rng b = new Rng(42);
        for (int i = 0; i < 100; i++) {
            assertEquals(a.nextLong(), b.nextLong());
        }
        Rng c = a.copy();
        long next = a.nextLong();
        assertEquals(next, c.nextLong(), "a copy continues the same sequence");
        a.nextLong();
        assertNotEquals(a.position(), c.position(), "advancing the original leaves the copy alone");
    }

    @Test
    void nextIntIsUniformEnough() {
        Rng r = new Rng(7);
        int[] counts = new int[6];
        int n = 600_000;
        for (int i = 0; i < n; i++) {
            counts[r.nextInt(6)]++;
        }
        double chi = 0;
        for (int c : counts) {
            double d = c - n / 6.0;
            chi += d * d / (n / 6.0);
        }
        // 5 degrees of freedom: P(chi2 > 20.5) < 0.001
        assertTrue(chi < 20.5, "chi-square " + chi + " for " + Arrays.toString(counts));
    }

    @Test
    void rollCoversAllFacesAndNothingElse() {
        Rng r = new Rng(3);
        boolean[] seen = new boolean[11];
        for (int i = 0; i < 10_000; i++) {
            int v = r.roll(10);
            assertTrue(v >= 1 && v <= 10);
            seen[v] = true;
        }
        for (int f = 1; f <= 10; f++) {
            assertTrue(seen[f], "face " + f);
        }
        assertThrows(IllegalArgumentException.class, () -> r.nextInt(0));
    }

    @Test
    void shuffleIsAPermutationAndDependsOnTheSeed() {
        int[] a = new int[52];
        for (int i = 0; i < a.length; i++) {
            a[i] = i;
        }
        int[] b = a.clone();
        new Rng(1).shuffle(a);
        new Rng(2).shuffle(b);
        assertNotEquals(Arrays.toString(a), Arrays.toString(b));
        int[] sorted = a.clone();
        Arrays.sort(sorted);
        int[] identity = new int[52];
        Arrays.setAll(identity, i -> i);
        assertArrayEquals(identity, sorted);
    }
}
