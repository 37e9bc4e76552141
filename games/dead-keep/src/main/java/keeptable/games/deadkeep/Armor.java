package keeptable.games.deadkeep;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.deadkeep.content.Equipment;
import keeptable.games.deadkeep.content.Skill;

/** Armor rolls (armour, shields, Iron Hide) and Wounds to Adventurers, KO included. */
final class Armor {
    private Armor() {
    }

    /** The Armor value the Adventurer rolls against an Enemy type (-1 for Friendly Fire), 0 if none. */
    static int value(DkPosition s, int a, int enemyType) {
        String id = enemyType < 0 ? "" : s.c.enemies.get(enemyType).id();
        int body = s.item(a, Slots.BODY);
        if (body >= 0 && s.c.equipment.get(body).armor() > 0) {
            return s.c.equipment.get(body).armorAgainst(id);
        }
        for (int h = Slots.HAND0; h <= Slots.HAND1; h++) {
            int k = s.item(a, h);
            if (k >= 0 && s.c.equipment.get(k).shield() > 0) {
                return s.c.equipment.get(k).armorAgainst(id);
            }
        }
        return Skills.has(s, a, Skill.Kind.IRON_HIDE) ? 5 : 0;
    }

    /** What is added to each Armor die: +1 for a shield over armour, +1 for Iron Hide over armour. */
    static int bonus(DkPosition s, int a) {
        int body = s.item(a, Slots.BODY);
        if (body < 0 || s.c.equipment.get(body).armor() == 0) {
            return 0;
        }
        int b = 0;
        for (int h = Slots.HAND0; h <= Slots.HAND1; h++) {
            int k = s.item(a, h);
            if (k >= 0 && s.c.equipment.get(k).shield() > 0) {
                b = 1;
            }
        }
        return b + (Skills.has(s, a, Skill.Kind.IRON_HIDE) ? 1 : 0);
    }

    /** Rolls one Armor die per Attack; returns the Attacks cancelled. */
    static int roll(DkPosition s, int a, int enemyType, int attacks, EventSink ev) {
        int need = value(s, a, enemyType);
        if (need <= 0 || attacks <= 0) {
            return 0;
        }
        int plus = bonus(s, a);
        boolean lucky = Skills.has(s, a, Skill.Kind.LUCKY);
        int saved = 0;
        List<Integer> dice = ev.enabled() ? new ArrayList<>() : null;
        for (int i = 0; i < attacks; i++) {
            int d = s.die();
            int v = d == 1 ? 1 : Math.min(6, d + plus);
            if (lucky && (d == 1 || v < need)) {
                d = s.die();
                v = d == 1 ? 1 : Math.min(6, d + plus);
            }
            if (dice != null) {
                dice.add(v);
            }
            if (d != 1 && v >= need) {
                saved++;
            }
        }
        if (ev.enabled()) {
            ev.emit(new DkEvent.Rolled(s.advName(a), "Armor", dice, need, saved, "Enemy Phase: Attack"));
        }
        return saved;
    }

    /** Deals Wounds to an Adventurer; at the last Wound they are KO'ed (extra Wounds are ignored). */
    static void woundAdventurer(DkPosition s, int a, int wounds, String why, String rule, EventSink ev) {
        if (wounds <= 0 || s.ko(a)) {
            if (ev.enabled() && wounds <= 0) {
                ev.emit(new DkEvent.AdventurerWounded(s.advName(a), 0, s.maxWounds(a) - s.wounds[a], false, why, rule));
            }
            return;
        }
        s.wounds[a] = Math.min(s.maxWounds(a), s.wounds[a] + wounds);
        boolean ko = s.wounds[a] >= s.maxWounds(a);
        if (ko) {
            s.koMask |= 1L << a;
        }
        if (ev.enabled()) {
            ev.emit(new DkEvent.AdventurerWounded(s.advName(a), wounds, s.maxWounds(a) - s.wounds[a], ko, why, rule));
        }
    }

    static boolean shield(Equipment e) {
        return e.shield() > 0;
    }
}
