package keeptable.games.deadkeep;

import keeptable.games.deadkeep.content.AdventurerCard.AdventurerClass;
import keeptable.games.deadkeep.content.Skill;

/**
 * Which Skills an Adventurer has now: those on the Danger Bar, plus those of Equipment held where it
 * can be used ("while equipped" Equipment Skills, Talismans, cards usable in the Backpack), plus up to
 * two more for one Combat Action ({@code x1}, {@code x2}: the weapon's own Skill and the Skill its
 * target Enemy unlocks; -1 for none).
 */
final class Skills {
    /** Each Class as a Class: [Class] Skill names it. */
    private static final String[] CLASS_NAMES = java.util.Arrays.stream(AdventurerClass.values())
            .map(cl -> cl.name().toLowerCase(java.util.Locale.ROOT)).toArray(String[]::new);

    private Skills() {
    }

    /** Whether the Adventurer has Skill {@code k} now (Danger Bar, or Equipment held where it works). */
    static boolean holds(DkState s, int a, int k, int x1, int x2) {
        if (k == x1 || k == x2 || s.has(a, k)) {
            return true;
        }
        if (!s.c.grantedByEquipment[k]) {
            return false;
        }
        int[] gear = s.t.gearSkill;
        for (int slot = 0; slot < Slots.N; slot++) {
            int card = s.item(a, slot);
            if (card >= 0 && gear[card * Slots.N + slot] == k) {
                return true;
            }
        }
        return false;
    }

    /** Whether the Adventurer has a Skill of this kind now: {@link #any} for every action, by bit masks. */
    static boolean has(DkState s, int a, Skill.Kind kind) {
        ContentIndex t = s.t;
        int o = kind.ordinal();
        long lo = t.kindLo[o];
        long hi = t.kindHi[o];
        if ((s.skills[a] & lo) != 0 || (s.skillsHi[a] & hi) != 0) {
            return true;
        }
        if (!t.kindByGear[o]) {
            return false;
        }
        for (int slot = 0; slot < Slots.N; slot++) {
            int card = s.item(a, slot);
            if (card >= 0) {
                int k = t.gearSkill[card * Slots.N + slot];
                if (k >= 0 && ContentIndex.inKind(k, lo, hi)) {
                    return true;
                }
            }
        }
        return false;
    }

    /** Whether the Adventurer has a Skill of this kind (covering {@code action} if the kind names one). */
    static boolean any(DkState s, int a, int x1, int x2, Skill.Kind kind, String action) {
        return count(s, a, x1, x2, kind, action) > 0;
    }

    static int count(DkState s, int a, int x1, int x2, Skill.Kind kind, String action) {
        int n = 0;
        for (int k : s.c.skillsOfKind[kind.ordinal()]) {
            Skill sk = s.c.skills.get(k);
            if ((action == null || sk.param() == null || sk.covers(action)) && holds(s, a, k, x1, x2)) {
                n++;
            }
        }
        return n;
    }

    /** Whether the Adventurer has {@code kind:param} exactly (Killer, Ironclad: an Enemy id; Class). */
    static boolean named(DkState s, int a, int x1, int x2, Skill.Kind kind, String param) {
        for (int k : s.c.skillsOfKind[kind.ordinal()]) {
            if (param.equals(s.c.skills.get(k).param()) && holds(s, a, k, x1, x2)) {
                return true;
            }
        }
        return false;
    }

    /** The Adventurer's Class, or one gained with the Class: [Class] Skill. */
    static boolean isClass(DkState s, int a, AdventurerClass cl) {
        return s.c.adventurers.get(s.card[a]).type() == cl
                || named(s, a, -1, -1, Skill.Kind.CLASS, CLASS_NAMES[cl.ordinal()]);
    }

    /** The Adventurer's sight: with Ghost Sight also straight through obstacles (never onto the Tower from off it). */
    static int sight(DkState s, int a, int from, int to) {
        int r = s.sight(from, to);
        if (has(s, a, Skill.Kind.GHOST_SIGHT) && (!s.g.tower(to) || s.g.tower(from))) {
            int gr = s.g.ghostRange(from, to);
            if (gr >= 0 && (r < 0 || gr < r)) {
                r = gr;
            }
        }
        return r;
    }
}
