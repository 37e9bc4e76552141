package keeptable.games.deadkeep;

import keeptable.engine.EventSink;

/**
 * The Reaper Skill: an attack that eliminated Undead eliminates one more of a type it eliminated. The player picks
 * the type when the attack eliminated several ({@code M_REAP}); within the type the miniature with the most Wounds
 * to go falls, which earns the most Adrenaline and leaves the wounded ones for later hits.
 */
final class Reaping {
    private Reaping() {
    }

    /** The Undead types the attack eliminated of which one still stands in the target Zone (a mask). */
    static long types(DkPosition s) {
        long out = 0;
        for (int e = s.placed.next(0); e < s.t.slots; e = s.placed.next(e + 1)) {
            if (s.enZone[e] == s.cbZone && s.live(e) && (s.cbKilledTypes & (1L << s.type(e))) != 0) {
                out |= 1L << s.type(e);
            }
        }
        return out;
    }

    /** One more Undead of the type is eliminated; the Adventurer earns the Adrenaline of its Wounds. */
    static void reap(DkPosition s, int type, EventSink ev) {
        int a = s.cbAdv;
        int best = -1;
        for (int e = s.placed.next(0); e < s.t.slots; e = s.placed.next(e + 1)) {
            if (s.enZone[e] == s.cbZone && s.live(e) && s.type(e) == type
                    && (best < 0 || s.enWounds[e] < s.enWounds[best])) {
                best = e;
            }
        }
        if (best < 0) {
            return;
        }
        int left = s.stats(best).wounds() - s.enWounds[best];
        s.enWounds[best] += left;
        if (ev.enabled()) {
            ev.emit(new DkEvent.EnemyWounded(s.enemyName(best), s.zoneName(s.cbZone), left, true,
                    s.advName(a) + " (Reaper)", "Skills"));
        }
        s.cbKills++;
        s.uses.killed(a, type);
        Foes.kill(s, best, ev);
        Levels.gain(s, a, left, ev);
    }
}
