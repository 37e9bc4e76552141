package keeptable.games.deadkeep;

import static keeptable.games.deadkeep.ActionBudget.*;
import static keeptable.games.deadkeep.FreeActions.*;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.deadkeep.content.AdventurerCard.AdventurerClass;
import keeptable.games.deadkeep.content.Equipment;
import keeptable.games.deadkeep.content.Skill;

/**
 * The active Adventurer's menu of Actions (Move and its Skills, doors, combat, Gather Mana, Search, Take,
 * Reorganize/Trade, Enchantments, Health Potions, discards, Skills used at will, Do Nothing) and the Move and
 * Enchantment Actions themselves.
 */
final class PlayerActions {
    private PlayerActions() {
    }

    /** Everything the active Adventurer may do now: Actions, free Actions, Skills used at will, Potions, discards. */
    static void choices(DkPosition s, List<DkChoice> out) {
        int a = s.cur;
        int z = s.zone[a];
        boolean canAct = s.actions[a] > 0;
        int here = Occupancy.enemiesIn(s, z);
        boolean slippery = Skills.has(s, a, Skill.Kind.SLIPPERY);
        int extra = slippery ? 0 : here;
        // Move
        boolean freeMove = s.free[a * FREE_TYPES + F_MOVE] > 0;
        boolean hitRun = s.free[a * FREE_TYPES + F_HIT_RUN] > 0;
        boolean affordable = (canAct || freeMove) && moveAffordable(s, a, extra);
        if (hitRun || affordable) {
            for (long m = Paths.neighbours(s, z); m != 0; m &= m - 1) {
                out.add(Picks.step(Long.numberOfTrailingZeros(m)));
            }
            if (affordable && Skills.has(s, a, Skill.Kind.SPRINT) && (s.used[a] & U_SPRINT) == 0) {
                for (long m = Paths.sprint(s, z, slippery); m != 0; m &= m - 1) {
                    out.add(new DkChoice.Move(Long.numberOfTrailingZeros(m), DkChoice.Reach.SPRINT));
                }
            }
        }
        if (Skills.has(s, a, Skill.Kind.JUMP) && (s.used[a] & U_JUMP) == 0 && s.actions[a] >= 1 + here) {
            int[] two = Paths.distances(s, z);
            for (int to = 0; to < s.g.zones(); to++) {
                if (two[to] == 2 && s.sight(z, to) == 2) {
                    out.add(new DkChoice.Move(to, DkChoice.Reach.JUMP));
                }
            }
        }
        int teleport = teleportRange(s, a);
        if (teleport > 0 && canAct && (s.used[a] & U_TELEPORT) == 0) {
            for (long m = Paths.teleport(s, z, teleport); m != 0; m &= m - 1) {
                out.add(new DkChoice.Move(Long.numberOfTrailingZeros(m), DkChoice.Reach.TELEPORT));
            }
        }
        if (Skills.has(s, a, Skill.Kind.SHOVE) && (s.used[a] & U_SHOVE) == 0 && here > 0) {
            for (long m = Paths.neighbours(s, z); m != 0; m &= m - 1) {
                out.add(new DkChoice.Shove(Long.numberOfTrailingZeros(m)));
            }
        }
        if (Skills.has(s, a, Skill.Kind.TAUNT) && (s.used[a] & U_TAUNT) == 0) {
            for (long m = Occupancy.enemyZones(s); m != 0; m &= m - 1) {
                int tz = Long.numberOfTrailingZeros(m);
                if (Skills.sight(s, a, z, tz) >= 0) {
                    out.add(new DkChoice.Taunt(tz));
                }
            }
        }
        if ((s.used[a] & U_BUY) == 0 && s.mana[a] >= 1) {
            for (int k : s.c.skillsOfKind[Skill.Kind.PAID_FREE_ACTION.ordinal()]) {
                if (Skills.holds(s, a, k, -1, -1)) {
                    out.add(new DkChoice.BuyAction(k));
                }
            }
        }
        if (Skills.has(s, a, Skill.Kind.BORN_LEADER) && (s.used[a] & U_LEAD) == 0 && s.leader < 0) {
            for (int b = 0; b < s.n; b++) {
                if (b != a && !s.ko(b)) {
                    out.add(new DkChoice.Lead(b));
                }
            }
        }
        if (canAct && Skills.isClass(s, a, AdventurerClass.FIGHTER)
                && (s.used[a] & U_BLOODLUST) == 0 && s.actions[a] >= 1 + extra) {
            for (long m = Paths.bloodlust(s, z, slippery); m != 0; m &= m - 1) {
                out.add(new DkChoice.Move(Long.numberOfTrailingZeros(m), DkChoice.Reach.BLOODLUST));
            }
        }
        for (int d = 0; d < s.g.doors(); d++) {
            if ((s.openDoors & (1L << d)) == 0 && (s.g.doorA(d) == z || s.g.doorB(d) == z)) {
                out.add(Picks.openDoor(d));
            }
        }
        Combat.attackChoices(s, a, out);
        if ((canAct || s.free[a * FREE_TYPES + F_GATHER] > 0) && s.g.mist(z) && s.mana[a] < MAX_MANA) {
            out.add(Picks.GATHER);
        }
        if ((canAct || s.free[a * FREE_TYPES + F_SEARCH] > 0) && s.searchTokens[z] > 0 && here == 0) {
            out.add(Picks.SEARCH);
        }
        if (canAct) {
            int[] obj = s.g.objectives();
            for (int i = 0; i < obj.length; i++) {
                if (obj[i] == z && (s.objectivesTaken & (1L << i)) == 0) {
                    out.add(new DkChoice.Take(0, i));
                }
            }
            int[] tr = s.g.treasures();
            for (int i = 0; i < tr.length; i++) {
                if (tr[i] == z && (s.treasuresTaken & (1L << i)) == 0) {
                    out.add(new DkChoice.Take(1, i));
                }
            }
            if (s.artifactTokens[z] > 0) {
                out.add(new DkChoice.Take(2, z));
            }
            for (int i = 0; i < s.relics.length; i++) {
                if (QuestRules.takeable(s, a, z, i)) {
                    out.add(new DkChoice.Take(3, i));
                }
            }
            out.add(Picks.trade(-1));
            for (int b = 0; b < s.n; b++) {
                if (b != a && s.zone[b] == z) {
                    out.add(Picks.trade(b));
                }
            }
        }
        if (canAct || s.free[a * FREE_TYPES + F_SPELL] + s.free[a * FREE_TYPES + F_ENCHANT] > 0) {
            for (int slot = Slots.TAL0; slot < Slots.N; slot++) {
                int k = s.item(a, slot);
                if (k < 0 || s.c.equipment.get(k).enchant() == null || (s.used[a] & (U_ENCHANT0 << (slot - Slots.TAL0))) != 0) {
                    continue;
                }
                Equipment e = s.c.equipment.get(k);
                for (int b = 0; b < s.n; b++) {
                    if (s.ko(b) || Skills.sight(s, a, z, s.zone[b]) < 0) {
                        continue;
                    }
                    if (e.enchant() == Equipment.Enchant.HEAL ? s.wounds[b] > 0 : s.mana[b] < MAX_MANA) {
                        out.add(new DkChoice.Enchant(slot, b));
                    }
                }
            }
        }
        Potions.choices(s, s.owner[a], out);
        for (int slot = 0; slot < Slots.N; slot++) {
            if (s.item(a, slot) >= 0) {
                out.add(Picks.discard(a, slot));
            }
        }
        if (Skills.has(s, a, Skill.Kind.PLUS_2_MANA_PER_TURN) && (s.used[a] & U_CHANNEL) == 0 && s.mana[a] < MAX_MANA) {
            out.add(new DkChoice.Channel());
        }
        if (Skills.has(s, a, Skill.Kind.MIST_MANA) && (s.used[a] & U_MIST_MANA) == 0 && s.g.mist(z)
                && s.mana[a] < MAX_MANA) {
            out.add(new DkChoice.MistMana());
        }
        out.add(Picks.DO_NOTHING);
    }

    /** The farthest Teleport the Adventurer has, 0 for none. */
    static int teleportRange(DkPosition s, int a) {
        if (!Skills.has(s, a, Skill.Kind.TELEPORT)) {
            return 0;
        }
        int best = 0;
        for (int k : s.c.skillsOfKind[Skill.Kind.TELEPORT.ordinal()]) {
            if (Skills.holds(s, a, k, -1, -1)) {
                best = Math.max(best, s.t.teleportOf[k]);
            }
        }
        return best;
    }

    private static boolean moveAffordable(DkPosition s, int a, int extra) {
        int need = 1 + extra;
        int have = s.actions[a] + (s.free[a * FREE_TYPES + F_MOVE] > 0 ? 1 : 0);
        return have >= need && (s.actions[a] >= extra);
    }

    static boolean move(DkPosition s, DkChoice.Move m, EventSink ev) {
        int a = s.cur;
        int from = s.zone[a];
        boolean slippery = Skills.has(s, a, Skill.Kind.SLIPPERY);
        int extra = slippery ? 0 : Occupancy.enemiesIn(s, from);
        DkChoice.Reach how = m.how();
        int base = a * FREE_TYPES;
        if (how == DkChoice.Reach.JUMP) {
            extra = Occupancy.enemiesIn(s, from);
            s.used[a] |= U_JUMP;
            s.actions[a] -= 1 + extra;
        } else if (how == DkChoice.Reach.TELEPORT) {
            extra = 0;
            s.used[a] |= U_TELEPORT;
            s.actions[a]--;
        } else if (how == DkChoice.Reach.BLOODLUST) {
            s.used[a] |= U_BLOODLUST;
            s.actions[a] -= (Combat.freeClassUse(s, a, ev) ? 0 : 1) + extra;
            s.free[base + F_BLOODLUST] = 1;
        } else if (s.free[base + F_HIT_RUN] > 0 && how != DkChoice.Reach.SPRINT) {
            s.free[base + F_HIT_RUN]--;
        } else {
            if (how == DkChoice.Reach.SPRINT) {
                s.used[a] |= U_SPRINT;
            }
            if (s.free[base + F_MOVE] > 0) {
                s.free[base + F_MOVE]--;
            } else {
                s.actions[a]--;
            }
            s.actions[a] -= extra;
        }
        s.zone[a] = m.zone();
        s.uses.entered(a, s.g.board().zone(m.zone()).tile());
        if (ev.enabled()) {
            Notes.note(ev, s.advName(a) + " moves " + s.zoneName(from) + " -> " + s.zoneName(m.zone())
                    + (how == DkChoice.Reach.STEP ? "" : " (" + how.code() + ")") + (extra > 0 ? ", " + extra
                    + " extra Action" + (extra == 1 ? "" : "s") + " for the Enemies left behind" : ""), "Move");
        }
        s.escalation[a] = 0;
        return true;
    }

    static boolean enchant(DkPosition s, DkChoice.Enchant en, EventSink ev) {
        int a = s.cur;
        int base = a * FREE_TYPES;
        if (s.free[base + F_ENCHANT] > 0) {
            s.free[base + F_ENCHANT]--;
        } else if (s.actions[a] > 0) {
            s.actions[a]--;
        } else {
            s.free[base + F_SPELL]--;
        }
        s.used[a] |= U_ENCHANT0 << (en.slot() - Slots.TAL0);
        Equipment e = s.c.equipment.get(s.item(a, en.slot()));
        int b = en.target();
        if (e.enchant() == Equipment.Enchant.HEAL) {
            int healed = Math.min(e.amount(), s.wounds[b]);
            s.wounds[b] -= healed;
            if (ev.enabled()) {
                ev.emit(new DkEvent.AdventurerWounded(s.advName(b), -healed, s.maxWounds(b) - s.wounds[b], false,
                        e.name(), "Enchantment Action"));
            }
        } else {
            gainMana(s, b, e.amount());
            if (ev.enabled()) {
                Notes.note(ev, s.advName(a) + " casts " + e.name() + ": " + s.advName(b) + " has " + s.mana[b] + " Mana",
                        "Enchantment Action");
            }
        }
        s.escalation[a] = 0;
        return true;
    }
}
