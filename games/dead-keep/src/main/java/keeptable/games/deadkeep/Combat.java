package keeptable.games.deadkeep;

import static keeptable.games.deadkeep.DkPosition.M_ACTION;
import static keeptable.games.deadkeep.DkPosition.M_FF;
import static keeptable.games.deadkeep.DkPosition.M_HIT;
import static keeptable.games.deadkeep.DkPosition.M_SURE;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.deadkeep.content.AdventurerCard.AdventurerClass;
import keeptable.games.deadkeep.content.EnemyType;
import keeptable.games.deadkeep.content.Equipment;
import keeptable.games.deadkeep.content.Skill;
import keeptable.games.deadkeep.content.Weapon;

/**
 * Combat Actions: Melee, Ranged and Magic (with Crush, Apocalypse, Sure Shot), dice, Accuracy, Armor
 * Penetration, the Undead or one Monster as target, hit allocation (players' choice in melee, the
 * Targeting Priority Order at range), wasted hits, Adrenaline, Friendly Fire with Armor rolls.
 */
final class Combat {
    static final int MELEE = 0;
    static final int RANGED = 1;
    static final int MAGIC = 2;
    private static final String[] KIND = {"melee", "ranged", "magic"};
    private static final String[] RULE = {"Melee Action", "Ranged Action", "Magic Action"};

    private Combat() {
    }

    static int kindOf(Equipment e) {
        return switch (e.action()) {
            case MELEE -> MELEE;
            case RANGED -> RANGED;
            case MAGIC -> MAGIC;
        };
    }

    static int freeKind(int kind) {
        return kind == MELEE ? FreeActions.F_MELEE : kind == RANGED ? FreeActions.F_RANGED : FreeActions.F_MAGIC;
    }

    static boolean zoneOk(DkPosition s, int z, Equipment.ZoneKind k) {
        return k == null || switch (k) {
            case STREET -> s.g.street(z);
            case BUILDING -> !s.g.street(z);
            case MIST -> s.g.mist(z);
        };
    }

    /** Whether the Adventurer may upgrade this Action with the Class Ability (Crush or Apocalypse). */
    static boolean classBoost(DkPosition s, int a, int kind) {
        int uses = Skills.has(s, a, Skill.Kind.TWO_CLASS_USES) ? 2 : 1;
        return s.classUses[a] < uses && (kind == MELEE && Skills.isClass(s, a, AdventurerClass.CRUSHER)
                || kind == MAGIC && Skills.isClass(s, a, AdventurerClass.MAGICIAN));
    }

    /**
     * +1 Free Class Ability Use: once per Turn the Class Ability's cost is waived (the Mana added by Crush or
     * Apocalypse, the Mana of Sure Shot, the Action of Bloodlust); it is still one of the Turn's uses. Returns
     * whether this use is the free one (and spends it).
     */
    static boolean freeClassUse(DkPosition s, int a, EventSink ev) {
        if ((s.used[a] & ActionBudget.U_FREE_CLASS) != 0 || !Skills.has(s, a, Skill.Kind.FREE_CLASS_USE)) {
            return false;
        }
        s.used[a] |= ActionBudget.U_FREE_CLASS;
        if (ev.enabled()) {
            Notes.note(ev, s.advName(a) + " uses the Class Ability for free", "Skills: +1 Free Class Ability Use");
        }
        return true;
    }

    /** Paid Skills (1 Mana each) the Adventurer holds for this kind of Action, as Attack.paid bits. */
    static int payable(DkPosition s, int a, int kind) {
        String kn = KIND[kind];
        return (Skills.any(s, a, -1, -1, Skill.Kind.PLUS_2_DICE, kn) ? 1 : 0)
                | (Skills.any(s, a, -1, -1, Skill.Kind.PLUS_1_PENETRATION, kn) ? 2 : 0)
                | (Skills.any(s, a, -1, -1, Skill.Kind.PLUS_2_WOUNDS, kn) ? 4 : 0)
                | (Skills.any(s, a, -1, -1, Skill.Kind.IGNORE_ARMOR, null) ? 8 : 0);
    }

    static void attackChoices(DkPosition s, int a, List<DkChoice> out) {
        attackChoices(s, a, -1L, out);
    }

    /**
     * The Combat Actions the Adventurer may take; {@code zones} limits the target Zones (a Duo's Combat
     * Reflexes: free, at the Zones the Enemy card filled), -1 for a normal Action.
     */
    static void attackChoices(DkPosition s, int a, long zones, List<DkChoice> out) {
        boolean reflex = zones != -1L;
        int z = s.zone[a];
        boolean spellbook = Skills.any(s, a, -1, -1, Skill.Kind.SPELLBOOK, null);
        int lastSlot = spellbook ? Slots.TAL0 - 1 : Slots.HAND1;
        long enemies = -1L;
        for (int slot = Slots.HAND0; slot <= lastSlot; slot++) {
            int k = s.item(a, slot);
            if (k < 0 || slot == Slots.BODY) {
                continue;
            }
            Equipment e = s.c.equipment.get(k);
            if (!e.weapon() || !zoneOk(s, z, e.zone())
                    || Slots.backpack(slot) && e.action() != Equipment.Action.MAGIC) {
                continue;
            }
            int kind = kindOf(e);
            if (!reflex && !ActionBudget.canTake(s, a, freeKind(kind))) {
                continue;
            }
            for (int li = 0; li < e.lines().size(); li++) {
                Weapon w = e.lines().get(li);
                int cost = ActionBudget.lineCost(s, a, w);
                if (cost > s.mana[a]) {
                    continue;
                }
                int max = w.max() + (kind == RANGED ? Skills.count(s, a, -1, -1, Skill.Kind.PLUS_1_MAX_RANGE, null) : 0);
                int min = kind != MELEE && Skills.any(s, a, -1, -1, Skill.Kind.POINT_BLANK, null) ? 0 : w.min();
                if (enemies == -1L) {
                    enemies = Occupancy.enemyZones(s);
                }
                for (int tz = 0; tz < s.g.zones(); tz++) {
                    if (reflex && (tz >= 64 || (zones & (1L << tz)) == 0) || (enemies & (1L << tz)) == 0) {
                        continue;
                    }
                    int r = kind == MELEE ? (tz == z ? 0 : -1) : Skills.sight(s, a, z, tz);
                    if (r < 0 || r < min || r > max) {
                        continue;
                    }
                    boolean undead = false;
                    for (int e2 = s.placed.next(0); e2 < s.t.slots; e2 = s.placed.next(e2 + 1)) {
                        if (s.enZone[e2] != tz || !s.live(e2) || reflex && !Arrivals.spawnedNow(s, e2)) {
                            continue; // Combat Reflexes strike only what the card spawned
                        }
                        if (s.c.enemies.get(s.type(e2)).monster()) {
                            addVariants(s, a, kind, slot, li, tz, e2, cost, out);
                        } else {
                            undead = true;
                        }
                    }
                    if (undead) {
                        addVariants(s, a, kind, slot, li, tz, -1, cost, out);
                    }
                }
            }
        }
    }

    private static void addVariants(DkPosition s, int a, int kind, int slot, int li, int tz, int target,
                                    int cost, List<DkChoice> out) {
        int spare = s.mana[a] - cost;
        int boostMax = classBoost(s, a, kind) ? spare : 0;
        int payable = payable(s, a, kind);
        for (int b = 0; b <= boostMax; b++) {
            for (int paid = 0; paid < 16; paid++) {
                if ((paid & ~payable) == 0 && Integer.bitCount(paid) <= spare - b) {
                    out.add(new DkChoice.Attack(slot, li, tz, target, b, paid));
                }
            }
        }
    }

    static boolean attack(DkPosition s, DkChoice.Attack at, EventSink ev) {
        boolean reflex = s.mode == DkPosition.M_REFLEX;
        int a = reflex ? s.reflexAdv : s.cur;
        int k = s.item(a, at.slot());
        Equipment e = s.c.equipment.get(k);
        Weapon w = e.lines().get(at.line());
        int kind = kindOf(e);
        int spent = -1;
        if (reflex) {
            if (Skills.has(s, a, Skill.Kind.DUO_FREE_COMBAT) && (s.reflexSecond[0] & (1 << a)) == 0) {
                s.reflexSecond[0] |= 1 << a;
            } else {
                s.reflexDuos[0] &= ~(1 << a);
            }
            if (ev.enabled()) {
                Notes.note(ev, s.advName(a) + " reacts with a free Combat Action", "Duo");
            }
        } else {
            spent = ActionBudget.spend(s, a, freeKind(kind));
        }
        boolean bloodlust = spent == FreeActions.F_BLOODLUST;
        boolean freeBoost = at.boost() > 0 && freeClassUse(s, a, ev);
        s.mana[a] -= ActionBudget.lineCost(s, a, w) + (freeBoost ? 0 : at.boost()) + Integer.bitCount(at.paid());
        s.cbPaid = at.paid();
        if (at.boost() > 0) {
            s.classUses[a]++;
        }
        int esc = s.escalation[a];
        int escBonus = !reflex && (esc & 3) == kind + 1 ? esc >> 2 : 0;
        if (!reflex) {
            s.escalation[a] = (kind + 1) | ((escBonus + 1) << 2);
        }
        s.cbAdv = a;
        s.cbCard = k;
        s.cbLine = at.line();
        s.cbZone = at.zone();
        s.cbTarget = at.target();
        s.cbKind = kind;
        s.cbRange = kind == MELEE ? 0 : Skills.sight(s, a, s.zone[a], at.zone());
        s.cbWeaponSkill = s.c.equipmentSkill[k];
        s.cbTargetSkill = -1;
        if (s.c.equipmentTargetEnemy[k] >= 0) {
            for (int e2 = s.placed.next(0); e2 < s.t.slots; e2 = s.placed.next(e2 + 1)) {
                if (s.enZone[e2] == at.zone() && s.live(e2) && s.type(e2) == s.c.equipmentTargetEnemy[k]) {
                    s.cbTargetSkill = s.c.equipmentTargetSkill[k];
                    break;
                }
            }
        }
        String kn = KIND[kind];
        int dice = w.dice();
        if (kind == MELEE && Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.BARBARIAN, null)) {
            dice = Math.max(dice, Occupancy.enemiesIn(s, s.zone[a]));
        } else if (kind == RANGED && Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.IRON_RAIN, null)
                || kind == MAGIC && Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.MANA_RAIN, null)) {
            dice = Math.max(dice, Occupancy.enemiesIn(s, at.zone()));
        }
        dice += at.boost() + Skills.count(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.PLUS_1_DIE, kn) + ((at.paid() & 1) != 0 ? 2 : 0)
                + (bloodlust && Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.BLOODLUST_DICE, null) ? 2 : 0);
        if (Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.ESCALATION, kn)) {
            dice += escBonus;
        }
        int plus = Skills.count(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.PLUS_1_ROLL, kn)
                + (at.boost() > 0 && kind == MELEE && Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.CRUSH_PLUS_1_ROLL, null) ? 1 : 0)
                + (reflex && Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.DUO_PLUS_1_ROLL, null) ? 1 : 0);
        boolean reroll6 = Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.ROLL_6_PLUS_1_DIE, kn);
        boolean lucky = Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.LUCKY, null);
        List<Integer> rolled = ev.enabled() ? new ArrayList<>() : null;
        int hits = 0;
        int misses = 0;
        int sixes = 0;
        for (int i = 0; i < dice; i++) {
            int d = s.die();
            int v = d == 1 ? 1 : Math.min(6, d + plus);
            if (lucky && (d == 1 || v < w.accuracy())) {
                d = s.die();
                v = d == 1 ? 1 : Math.min(6, d + plus);
            }
            if (rolled != null) {
                rolled.add(v);
            }
            if (v == 6) {
                sixes++;
                if (reroll6) {
                    dice++;
                }
            }
            if (d != 1 && v >= w.accuracy()) {
                hits++;
            } else {
                misses++;
            }
        }
        if (ev.enabled()) {
            ev.emit(new DkEvent.Rolled(s.advName(a), e.name() + (at.boost() > 0 ? (kind == MELEE ? " (Crush +" : " (Apocalypse +")
                    + at.boost() + ")" : ""), rolled, w.accuracy(), hits, RULE[kind]));
        }
        if (Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.ROLL_6_MANA, null)) {
            ActionBudget.gainMana(s, a, sixes);
        }
        s.cbHits = hits;
        s.cbMisses = misses;
        s.cbSixes = sixes;
        s.cbPenetration = w.penetration() + (Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.MIST_PENETRATION, null) && s.g.mist(s.zone[a]) ? 1 : 0)
                + ((at.paid() & 2) != 0 ? 1 : 0)
                + (bloodlust && Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.BLOODLUST_PENETRATION, null) ? 1 : 0)
                + (Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.ROLL_6_PENETRATION, kn) ? sixes : 0);
        s.cbIgnoreArmor = sixes > 0 && Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.ROLL_6_IGNORE_ARMOR, null)
                || (at.paid() & 8) != 0;
        s.cbKills = 0;
        s.cbKilledTypes = 0;
        s.cbFriendlyFireLeft = 0;
        if (kind == RANGED && misses > 0 && s.mana[a] > 0 && !reflex
                && Skills.isClass(s, a, AdventurerClass.RANGER)) {
            s.mode = M_SURE;
            return false;
        }
        return allocate(s, ev);
    }

    static boolean sureShot(DkPosition s, int m, EventSink ev) {
        if (m == 0 || !freeClassUse(s, s.cbAdv, ev)) {
            s.mana[s.cbAdv] -= m;
        }
        s.cbHits += m;
        s.cbMisses -= m;
        if (m > 0) {
            if (ev.enabled()) {
                Notes.note(ev, s.advName(s.cbAdv) + " spends " + m + " Mana: " + m + " failure" + (m == 1 ? "" : "s")
                        + " become successes", "Ranger");
            }
        }
        return allocate(s, ev);
    }

    private static boolean allocate(DkPosition s, EventSink ev) {
        int a = s.cbAdv;
        boolean ranged = s.cbKind != MELEE;
        boolean marksman = ranged && Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.MARKSMAN, null);
        boolean pointBlank = ranged && s.cbRange == 0 && Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.POINT_BLANK, null);
        s.cbFreeChoice = !ranged || marksman || pointBlank;
        if (ranged && !marksman && !pointBlank && s.cbMisses > 0) {
            for (int b = 0; b < s.n; b++) {
                if (b != a && !s.ko(b) && s.zone[b] == s.cbZone) {
                    s.cbFriendlyFireLeft = s.cbMisses;
                    break;
                }
            }
        }
        if (s.cbTarget >= 0) {
            if (s.live(s.cbTarget) && s.enZone[s.cbTarget] == s.cbZone) {
                wound(s, s.cbTarget, s.cbHits, ev);
            }
            s.cbHits = 0;
        }
        return continueHits(s, ev);
    }

    /** Allocates hits until a choice is needed or none is left. */
    private static boolean continueHits(DkPosition s, EventSink ev) {
        while (s.cbHits > 0) {
            int[] opts = hitOptions(s);
            if (opts.length == 0) {
                if (ev.enabled() && s.cbHits > 0) {
                    ev.emit(new DkEvent.Note(s.cbHits + " hit" + (s.cbHits == 1 ? " is" : "s are") + " wasted",
                            "General Combat"));
                }
                s.cbHits = 0;
                break;
            }
            if (opts.length > 1) {
                s.mode = M_HIT;
                return false;
            }
            hitType(s, opts[0], ev);
        }
        return afterHits(s, ev);
    }

    static void hitChoices(DkPosition s, List<DkChoice> out) {
        for (int t : hitOptions(s)) {
            out.add(new DkChoice.Hit(t));
        }
    }

    static boolean hit(DkPosition s, int type, EventSink ev) {
        hitType(s, type, ev);
        return continueHits(s, ev);
    }

    private static int printedArmor(DkPosition s, int type) {
        return s.c.enemies.get(type).at(1).armor();
    }

    /** Whether the Combat Action under way can wound this Enemy type (its printed Armor against the Penetration). */
    static boolean woundable(DkPosition s, int type) {
        return s.cbIgnoreArmor || s.cbPenetration >= printedArmor(s, type);
    }

    /**
     * Undead types the next hit may go to. A free choice (Melee, Marksman, Point-Blank) may give it to any type in
     * the Zone, one the weapon cannot wound included (the hit is then lost), as long as some type can be wounded;
     * Targeting Priority gives it to the Armor 2 Undead first, wounded or not. None: the hits are lost.
     */
    static int[] hitOptions(DkPosition s) {
        int types = s.c.enemies.size();
        boolean[] present = new boolean[types];
        boolean any2 = false;
        for (int e = s.placed.next(0); e < s.t.slots; e = s.placed.next(e + 1)) {
            if (s.enZone[e] == s.cbZone && s.live(e) && !s.c.enemies.get(s.type(e)).monster()) {
                present[s.type(e)] = true;
                any2 |= printedArmor(s, s.type(e)) >= 2;
            }
        }
        List<Integer> out = new ArrayList<>();
        boolean anyWoundable = false;
        for (int t = 0; t < types; t++) {
            if (!present[t] || !s.cbFreeChoice && any2 && printedArmor(s, t) < 2) {
                continue;
            }
            boolean w = woundable(s, t);
            anyWoundable |= w;
            if (w || s.cbFreeChoice) {
                out.add(t);
            }
        }
        return anyWoundable ? out.stream().mapToInt(Integer::intValue).toArray() : new int[0];
    }

    private static void hitType(DkPosition s, int type, EventSink ev) {
        int best = -1;
        for (int e = s.placed.next(0); e < s.t.slots; e = s.placed.next(e + 1)) {
            if (s.enZone[e] == s.cbZone && s.live(e) && s.type(e) == type
                    && (best < 0 || s.enWounds[e] > s.enWounds[best])) {
                best = e;
            }
        }
        s.cbHits--;
        if (best >= 0) {
            wound(s, best, 1, ev);
        }
    }

    /** Wounds one Enemy with {@code hits} hits; returns nothing, records kills and Adrenaline. */
    static void wound(DkPosition s, int slot, int hits, EventSink ev) {
        int a = s.cbAdv;
        EnemyType.Stats st = s.stats(slot);
        int armor = s.cbIgnoreArmor ? 0 : st.armor();
        if (hits <= 0) {
            return;
        }
        if (s.cbPenetration < armor) {
            if (ev.enabled()) {
                ev.emit(new DkEvent.Note(s.enemyName(slot) + " shrugs off " + hits + " hit" + (hits == 1 ? "" : "s")
                        + " (Armor " + armor + " against Armor Penetration " + s.cbPenetration + ")", "General Combat"));
            }
            return;
        }
        int per = woundsPerHit(s, s.type(slot));
        int left = st.wounds() - s.enWounds[slot];
        int dealt = Math.min(left, per * hits);
        s.enWounds[slot] += dealt;
        if (Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.NO_REGENERATION, null)) {
            s.noRegen[slot] = true;
        }
        boolean dead = s.enWounds[slot] >= st.wounds();
        int z = s.enZone[slot];
        if (ev.enabled()) {
            ev.emit(new DkEvent.EnemyWounded(s.enemyName(slot), s.zoneName(z), dealt, dead, s.advName(a),
                    RULE[s.cbKind]));
        }
        if (dead) {
            s.cbKills++;
            if (!s.c.enemies.get(s.type(slot)).monster()) {
                s.cbKilledTypes |= 1L << s.type(slot);
            }
            s.uses.killed(a, s.type(slot));
            Foes.kill(s, slot, ev);
        }
        Levels.gain(s, a, dealt, ev);
    }

    /** Wounds per hit against an Enemy type: 5 for its Killer, 2 for a 2 Wounds Skill, else 1. */
    static int woundsPerHit(DkPosition s, int type) {
        int a = s.cbAdv;
        String kn = KIND[s.cbKind];
        if (Skills.killer(s, a, s.cbWeaponSkill, s.cbTargetSkill, type)) {
            return 5;
        }
        if (Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.TWO_WOUNDS, kn) || (s.cbPaid & 4) != 0
                || s.cbSixes > 0 && Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.ROLL_6_TWO_WOUNDS, kn)) {
            return 2;
        }
        return 1;
    }

    private static boolean afterHits(DkPosition s, EventSink ev) {
        int a = s.cbAdv;
        if (s.cbKilledTypes != 0 && Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.REAPER, KIND[s.cbKind])) {
            long types = Reaping.types(s);
            if (Long.bitCount(types) > 1) {
                s.mode = DkPosition.M_REAP;
                return false;
            }
            if (types != 0) {
                Reaping.reap(s, Long.numberOfTrailingZeros(types), ev);
            }
        }
        return afterReaper(s, ev);
    }

    /** After Reaper: Hit & Run, then Friendly Fire. */
    static boolean afterReaper(DkPosition s, EventSink ev) {
        int a = s.cbAdv;
        if (s.cbKills > 0 && a == s.cur && Skills.any(s, a, s.cbWeaponSkill, s.cbTargetSkill, Skill.Kind.HIT_AND_RUN, null)
                && (s.used[a] & ActionBudget.U_HIT_RUN) == 0) {
            s.used[a] |= ActionBudget.U_HIT_RUN;
            s.free[a * FreeActions.FREE_TYPES + FreeActions.F_HIT_RUN] = 1;
            if (ev.enabled()) {
                Notes.note(ev, s.advName(a) + " may make a free Move (Hit & Run)", "Skills");
            }
        }
        return continueFf(s, ev);
    }

    private static boolean continueFf(DkPosition s, EventSink ev) {
        while (s.cbFriendlyFireLeft > 0) {
            int only = -1;
            int count = 0;
            for (int b = 0; b < s.n; b++) {
                if (b != s.cbAdv && !s.ko(b) && s.zone[b] == s.cbZone) {
                    only = b;
                    count++;
                }
            }
            if (count == 0) {
                s.cbFriendlyFireLeft = 0;
                break;
            }
            if (count > 1) {
                s.mode = M_FF;
                return false;
            }
            if (ffHit(s, only, ev)) {
                return false;
            }
        }
        s.mode = M_ACTION;
        // a Potion at any time: another seat's holder may answer Friendly Fire at once (book: Health Potions)
        boolean fired = s.cbKind != MELEE && !s.cbFreeChoice && s.cbMisses > 0;
        return !Potions.offer(s, fired && Potions.usableByOtherSeatIn(s, s.cbZone, s.owner[s.cbAdv]));
    }

    static void ffChoices(DkPosition s, List<DkChoice> out) {
        for (int b = 0; b < s.n; b++) {
            if (b != s.cbAdv && !s.ko(b) && s.zone[b] == s.cbZone) {
                out.add(Picks.assign(b));
            }
        }
    }

    static boolean friendlyFire(DkPosition s, int b, EventSink ev) {
        return !ffHit(s, b, ev) && continueFf(s, ev);
    }

    /**
     * One missed die on teammate {@code b}: an Armor roll, and a Wound if it fails. Returns true when the roll
     * failed and {@code b} may reroll it (+1 Armor Reroll, 1 Mana): the game then waits for that decision.
     */
    private static boolean ffHit(DkPosition s, int b, EventSink ev) {
        s.cbFriendlyFireLeft--;
        int saved = Armor.roll(s, b, -1, 1, ev);
        if (saved == 0 && s.mana[b] > 0 && Armor.value(s, b, -1) > 0 && Skills.has(s, b, Skill.Kind.ARMOR_REROLL)) {
            s.ffArmor = b;
            s.mode = DkPosition.M_ARMOR;
            return true;
        }
        Armor.woundAdventurer(s, b, saved > 0 ? 0 : 1, ev.enabled() ? "a missed shot of " + s.advName(s.cbAdv) : null,
                "Friendly Fire", ev);
        return false;
    }

    /** +1 Armor Reroll against Friendly Fire: the failed Armor die rolled again for 1 Mana, or the Wound taken. */
    static boolean ffReroll(DkPosition s, boolean yes, EventSink ev) {
        int b = s.ffArmor;
        s.ffArmor = -1;
        int saved = 0;
        if (yes) {
            s.mana[b]--;
            if (ev.enabled()) {
                Notes.note(ev, s.advName(b) + " spends 1 Mana to reroll the failed Armor die", "Skills");
            }
            saved = Armor.roll(s, b, -1, 1, ev);
        }
        Armor.woundAdventurer(s, b, saved > 0 ? 0 : 1, ev.enabled() ? "a missed shot of " + s.advName(s.cbAdv) : null,
                "Friendly Fire", ev);
        return continueFf(s, ev);
    }

    /** Offers the first pending Combat Reflexes to a Duo who can strike; false once none is left to offer. */
    static boolean offerReflex(DkPosition s) {
        while (s.reflexLen > 0) {
            int duos = s.reflexDuos[0];
            for (int a = 0; a < s.n; a++) {
                if ((duos & (1 << a)) == 0) {
                    continue;
                }
                if (!s.ko(a)) {
                    List<DkChoice> opts = new ArrayList<>();
                    Combat.attackChoices(s, a, s.reflexMasks[0], opts);
                    if (!opts.isEmpty()) {
                        s.reflexAdv = a;
                        s.mode = DkPosition.M_REFLEX;
                        return true;
                    }
                }
                s.reflexDuos[0] &= ~(1 << a);
            }
            Arrivals.dropReflex(s);
        }
        return false;
    }
}
