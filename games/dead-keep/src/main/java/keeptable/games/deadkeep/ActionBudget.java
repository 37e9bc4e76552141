package keeptable.games.deadkeep;

import keeptable.games.deadkeep.content.Skill;
import keeptable.games.deadkeep.content.Weapon;

/**
 * An Adventurer's Actions in a Turn: the regular ones, the free ones by kind (Skills, Class Abilities) and
 * the once-per-Turn uses; Mana gained and the Mana a weapon line costs; the first empty Talisman slot. The
 * low layer every rules file may use; it calls no rules file.
 */
final class ActionBudget {
    private ActionBudget() {
    }

    // once-per-Turn uses
    static final int U_BLOODLUST = 1;
    static final int U_SPRINT = 2;
    static final int U_HIT_RUN = 4;
    static final int U_CHANNEL = 8;
    static final int U_TOUGH = 16;
    static final int U_ENCHANT0 = 32;
    static final int U_MIST_MANA = 256;
    static final int U_JUMP = 512;
    static final int U_TELEPORT = 1024;
    static final int U_SHOVE = 2048;
    static final int U_TAUNT = 4096;
    static final int U_BUY = 8192;
    static final int U_LEAD = 16384;
    /** +1 Free Class Ability Use spent this Turn. */
    static final int U_FREE_CLASS = 32768;

    /** Which free Actions pay for an Action of each kind, tried in this order. */
    private static final int[] MELEE_FREE_ORDER = {FreeActions.F_BLOODLUST, FreeActions.F_MELEE, FreeActions.F_COMBAT};
    private static final int[] RANGED_FREE_ORDER = {FreeActions.F_RANGED, FreeActions.F_COMBAT};
    private static final int[] MAGIC_FREE_ORDER = {FreeActions.F_MAGIC, FreeActions.F_SPELL, FreeActions.F_COMBAT};
    private static final int[] MOVE_FREE_ORDER = {FreeActions.F_HIT_RUN, FreeActions.F_MOVE};

    static final int MAX_MANA = 10;

    static int freeTalismanSlot(DkPosition s, int a) {
        for (int slot = Slots.TAL0; slot < Slots.N; slot++) {
            if (s.item(a, slot) < 0) {
                return slot;
            }
        }
        return -1;
    }

    static void gainMana(DkPosition s, int a, int k) {
        s.mana[a] = Math.min(MAX_MANA, s.mana[a] + k);
    }

    /**
     * Spends an Action of the Adventurer: a free one of kind {@code freeKind} (or a broader free kind
     * that covers it) if there is one, else a regular one.
     */
    static int spend(DkPosition s, int a, int freeKind) {
        int base = a * FreeActions.FREE_TYPES;
        if (freeKind >= 0) {
            int[] order = switch (freeKind) {
                case FreeActions.F_MELEE -> MELEE_FREE_ORDER;
                case FreeActions.F_RANGED -> RANGED_FREE_ORDER;
                case FreeActions.F_MAGIC -> MAGIC_FREE_ORDER;
                case FreeActions.F_MOVE -> MOVE_FREE_ORDER;
                default -> null;
            };
            if (order == null) {
                if (s.free[base + freeKind] > 0) {
                    s.free[base + freeKind]--;
                    return freeKind;
                }
            } else {
                for (int k : order) {
                    if (s.free[base + k] > 0) {
                        s.free[base + k]--;
                        return k;
                    }
                }
            }
        }
        s.actions[a]--;
        return -1;
    }

    /** Whether the Adventurer may take an Action of this free kind now (regular Actions left, or a free one). */
    static boolean canTake(DkPosition s, int a, int freeKind) {
        if (s.actions[a] > 0) {
            return true;
        }
        int base = a * FreeActions.FREE_TYPES;
        return switch (freeKind) {
            case FreeActions.F_MELEE -> s.free[base + FreeActions.F_BLOODLUST] + s.free[base + FreeActions.F_MELEE] + s.free[base + FreeActions.F_COMBAT] > 0;
            case FreeActions.F_RANGED -> s.free[base + FreeActions.F_RANGED] + s.free[base + FreeActions.F_COMBAT] > 0;
            case FreeActions.F_MAGIC -> s.free[base + FreeActions.F_MAGIC] + s.free[base + FreeActions.F_SPELL] + s.free[base + FreeActions.F_COMBAT] > 0;
            default -> false;
        };
    }

    static boolean turnOpen(DkPosition s, int a) {
        if (s.ko(a)) {
            return false;
        }
        if (s.actions[a] > 0) {
            return true;
        }
        int base = a * FreeActions.FREE_TYPES;
        for (int k = 0; k < FreeActions.FREE_TYPES; k++) {
            if (s.free[base + k] > 0) {
                return true;
            }
        }
        return false;
    }

    /** A weapon line's Mana cost for this Adventurer now (nothing in a Mist Zone with Mist Affinity). */
    static int lineCost(DkPosition s, int a, Weapon w) {
        return w.mana() > 0 && s.g.mist(s.zone[a]) && Skills.has(s, a, Skill.Kind.MIST_AFFINITY) ? 0 : w.mana();
    }
}
