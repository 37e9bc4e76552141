package keeptable.games.deadkeep;

/**
 * Who is where, counted from the state: the live Enemies of a Zone, the standing Adventurers of a Zone and the
 * Zones that hold any, and the Danger Level spawns read. Passes over the Enemies visit only the miniatures on the
 * board ({@link DkPosition#placed}). Reads the state only.
 */
final class Occupancy {
    private Occupancy() {
    }

    /** Live Enemies in a Zone. */
    static int enemiesIn(DkPosition s, int z) {
        int k = 0;
        for (int e = s.placed.next(0); e < s.t.slots; e = s.placed.next(e + 1)) {
            if (s.enZone[e] == z && s.live(e)) {
                k++;
            }
        }
        return k;
    }

    /** The Zones holding at least one live Enemy, as a Zone mask. */
    static long enemyZones(DkPosition s) {
        long zones = 0;
        for (int e = s.placed.next(0); e < s.t.slots; e = s.placed.next(e + 1)) {
            if (s.live(e)) {
                zones |= 1L << s.enZone[e];
            }
        }
        return zones;
    }

    /** Adventurers standing (not KO'ed) in a Zone. */
    static int standingIn(DkPosition s, int z) {
        int k = 0;
        for (int a = 0; a < s.n; a++) {
            if (s.zone[a] == z && !s.ko(a)) {
                k++;
            }
        }
        return k;
    }

    /** The Zones where at least one Adventurer stands, as a Zone mask (walked in Zone order). */
    static long standingZones(DkPosition s) {
        long zones = 0;
        for (int a = 0; a < s.n; a++) {
            if (!s.ko(a)) {
                zones |= 1L << s.zone[a];
            }
        }
        return zones;
    }

    /** The highest Danger Level among the Adventurers (0 Blue .. 3 Red); spawns read it. */
    static int dangerLevel(DkPosition s) {
        int d = 0;
        for (int a = 0; a < s.n; a++) {
            d = Math.max(d, s.level[a]);
        }
        return d;
    }
}
