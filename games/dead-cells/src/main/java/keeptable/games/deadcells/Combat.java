package keeptable.games.deadcells;

import static keeptable.games.deadcells.Board.*;
import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;
import static keeptable.games.deadcells.Notes.emit;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.engine.cards.IntDeck;
import keeptable.games.deadcells.DcChoice.Done;
import keeptable.games.deadcells.DcChoice.Give;
import keeptable.games.deadcells.content.Words;

/**
 * Combat: setup from an Encounter tile, the Rounds by the Golden Rule (left to right), each figure's turn in a
 * Round, Round IV and the end-of-combat upkeep. The Preparation, the Round End, Damage and States, Enemy targeting,
 * Bosses and the Combat decisions live in their own classes.
 */
final class Combat {
    private Combat() {
    }

    static void setup(DcPosition s, Tile t, EventSink ev) {
        clearBoard(s);
        s.elite = t.kind() == K_ELITE;
        s.constraint = t.constraint();
        s.wall = t.wall();
        if (s.wall && ev.enabled()) {
            emit(ev, "The Wall/Hole token is placed on the Combat board", "The Combat board");
        }
        if (s.constraint > 0 && ev.enabled()) {
            emit(ev, "Constraint " + "I II III IV".split(" ")[s.constraint - 1] + " binds this Combat",
                    "Constraint key");
        }
        for (int e : t.enemies()) {
            refillEnemyDecks(s);
            IntDeck deck = e == 1 ? s.eliteDeck : s.monsterDeck;
            int card = deck.isEmpty() ? -1 : deck.draw();
            if (card < 0) {
                continue;
            }
            if (ev.enabled()) {
                Notes.reveal(ev, (e == 1 ? "Elite" : "Monster") + " card drawn: " + s.c.monsters.get(s.c.monsterOf(card)).name(), "Combat setup");
            }
            place(s, card, ev);
        }
        for (Gain g : t.loot()) {
            loot(s, g, ev);
        }
        Preparation.begin(s, ev);
    }

    /** An empty Monster or Elite deck is made again from its discard pile, shuffled. */
    static void refillEnemyDecks(DcPosition s) {
        if (s.monsterDeck.isEmpty()) {
            s.monsterDeck.reshuffleDiscards(s.rng);
        }
        if (s.eliteDeck.isEmpty()) {
            s.eliteDeck.reshuffleDiscards(s.rng);
        }
    }

    static void place(DcPosition s, int card, EventSink ev) {
        Monster m = s.c.monsters.get(s.c.monsterOf(card));
        int at = -1;
        if (m.place() == 1 && s.enemy[0] < 0) {
            at = 0;
        } else if (m.place() == 2 && s.enemy[3] < 0) {
            at = 3;
        } else {
            for (int sp = 1; sp <= 3; sp++) {
                if (s.enemy[sp] < 0) {
                    at = sp;
                    break;
                }
            }
        }
        if (at < 0) {
            discardEnemy(s, card);
            return;
        }
        s.enemy[at] = card;
        RunReport.byTheGroup(s, RunReport.FOUGHT, s.c.monsterOf(card));
        if (ev.enabled()) {
            emit(ev, "The " + m.name() + " is placed " + Words.PLACES[at], "Combat setup");
        }
    }

    static void loot(DcPosition s, Gain g, EventSink ev) {
        switch (g.kind()) {
            case TEETH -> s.lootTeeth += g.n();
            case CELL -> s.lootCells += g.n();
            case POTION -> s.lootPotions++;
            case SCROLL -> s.lootScroll[g.arg()]++;
            case EQUIPMENT -> {
                if (!s.equipmentDeck.isEmpty()) {
                    s.lootEquip[s.lootEquipN++] = s.drawEquipment(ev);
                }
            }
            case BLUEPRINT -> {
                if (!s.blueprintDeck.isEmpty()) {
                    s.lootBlue[s.lootBlueN++] = s.takeBottomBlueprint(ev);
                }
            }
            default -> throw new IllegalStateException("loot " + g.text());
        }
    }

    /**
     * One position of a Round in the Golden Rule order: 0 the left space, 1 the Group's Potions (Round 0), 2..n+1 the
     * Group from the First Player, n+2..n+4 the spaces right of the Group, then the Round End's steps.
     */
    static void step(DcPosition s, EventSink ev) {
        if (s.round == 5) {
            s.round = -1;
            s.phase = EXPLORE;
            return;
        }
        int n = s.n;
        int cur = s.cursor++;
        int r = s.round;
        if (r == 4) {
            // Round IV: every Enemy still on the board with a Round IV line acts, left to right.
            if (cur < SPACES) {
                enemyTurn(s, cur, 4);
            } else {
                finish(s, ev);
            }
            return;
        }
        if (cur == 0) {
            enemyTurn(s, 0, r);
        } else if (cur == 1) {
            if (r == 0 && s.potions > 0 && s.constraint != 3) {
                s.pending = Pending.POTION;
                if (LegalChoices.current(s).size() == 1) {
                    s.pending = Pending.NONE;
                }
            }
        } else if (cur < n + 2) {
            int seat = (s.first + cur - 2) % n;
            if (s.involved[seat] && !s.dead[seat]) {
                groupTurn(s, seat, r, ev);
            }
        } else if (cur < n + 5) {
            enemyTurn(s, cur - n - 1, r);
        } else {
            RoundEnd.step(s, cur - n - 5, ev);
        }
    }

    static void enemyTurn(DcPosition s, int sp, int r) {
        Act a = lineOf(s, sp, r);
        if (a == null) {
            return;
        }
        if (r >= 1 && r <= 3 && (s.enemyFrozen[sp] & 1 << r) != 0) {
            s.enemyFrozen[sp] &= ~(1 << r);
            return;
        }
        s.push(TK_ACT, a.id(), 10 + sp, 0);
    }

    static void groupTurn(DcPosition s, int seat, int r, EventSink ev) {
        // Constraint I: the First Player does not act in Round I; with two cards, only the first one is held back.
        boolean held = r == 1 && seat == s.first && s.constraint == 1;
        if (s.serenade(seat)) {
            if (held) {
                if (ev.enabled()) {
                    emit(ev, s.name(seat) + " may not act in Round I", "Constraint key");
                }
                return;
            }
            Solo.turn(s, r, ev);
            return;
        }
        // Tasks run last-pushed first: push companions, then cards in reverse.
        for (int i = s.slot[seat].length - 1; i >= 0; i--) {
            int q = s.slot[seat][i];
            if (q >= 0 && s.c.equipment.get(q).kind() == E_COMPANION && s.c.equipment.get(q).round() == r) {
                s.push(TK_ACT, s.c.equipment.get(q).act().id(), 20 + seat * 4 + i, 0);
            }
        }
        if (r == 0) {
            if (s.hasMutation("skill-shield") && seat == s.first) {
                s.shields[seat]++;
                if (ev.enabled()) {
                    emit(ev, s.name(seat) + " gains 1 Shield from the Mutation \"" + Words.effect("skill-shield") + "\"",
                            "Block");
                }
            }
            for (int col = 2; col >= 0; col--) {
                Step[] t = s.c.beheaded.get(s.who[seat]).tracks()[col];
                for (int i = Math.min(s.scroll[seat][col], t.length) - 1; i >= 0; i--) {
                    if (t[i].kind() == ST_ROUND0) {
                        s.push(TK_ACT, t[i].act().id(), seat, 0);
                    }
                }
            }
            for (int i = s.slot[seat].length - 1; i >= 0; i--) {
                int q = s.slot[seat][i];
                if (q >= 0) {
                    Equip e = s.c.equipment.get(q);
                    if ((e.kind() == E_ADD || e.kind() == E_INSTEAD) && e.round() == 0) {
                        s.push(TK_ACT, itemAct(s, e).id(), seat, 0);
                    }
                }
            }
            return;
        }
        if (held && ev.enabled()) {
            emit(ev, s.name(seat) + " may not act in Round I"
                    + (s.active[seat][1] >= 0 ? " with the first card played" : ""), "Constraint key");
        }
        for (int k = 1; k >= (held ? 1 : 0); k--) {
            if (s.active[seat][k] >= 0) {
                s.push(TK_CARD, seat, k, 0);
            }
        }
    }

    /** One Combat card's turn in this Round: a Timed Equipment choice if any, then its line. */
    static void cardTurn(DcPosition s, int seat, int k, EventSink ev) {
        s.about = seat;
        s.item = k;
        s.pending = Pending.TIMED;
        List<DcChoice> cs = LegalChoices.current(s);
        if (cs.size() > 1) {
            return;
        }
        s.pending = Pending.NONE;
        cardLine(s, seat, k, -1, ev);
    }

    static void cardLine(DcPosition s, int seat, int k, int item, EventSink ev) {
        int r = s.round;
        Act line = cardAct(s, seat, k, r);
        boolean frozenNow = k == 0 && (s.frozen[seat] & 1 << r) != 0;
        if (frozenNow) {
            s.frozen[seat] &= ~(1 << r);
            if (ev.enabled()) {
                emit(ev, s.name(seat) + " is Frozen and loses the Round " + Words.round(r) + " action", "States");
            }
            return;
        }
        Equip e = item >= 0 ? s.c.equipment.get(s.slot[seat][item]) : null;
        if (e != null) {
            s.timedUsed |= 1 << (seat * 4 + item);
            if (e.kind() == E_ADD) {
                s.push(TK_ACT, itemAct(s, e).id(), seat, 0);
            }
        }
        if (e != null && e.kind() == E_INSTEAD) {
            s.push(TK_ACT, itemAct(s, e).id(), seat, 0);
        } else if (line != null) {
            s.push(TK_ACT, line.id(), seat, 0);
        }
    }

    static void task(DcPosition s, int kind, int a, int b, int x, EventSink ev) {
        if (kind == TK_CARD) {
            cardTurn(s, a, b, ev);
            return;
        }
        Act act = s.c.acts.get(a);
        int actor = b;
        if (actor >= 10 && actor < 20) {
            if (s.enemy[actor - 10] < 0) {
                return;
            }
            Targeting.enemyAct(s, actor - 10, act, x, ev);
        } else {
            int seat = actor >= 20 ? (actor - 20) / 4 : actor;
            if (s.dead[seat] || actor >= 20 && s.slot[seat][(actor - 20) % 4] < 0) {
                return;
            }
            groupAct(s, actor, seat, act, x, ev);
        }
    }

    static void groupAct(DcPosition s, int actor, int seat, Act a, int x, EventSink ev) {
        switch (a.type()) {
            case SHIELD -> {
                s.shields[seat] += a.n();
                if (ev.enabled()) {
                    String with = Causes.carrier(s.c, a);
                    emit(ev, s.name(seat) + " gains " + Words.shields(a.n())
                            + (with.isEmpty() ? "" : " from " + with), "Block");
                }
            }
            case SKILL -> {
                if (s.serenade(seat) || s.constraint == 4) {
                    return;
                }
                s.pending = Pending.SKILL;
                s.about = seat;
                s.allowed = a.n();
                if (LegalChoices.current(s).size() == 1) {
                    s.pending = Pending.NONE;
                }
            }
            case LOOT -> {
                s.pending = Pending.LOOT;
                s.about = seat;
                if (LegalChoices.current(s).isEmpty()) {
                    s.pending = Pending.NONE;
                }
            }
            case HEAL -> {
                s.pending = Pending.HEAL;
                s.about = a.n();
                s.healAct = a.id();
                List<DcChoice> cs = LegalChoices.current(s);
                if (cs.get(0) instanceof Done) {
                    s.pending = Pending.NONE;
                } else if (cs.size() == 1) {
                    s.pending = Pending.NONE;
                    Harm.heal(s, ((Give) cs.get(0)).seat(), a, ev);
                }
            }
            default -> {
                int m = rangeTargets(s, a.range());
                if (m == 0) {
                    if (ev.enabled()) {
                        String with = Causes.carrier(s.c, a);
                        emit(ev, s.name(seat) + "'s " + Words.effect(a.type(), a.n())
                                + (with.isEmpty() ? "" : " from " + with) + " finds no Enemy "
                                + Words.range(a.range()), "Range");
                    }
                    return;
                }
                if (Integer.bitCount(m) == 1) {
                    Harm.hit(s, seat, Integer.numberOfTrailingZeros(m), a, ev);
                    return;
                }
                s.pending = Pending.ENEMY;
                s.about = seat;
                s.item = a.id();
                s.allowed = m;
            }
        }
    }

    /** After Round IV: the end-of-combat upkeep (or the next Boss Turn). */
    static void finish(DcPosition s, EventSink ev) {
        if (s.boss >= 0) {
            Bosses.turnEnd(s, ev);
            return;
        }
        upkeep(s, ev);
    }

    static void upkeep(DcPosition s, EventSink ev) {
        if (ev.enabled()) {
            emit(ev, "End of Combat upkeep", "End-of-Combat upkeep");
        }
        s.constraint = 0;
        s.wall = false;
        // Unkilled Monsters and unlooted Loot are discarded.
        for (int sp = 0; sp < SPACES; sp++) {
            if (s.enemy[sp] >= 0) {
                if ((s.enemy[sp] & BOSS) == 0) {
                    discardEnemy(s, s.enemy[sp]);
                }
                s.enemy[sp] = -1;
            }
        }
        clearBoard(s);
        s.lootTeeth = 0;
        s.lootCells = 0;
        s.lootPotions = 0;
        java.util.Arrays.fill(s.lootScroll, 0);
        s.discardEquipment(s.lootEquip, s.lootEquipN);
        s.lootEquipN = 0;
        s.bottomBlueprints(s.lootBlue, s.lootBlueN);
        s.lootBlueN = 0;
        for (int i = 0; i < s.bagBlueN; i++) {
            s.collector[s.collectorN++] = s.bagBlue[i];
        }
        s.bagBlueN = 0;
        for (int p = 0; p < s.n; p++) {
            clearTokens(s, p);
            discardActive(s, p, ev);
        }
        // Each elite-vial mutation on the board heals every living Beheaded 1 Damage after an Elite Combat.
        for (int v = s.elite ? s.mutationCount("elite-vial") : 0; v > 0; v--) {
            for (int p = 0; p < s.n; p++) {
                if (!s.dead[p] && s.damage[p] > 0) {
                    s.damage[p]--;
                }
            }
        }
        s.phase = EXPLORE;
        s.round = -1;
        // Looted Scrolls and Equipment go to Beheaded who took part.
        for (int col = 0; col < 4; col++) {
            for (int i = 0; i < s.bagScroll[col]; i++) {
                s.push(TK_GAIN, s.c.scrollGain(col).id(), -1, 0);
            }
            s.bagScroll[col] = 0;
        }
        // Tasks run last-pushed first: the Equipment is handed out, then the Scrolls.
        for (int i = 0; i < s.bagEquipN; i++) {
            s.push(TK_GAIN, -1 - s.bagEquip[i], -1, 0);
        }
        s.bagEquipN = 0;
        s.phase = COMBAT;
        s.round = 5;
    }
}
