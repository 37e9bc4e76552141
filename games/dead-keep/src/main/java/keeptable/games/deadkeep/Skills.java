package keeptable.games.deadkeep;

import keeptable.games.deadkeep.content.Equipment;
import keeptable.games.deadkeep.content.Skill;

/**
 * Which Skills an Adventurer has now: those on the Danger Bar, plus those of Equipment held where it
 * can be used ("while equipped" Equipment Skills, Talismans, cards usable in the Backpack).
 */
final class Skills {
    private Skills() {
    }

    /** The Adventurer's Skills as a mask over the content's Skill list. */
    static long mask(DkState s, int a) {
        long m = s.skills[a];
        for (int slot = 0; slot < Slots.N; slot++) {
            int k = s.item(a, slot);
            if (k >= 0 && s.c.equipmentSkill[k] >= 0) {
                Equipment e = s.c.equipment.get(k);
                if (e.held() && Slots.active(e, slot)) {
                    m |= 1L << s.c.equipmentSkill[k];
                }
            }
        }
        return m;
    }

    static boolean has(DkState s, int a, Skill.Kind kind) {
        return any(s, mask(s, a), kind, null);
    }

    /** Whether the mask holds a Skill of this kind (covering {@code action} if the kind names one). */
    static boolean any(DkState s, long mask, Skill.Kind kind, String action) {
        return count(s, mask, kind, action) > 0;
    }

    static int count(DkState s, long mask, Skill.Kind kind, String action) {
        int n = 0;
        long m = mask;
        while (m != 0) {
            int k = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            Skill sk = s.c.skills.get(k);
            if (sk.kind() == kind && (action == null || sk.param() == null || sk.covers(action))) {
                n++;
            }
        }
        return n;
    }

    /** Whether the mask holds {@code kind:param} exactly (Killer, Ironclad: an Enemy id). */
    static boolean named(DkState s, long mask, Skill.Kind kind, String param) {
        long m = mask;
        while (m != 0) {
            int k = Long.numberOfTrailingZeros(m);
            m &= m - 1;
            Skill sk = s.c.skills.get(k);
            if (sk.kind() == kind && param.equals(sk.param())) {
                return true;
            }
        }
        return false;
    }
}
