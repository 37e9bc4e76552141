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
    private Skills() {
    }

    /** Whether the Adventurer has Skill {@code k} now (Danger Bar, or Equipment held where it works). */
    static boolean holds(DkPosition s, int a, int k, int x1, int x2) {
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
    static boolean has(DkPosition s, int a, Skill.Kind kind) {
        int o = kind.ordinal();
        return holdsAny(s, a, s.t.kindLo[o], s.t.kindHi[o], -1, -1);
    }

    /**
     * Whether the Adventurer has one of the Skills of a mask pair now (Skills 0-63 in {@code lo}, 64-127 in
     * {@code hi}): on the Danger Bar, given by Equipment held where it works, or one of {@code x1}, {@code x2}.
     */
    private static boolean holdsAny(DkPosition s, int a, long lo, long hi, int x1, int x2) {
        ContentIndex t = s.t;
        if ((s.skills[a] & lo) != 0 || (s.skillsHi[a] & hi) != 0
                || x1 >= 0 && ContentIndex.inKind(x1, lo, hi) || x2 >= 0 && ContentIndex.inKind(x2, lo, hi)) {
            return true;
        }
        if ((t.gearLo & lo) == 0 && (t.gearHi & hi) == 0) {
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
    static boolean any(DkPosition s, int a, int x1, int x2, Skill.Kind kind, String action) {
        return count(s, a, x1, x2, kind, action) > 0;
    }

    static int count(DkPosition s, int a, int x1, int x2, Skill.Kind kind, String action) {
        int n = 0;
        for (int k : s.c.skillsOfKind[kind.ordinal()]) {
            Skill sk = s.c.skills.get(k);
            if ((action == null || sk.param() == null || sk.covers(action)) && holds(s, a, k, x1, x2)) {
                n++;
            }
        }
        return n;
    }

    /** Whether the Adventurer has Ironclad against this Enemy type. */
    static boolean ironclad(DkPosition s, int a, int type) {
        return holdsAny(s, a, s.t.ironcladSkills[2 * type], s.t.ironcladSkills[2 * type + 1], -1, -1);
    }

    /** Whether the Adventurer has Killer of this Enemy type, counting the Combat Action's own Skills {@code x1}, {@code x2}. */
    static boolean killer(DkPosition s, int a, int x1, int x2, int type) {
        return holdsAny(s, a, s.t.killerSkills[2 * type], s.t.killerSkills[2 * type + 1], x1, x2);
    }

    /** The Adventurer's Class, or one gained with the Class: [Class] Skill. */
    static boolean isClass(DkPosition s, int a, AdventurerClass cl) {
        int c = cl.ordinal();
        return s.c.adventurers.get(s.card[a]).type() == cl
                || holdsAny(s, a, s.t.classSkills[2 * c], s.t.classSkills[2 * c + 1], -1, -1);
    }

    /** The Adventurer's sight: with Ghost Sight also straight through obstacles (never onto the Tower from off it). */
    static int sight(DkPosition s, int a, int from, int to) {
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
