package keeptable.games.deadkeep;

import java.util.function.ToDoubleFunction;
import keeptable.engine.Rng;
import keeptable.engine.agent.HeuristicAgent;
import keeptable.games.deadkeep.board.Board;
import keeptable.games.deadkeep.content.Equipment;
import keeptable.games.deadkeep.content.Weapon;

/**
 * The party bot: fight what it can wound, take Objectives and Treasures, head for the nearest goal
 * (an Objective or a Quest Artifact, then the Boss, then the Exit), heal the fallen, keep weapons, spread Enemy Attacks
 * onto whoever can take them.
 */
final class DkHeuristic extends HeuristicAgent<DkState, DkChoice> {

    @Override
    protected ToDoubleFunction<DkChoice> scorer(DkState s, Rng rng) {
        int[] goal = goalDistances(s);
        return c -> score(s, c, goal);
    }

    @Override
    protected double score(DkState s, DkChoice choice, Rng rng) {
        return score(s, choice, goalDistances(s));
    }

    /** Distance of every Zone to the nearest goal, through open doors and closed ones alike (doors can be opened). */
    static int[] goalDistances(DkState s) {
        int zones = s.g.zones();
        int[] best = new int[zones];
        java.util.Arrays.fill(best, 99);
        int[] obj = s.g.objectives();
        boolean any = false;
        for (int i = 0; i < obj.length; i++) {
            if ((s.objectivesTaken & (1L << i)) == 0) {
                relax(s, obj[i], best);
                any = true;
            }
        }
        for (int i = 0; i < s.relics.length; i++) {
            int holder = QuestRules.carrier(s, i);
            if (s.relics[i] != -1 && (holder < 0 || s.ko(holder))) {
                relax(s, holder < 0 ? s.relics[i] : s.zone[holder], best);
                any = true;
            }
        }
        if (!any && s.bossActive && !s.bossDead && s.enZone[s.bossSlot] >= 0) {
            relax(s, s.enZone[s.bossSlot], best);
            any = true;
        }
        if (!any && s.bossDead && s.g.exit() >= 0) {
            relax(s, s.g.exit(), best);
            any = true;
        }
        if (!any) {
            int[] tr = s.g.treasures();
            for (int i = 0; i < tr.length; i++) {
                if ((s.treasuresTaken & (1L << i)) == 0) {
                    relax(s, tr[i], best);
                }
            }
        }
        return best;
    }

    /** A Quest Artifact is worth picking up from the ground or a fallen carrier, not passing between the standing. */
    private static double relicValue(DkState s, int relic) {
        int holder = QuestRules.carrier(s, relic);
        return holder < 0 || s.ko(holder) ? 45 : -20;
    }

    private static void relax(DkState s, int target, int[] best) {
        long saved = s.openDoors;
        s.openDoors = saved | ~Board.STAIRS_OPEN;
        int[] d = Paths.distances(s, target);
        s.openDoors = saved;
        for (int z = 0; z < d.length; z++) {
            if (d[z] >= 0 && d[z] < best[z]) {
                best[z] = d[z];
            }
        }
    }

    /** Between Quests: Talismans while fewer than a Quest's worth are pooled, body armour if the Body is empty. */
    private static double shopValue(DkState s, int a, int k) {
        var e = s.c.equipment.get(k);
        if (e.deck() == keeptable.games.deadkeep.content.Equipment.Deck.ADVENTURE) {
            return e.armor() > 0 && s.item(a, Slots.BODY) < 0 ? 7 : 0;
        }
        return s.pool[a].length < s.c.campaign.talismansPerQuest() ? 6 + e.buy() / 100.0 : 0;
    }

    private static double score(DkState s, DkChoice c, int[] goal) {
        return switch (c) {
            case DkChoice.Buy b when s.mode == DkState.M_SHOP -> shopValue(s, b.adventurer(), b.card());
            case DkChoice.Buy b -> weaponValue(s, b.card()) * classFit(s, b.adventurer(), b.card());
            case DkChoice.Sell b -> -5;
            case DkChoice.Bring b -> 1;
            case DkChoice.Activate a -> -s.wounds[a.adventurer()];
            case DkChoice.Move m -> {
                int a = s.cur;
                double v = 10 - goal[m.zone()] * 2 + (goal[s.zone[a]] - goal[m.zone()]) * 3;
                int foes = Occupancy.enemiesIn(s, m.zone());
                v -= foes > 0 && !canFight(s, a) ? 6 : foes > 0 ? -2 : 0;
                v -= outmatched(s, a, m.zone()) ? 12 : 0;
                int left = s.maxWounds(a) - s.wounds[a];
                int threat = threat(s, m.zone());
                v -= threat >= left ? 40 : threat * 1.5;
                int here = threat(s, s.zone[a]);
                v += here >= left && threat < left ? 25 : 0;
                for (int b = 0; b < s.n; b++) {
                    if (b != a && !s.ko(b) && s.zone[b] == m.zone()) {
                        v += 1;
                    }
                }
                yield v;
            }
            case DkChoice.OpenDoor o -> {
                int other = s.g.doorA(o.door()) == s.zone[s.cur] ? s.g.doorB(o.door()) : s.g.doorA(o.door());
                yield goal[other] < goal[s.zone[s.cur]] ? 14 : 1;
            }
            case DkChoice.Attack at -> attackValue(s, at);
            case DkChoice.Gather g -> s.mana[s.cur] < 4 ? 8 : 2;
            case DkChoice.Search se -> s.doom >= 3 ? 1 : 4;
            case DkChoice.Take t -> t.kind() == 0 ? 40 : t.kind() < 3 ? 30 : relicValue(s, t.index());
            case DkChoice.Trade t -> -5;
            case DkChoice.Shift sw -> -1;
            case DkChoice.Discard d -> -10;
            case DkChoice.Done d -> 5;
            case DkChoice.Keep k -> keepValue(s, k.slot());
            case DkChoice.Enchant e -> 6;
            case DkChoice.Potion p -> s.ko(p.target()) ? 100
                    : s.maxWounds(p.target()) - s.wounds[p.target()] <= 3 ? 20 : -5;
            case DkChoice.Channel ch -> 12;
            case DkChoice.MistMana mm -> 11;
            case DkChoice.Shove sh -> Occupancy.enemiesIn(s, s.zone[s.cur]) > 2 ? 7 : -2;
            case DkChoice.Taunt ta -> -4;
            case DkChoice.BuyAction ba -> s.mana[s.cur] > 5 ? 3 : -2;
            case DkChoice.Lead ld -> 2;
            case DkChoice.GivePotion gp -> -1;
            case DkChoice.ArmorReroll ar -> ar.reroll() ? 1 : 0;
            case DkChoice.Tough t -> t.use() ? 1 : 0;
            case DkChoice.Reap r -> s.c.enemies.get(r.enemy()).at(1).wounds();
            case DkChoice.MistZone m -> -Occupancy.standingIn(s, m.zone()); // Footmen away from the party
            case DkChoice.DoNothing d -> -3;
            case DkChoice.Pick p -> -p.skill() * 0.01;
            case DkChoice.Hit h -> Combat.woundable(s, h.enemy()) ? 1 + s.c.enemies.get(h.enemy()).at(1).armor() * 0.1 : 0;
            case DkChoice.SureShot ss -> ss.mana();
            case DkChoice.Assign as -> s.maxWounds(as.adventurer()) - s.wounds[as.adventurer()]
                    + Armor.value(s, as.adventurer(), -1) * -0.5 + (Armor.value(s, as.adventurer(), -1) > 0 ? 6 : 0);
            case DkChoice.Route r -> 0;
            case DkChoice.Pass p -> 0;
            case DkChoice.NoPotion np -> 0;
            case DkChoice.FirstPlayer fp -> -fp.seat();
            case DkChoice.SearchToken st -> s.searchTokens[st.zone()];
        };
    }

    /**
     * Wounds an Adventurer standing in {@code z} may take in the next Enemy Phase (no Armor counted): Enemies
     * there, fast Enemies one Zone away, ranged Enemies in sight.
     */
    static int threat(DkState s, int z) {
        int t = 0;
        long near = Paths.neighbours(s, z);
        for (int e = s.placed.next(0); e < s.t.slots; e = s.placed.next(e + 1)) {
            if (!s.live(e)) {
                continue;
            }
            var type = s.c.enemies.get(s.type(e));
            var st = s.stats(e);
            int hit = st.attacks() * st.damage();
            int at = s.enZone[e];
            if (at == z) {
                t += hit * type.actions();
                continue;
            }
            boolean adjacent = (near & (1L << at)) != 0;
            if (adjacent && (type.actions() > 1 || type.moves() > 1)) {
                t += hit * Math.max(1, type.actions() - 1);
            } else if (type.range() > 0) {
                int r = s.sight(at, z);
                if (r >= 0 && r <= type.range()) {
                    t += hit;
                }
            }
        }
        return t;
    }

    /** A Monster stands there that none of the Adventurer's weapons can wound. */
    private static boolean outmatched(DkState s, int a, int z) {
        int best = 0;
        for (int h = Slots.HAND0; h <= Slots.HAND1; h++) {
            int k = s.item(a, h);
            if (k >= 0 && s.c.equipment.get(k).weapon()) {
                for (Weapon w : s.c.equipment.get(k).lines()) {
                    best = Math.max(best, w.penetration());
                }
            }
        }
        for (int e = s.placed.next(0); e < s.t.slots; e = s.placed.next(e + 1)) {
            if (s.enZone[e] == z && s.live(e) && s.c.enemies.get(s.type(e)).monster() && s.stats(e).armor() > best) {
                return true;
            }
        }
        return false;
    }

    private static boolean canFight(DkState s, int a) {
        for (int h = Slots.HAND0; h <= Slots.HAND1; h++) {
            int k = s.item(a, h);
            if (k >= 0 && s.c.equipment.get(k).weapon()) {
                return true;
            }
        }
        return false;
    }

    /**
     * How well a Starting weapon suits the Adventurer's Class: Fighters, Crushers and Duos fight in melee (Crush,
     * Bloodlust, Combat Reflexes; no Friendly Fire), Rangers shoot, Magicians cast. A party of shooters wounds
     * itself: misses at range fall on teammates.
     */
    static double classFit(DkState s, int a, int k) {
        Equipment.Action act = s.c.equipment.get(k).action();
        var cls = s.c.adventurers.get(s.card[a]).type();
        Equipment.Action want = switch (cls) {
            case RANGER -> Equipment.Action.RANGED;
            case MAGICIAN -> Equipment.Action.MAGIC;
            default -> Equipment.Action.MELEE;
        };
        return act == want ? 2 : 0.5;
    }

    static double weaponValue(DkState s, int k) {
        Equipment e = s.c.equipment.get(k);
        if (!e.weapon()) {
            return 0;
        }
        Weapon w = e.lines().get(0);
        return w.dice() * (7 - w.accuracy()) * (1 + w.penetration()) + w.max();
    }

    private static double attackValue(DkState s, DkChoice.Attack at) {
        int a = s.mode == DkState.M_REFLEX ? s.reflexAdv : s.cur;
        Equipment e = s.c.equipment.get(s.item(a, at.slot()));
        Weapon w = e.lines().get(at.line());
        double hits = (w.dice() + at.boost() + ((at.paid() & 1) != 0 ? 2 : 0)) * (7 - w.accuracy()) / 6.0;
        int targets = 0;
        int woundable = 0;
        for (int slot = s.placed.next(0); slot < s.t.slots; slot = s.placed.next(slot + 1)) {
            if (s.enZone[slot] == at.zone() && s.live(slot)) {
                boolean monster = s.c.enemies.get(s.type(slot)).monster();
                if (at.target() < 0 ? !monster : slot == at.target()) {
                    targets++;
                    if (s.stats(slot).armor() <= w.penetration()) {
                        woundable++;
                    }
                }
            }
        }
        if (woundable == 0) {
            return -20;
        }
        double friendly = 0;
        boolean safe = Skills.has(s, a, keeptable.games.deadkeep.content.Skill.Kind.MARKSMAN)
                || at.zone() == s.zone[a] && Skills.has(s, a, keeptable.games.deadkeep.content.Skill.Kind.POINT_BLANK);
        if (e.action() != Equipment.Action.MELEE && !safe) {
            double misses = (w.dice() + at.boost()) * (w.accuracy() - 1) / 6.0;
            for (int b = 0; b < s.n; b++) {
                if (b != a && !s.ko(b) && s.zone[b] == at.zone()) {
                    friendly += 6 * misses;
                }
            }
        }
        double bossBonus = at.target() == s.bossSlot ? 4 : 0;
        return 15 + Math.min(hits, woundable) * 5 - friendly - at.boost() * 0.5 - w.mana() - Integer.bitCount(at.paid())
                + bossBonus
                + (at.zone() == s.zone[a] ? 2 : 0);
    }

    private static double keepValue(DkState s, int slot) {
        if (slot < 0) {
            return 0;
        }
        int old = s.item(s.keeper, slot);
        Equipment e = s.c.equipment.get(s.keepCard);
        if (old < 0) {
            return Slots.hand(slot) && e.weapon() ? 6 : 4;
        }
        return weaponValue(s, s.keepCard) - weaponValue(s, old) - 1;
    }
}
