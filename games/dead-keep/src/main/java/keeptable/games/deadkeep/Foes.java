package keeptable.games.deadkeep;

import static keeptable.games.deadkeep.DkPosition.ENEMY;
import static keeptable.games.deadkeep.DkPosition.M_E_ASSIGN;
import static keeptable.games.deadkeep.DkPosition.M_OVER;
import static keeptable.games.deadkeep.DkPosition.PLAYER;

import java.util.Arrays;
import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.deadkeep.content.EnemyType;
import keeptable.games.deadkeep.content.Skill;

/**
 * The game's side: the Enemy Phase (Activation in passes: all Attacks then all Moves; Horsemen and
 * Bloodhounds again; Attacks given out, Armor rolls and Wounds, with Health Potion windows), the Spawn Step's
 * order (Notables' escorts, then Spawn Zones clockwise: {@link Spawns}), door opening, kills and loot,
 * Regeneration and the End Phase. Enemy movement is {@link EnemyMoves}, the Boss {@link Boss}.
 */
final class Foes {
    static final int E_PASS = 1;
    static final int E_NOTABLES = 2;
    static final int E_SPAWN = 3;
    static final int E_END = 4;


    private Foes() {
    }

    // ------------------------------------------------------------------ Enemy Phase controller

    static void startEnemyPhase(DkPosition s, EventSink ev) {
        s.phase = ENEMY;
        s.enemyStep = E_PASS;
        s.enemyStepIndex = 1;
        s.cur = -1;
        if (ev.enabled()) {
            Notes.note(ev, "Enemy Phase of Game Round " + s.round, "Enemy Phase");
        }
    }

    /** One unit of the Enemy Phase; false if a decision is now pending. */
    static boolean step(DkPosition s, EventSink ev) {
        switch (s.enemyStep) {
            case E_PASS -> {
                int pass = s.enemyStepIndex;
                if (pass > 3) {
                    s.enemyStep = E_NOTABLES;
                    s.enemyStepIndex = 0;
                    Notes.note(ev, "Spawn Step", "Spawn");
                    return true;
                }
                s.enemyStepIndex++;
                Activations.startBatch(s, pass, false, -1, ev);
                return true;
            }
            case E_NOTABLES -> {
                for (int slot = s.placed.next(s.enemyStepIndex); slot < s.t.slots; slot = s.placed.next(slot + 1)) {
                    EnemyType e = s.c.enemies.get(s.type(slot));
                    if (e.kind() == EnemyType.Kind.NOTABLE && s.onBoard(slot)) {
                        s.enemyStepIndex = slot + 1;
                        Arrivals.beginSpawn(s);
                        boolean whole = Spawns.escort(s, s.type(slot), s.enZone[slot], Occupancy.dangerLevel(s), ev);
                        Arrivals.endSpawn(s);
                        if (!whole) {
                            Arrivals.runningOut(s, ev);
                        }
                        return true;
                    }
                }
                s.enemyStep = E_SPAWN;
                s.enemyStepIndex = 0;
                return true;
            }
            case E_SPAWN -> {
                int[] spawns = s.g.spawnZones();
                if (s.enemyStepIndex >= spawns.length) {
                    s.enemyStep = E_END;
                    return true;
                }
                int z = spawns[s.enemyStepIndex++];
                long burned = Spawns.drawAndResolve(s, z, false, ev);
                return s.mistFill != 0 || !Potions.offer(s, Potions.usableOnAny(s, burned));
            }
            default -> {
                endPhase(s, ev);
                return true;
            }
        }
    }

    /** Runs the batch; true when it is finished, false when a decision is pending. */
    static boolean stepBatch(DkPosition s, EventSink ev) {
        if (s.batchStage == 0) {
            for (s.batchCursor = s.placed.next(s.batchCursor); s.batchCursor < s.t.slots;
                    s.batchCursor = s.placed.next(s.batchCursor + 1)) {
                int slot = s.batchCursor;
                if (!s.act[slot] || !s.live(slot) || s.eTarget[slot] >= 0) {
                    continue;
                }
                if (!target(s, slot)) {
                    return false;
                }
            }
            s.batchStage = 1;
            s.batchCursor = 0;
        }
        if (s.batchStage == 1) {
            for (; s.batchCursor < s.g.zones(); s.batchCursor++) {
                int z = s.batchCursor;
                if (s.poolLen == 0) {
                    int next = nextTargetedZone(s, z);
                    if (next > z) {
                        s.batchCursor = next - 1; // Zones no acting Enemy targets have no Attacks: skip them
                        continue;
                    }
                    buildPool(s, z);
                    if (s.poolLen == 0) {
                        continue;
                    }
                    if (Potions.offer(s, Potions.usableIn(s, z))) {
                        return false;
                    }
                }
                while (s.poolPos < s.poolLen) {
                    if (s.taunter >= 0) {
                        s.poolAdv[s.poolPos++] = s.taunter;
                        continue;
                    }
                    int only = -1;
                    int count = 0;
                    for (int a = 0; a < s.n; a++) {
                        if (s.zone[a] == z && !s.ko(a)) {
                            only = a;
                            count++;
                        }
                    }
                    if (count == 0) {
                        s.poolLen = 0;
                        break;
                    }
                    if (count > 1) {
                        s.mode = M_E_ASSIGN;
                        return false;
                    }
                    s.poolAdv[s.poolPos++] = only;
                }
                if (s.poolLen > 0 && !resolvePool(s, z, ev)) {
                    return false;
                }
                s.poolLen = 0;
                s.poolPos = 0;
            }
            s.batchStage = 2;
            s.batchCursor = 0;
            s.batchSteps = 0;
        }
        for (s.batchCursor = s.placed.next(s.batchCursor); s.batchCursor < s.t.slots;
                s.batchCursor = s.placed.next(s.batchCursor + 1)) {
            int slot = s.batchCursor;
            if (!s.act[slot] || !s.live(slot) || s.eTarget[slot] >= 0) {
                continue;
            }
            if (!EnemyMoves.move(s, slot, ev)) {
                return false;
            }
            s.batchSteps = 0;
        }
        s.batch = false;
        s.taunter = -1;
        return true;
    }

    /**
     * Works out whom the Enemy attacks: its own Zone, or a Zone in sight for ranged Enemies; the Giant takes the
     * Zone at Range 0-1 holding most Adventurers, its own included. False if players must choose.
     */
    private static boolean target(DkPosition s, int slot) {
        int z = s.enZone[slot];
        if (s.taunter >= 0) {
            int tz = s.zone[s.taunter];
            int r = s.ko(s.taunter) ? -1 : s.sight(z, tz);
            int reach = s.c.enemies.get(s.type(slot)).range();
            s.eTarget[slot] = z == tz && !s.ko(s.taunter) || r >= 0 && r <= reach && reach > 0 ? tz : -1;
            return true;
        }
        EnemyType e = s.c.enemies.get(s.type(slot));
        if (Occupancy.standingIn(s, z) > 0 && !e.giant()) {
            s.eTarget[slot] = z;
            return true;
        }
        if (e.range() == 0) {
            s.eTarget[slot] = -1;
            return true;
        }
        int best = Integer.MAX_VALUE;
        int len = 0;
        for (long m = Occupancy.standingZones(s); m != 0; m &= m - 1) {
            int tz = Long.numberOfTrailingZeros(m);
            int k = Occupancy.standingIn(s, tz);
            int r = s.sight(z, tz);
            if (r < 0 || r > e.range()) {
                continue;
            }
            int key = e.giant() ? -k : r;
            if (key < best) {
                best = key;
                len = 0;
            }
            if (key == best) {
                s.routeOptions[len++] = tz;
            }
        }
        if (len == 0) {
            s.eTarget[slot] = -1;
            return true;
        }
        if (len == 1) {
            s.eTarget[slot] = s.routeOptions[0];
            return true;
        }
        return EnemyMoves.ask(s, EnemyMoves.R_TARGET, slot, len);
    }

    /** The first Zone from {@code z} on that an acting Enemy targets, or the Zone count when none is. */
    private static int nextTargetedZone(DkPosition s, int z) {
        int next = s.g.zones();
        for (int slot = s.placed.next(0); slot < s.t.slots; slot = s.placed.next(slot + 1)) {
            int target = s.eTarget[slot];
            if (target >= z && target < next && s.act[slot] && s.live(slot)) {
                next = target;
            }
        }
        return next;
    }

    private static void buildPool(DkPosition s, int z) {
        int len = 0;
        for (int slot = s.placed.next(0); slot < s.t.slots; slot = s.placed.next(slot + 1)) {
            if (s.act[slot] && s.live(slot) && s.eTarget[slot] == z) {
                int k = s.stats(slot).attacks();
                for (int i = 0; i < k; i++) {
                    if (len == s.poolEnemy.length) {
                        s.poolEnemy = Arrays.copyOf(s.poolEnemy, len * 2);
                        s.poolAdv = Arrays.copyOf(s.poolAdv, len * 2);
                    }
                    s.poolEnemy[len++] = slot;
                }
            }
        }
        s.poolLen = len;
        s.poolPos = 0;
    }

    static int assigningSeat(DkPosition s) {
        int z = s.batchCursor;
        int seat = -1;
        for (int a = 0; a < s.n; a++) {
            if (s.zone[a] == z && !s.ko(a)) {
                if (seat >= 0 && seat != s.owner[a]) {
                    return s.playersSeat();
                }
                seat = s.owner[a];
            }
        }
        return seat < 0 ? s.playersSeat() : seat;
    }

    static void assignChoices(DkPosition s, List<DkChoice> out) {
        for (int a = 0; a < s.n; a++) {
            if (s.zone[a] == s.batchCursor && !s.ko(a)) {
                out.add(Picks.assign(a));
            }
        }
    }

    static boolean assign(DkPosition s, int a, EventSink ev) {
        if (ev.enabled()) {
            Notes.note(ev, s.advName(a) + " takes the " + s.enemyName(s.poolEnemy[s.poolPos]) + "'s Attack (the players'"
                    + " choice)", "Activation: Attack");
        }
        s.poolAdv[s.poolPos++] = a;
        s.mode = DkPosition.M_ACTION;
        return true;
    }

    /** Armor rolls and Wounds for every Attack of the pool, Adventurer by Adventurer, Enemy type by type. */
    private static boolean resolvePool(DkPosition s, int z, EventSink ev) {
        int types = s.c.enemies.size();
        for (; s.resolveAdv < s.n; s.resolveAdv++, s.resolveType = 0) {
            int a = s.resolveAdv;
            for (s.resolveType = nextTypeOn(s, a, s.resolveType); s.resolveType < types;
                    s.resolveType = nextTypeOn(s, a, s.resolveType + 1)) {
                int type = s.resolveType;
                int attacks = 0;
                int damage = 0;
                for (int i = 0; i < s.poolLen; i++) {
                    if (s.poolAdv[i] == a && s.type(s.poolEnemy[i]) == type) {
                        attacks++;
                        damage = s.stats(s.poolEnemy[i]).damage();
                    }
                }
                if (attacks == 0) {
                    continue;
                }
                if (!s.resolveRolled) {
                    s.resolveSaved = Armor.roll(s, a, type, attacks, ev);
                    s.resolveRolled = true;
                    if (s.resolveSaved < attacks && s.mana[a] > 0 && Armor.value(s, a, type) > 0
                            && Skills.has(s, a, Skill.Kind.ARMOR_REROLL)) {
                        s.mode = DkPosition.M_ARMOR;
                        return false;
                    }
                }
                int saved = s.resolveSaved;
                int through = attacks - saved;
                boolean ironclad = Skills.ironclad(s, a, type);
                if (through > 0 && !ironclad && (s.used[a] & ActionBudget.U_TOUGH) == 0
                        && Skills.has(s, a, Skill.Kind.TOUGH)) {
                    if (s.resolveTough == 0) {
                        s.mode = DkPosition.M_TOUGH;
                        return false;
                    }
                    if (s.resolveTough == 1) {
                        s.used[a] |= ActionBudget.U_TOUGH;
                        through--;
                        if (ev.enabled()) {
                            Notes.note(ev, s.advName(a) + " ignores 1 hit (Tough)", "Skills");
                        }
                    }
                }
                s.resolveRolled = false;
                s.resolveTough = 0;
                s.uses.fought(a, type, attacks);
                int wounds = ironclad ? 0 : through * damage;
                if (ev.enabled()) {
                    ev.emit(new DkEvent.EnemyAttack(s.c.enemies.get(type).name(), s.advName(a), attacks, saved, wounds,
                            "Activation: Attack"));
                }
                Armor.woundAdventurer(s, a, wounds, ev.enabled() ? s.c.enemies.get(type).name() + " Attacks" : null,
                        "Activation: Attack", ev);
                if (wounds > 0 && Potions.offer(s, Potions.usableOn(s, a))) {
                    s.resolveType++;
                    return false;
                }
            }
        }
        s.resolveAdv = 0;
        s.resolveType = 0;
        return true;
    }

    /** The lowest Enemy type from {@code from} on with an Attack given to Adventurer {@code a}, or the type count. */
    private static int nextTypeOn(DkPosition s, int a, int from) {
        int next = s.c.enemies.size();
        for (int i = 0; i < s.poolLen; i++) {
            if (s.poolAdv[i] == a) {
                int type = s.type(s.poolEnemy[i]);
                if (type >= from && type < next) {
                    next = type;
                }
            }
        }
        return next;
    }

    /** Tough: the Adventurer being attacked ignores one Hit of these Attacks now, or keeps the Skill for a later one. */
    static boolean tough(DkPosition s, boolean use, EventSink ev) {
        s.resolveTough = use ? 1 : 2;
        s.mode = DkPosition.M_ACTION;
        return true;
    }

    static String toughPrompt(DkPosition s) {
        return s.advName(s.resolveAdv) + ": " + (s.resolveSaved > 0 ? s.resolveSaved + " Attack(s) cancelled, " : "")
                + "Hits of " + s.c.enemies.get(s.resolveType).name() + " get through - use Tough on one of them?";
    }

    /** +1 Armor Reroll: the Adventurer being attacked may spend 1 Mana to roll the failed Armor dice again. */
    static boolean armorReroll(DkPosition s, boolean yes, EventSink ev) {
        if (yes) {
            int a = s.resolveAdv;
            int type = s.resolveType;
            int attacks = 0;
            for (int i = 0; i < s.poolLen; i++) {
                if (s.poolAdv[i] == a && s.type(s.poolEnemy[i]) == type) {
                    attacks++;
                }
            }
            s.mana[a]--;
            s.resolveSaved += Armor.roll(s, a, type, attacks - s.resolveSaved, ev);
            if (ev.enabled()) {
                Notes.note(ev, s.advName(a) + " spends 1 Mana to reroll the failed Armor dice", "Skills");
            }
        }
        s.mode = DkPosition.M_ACTION;
        return true;
    }

    // ------------------------------------------------------------------ doors

    static boolean openDoor(DkPosition s, int d, EventSink ev) {
        int roll = s.die();
        s.openDoors |= 1L << d;
        int a = s.g.doorA(d);
        int b = s.g.doorB(d);
        if (ev.enabled()) {
            Notes.note(ev, s.advName(s.cur) + " opens the " + s.g.doorColour(d) + " door between " + s.zoneName(a) + " and "
                    + s.zoneName(b) + " and rolls " + roll + (roll <= 3 ? ": Doom" : ""), "Door Opening");
        }
        if (roll <= 3) {
            Arrivals.addDoom(s, 1, ev.enabled() ? "a door opened on a " + roll : null, ev);
        }
        long opened = s.g.buildingsOpenedBy(d, s.openDoors & ~(1L << d));
        for (int bld = 0; bld < s.g.buildings(); bld++) {
            if ((opened & (1L << bld)) != 0) {
                Notes.note(ev, "The building is opened for the first time: Enemies spawn in its dark Zones",
                        "Door Opening");
                for (int dz : s.g.darkZones(bld)) {
                    if (s.mistFill != 0) {
                        s.darkPending |= 1L << dz; // drawn once the players have placed the Footmen in the Mist
                    } else {
                        Spawns.drawAndResolve(s, dz, true, ev);
                    }
                }
            }
        }
        return true;
    }

    // ------------------------------------------------------------------ kills, tokens, Boss

    static void kill(DkPosition s, int slot, EventSink ev) {
        int z = s.enZone[slot];
        int type = s.type(slot);
        if (slot == s.bossSlot) {
            Boss.bossDefeated(s, ev);
            return;
        }
        s.place(slot, -1);
        s.enWounds[slot] = 0;
        s.enCard[slot] = -1;
        s.noRegen[slot] = false;
        EnemyType e = s.c.enemies.get(type);
        if (e.monster()) {
            s.artifactTokens[z]++;
            if (ev.enabled()) {
                Notes.note(ev, e.name() + " drops an Artifact token", "Don't Forget the Loot!");
            }
            return;
        }
        if (e.crawler()) {
            return;
        }
        for (int o = s.placed.next(0); o < s.t.slots; o = s.placed.next(o + 1)) {
            if (s.enZone[o] == z && s.type(o) == type) {
                return;
            }
        }
        if (ev.enabled()) {
            Notes.note(ev, "The last " + e.name() + " of " + s.zoneName(z) + " drops a Search token", "Search");
        }
        SearchTokens.drop(s, z, s.cbAdv, ev);
    }

    /** Trolls heal up to 3 Wounds at the end of each Adventurer's Turn, unless No Regeneration wounded them. */
    static void regenerate(DkPosition s, EventSink ev) {
        for (int slot = s.placed.next(0); slot < s.t.slots; slot = s.placed.next(slot + 1)) {
            if (s.enWounds[slot] > 0 && s.live(slot) && !s.noRegen[slot]
                    && s.c.enemies.get(s.type(slot)).regenerates()) {
                int heal = Math.min(3, s.enWounds[slot]);
                s.enWounds[slot] -= heal;
                if (ev.enabled()) {
                    Notes.note(ev, s.enemyName(slot) + " regenerates " + heal + " Wound" + (heal == 1 ? "" : "s"),
                            "Regeneration");
                }
            }
        }
    }

    // ------------------------------------------------------------------ End Phase

    static void endPhase(DkPosition s, EventSink ev) {
        if (ev.enabled()) {
            Notes.note(ev, "End Phase of Game Round " + s.round, "End Phase");
        }
        Arrivals.addDoom(s, s.quest.doomPerRound(), "the Quest's rule", ev);
        if (s.blindUntil == s.round) {
            s.blindFrom = 0;
            s.blindUntil = 0;
        }
        Arrays.fill(s.noRegen, false);
        int kos = 0;
        int potions = 0;
        for (int a = 0; a < s.n; a++) {
            if (s.ko(a)) {
                kos++;
            } else {
                potions += s.potions[a];
            }
        }
        if (kos > potions) {
            lose(s, kos + " Adventurer" + (kos == 1 ? " is" : "s are") + " KO'ed with only " + potions
                    + " Health Potion" + (potions == 1 ? "" : "s") + " to revive them", ev);
            return;
        }
        if (s.quest.roundLimit() > 0 && s.round >= s.quest.roundLimit()) {
            lose(s, "Game Round " + s.round + " ends and the Quest is not done (" + s.quest.name() + ")", ev);
            return;
        }
        s.first = (s.first + 1) % s.seats;
        s.round++;
        for (int a = 0; a < s.n; a++) {
            s.used[a] &= ~ActionBudget.U_TOUGH;
        }
        Boss.checkActivation(s, ev);
        s.phase = PLAYER;
        s.enemyStep = 0;
        s.actedMask = 0;
        s.turnSeat = s.first;
        s.seatsDone = 0;
        s.cur = -1;
        if (ev.enabled()) {
            Notes.note(ev, "Game Round " + s.round + ": " + s.seatName(s.first) + " is the first player", "End Phase");
        }
    }

    static void lose(DkPosition s, String why, EventSink ev) {
        s.outcome = QuestProgress.outcome(s, false, why);
        s.mode = M_OVER;
        if (ev.enabled()) {
            Notes.note(ev, "The Quest is lost: " + why, "Winning and Losing");
            Notes.note(ev, String.join(" · ", Ending.figures(s)), "Winning and Losing");
        }
    }
}
