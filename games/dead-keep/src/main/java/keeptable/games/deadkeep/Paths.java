package keeptable.games.deadkeep;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Movement over the Board's routes: Sprint, Bloodlust and Teleport reach, and open-route distances. */
final class Paths {
    private Paths() {
    }

    /** Zones joined to {@code z} now (openings, Passage tokens, stairs and open doors), as a Zone mask. */
    static long neighbours(DkState s, int z) {
        return s.g.board().neighbours(z, s.openDoors);
    }

    /** Open-route distance from every Zone to {@code target} (-1 where no open route leads). */
    static int[] distances(DkState s, int target) {
        int[] dist = new int[s.g.zones()];
        s.g.board().distanceField(1L << target, s.openDoors, dist);
        return dist;
    }

    /**
     * Zones up to {@code x} away counted across any shared edge (walls, Enemies and obstacles ignored),
     * but not inside a building with no way in yet, nor on the Tower: where a Teleport may land.
     */
    static int[] teleport(DkState s, int from, int x) {
        int[] dist = new int[s.g.zones()];
        Arrays.fill(dist, -1);
        dist[from] = 0;
        ArrayDeque<Integer> q = new ArrayDeque<>();
        q.add(from);
        List<Integer> out = new ArrayList<>();
        while (!q.isEmpty()) {
            int z = q.poll();
            if (dist[z] >= x) {
                continue;
            }
            for (int nb : s.g.touching(z)) {
                if (dist[nb] < 0) {
                    dist[nb] = dist[z] + 1;
                    q.add(nb);
                    int b = s.g.building(nb);
                    if (!s.g.tower(nb) && (b < 0 || s.g.buildingOpen(b, s.openDoors))) {
                        out.add(nb);
                    }
                }
            }
        }
        return out.stream().mapToInt(Integer::intValue).sorted().toArray();
    }

    /**
     * The Moves between two Zones counting every door as passable: how near an Adventurer is for an Enemy
     * choosing its destination (the route it then walks must be open).
     */
    static int doorBlindDistance(DkState s, int a, int b) {
        return s.g.blindDistance(a, b);
    }

    /** Zones 2 or 3 steps away by Sprint: the move stops on entering a Zone with Enemies. */
    static int[] sprint(DkState s, int from, boolean slippery) {
        return reach(s, from, 2, 3, slippery, false);
    }

    /** Zones 1 or 2 steps away holding at least 1 Enemy (Bloodlust): entering Enemies ends the move. */
    static int[] bloodlust(DkState s, int from, boolean slippery) {
        return reach(s, from, 1, 2, slippery, true);
    }

    private static int[] reach(DkState s, int from, int min, int max, boolean slippery, boolean needEnemies) {
        int[] dist = new int[s.g.zones()];
        Arrays.fill(dist, -1);
        dist[from] = 0;
        ArrayDeque<Integer> q = new ArrayDeque<>();
        q.add(from);
        List<Integer> out = new ArrayList<>();
        while (!q.isEmpty()) {
            int z = q.poll();
            if (dist[z] >= max || z != from && !slippery && s.enemiesIn(z) > 0) {
                continue;
            }
            for (long m = neighbours(s, z); m != 0; m &= m - 1) {
                int nb = Long.numberOfTrailingZeros(m);
                if (dist[nb] < 0) {
                    dist[nb] = dist[z] + 1;
                    q.add(nb);
                    if (dist[nb] >= min && (!needEnemies || s.enemiesIn(nb) > 0)) {
                        out.add(nb);
                    }
                }
            }
        }
        return out.stream().mapToInt(Integer::intValue).sorted().toArray();
    }
}
