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

    // free Action kinds, per Adventurer
    static final int F_MOVE = 0;
    static final int F_MELEE = 1;
    static final int F_RANGED = 2;
    static final int F_MAGIC = 3;
    static final int F_COMBAT = 4;
    static final int F_SEARCH = 5;
    static final int F_SPELL = 6;
    static final int F_HIT_RUN = 7;
    static final int F_BLOODLUST = 8;
    static final int F_ENCHANT = 9;
    static final int F_GATHER = 10;
    static final int FREE_TYPES = 11;

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
    private static final int[] MELEE_FREE_ORDER = {F_BLOODLUST, F_MELEE, F_COMBAT};
    private static final int[] RANGED_FREE_ORDER = {F_RANGED, F_COMBAT};
    private static final int[] MAGIC_FREE_ORDER = {F_MAGIC, F_SPELL, F_COMBAT};
    private static final int[] MOVE_FREE_ORDER = {F_HIT_RUN, F_MOVE};

    static final int MAX_MANA = 10;

    static int freeTalismanSlot(DkState s, int a) {
        for (int slot = Slots.TAL0; slot < Slots.N; slot++) {
            if (s.item(a, slot) < 0) {
                return slot;
            }
        }
        return -1;
    }

    static void gainMana(DkState s, int a, int k) {
        s.mana[a] = Math.min(MAX_MANA, s.mana[a] + k);
    }

    /**
     * Spends an Action of the Adventurer: a free one of kind {@code freeKind} (or a broader free kind
     * that covers it) if there is one, else a regular one.
     */
    static int spend(DkState s, int a, int freeKind) {
        int base = a * FREE_TYPES;
        if (freeKind >= 0) {
            int[] order = switch (freeKind) {
                case F_MELEE -> MELEE_FREE_ORDER;
                case F_RANGED -> RANGED_FREE_ORDER;
                case F_MAGIC -> MAGIC_FREE_ORDER;
                case F_MOVE -> MOVE_FREE_ORDER;
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
    static boolean canTake(DkState s, int a, int freeKind) {
        if (s.actions[a] > 0) {
            return true;
        }
        int base = a * FREE_TYPES;
        return switch (freeKind) {
            case F_MELEE -> s.free[base + F_BLOODLUST] + s.free[base + F_MELEE] + s.free[base + F_COMBAT] > 0;
            case F_RANGED -> s.free[base + F_RANGED] + s.free[base + F_COMBAT] > 0;
            case F_MAGIC -> s.free[base + F_MAGIC] + s.free[base + F_SPELL] + s.free[base + F_COMBAT] > 0;
            default -> false;
        };
    }

    static boolean turnOpen(DkState s, int a) {
        if (s.ko(a)) {
            return false;
        }
        if (s.actions[a] > 0) {
            return true;
        }
        int base = a * FREE_TYPES;
        for (int k = 0; k < FREE_TYPES; k++) {
            if (s.free[base + k] > 0) {
                return true;
            }
        }
        return false;
    }

    /** A weapon line's Mana cost for this Adventurer now (nothing in a Mist Zone with Mist Affinity). */
    static int lineCost(DkState s, int a, Weapon w) {
        return w.mana() > 0 && s.g.mist(s.zone[a]) && Skills.has(s, a, Skill.Kind.MIST_AFFINITY) ? 0 : w.mana();
    }
}
