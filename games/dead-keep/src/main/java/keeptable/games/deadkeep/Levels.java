package keeptable.games.deadkeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.deadkeep.content.Skill;

/**
 * Adrenaline, Danger Levels and Skills: 1 AP per Wound dealt; Yellow at 7 (its Skill, a 4th Action),
 * Orange at 19 (choose 1 of 2), Red at 43 (choose 1 of 3); Ultrared Mode past Red.
 */
final class Levels {
    /** Adrenaline track: the Adrenaline at which an Adventurer reaches Yellow, Orange and Red. */
    static final int YELLOW = 7;
    static final int ORANGE = 19;
    static final int RED = 43;

    private Levels() {
    }

    /** Adds Adrenaline and deals with every Danger Level reached. */
    static void gain(DkPosition s, int a, int points, EventSink ev) {
        for (int i = 0; i < points; i++) {
            s.ap[a]++;
            int p = s.ap[a];
            if (p == YELLOW) {
                reach(s, a, 1, ev);
            } else if (p == ORANGE) {
                reach(s, a, 2, ev);
            } else if (p == RED) {
                reach(s, a, 3, ev);
                s.ap[a] = 0;
                s.laps[a]++;
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(a) + " reaches Red: Ultrared Mode, the Adrenaline counter starts again",
                            "Ultrared Mode");
                }
            }
        }
    }

    private static void reach(DkPosition s, int a, int tier, EventSink ev) {
        s.level[a] = Math.max(s.level[a], tier);
        if (tier == 1) {
            for (int k : s.c.tree[s.card[a]][1]) {
                if (!s.has(a, k)) {
                    acquire(s, a, k);
                    if (ev.enabled()) {
                        Notes.note(ev, s.advName(a) + " reaches Yellow and gains " + s.c.skills.get(k).id(),
                                "Adrenaline, Danger Level, and Skills");
                    }
                }
            }
        } else if (tier == 2) {
            s.pendingOrange[a]++;
        } else {
            s.pendingRed[a]++;
        }
    }

    /** Skills the Adventurer may choose now: unselected ones of the tier, or any unowned Skill once the tree is spent. */
    static int[] options(DkPosition s, int a) {
        int tier = s.pendingOrange[a] > 0 ? 2 : s.pendingRed[a] > 0 ? 3 : -1;
        if (tier < 0) {
            return new int[0];
        }
        List<Integer> out = new ArrayList<>();
        for (int k : s.c.tree[s.card[a]][tier]) {
            if (!s.has(a, k)) {
                out.add(k);
            }
        }
        if (out.isEmpty() && treeSpent(s, a)) {
            for (int k = 0; k < s.c.skills.size(); k++) {
                if (!s.has(a, k)) {
                    out.add(k);
                }
            }
        }
        return out.stream().mapToInt(Integer::intValue).toArray();
    }

    static boolean treeSpent(DkPosition s, int a) {
        for (int[] tier : s.c.tree[s.card[a]]) {
            for (int k : tier) {
                if (!s.has(a, k)) {
                    return false;
                }
            }
        }
        return true;
    }

    static boolean pick(DkPosition s, int skill, EventSink ev) {
        take(s, skill, ev);
        return true;
    }

    /** The Adventurer choosing ({@code skillAdv}) takes a Skill of the pending Danger Level. */
    static void take(DkPosition s, int skill, EventSink ev) {
        int a = s.skillAdv;
        if (s.pendingOrange[a] > 0) {
            s.pendingOrange[a]--;
        } else {
            s.pendingRed[a]--;
        }
        acquire(s, a, skill);
        if (ev.enabled()) {
            Notes.note(ev, s.advName(a) + " takes the Skill " + SkillWords.name(s.c.skills.get(skill), id -> {
                int i = s.c.enemyIndex(id);
                return i >= 0 ? s.c.enemies.get(i).name() : id;
            }),
                    "Adrenaline, Danger Level, and Skills");
        }
    }

    /**
     * Gives the Adventurer a Skill, which works at once: one gained during the Adventurer's own Turn adds its
     * extra Action (the first +1 Action only, as at activation) or its Free Action to this Turn's.
     */
    private static void acquire(DkPosition s, int a, int skill) {
        boolean hadExtraAction = Skills.has(s, a, Skill.Kind.PLUS_1_ACTION);
        s.grant(a, skill);
        if (s.phase != DkPosition.PLAYER || s.cur != a) {
            return;
        }
        Skill gained = s.c.skills.get(skill);
        if (gained.kind() == Skill.Kind.PLUS_1_ACTION && !hadExtraAction) {
            s.actions[a]++;
        } else if (gained.kind() == Skill.Kind.FREE_ACTION) {
            s.free[a * FreeActions.FREE_TYPES + ContentIndex.freeIndex(gained.param())]++;
        }
    }
}
