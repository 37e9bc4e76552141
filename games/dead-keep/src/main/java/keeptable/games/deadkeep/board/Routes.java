package keeptable.games.deadkeep.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * How Actors move on a {@link Board}: one-step neighbours through openings, Passage tokens, stairs and open
 * doors; open-route distances; and the Enemies' routes (nearest Zone with Adventurers counting every door as
 * open, then a shortest open route, ties left to the players). Tables made once per map; nothing here
 * allocates after construction.
 */
final class Routes {
    private final int n;
    private final List<Door> doors;
    private final long[] staticAdj;
    /** Zones joined by stairs, crossed only while {@link Cells#STAIRS_OPEN} is set in the open-doors mask. */
    private final long[] stairsAdj;
    private final long[] touching;
    private final int[][] doorsAt;
    /** Per Zone, for each of its doors ({@code doorsAt}), the Zone on the door's other side. */
    private final int[][] beyondDoorsAt;
    private final int[] blindDist;

    Routes(int cols, int[] cellZone, int[] moveEdge, List<Door> doors, List<Passage> passages, int n) {
        this.n = n;
        this.doors = doors;
        staticAdj = new long[n];
        stairsAdj = new long[n];
        touching = new long[n];
        for (int cell = 0; cell < cellZone.length; cell++) {
            int a = cellZone[cell];
            if (a < 0) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int e = moveEdge[cell * 4 + d];
                if (e == Cells.VOID) {
                    continue;
                }
                int b = cellZone[Cells.neighbour(cell, d, cols)];
                if (b == a) {
                    continue;
                }
                touching[a] |= 1L << b;
                if (e == Cells.OPEN) {
                    staticAdj[a] |= 1L << b;
                }
            }
        }
        for (Passage p : passages) {
            staticAdj[p.zoneA()] |= 1L << p.zoneB();
            staticAdj[p.zoneB()] |= 1L << p.zoneA();
        }
        for (Passage p : passages) {
            if (p.stairs()) {
                // the Tower's rim is a wall but for its stairs, so this pair is joined by nothing else
                staticAdj[p.zoneA()] &= ~(1L << p.zoneB());
                staticAdj[p.zoneB()] &= ~(1L << p.zoneA());
                stairsAdj[p.zoneA()] |= 1L << p.zoneB();
                stairsAdj[p.zoneB()] |= 1L << p.zoneA();
            }
        }
        doorsAt = new int[n][];
        beyondDoorsAt = new int[n][];
        for (int z = 0; z < n; z++) {
            List<Integer> at = new ArrayList<>();
            for (Door dr : doors) {
                if (dr.zoneA() == z || dr.zoneB() == z) {
                    at.add(dr.id());
                }
            }
            doorsAt[z] = at.stream().mapToInt(Integer::intValue).toArray();
            beyondDoorsAt[z] = new int[doorsAt[z].length];
            for (int i = 0; i < doorsAt[z].length; i++) {
                beyondDoorsAt[z][i] = doors.get(doorsAt[z][i]).other(z);
            }
        }

        // door-blind distances: every door counted as open (the Enemies' choice of the nearest Zone)
        blindDist = new int[n * n];
        long allDoors = (doors.isEmpty() ? 0 : (1L << doors.size()) - 1) | Cells.STAIRS_OPEN;
        int[] row = new int[n];
        for (int from = 0; from < n; from++) {
            // every door open, every route runs both ways: the distances to {@code from} are the distances from it
            distanceField(1L << from, allDoors, row);
            System.arraycopy(row, 0, blindDist, from * n, n);
        }
    }

    /** The ids of the doors of {@code zone}. */
    int[] doorIdsAt(int zone) {
        return doorsAt[zone];
    }

    private long allZones() {
        return n == 64 ? -1L : (1L << n) - 1;
    }

    /**
     * The Zones an Actor in {@code zone} can Move to in one step: printed openings and street-to-street
     * edges, Passage tokens, stairs while {@link Cells#STAIRS_OPEN} is set, and doors open in {@code openDoors}.
     */
    public long neighbours(int zone, long openDoors) {
        long out = staticAdj[zone];
        if (openDoors < 0) {
            out |= stairsAdj[zone];
        }
        int[] at = doorsAt[zone];
        int[] beyond = beyondDoorsAt[zone];
        for (int i = 0; i < at.length; i++) {
            if ((openDoors & (1L << at[i])) != 0) {
                out |= 1L << beyond[i];
            }
        }
        return out;
    }

    /** The Zones joined to {@code zone} whatever the doors: openings, Passage tokens, stairs. */
    public long openings(int zone) {
        return staticAdj[zone] | stairsAdj[zone];
    }

    /**
     * The Zones sharing a cell edge with {@code zone}, walls or not (Teleport counts Zones this way; the
     * rules must still keep it out of closed buildings and the Tower).
     */
    public long touching(int zone) {
        return touching[zone];
    }

    /** The fewest Moves from {@code from} to {@code to} with these doors open, or -1 if there is no open route. */
    public int openDistance(int from, int to, long openDoors) {
        if (from == to) {
            return 0;
        }
        long seen = 1L << from;
        long frontier = seen;
        int dist = 0;
        long goal = 1L << to;
        while (frontier != 0) {
            dist++;
            long next = 0;
            for (long f = frontier; f != 0; f &= f - 1) {
                next |= neighbours(Long.numberOfTrailingZeros(f), openDoors);
            }
            if ((next & goal) != 0) {
                return dist;
            }
            frontier = next & ~seen;
            seen |= next;
        }
        return -1;
    }

    /**
     * Fills {@code dist[z]} with the fewest Moves from Zone {@code z} to the nearest of {@code targets} by open
     * routes (-1 where none), and returns the number of Zones reached. {@code dist} needs
     * {@link #zoneCount()} slots.
     */
    public int distanceField(long targets, long openDoors, int[] dist) {
        Arrays.fill(dist, 0, n, -1);
        long seen = targets & allZones();
        long frontier = seen;
        int d = 0;
        int reached = 0;
        while (frontier != 0) {
            for (long f = frontier; f != 0; f &= f - 1) {
                dist[Long.numberOfTrailingZeros(f)] = d;
                reached++;
            }
            long next = 0;
            for (long f = frontier; f != 0; f &= f - 1) {
                next |= neighbours(Long.numberOfTrailingZeros(f), openDoors);
            }
            frontier = next & ~seen;
            seen |= next;
            d++;
        }
        return reached;
    }

    /**
     * The Moves from {@code from} to {@code to} counting every door as open (walls still count): the
     * distance by which Enemies pick the nearest Zone with Adventurers. -1 if walls cut them apart.
     */
    public int doorBlindDistance(int from, int to) {
        return blindDist[from * n + to];
    }

    /**
     * Where an Enemy in {@code from} heads: the Zones of {@code adventurers} nearest to it, counting closed
     * doors as if open (the book: the nearest Zone with Adventurers, whatever the line of sight or the doors;
     * the route is then found through open doors only). Several bits mean a tie the players break; 0 when no
     * Zone of {@code adventurers} can be reached even through every door.
     */
    public long enemyDestinations(int from, long adventurers) {
        int best = Integer.MAX_VALUE;
        long out = 0;
        for (long m = adventurers; m != 0; m &= m - 1) {
            int t = Long.numberOfTrailingZeros(m);
            int d = blindDist[from * n + t];
            if (d < 0) {
                continue;
            }
            if (d < best) {
                best = d;
                out = 1L << t;
            } else if (d == best) {
                out |= 1L << t;
            }
        }
        return out;
    }

    /**
     * One step of a Move toward {@code destination}: every neighbour of {@code from} that lies on a shortest
     * open route to it (ties for the players). 0 when {@code from} is the destination or no open route exists
     * (the Enemy stays). Call it again from the chosen Zone with the same destination for Enemies that move
     * several Zones (Warhog, Baba Yaga, Wyvern 2; Ogre 3 when it sees an Adventurer): their destination does
     * not change along the way.
     */
    public long stepsToward(int from, int destination, long openDoors) {
        if (from == destination) {
            return 0;
        }
        long goal = 1L << from;
        long seen = 1L << destination;
        long frontier = seen;
        while (frontier != 0) {
            long next = 0;
            for (long f = frontier; f != 0; f &= f - 1) {
                next |= neighbours(Long.numberOfTrailingZeros(f), openDoors);
            }
            next &= ~seen;
            if ((next & goal) != 0) {
                return neighbours(from, openDoors) & frontier;
            }
            seen |= next;
            frontier = next;
        }
        return 0;
    }

    /**
     * The whole one-Zone Move of an Enemy in {@code from} that did not attack: the union over its tied
     * destinations ({@link #enemyDestinations}) of the first steps of shortest open routes. The bit of
     * {@code from} itself is set when a tied destination has no open route (choosing it, the Enemy stays);
     * the result is exactly {@code 1L << from} when no destination can be reached, and 0 when {@code from}
     * holds Adventurers or none can be found at all.
     */
    public long enemyStepOptions(int from, long adventurers, long openDoors) {
        if ((adventurers & (1L << from)) != 0) {
            return 0;
        }
        long dests = enemyDestinations(from, adventurers);
        if (dests == 0) {
            return 0;
        }
        long out = 0;
        for (long m = dests; m != 0; m &= m - 1) {
            long s = stepsToward(from, Long.numberOfTrailingZeros(m), openDoors);
            out |= s == 0 ? 1L << from : s;
        }
        return out;
    }
}
