package keeptable.games.deadkeep;

/** Movement over the Board's routes: Sprint, Bloodlust and Teleport reach, and open-route distances. */
final class Paths {
    private Paths() {
    }

    /** Zones joined to {@code z} now (openings, Passage tokens, stairs and open doors), as a Zone mask. */
    static long neighbours(DkPosition s, int z) {
        return s.g.board().neighbours(z, s.openDoors);
    }

    /** Open-route distance from every Zone to {@code target} (-1 where no open route leads). */
    static int[] distances(DkPosition s, int target) {
        int[] dist = new int[s.g.zones()];
        s.g.board().distanceField(1L << target, s.openDoors, dist);
        return dist;
    }

    /**
     * Zones up to {@code x} away counted across any shared edge (walls, Enemies and obstacles ignored),
     * but not inside a building with no way in yet, nor across the Tower tile's rim until the Quest lets Actors
     * reach the Tower (book: no jumping or teleporting onto it before): where a Teleport may land. A Zone mask.
     */
    static long teleport(DkPosition s, int from, int x) {
        long seen = 1L << from;
        long frontier = seen;
        long out = 0;
        for (int step = 0; step < x && frontier != 0; step++) {
            long next = 0;
            for (long m = frontier; m != 0; m &= m - 1) {
                next |= s.g.board().touching(Long.numberOfTrailingZeros(m));
            }
            frontier = next & ~seen;
            seen |= frontier;
            for (long m = frontier; m != 0; m &= m - 1) {
                int z = Long.numberOfTrailingZeros(m);
                int b = s.g.building(z);
                boolean rim = s.g.tower(z) != s.g.tower(from);
                if ((!rim || QuestRules.towerOpen(s)) && (b < 0 || s.g.buildingOpen(b, s.openDoors))) {
                    out |= 1L << z;
                }
            }
        }
        return out;
    }

    /** Zones 2 or 3 steps away by Sprint: the move stops on entering a Zone with Enemies. A Zone mask. */
    static long sprint(DkPosition s, int from, boolean slippery) {
        return reach(s, from, 2, 3, slippery, false);
    }

    /** Zones 1 or 2 steps away holding at least 1 Enemy (Bloodlust): entering Enemies ends the move. A Zone mask. */
    static long bloodlust(DkPosition s, int from, boolean slippery) {
        return reach(s, from, 1, 2, slippery, true);
    }

    /**
     * Zones {@code min} to {@code max} open steps away, walking on from a Zone only if it holds no Enemies
     * (unless {@code slippery}); with {@code needEnemies} only Zones holding Enemies count.
     */
    private static long reach(DkPosition s, int from, int min, int max, boolean slippery, boolean needEnemies) {
        long enemies = Occupancy.enemyZones(s);
        long seen = 1L << from;
        long frontier = seen;
        long out = 0;
        for (int step = 1; step <= max && frontier != 0; step++) {
            long next = 0;
            long walkOn = slippery ? frontier : frontier & (~enemies | 1L << from);
            for (long m = walkOn; m != 0; m &= m - 1) {
                next |= neighbours(s, Long.numberOfTrailingZeros(m));
            }
            frontier = next & ~seen;
            seen |= frontier;
            if (step >= min) {
                out |= needEnemies ? frontier & enemies : frontier;
            }
        }
        return out;
    }
}
