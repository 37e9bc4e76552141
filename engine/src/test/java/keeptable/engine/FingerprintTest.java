package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.HashSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

class FingerprintTest {
    private static long of(int... a) {
        return Fingerprint.add(Fingerprint.START, a);
    }

    @Test
    void orderLengthAndPlaceAllCount() {
        assertEquals(of(1, 2, 3), of(1, 2, 3));
        assertNotEquals(of(1, 2), of(2, 1));
        assertNotEquals(of(0), of(0, 0));
        assertNotEquals(Fingerprint.add(of(1), new int[0]), Fingerprint.add(of(), new int[] {1}));
        assertNotEquals(Fingerprint.add(Fingerprint.START, new int[][] {{1}, {}}),
                Fingerprint.add(Fingerprint.START, new int[][] {{}, {1}}));
        assertEquals(Fingerprint.add(Fingerprint.START, new int[] {9, 1, 2, 9}, 1, 3), of(1, 2));
    }

    @Test
    void smallChangesSpreadOverAllSixtyFourBits() {
        // every one of 4,096 positions of 4 small counters gets its own hash, and the high half varies too
        Set<Long> seen = new HashSet<>();
        Set<Long> high = new HashSet<>();
        for (int a = 0; a < 8; a++) {
            for (int b = 0; b < 8; b++) {
                for (int c = 0; c < 8; c++) {
                    for (int d = 0; d < 8; d++) {
                        long h = of(a, b, c, d);
                        seen.add(h);
                        high.add(h >>> 32);
                    }
                }
            }
        }
        assertEquals(4096, seen.size());
        assertEquals(4096, high.size());
    }
}
