package keeptable.games.deadkeep;

import static keeptable.games.deadkeep.ActionBudget.*;
import static keeptable.games.deadkeep.FreeActions.*;
import static keeptable.games.deadkeep.DkPosition.*;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.deadkeep.content.Equipment;
import keeptable.games.deadkeep.content.Skill;
import keeptable.games.deadkeep.content.Weapon;

/**
 * The flow of a game (setup purchases, Player Phase, hand-over to the Enemy Phase, End Phase), who decides
 * what, and playing every choice; the Action menu, Move and Enchantment are {@link PlayerActions}, combat is
 * {@link Combat}, Health Potions {@link Potions}. Rule names in events are the book's section titles.
 */
final class Turns {

    private Turns() {
    }

    // ------------------------------------------------------------------ who decides, and what

    static int decider(DkPosition s) {
        return switch (s.mode) {
            case M_BUY, M_BRING, M_ACTION, M_REORG, M_SHOP -> s.owner[s.cur];
            case M_REFLEX -> s.owner[s.reflexAdv];
            case M_TOKEN -> s.owner[s.tokenAdv];
            case M_ARMOR -> s.owner[s.ffArmor >= 0 ? s.ffArmor : s.resolveAdv];
            case M_TOUGH -> s.owner[s.resolveAdv];
            case M_PICK_ADV -> s.turnSeat;
            case M_KEEP -> s.owner[s.keeper];
            case M_SKILL -> s.owner[s.skillAdv];
            case M_HIT, M_SURE, M_FF, M_REAP -> s.owner[s.cbAdv];
            case M_E_ASSIGN -> Foes.assigningSeat(s);
            case M_POTION -> Potions.decider(s);
            default -> s.playersSeat();
        };
    }

    static String prompt(DkPosition s) {
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
            case M_FF -> "Friendly Fire: who takes the missed shot (" + s.cbFriendlyFireLeft + " left)?";
            case M_E_ASSIGN -> "Enemy Attack: which Adventurer takes it (" + (s.poolLen - s.poolPos) + " left)?";
            case M_E_ROUTE -> EnemyMoves.routePrompt(s);
            case M_POTION -> "Health Potions: give one now, before the Enemies' Attacks go on?";
            case M_FIRST -> "Setup: who is first player?";
            case M_TOKEN -> "All 5 Search tokens are out: take one from which Zone to " + s.zoneName(SearchTokens.due(s)) + "?";
            case M_REFLEX -> s.advName(s.reflexAdv) + ": Enemies spawned in sight - a free Combat Action (Combat Reflexes)?";
            case M_ARMOR -> s.ffArmor >= 0
                    ? s.advName(s.ffArmor) + ": the Armor roll against Friendly Fire failed - spend 1 Mana to reroll it?"
                    : s.advName(s.resolveAdv) + ": " + s.resolveSaved + " Attack(s) cancelled - spend 1 Mana to reroll the failures?";
            case M_TOUGH -> Foes.toughPrompt(s);
            case M_REAP -> "Reaper: which kind of Undead loses one more?";
            case M_MIST -> "Footmen in the Mist!: too few Footmen left - which Mist Zone gets them?";
            default -> "";
        };
    }

    // ------------------------------------------------------------------ legal choices

    static void choices(DkPosition s, List<DkChoice> out) {
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
                out.add(Picks.DONE);
            }
            case M_PICK_ADV -> {
                for (int a = 0; a < s.n; a++) {
                    if (available(s, a) && s.owner[a] == s.turnSeat) {
                        out.add(Picks.activate(a));
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
            case M_TOKEN -> SearchTokens.choices(s, out);
            case M_FIRST -> {
                for (int seat = 0; seat < s.seats; seat++) {
                    out.add(new DkChoice.FirstPlayer(seat));
                }
            }
            case M_REFLEX -> {
                Combat.attackChoices(s, s.reflexAdv, s.reflexMasks[0], out);
                out.add(Picks.PASS);
            }
            case M_ARMOR -> {
                out.add(new DkChoice.ArmorReroll(true));
                out.add(new DkChoice.ArmorReroll(false));
            }
            case M_TOUGH -> {
                out.add(new DkChoice.Tough(true));
                out.add(new DkChoice.Tough(false));
            }
            case M_REAP -> {
                for (long m = Reaping.types(s); m != 0; m &= m - 1) {
                    out.add(new DkChoice.Reap(Long.numberOfTrailingZeros(m)));
                }
            }
            case M_MIST -> {
                for (long m = s.mistFill; m != 0; m &= m - 1) {
                    out.add(new DkChoice.MistZone(Long.numberOfTrailingZeros(m)));
                }
            }
            case M_E_ROUTE -> {
                for (int i = 0; i < s.routeLen; i++) {
                    out.add(Picks.route(s.routeOptions[i]));
                }
            }
            default -> {
            }
        }
    }

    static boolean available(DkPosition s, int a) {
        return !s.ko(a) && (s.actedMask & (1L << a)) == 0;
    }

    static boolean holds(DkPosition s, int a, int k) {
        for (int slot = 0; slot < Slots.N; slot++) {
            if (s.item(a, slot) == k) {
                return true;
            }
        }
        return false;
    }

    /** A game just set up ({@link Opening#setUp}): its first decision, or the first Game Round when nothing is to buy. */
    static <P extends DkPosition> P start(P s) {
        if (Opening.afterPurchase(s, EventSink.NONE)) {
            resume(s, EventSink.NONE);
        }
        return s;
    }

    // ------------------------------------------------------------------ playing a choice

    /** Plays a choice; when it is played out, the game carries on to the next decision. */
    static void play(DkPosition s, DkChoice choice, EventSink ev) {
        if (playOut(s, choice, ev)) {
            resume(s, ev);
        }
    }

    /**
     * The choice's own effects. Returns true when it is played out and the flow should carry on, false when a
     * further decision of the same step is now pending (a card to keep, a hit to give, ...).
     */
    private static boolean playOut(DkPosition s, DkChoice choice, EventSink ev) {
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
                return Opening.afterPurchase(s, ev);
            }
            case DkChoice.Bring b -> {
                s.setItem(b.adventurer(), freeTalismanSlot(s, b.adventurer()), b.card());
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(b.adventurer()) + " brings the Talisman " + s.c.equipment.get(b.card()).name()
                            + " into the Quest", "Campaign");
                }
            }
            case DkChoice.Done d -> {
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(s.cur) + switch (s.mode) {
                        case M_SHOP -> " is done shopping";
                        case M_BRING -> " brings no more Talismans";
                        default -> s.partner < 0 ? " is done reorganizing" : " is done trading with " + s.advName(s.partner);
                    }, s.mode == M_SHOP || s.mode == M_BRING ? "Campaign" : "Reorganize/Trade");
                }
                if (s.mode == M_SHOP) {
                    return Opening.shopDone(s, ev);
                } else if (s.mode == M_BRING) {
                    s.cur++;
                    return Opening.afterPurchase(s, ev);
                } else {
                    s.mode = M_ACTION;
                    return true;
                }
            }
            case DkChoice.Activate act -> activate(s, act.adventurer(), ev);
            case DkChoice.Move m -> {
                return PlayerActions.move(s, m, ev);
            }
            case DkChoice.OpenDoor o -> {
                return Foes.openDoor(s, o.door(), ev);
            }
            case DkChoice.Attack at -> {
                return Combat.attack(s, at, ev);
            }
            case DkChoice.Gather gm -> {
                int a = s.cur;
                spend(s, a, F_GATHER);
                s.escalation[a] = 0;
                int gain = s.g.fountain(s.zone[a]) ? 5 : 2;
                gainMana(s, a, gain);
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(a) + " gathers Mana (" + s.mana[a] + ")", "Gather Mana");
                }
                return true;
            }
            case DkChoice.Search se -> {
                return Inventory.search(s, ev);
            }
            case DkChoice.Take tk -> {
                return Inventory.take(s, tk, ev);
            }
            case DkChoice.Trade tr -> {
                spend(s, s.cur, -1);
                s.escalation[s.cur] = 0;
                s.partner = tr.partner();
                s.mode = M_REORG;
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(s.cur) + (tr.partner() < 0 ? " reorganizes the inventory"
                            : " trades with " + s.advName(tr.partner())), "Reorganize/Trade");
                }
            }
            case DkChoice.Shift sw -> Inventory.shift(s, sw, ev);
            case DkChoice.Discard di -> {
                Inventory.discard(s, di.adventurer(), di.slot(), ev);
                if (s.mode == M_ACTION) {
                    return true;
                }
            }
            case DkChoice.GivePotion gp -> {
                s.potions[gp.from()]--;
                s.potions[gp.to()]++;
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(gp.from()) + " gives a Health Potion to " + s.advName(gp.to()), "Reorganize/Trade");
                }
            }
            case DkChoice.Keep k -> {
                return Inventory.keep(s, k.slot(), ev);
            }
            case DkChoice.Enchant en -> {
                return PlayerActions.enchant(s, en, ev);
            }
            case DkChoice.Potion p -> {
                return Potions.give(s, p, ev);
            }
            case DkChoice.NoPotion np -> {
                return Potions.decline(s, ev);
            }
            case DkChoice.Channel ch -> {
                s.used[s.cur] |= U_CHANNEL;
                gainMana(s, s.cur, 2);
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(s.cur) + " gains 2 Mana (Skill)", "Skills");
                }
                return true;
            }
            case DkChoice.MistMana mm -> {
                s.used[s.cur] |= U_MIST_MANA;
                gainMana(s, s.cur, 1);
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(s.cur) + " draws 1 Mana from the Mist (Skill)", "Skills");
                }
                return true;
            }
            case DkChoice.DoNothing dn -> {
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(s.cur) + " does nothing more: the Turn ends (" + s.actions[s.cur]
                            + " Action" + (s.actions[s.cur] == 1 ? "" : "s") + " left unused)", "Do Nothing");
                }
                s.actions[s.cur] = 0;
                java.util.Arrays.fill(s.free, s.cur * FREE_TYPES, (s.cur + 1) * FREE_TYPES, 0);
                if (s.leader < 0) {
                    endTurn(s, ev);
                }
                return true;
            }
            case DkChoice.Shove sh -> {
                int a = s.cur;
                s.used[a] |= U_SHOVE;
                int from = s.zone[a];
                int moved = 0;
                for (int e = s.placed.next(0); e < s.t.slots; e = s.placed.next(e + 1)) {
                    if (s.enZone[e] == from && s.live(e)) {
                        s.place(e, sh.zone());
                        moved++;
                    }
                }
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(a) + " shoves " + moved + " Enem" + (moved == 1 ? "y" : "ies") + " into "
                            + s.zoneName(sh.zone()), "Skills");
                }
                return true;
            }
            case DkChoice.Taunt ta -> {
                s.used[s.cur] |= U_TAUNT;
                s.taunter = s.cur;
                Activations.startTaunt(s, ta.zone(), ev);
                return true;
            }
            case DkChoice.BuyAction ba -> {
                int a = s.cur;
                s.used[a] |= U_BUY;
                s.mana[a]--;
                s.free[a * FREE_TYPES + ContentIndex.freeIndex(s.c.skills.get(ba.skill()).param())]++;
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(a) + " spends 1 Mana for a free " + s.c.skills.get(ba.skill()).param()
                            + " Action", "Skills");
                }
                return true;
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
                return true;
            }
            case DkChoice.Pick p -> {
                return Levels.pick(s, p.skill(), ev);
            }
            case DkChoice.Hit h -> {
                return Combat.hit(s, h.enemy(), ev);
            }
            case DkChoice.SureShot ss -> {
                return Combat.sureShot(s, ss.mana(), ev);
            }
            case DkChoice.Assign as -> {
                if (s.mode == M_FF) {
                    return Combat.friendlyFire(s, as.adventurer(), ev);
                } else {
                    return Foes.assign(s, as.adventurer(), ev);
                }
            }
            case DkChoice.Route r -> {
                return EnemyMoves.route(s, r.zone(), ev);
            }
            case DkChoice.Tough t -> {
                return Foes.tough(s, t.use(), ev);
            }
            case DkChoice.Reap r -> {
                Reaping.reap(s, r.enemy(), ev);
                return Combat.afterReaper(s, ev);
            }
            case DkChoice.MistZone m -> {
                Spawns.fillMist(s, m.zone(), ev);
                return true;
            }
            case DkChoice.ArmorReroll ar -> {
                if (s.ffArmor >= 0) {
                    return Combat.ffReroll(s, ar.reroll(), ev);
                } else {
                    return Foes.armorReroll(s, ar.reroll(), ev);
                }
            }
            case DkChoice.FirstPlayer fp -> {
                s.first = fp.seat();
                s.turnSeat = fp.seat();
                s.mode = M_PICK_ADV;
                if (ev.enabled()) {
                    Notes.note(ev, s.seatName(fp.seat()) + " takes the First Player token", "Setup");
                }
                return true;
            }
            case DkChoice.SearchToken st -> {
                return SearchTokens.take(s, st.zone(), ev);
            }
            case DkChoice.Pass p -> {
                if (ev.enabled()) {
                    Notes.note(ev, s.advName(s.reflexAdv) + " lets the free Combat Action go by (Combat Reflexes)", "Duo");
                }
                s.reflexDuos[0] &= ~(1 << s.reflexAdv);
                s.mode = M_ACTION;
                return true;
            }
        }
        return false;
    }


    static void activate(DkPosition s, int a, EventSink ev) {
        s.cur = a;
        s.actions[a] = 3 + (Skills.has(s, a, Skill.Kind.PLUS_1_ACTION) ? 1 : 0);
        int base = a * FREE_TYPES;
        java.util.Arrays.fill(s.free, base, base + FREE_TYPES, 0);
        for (long m = s.skills[a]; m != 0; m &= m - 1) { // the Danger Bar's +1 Free Action and Spellcaster Skills
            freeAction(s, base, Long.numberOfTrailingZeros(m));
        }
        for (long m = s.skillsHi[a]; m != 0; m &= m - 1) {
            freeAction(s, base, 64 + Long.numberOfTrailingZeros(m));
        }
        s.used[a] &= U_TOUGH;
        s.classUses[a] = 0;
        s.escalation[a] = 0;
        s.mode = M_ACTION;
        if (ev.enabled()) {
            Notes.note(ev, s.advName(a) + " activates (" + s.actions[a] + " Actions)", "Player Phase");
        }
    }

    private static void freeAction(DkPosition s, int base, int skill) {
        int type = s.t.freeActionOf[skill];
        if (type >= 0) {
            s.free[base + type]++;
        }
    }

    /** After an Action: the Turn ends when no Action is left; then the flow goes on. */
    static void afterAction(DkPosition s, EventSink ev) {
        resume(s, ev);
    }

    static void endTurn(DkPosition s, EventSink ev) {
        int a = s.cur;
        s.actedMask |= 1L << a;
        s.cur = -1;
        Foes.regenerate(s, ev);
    }

    // ------------------------------------------------------------------ the flow

    /** Carries the game on until someone must decide. */
    static void resume(DkPosition s, EventSink ev) {
        while (true) {
            if (s.mode == M_OVER) {
                return;
            }
            if (won(s)) {
                s.outcome = QuestProgress.outcome(s, true, "every objective of " + s.quest.name() + " accomplished");
                s.mode = M_OVER;
                Notes.note(ev, "The Quest is won!", "Winning and Losing");
                if (ev.enabled()) {
                    Notes.note(ev, String.join(" · ", Ending.figures(s)), "Winning and Losing");
                }
                return;
            }
            if (SearchTokens.settle(s, ev)) {
                return;
            }
            if (s.mistFill != 0) {
                s.mode = M_MIST;
                return;
            }
            if (s.darkPending != 0) {
                Spawns.nextDarkZone(s, ev);
                continue;
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
                if (Combat.offerReflex(s)) {
                    return;
                }
                continue;
            }
            if (s.batch) {
                if (!Foes.stepBatch(s, ev)) {
                    return;
                }
                Arrivals.doomAfterExtraActivation(s, ev);
                if (s.extraQueued > 0) {
                    s.extraQueued--;
                    Arrivals.queuedExtraActivation(s, ev);
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

    static boolean won(DkPosition s) {
        if (s.phase == SETUP) {
            return false;
        }
        if (s.quest.takeObjectives() && !Boss.allRedTaken(s)) {
            return false;
        }
        if (s.quest.killBoss() && !s.bossDead) {
            return false;
        }
        return !s.quest.exit() || QuestProgress.partyAtExit(s);
    }

}
