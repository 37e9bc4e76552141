package keeptable.games.deadkeep;

import static keeptable.games.deadkeep.DkState.*;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.engine.Outcome;
import keeptable.games.deadkeep.content.Equipment;
import keeptable.games.deadkeep.content.Skill;
import keeptable.games.deadkeep.content.Weapon;

/**
 * The flow of a game (setup purchases, Player Phase, hand-over to the Enemy Phase, End Phase), who decides
 * what, and playing every choice; the Action menu, Move and Enchantment are {@link PlayerActions}, combat is
 * {@link Combat}, Health Potions {@link Potions}. Rule names in events are the book's section titles.
 */
final class Turns {
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
    static final int YELLOW = 7;
    static final int ORANGE = 19;
    static final int RED = 43;

    private Turns() {
    }

    // ------------------------------------------------------------------ who decides, and what

    static int decider(DkState s) {
        return switch (s.mode) {
            case M_BUY, M_BRING, M_ACTION, M_REORG, M_SHOP -> s.owner[s.cur];
            case M_REFLEX -> s.owner[s.reflexAdv];
            case M_ARMOR -> s.owner[s.ffArmor >= 0 ? s.ffArmor : s.resA];
            case M_PICK_ADV -> s.turnSeat;
            case M_KEEP -> s.owner[s.keeper];
            case M_SKILL -> s.owner[s.skillAdv];
            case M_HIT, M_SURE, M_FF -> s.owner[s.cbAdv];
            case M_E_ASSIGN -> Foes.assigningSeat(s);
            case M_POTION -> Potions.decider(s);
            default -> s.playersSeat();
        };
    }

    static String prompt(DkState s) {
        return switch (s.mode) {
            case M_BUY -> s.advName(s.cur) + ": buy a Starting Equipment weapon (150 Gold)";
            case M_BRING -> s.advName(s.cur) + ": bring up to 3 Talismans into the Quest";
            case M_SHOP -> s.advName(s.cur) + ": buy Talismans or Adventure Equipment, or sell Talismans, between Quests (" + s.gold[s.cur] + " Gold)";
            case M_PICK_ADV -> "Player Phase: activate an Adventurer";
            case M_ACTION -> s.advName(s.cur) + ": choose an Action (" + s.actions[s.cur] + " left)";
            case M_REORG -> s.advName(s.cur) + (s.partner < 0 ? ": reorganize the inventory" : ": trade with "
                    + s.advName(s.partner));
            case M_KEEP -> s.advName(s.keeper) + ": keep " + s.c.equipment.get(s.keepCard).name() + " or discard it";
            case M_SKILL -> s.advName(s.skillAdv) + ": choose a Skill for the new Danger Level";
            case M_HIT -> "Allocate a hit (" + s.cbHits + " left)";
            case M_SURE -> "Sure Shot: turn failures into successes with Mana?";
            case M_FF -> "Friendly Fire: who takes the missed shot (" + s.cbFf + " left)?";
            case M_E_ASSIGN -> "Enemy Attack: which Adventurer takes it (" + (s.poolLen - s.poolPos) + " left)?";
            case M_E_ROUTE -> EnemyMoves.routePrompt(s);
            case M_POTION -> "Health Potions: give one now, before the Enemies' Attacks go on?";
            case M_REFLEX -> s.advName(s.reflexAdv) + ": Enemies spawned in sight - a free Combat Action (Combat Reflexes)?";
            case M_ARMOR -> s.ffArmor >= 0
                    ? s.advName(s.ffArmor) + ": the Armor roll against Friendly Fire failed - spend 1 Mana to reroll it?"
                    : s.advName(s.resA) + ": " + s.resSaved + " Attack(s) cancelled - spend 1 Mana to reroll the failures?";
            default -> "";
        };
    }

    // ------------------------------------------------------------------ legal choices

    static void choices(DkState s, List<DkChoice> out) {
        switch (s.mode) {
            case M_BUY -> {
                for (int k = 0; k < s.c.equipment.size(); k++) {
                    Equipment e = s.c.equipment.get(k);
                    if (e.deck() == Equipment.Deck.ADVENTURE && e.weapon() && e.buy() > 0 && e.buy() <= 150
                            && s.adventureLeft[k] > 0) {
                        out.add(new DkChoice.Buy(s.cur, k));
                    }
                }
            }
            case M_SHOP -> Opening.shopChoices(s, s.cur, out);
            case M_BRING -> {
                int free = freeTalismanSlot(s, s.cur);
                if (free >= 0) {
                    for (int k : s.pool[s.cur]) {
                        if (!holds(s, s.cur, k)) {
                            out.add(new DkChoice.Bring(s.cur, k));
                        }
                    }
                }
                out.add(new DkChoice.Done());
            }
            case M_PICK_ADV -> {
                for (int a = 0; a < s.n; a++) {
                    if (available(s, a) && s.owner[a] == s.turnSeat) {
                        out.add(new DkChoice.Activate(a));
                    }
                }
            }
            case M_ACTION -> PlayerActions.choices(s, out);
            case M_REORG -> Inventory.reorgChoices(s, out);
            case M_KEEP -> Inventory.keepChoices(s, out);
            case M_SKILL -> {
                for (int k : Levels.options(s, s.skillAdv)) {
                    out.add(new DkChoice.Pick(k));
                }
            }
            case M_HIT -> Combat.hitChoices(s, out);
            case M_SURE -> {
                int fails = s.cbMisses;
                for (int m = 0; m <= Math.min(fails, s.mana[s.cbAdv]); m++) {
                    out.add(new DkChoice.SureShot(m));
                }
            }
            case M_FF -> Combat.ffChoices(s, out);
            case M_E_ASSIGN -> Foes.assignChoices(s, out);
            case M_POTION -> Potions.windowChoices(s, out);
            case M_REFLEX -> {
                Combat.attackChoices(s, s.reflexAdv, s.reflexMasks[0], out);
                out.add(new DkChoice.Pass());
            }
            case M_ARMOR -> {
                out.add(new DkChoice.ArmorReroll(true));
                out.add(new DkChoice.ArmorReroll(false));
            }
            case M_E_ROUTE -> {
                for (int i = 0; i < s.routeLen; i++) {
                    out.add(new DkChoice.Route(s.routeOptions[i]));
                }
            }
            default -> {
            }
        }
    }

    static boolean available(DkState s, int a) {
        return !s.ko(a) && (s.actedMask & (1L << a)) == 0;
    }

    static boolean holds(DkState s, int a, int k) {
        for (int slot = 0; slot < Slots.N; slot++) {
            if (s.item(a, slot) == k) {
                return true;
            }
        }
        return false;
    }

    static int freeTalismanSlot(DkState s, int a) {
        for (int slot = Slots.TAL0; slot < Slots.N; slot++) {
            if (s.item(a, slot) < 0) {
                return slot;
            }
        }
        return -1;
    }

    // ------------------------------------------------------------------ playing a choice

    static void play(DkState s, DkChoice choice, EventSink ev) {
        switch (choice) {
            case DkChoice.Buy b when s.mode == M_SHOP -> Opening.trade(s, b.adventurer(), b.card(), true, ev);
            case DkChoice.Sell b -> Opening.trade(s, b.adventurer(), b.card(), false, ev);
            case DkChoice.Buy b -> {
                s.setItem(b.adventurer(), Slots.HAND0, b.card());
                s.adventureLeft[b.card()]--;
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(b.adventurer()) + " buys " + s.c.equipment.get(b.card()).name(), "Setup");
                }
                s.cur++;
                Opening.afterPurchase(s, ev);
            }
            case DkChoice.Bring b -> {
                s.setItem(b.adventurer(), freeTalismanSlot(s, b.adventurer()), b.card());
            }
            case DkChoice.Done d -> {
                if (s.mode == M_SHOP) {
                    Opening.shopDone(s, ev);
                } else if (s.mode == M_BRING) {
                    s.cur++;
                    Opening.afterPurchase(s, ev);
                } else {
                    s.mode = M_ACTION;
                    afterAction(s, ev);
                }
            }
            case DkChoice.Activate act -> activate(s, act.adventurer(), ev);
            case DkChoice.Move m -> PlayerActions.move(s, m, ev);
            case DkChoice.OpenDoor o -> Foes.openDoor(s, o.door(), ev);
            case DkChoice.Attack at -> Combat.attack(s, at, ev);
            case DkChoice.Gather gm -> {
                int a = s.cur;
                spend(s, a, F_GATHER);
                s.escalation[a] = 0;
                int gain = s.g.fountain(s.zone[a]) ? 5 : 2;
                gainMana(s, a, gain);
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(a) + " gathers Mana (" + s.mana[a] + ")", "Gather Mana");
                }
                afterAction(s, ev);
            }
            case DkChoice.Search se -> Inventory.search(s, ev);
            case DkChoice.Take tk -> Inventory.take(s, tk, ev);
            case DkChoice.Trade tr -> {
                spend(s, s.cur, -1);
                s.escalation[s.cur] = 0;
                s.partner = tr.partner();
                s.mode = M_REORG;
            }
            case DkChoice.Swap sw -> Inventory.swap(s, sw, ev);
            case DkChoice.Discard di -> {
                Inventory.discard(s, di.adventurer(), di.slot(), ev);
                if (s.mode == M_ACTION) {
                    resume(s, ev);
                }
            }
            case DkChoice.GivePotion gp -> {
                s.potions[gp.from()]--;
                s.potions[gp.to()]++;
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(gp.from()) + " gives a Health Potion to " + s.advName(gp.to()), "Reorganize/Trade");
                }
            }
            case DkChoice.Keep k -> Inventory.keep(s, k.slot(), ev);
            case DkChoice.Enchant en -> PlayerActions.enchant(s, en, ev);
            case DkChoice.Potion p -> Potions.give(s, p, ev);
            case DkChoice.NoPotion np -> Potions.decline(s, ev);
            case DkChoice.Channel ch -> {
                s.used[s.cur] |= U_CHANNEL;
                gainMana(s, s.cur, 2);
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(s.cur) + " gains 2 Mana (Skill)", "Skills");
                }
                resume(s, ev);
            }
            case DkChoice.MistMana mm -> {
                s.used[s.cur] |= U_MIST_MANA;
                gainMana(s, s.cur, 1);
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(s.cur) + " draws 1 Mana from the Mist (Skill)", "Skills");
                }
                resume(s, ev);
            }
            case DkChoice.DoNothing dn -> {
                s.actions[s.cur] = 0;
                java.util.Arrays.fill(s.free, s.cur * FREE_TYPES, (s.cur + 1) * FREE_TYPES, 0);
                if (s.leader < 0) {
                    endTurn(s, ev);
                }
                resume(s, ev);
            }
            case DkChoice.Shove sh -> {
                int a = s.cur;
                s.used[a] |= U_SHOVE;
                int from = s.zone[a];
                int moved = 0;
                for (int e = 0; e < s.t.slots; e++) {
                    if (s.enZone[e] == from && s.live(e)) {
                        s.enZone[e] = sh.zone();
                        moved++;
                    }
                }
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(a) + " shoves " + moved + " Enem" + (moved == 1 ? "y" : "ies") + " into "
                            + s.zoneName(sh.zone()), "Skills");
                }
                resume(s, ev);
            }
            case DkChoice.Taunt ta -> {
                s.used[s.cur] |= U_TAUNT;
                s.taunter = s.cur;
                Foes.startTaunt(s, ta.zone(), ev);
                resume(s, ev);
            }
            case DkChoice.BuyAction ba -> {
                int a = s.cur;
                s.used[a] |= U_BUY;
                s.mana[a]--;
                s.free[a * FREE_TYPES + freeIndex(s.c.skills.get(ba.skill()).param())]++;
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(a) + " spends 1 Mana for a free " + s.c.skills.get(ba.skill()).param()
                            + " Action", "Skills");
                }
                resume(s, ev);
            }
            case DkChoice.Lead ld -> {
                int a = s.cur;
                int b = ld.adventurer();
                s.used[a] |= U_LEAD;
                s.leader = a;
                s.led = b;
                s.cur = b;
                s.actions[b] = 1;
                java.util.Arrays.fill(s.free, b * FREE_TYPES, (b + 1) * FREE_TYPES, 0);
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(a) + " gives " + s.advName(b) + " a free Action (Born Leader)", "Skills");
                }
                resume(s, ev);
            }
            case DkChoice.Pick p -> Levels.pick(s, p.skill(), ev);
            case DkChoice.Hit h -> Combat.hit(s, h.enemy(), ev);
            case DkChoice.SureShot ss -> Combat.sureShot(s, ss.mana(), ev);
            case DkChoice.Assign as -> {
                if (s.mode == M_FF) {
                    Combat.friendlyFire(s, as.adventurer(), ev);
                } else {
                    Foes.assign(s, as.adventurer(), ev);
                }
            }
            case DkChoice.Route r -> EnemyMoves.route(s, r.zone(), ev);
            case DkChoice.ArmorReroll ar -> {
                if (s.ffArmor >= 0) {
                    Combat.ffReroll(s, ar.reroll(), ev);
                } else {
                    Foes.armorReroll(s, ar.reroll(), ev);
                }
            }
            case DkChoice.Pass p -> {
                s.reflexDuos[0] &= ~(1 << s.reflexAdv);
                s.mode = M_ACTION;
                resume(s, ev);
            }
        }
    }


    static void gainMana(DkState s, int a, int k) {
        s.mana[a] = Math.min(MAX_MANA, s.mana[a] + k);
    }

    static void activate(DkState s, int a, EventSink ev) {
        s.cur = a;
        s.actions[a] = 3 + (Skills.has(s, a, Skill.Kind.PLUS_1_ACTION) ? 1 : 0);
        int base = a * FREE_TYPES;
        java.util.Arrays.fill(s.free, base, base + FREE_TYPES, 0);
        for (int k = 0; k < s.c.skills.size(); k++) {
            if (!s.has(a, k)) {
                continue;
            }
            Skill sk = s.c.skills.get(k);
            if (sk.kind() == Skill.Kind.FREE_ACTION) {
                s.free[base + freeIndex(sk.param())]++;
            } else if (sk.kind() == Skill.Kind.SPELLCASTER) {
                s.free[base + F_SPELL]++;
            }
        }
        s.used[a] &= U_TOUGH;
        s.classUses[a] = 0;
        s.escalation[a] = 0;
        s.mode = M_ACTION;
        if (ev.enabled()) {
            Notes.note(ev, s.advName(a) + " activates (" + s.actions[a] + " Actions)", "Player Phase");
        }
    }

    static int freeIndex(String type) {
        return switch (type) {
            case "move" -> F_MOVE;
            case "melee" -> F_MELEE;
            case "ranged" -> F_RANGED;
            case "magic" -> F_MAGIC;
            case "search" -> F_SEARCH;
            case "enchantment" -> F_ENCHANT;
            case "gather" -> F_GATHER;
            default -> F_COMBAT;
        };
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

    /** After an Action: the Turn ends when no Action is left; then the flow goes on. */
    static void afterAction(DkState s, EventSink ev) {
        resume(s, ev);
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

    static void endTurn(DkState s, EventSink ev) {
        int a = s.cur;
        s.actedMask |= 1L << a;
        s.cur = -1;
        Foes.regenerate(s, ev);
    }

    // ------------------------------------------------------------------ the flow

    /** Carries the game on until someone must decide. */
    static void resume(DkState s, EventSink ev) {
        while (true) {
            if (s.mode == M_OVER) {
                return;
            }
            if (won(s)) {
                s.outcome = new Outcome(allSeats(s), "every objective of " + s.quest.name() + " accomplished");
                s.mode = M_OVER;
                Notes.note(ev, "The Quest is won!", "Winning and Losing");
                return;
            }
            for (int a = 0; a < s.n; a++) {
                if (s.pendingOrange[a] + s.pendingRed[a] > 0) {
                    int[] opts = Levels.options(s, a);
                    s.skillAdv = a;
                    if (opts.length == 0) {
                        s.pendingOrange[a] = 0;
                        s.pendingRed[a] = 0;
                        continue;
                    }
                    if (opts.length == 1) {
                        Levels.take(s, opts[0], ev);
                        continue;
                    }
                    s.mode = M_SKILL;
                    return;
                }
            }
            if (s.reflexLen > 0) {
                if (Spawns.offerReflex(s)) {
                    return;
                }
                continue;
            }
            if (s.batch) {
                if (!Foes.stepBatch(s, ev)) {
                    return;
                }
                if (s.extraQueued > 0) {
                    s.extraQueued--;
                    Foes.startBatch(s, 1, true, -1, ev);
                }
                continue;
            }
            if (s.phase == PLAYER) {
                if (s.cur >= 0) {
                    if (turnOpen(s, s.cur)) {
                        s.mode = M_ACTION;
                        return;
                    }
                    if (s.leader >= 0) {
                        int b = s.cur;
                        java.util.Arrays.fill(s.free, b * FREE_TYPES, (b + 1) * FREE_TYPES, 0);
                        s.cur = s.leader;
                        s.leader = -1;
                        s.led = 0;
                        continue;
                    }
                    endTurn(s, ev);
                    continue;
                }
                int only = -1;
                int count = 0;
                for (int a = 0; a < s.n; a++) {
                    if (available(s, a) && s.owner[a] == s.turnSeat) {
                        only = a;
                        count++;
                    }
                }
                if (count == 1) {
                    activate(s, only, ev);
                    continue;
                }
                if (count > 1) {
                    s.mode = M_PICK_ADV;
                    return;
                }
                s.seatsDone++;
                if (s.seatsDone >= s.seats) {
                    Foes.startEnemyPhase(s, ev);
                } else {
                    s.turnSeat = (s.turnSeat + 1) % s.seats;
                }
                continue;
            }
            if (s.phase == ENEMY) {
                if (!Foes.step(s, ev)) {
                    return;
                }
            }
        }
    }

    static List<Integer> allSeats(DkState s) {
        Integer[] all = new Integer[s.seats];
        for (int i = 0; i < s.seats; i++) {
            all[i] = i;
        }
        return List.of(all);
    }

    static boolean allRedTaken(DkState s) {
        int[] obj = s.g.objectives();
        for (int i = 0; i < obj.length; i++) {
            if (s.g.objectiveColour(i).equals("red") && (s.objectivesTaken & (1L << i)) == 0) {
                return false;
            }
        }
        return true;
    }

    static boolean won(DkState s) {
        if (s.phase == SETUP) {
            return false;
        }
        if (s.quest.takeObjectives() && !allRedTaken(s)) {
            return false;
        }
        if (s.quest.killBoss() && !s.bossDead) {
            return false;
        }
        if (s.quest.exit()) {
            int standing = 0;
            for (int a = 0; a < s.n; a++) {
                if (!s.ko(a)) {
                    standing++;
                    if (s.zone[a] != s.g.exit()) {
                        return false;
                    }
                }
            }
            return standing > 0;
        }
        return true;
    }

    /** A weapon line's Mana cost for this Adventurer now (nothing in a Mist Zone with Mist Affinity). */
    static int lineCost(DkState s, int a, Weapon w) {
        return w.mana() > 0 && s.g.mist(s.zone[a]) && Skills.has(s, a, Skill.Kind.MIST_AFFINITY) ? 0 : w.mana();
    }
}
