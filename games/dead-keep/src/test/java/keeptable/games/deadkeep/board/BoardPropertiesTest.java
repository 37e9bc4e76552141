package keeptable.games.deadkeep.board;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.Rng;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Properties of every shipped map under random door states and Blinding Mist: the sight queries agree with
 * each other, sight is never widened by closing doors or by mist, and each Enemy step shortens its open route
 * by exactly one. The speed of these queries is measured in bench ({@code DeadKeepBoardBenchmarks}), not here.
 */
class BoardPropertiesTest {
    static Iterable<String> maps() {
        return Boards.MAPS;
    }

    @ParameterizedTest
    @MethodSource("maps")
    void queriesAgreeUnderRandomDoorsAndMist(String id) {
        Board b = Boards.load(id);
        Rng rng = new Rng(id.hashCode());
        int n = b.zoneCount();
        int[] out = new int[n];
        for (int trial = 0; trial < 60; trial++) {
            long open = rng.nextLong() & ((1L << b.doorCount()) - 1);
            long mist = trial % 3 == 0 ? b.mistZones() : 0;
            for (int from = 0; from < n; from++) {
                long mask = b.sightMask(from, 0, 99, open, mist);
                long allOpen = b.sightMask(from, 0, 99, -1L, 0);
                assertEquals(mask, mask & allOpen, "closing doors or mist never adds sight");
                int k = b.zonesInSight(from, 1, 3, open, mist, out);
                assertEquals(Long.bitCount(b.sightMask(from, 1, 3, open, mist)), k);
                for (int to = 0; to < n; to++) {
                    int r = b.range(from, to, open, mist);
                    assertEquals(r >= 0, (mask & (1L << to)) != 0);
                    assertEquals(r >= 0, b.sees(from, to, open, mist));
                    if (r >= 0) {
                        assertEquals(1L << to, b.sightMask(from, r, r, open, mist) & (1L << to));
                    }
                    if (b.zone(to).tower() && !b.zone(from).tower()) {
                        assertEquals(-1, r, "no sight onto the Tower");
                    }
                    if (from != to && (mist & ((1L << from) | (1L << to))) != 0) {
                        assertEquals(-1, r, "no sight from or into a blinded Zone");
                    }
                    long steps = b.stepsToward(from, to, open);
                    int d = b.openDistance(from, to, open);
                    if (d > 0) {
                        assertTrue(steps != 0);
                        for (long s = steps; s != 0; s &= s - 1) {
                            int z = Long.numberOfTrailingZeros(s);
                            assertTrue((b.neighbours(from, open) & (1L << z)) != 0);
                            assertEquals(d - 1, b.openDistance(z, to, open));
                        }
                    } else {
                        assertEquals(0, steps);
                    }
                }
            }
        }
    }

    @ParameterizedTest
    @MethodSource("maps")
    void doorBlindDistancesAreOpenDistancesWithEveryDoorOpenBothWays(String id) {
        Board b = Boards.load(id);
        int n = b.zoneCount();
        long allDoors = (1L << b.doorCount()) - 1 | Board.STAIRS_OPEN;
        for (int from = 0; from < n; from++) {
            for (int to = 0; to < n; to++) {
                assertEquals(b.openDistance(from, to, allDoors), b.doorBlindDistance(from, to), from + " -> " + to);
                assertEquals(b.doorBlindDistance(to, from), b.doorBlindDistance(from, to), from + " <-> " + to);
            }
        }
    }
}
