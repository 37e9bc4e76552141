package keeptable.games.deadkeep.board;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Line of sight and range on a {@link Board}: for each origin Zone, every straight line of sight walked once
 * over the cells, with the doors it needs open and the Zones it passes (which Blinding Mist may blind); and
 * Ghost Sight's straight lines through everything. Tables made once per map; queries allocate nothing.
 */
final class LineOfSight {
    /** The grid's width in cells. */
    private final int cols;
    private final int[] cellZone;
    private final int[] sightEdge;
    private final List<Zone> zones;
    // line-of-sight entries: for origin z, entries [sightStart[z], sightStart[z+1])
    private final int[] sightStart;
    private final int[] sightZone;
    private final int[] sightRange;
    private final long[] sightDoors;
    private final long[] sightPassed;
    // Ghost Sight: straight lines through everything, the least range from z to t at ghost[z * n + t] (-1 none)
    private final int[] ghost;

    LineOfSight(int cols, int[] cellZone, int[] moveEdge, int[] sightEdge, List<Zone> zones) {
        this.cols = cols;
        this.cellZone = cellZone;
        this.sightEdge = sightEdge;
        this.zones = zones;
        int n = zones.size();
        Sight sight = new Sight();
        for (int z = 0; z < n; z++) {
            sight.origin(z);
        }
        sight.start.add(sight.zone.size());
        sightStart = sight.start.stream().mapToInt(Integer::intValue).toArray();
        sightZone = sight.zone.stream().mapToInt(Integer::intValue).toArray();
        sightRange = sight.range.stream().mapToInt(Integer::intValue).toArray();
        sightDoors = sight.doors.stream().mapToLong(Long::longValue).toArray();
        sightPassed = sight.passed.stream().mapToLong(Long::longValue).toArray();
        ghost = new int[n * n];
        Arrays.fill(ghost, -1);
        for (int cell = 0; cell < cellZone.length; cell++) {
            int z = cellZone[cell];
            if (z < 0) {
                continue;
            }
            for (int d = 0; d < 4; d++) {
                int cur = cell, curZone = z, r = 0;
                while (moveEdge[cur * 4 + d] != Cells.VOID) {
                    cur = Cells.neighbour(cur, d, cols);
                    if (cellZone[cur] != curZone) {
                        curZone = cellZone[cur];
                        r++;
                        boolean onTower = zones.get(curZone).tower() && !zones.get(z).tower();
                        if (curZone != z && !onTower && (ghost[z * n + curZone] < 0 || r < ghost[z * n + curZone])) {
                            ghost[z * n + curZone] = r;
                        }
                    }
                }
            }
        }
    }

    /**
     * True when an Actor in {@code from} has a line of sight to {@code to} with these doors open and the
     * Zones in {@code mist} blinded. A Zone always sees itself.
     */
    public boolean sees(int from, int to, long openDoors, long mist) {
        return range(from, to, openDoors, mist) >= 0;
    }

    /**
     * The range from {@code from} to {@code to}: 0 for the same Zone, else the number of Zones the shortest
     * line of sight passes into to reach it; -1 without a line of sight.
     */
    public int range(int from, int to, long openDoors, long mist) {
        if (from == to) {
            return 0;
        }
        int best = -1;
        for (int i = sightStart[from], end = sightStart[from + 1]; i < end; i++) {
            if (sightZone[i] == to && (sightDoors[i] & ~openDoors) == 0 && (sightPassed[i] & mist) == 0
                    && (best < 0 || sightRange[i] < best)) {
                best = sightRange[i];
            }
        }
        return best;
    }

    /** The Zones {@code from} sees at a range from {@code minRange} to {@code maxRange} (inclusive), as a mask. */
    public long sightMask(int from, int minRange, int maxRange, long openDoors, long mist) {
        long upToMax = 0;
        long belowMin = 0;
        if (minRange <= 0 && maxRange >= 0) {
            upToMax |= 1L << from;
        } else if (minRange > 0) {
            belowMin |= 1L << from;
        }
        for (int i = sightStart[from], end = sightStart[from + 1]; i < end; i++) {
            if ((sightDoors[i] & ~openDoors) != 0 || (sightPassed[i] & mist) != 0) {
                continue;
            }
            int r = sightRange[i];
            long bit = 1L << sightZone[i];
            if (r < minRange) {
                belowMin |= bit;
            } else if (r <= maxRange) {
                upToMax |= bit;
            }
        }
        return upToMax & ~belowMin;
    }

    /**
     * Writes into {@code out} the Zones {@code from} sees at a range from {@code minRange} to {@code maxRange},
     * in ascending Zone order, and returns how many. {@code out} needs room for {@link #zoneCount()} Zones.
     */
    public int zonesInSight(int from, int minRange, int maxRange, long openDoors, long mist, int[] out) {
        int k = 0;
        for (long m = sightMask(from, minRange, maxRange, openDoors, mist); m != 0; m &= m - 1) {
            out[k++] = Long.numberOfTrailingZeros(m);
        }
        return k;
    }

    /**
     * The range with the Ghost Sight Skill: the better of the ordinary line of sight and a straight line that
     * passes walls, doors and Blinding Mist and runs through buildings without limit (to the board's edge).
     * Ghost Sight never reaches a Tower Zone from off the Tower. -1 when neither sees it.
     */
    public int ghostRange(int from, int to, long openDoors, long mist) {
        int plain = range(from, to, openDoors, mist);
        int g = ghost[from * zones.size() + to];
        if (plain < 0) {
            return g;
        }
        return g < 0 ? plain : Math.min(plain, g);
    }

    /** The Zones seen with Ghost Sight at a range from {@code minRange} to {@code maxRange}, as a mask. */
    public long ghostSightMask(int from, int minRange, int maxRange, long openDoors, long mist) {
        int n = zones.size();
        long out = 0;
        for (int to = 0; to < n; to++) {
            int r = ghostRange(from, to, openDoors, mist);
            if (r >= minRange && r <= maxRange) {
                out |= 1L << to;
            }
        }
        return out;
    }

    /** True when {@code from} sees at least one of {@code zoneSet} (the Ogre's 3-Zone Move). */
    public boolean seesAny(int from, long zoneSet, long openDoors, long mist) {
        return (sightMask(from, 0, Integer.MAX_VALUE, openDoors, mist) & zoneSet) != 0;
    }

    /** Builds the line-of-sight entries of each origin Zone by walking straight lines over the cells. */
    private final class Sight {
        final List<Integer> start = new ArrayList<>();
        final List<Integer> zone = new ArrayList<>();
        final List<Integer> range = new ArrayList<>();
        final List<Long> doors = new ArrayList<>();
        final List<Long> passed = new ArrayList<>();

        void origin(int z) {
            start.add(zone.size());
            boolean fromStreet = zones.get(z).street();
            for (int cell = 0; cell < cellZone.length; cell++) {
                if (cellZone[cell] != z) {
                    continue;
                }
                for (int d = 0; d < 4; d++) {
                    if (fromStreet) {
                        walk(z, cell, d, 0, 0L, 1L << z, true);
                    } else {
                        // a room sees each Zone it shares an opening with, 1 Zone away
                        int e = sightEdge[cell * 4 + d];
                        if (e == Cells.VOID || e == Cells.WALL) {
                            continue;
                        }
                        int next = Cells.neighbour(cell, d, cols);
                        int nz = cellZone[next];
                        if (nz == z || blockedTower(z, nz)) {
                            continue;
                        }
                        long req = e >= Cells.DOOR0 ? 1L << (e - Cells.DOOR0) : 0L;
                        long pass = (1L << z) | (1L << nz);
                        add(nz, 1, req, pass);
                        if (zones.get(nz).street()) {
                            // and looking out, along the street in a straight line
                            walk(z, next, d, 1, req, pass, false);
                        }
                    }
                }
            }
        }

        /**
         * Walks a straight line from {@code cell} in direction {@code d}, the line being in Zone
         * {@code cellZone[cell]} at {@code r}. Street lines may end one Zone into a building; lines that
         * began in a building see street Zones only.
         */
        private void walk(int origin, int cell, int d, int r, long req, long pass, boolean mayEnterBuilding) {
            int cur = cell;
            int curZone = cellZone[cell];
            while (true) {
                int e = sightEdge[cur * 4 + d];
                if (e == Cells.VOID || e == Cells.WALL) {
                    return;
                }
                int next = Cells.neighbour(cur, d, cols);
                int nz = cellZone[next];
                if (blockedTower(origin, nz)) {
                    return;
                }
                if (e >= Cells.DOOR0) {
                    req |= 1L << (e - Cells.DOOR0);
                }
                if (nz != curZone) {
                    boolean building = !zones.get(nz).street();
                    if (building && !mayEnterBuilding) {
                        return;
                    }
                    r++;
                    pass |= 1L << nz;
                    curZone = nz;
                    if (nz != origin) {
                        add(nz, r, req, pass);
                    }
                    if (building) {
                        return;
                    }
                }
                cur = next;
            }
        }

        /** No line of sight goes from a standard tile onto the Tower (one from the Tower out is fine). */
        private boolean blockedTower(int origin, int target) {
            return !zones.get(origin).tower() && zones.get(target).tower();
        }

        private void add(int z, int r, long req, long pass) {
            zone.add(z);
            range.add(r);
            doors.add(req);
            passed.add(pass);
        }
    }
}
