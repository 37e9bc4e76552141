package keeptable.games.deadcells;

import static keeptable.games.deadcells.Content.*;
import static keeptable.games.deadcells.DcState.*;
import static keeptable.games.deadcells.Rules.TK_ACT;
import static keeptable.games.deadcells.Rules.TK_CARD;
import static keeptable.games.deadcells.Rules.TK_GAIN;
import static keeptable.games.deadcells.Rules.TK_WOUND;
import static keeptable.games.deadcells.Rules.emit;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.deadcells.DcChoice.Discard;
import keeptable.games.deadcells.DcChoice.Done;
import keeptable.games.deadcells.DcChoice.Give;
import keeptable.games.deadcells.DcChoice.Pass;
import keeptable.games.deadcells.DcChoice.Pick;
import keeptable.games.deadcells.DcChoice.Play;
import keeptable.games.deadcells.DcChoice.Target;

/**
 * Combat: setup from an Encounter tile, playing the cards, Rounds 0-IV by the Golden Rule (left to right),
 * Round End, Round IV and the end-of-combat upkeep; Boss Turns and Instances.
 * Actors: a seat 0-3 (a Beheaded), 10+space (an Enemy), 20+seat*4+slot (a Companion).
 */
final class Combat {
    static final int BOSS = 1 << 20;
    static final int TURN_CAP = 12;

    private Combat() {
    }

    // ============================================================================================ setup

    static void setup(DcState s, Tile t, EventSink ev) {
        clearBoard(s);
        s.elite = t.kind() == K_ELITE;
        s.constraint = t.constraint();
        s.wall = t.wall();
        if (s.wall && ev.enabled()) {
            emit(ev, "The Wall/Hole token is placed on the Combat board", "The Combat board");
        }
        if (s.constraint > 0 && ev.enabled()) {
            emit(ev, "Constraint " + "I II III IV".split(" ")[s.constraint - 1] + " binds this Combat", "Constraint key");
        }
        for (int e : t.enemies()) {
            refillEnemyDecks(s);
            int card = e == 1 ? (s.eN > 0 ? s.eDeck[--s.eN] : -1) : (s.mN > 0 ? s.mDeck[--s.mN] : -1);
            if (card < 0) {
                continue;
            }
            place(s, card, ev);
        }
        for (Gain g : t.loot()) {
            loot(s, g);
        }
        begin(s, ev);
    }

    /** An empty Monster or Elite deck is made again from its discard pile, shuffled. */
    static void refillEnemyDecks(DcState s) {
        if (s.mN == 0 && s.mDiscN > 0) {
            System.arraycopy(s.mDisc, 0, s.mDeck, 0, s.mDiscN);
            s.mN = s.mDiscN;
            s.mDiscN = 0;
            s.rng.shuffle(s.mDeck, 0, s.mN);
        }
        if (s.eN == 0 && s.eDiscN > 0) {
            System.arraycopy(s.eDisc, 0, s.eDeck, 0, s.eDiscN);
            s.eN = s.eDiscN;
            s.eDiscN = 0;
            s.rng.shuffle(s.eDeck, 0, s.eN);
        }
    }

    static void clearBoard(DcState s) {
        java.util.Arrays.fill(s.enemy, -1);
        java.util.Arrays.fill(s.eDmg, 0);
        java.util.Arrays.fill(s.eShield, 0);
        for (int[] a : s.eSt) {
            java.util.Arrays.fill(a, 0);
        }
        java.util.Arrays.fill(s.eFrozen, 0);
    }

    static void place(DcState s, int card, EventSink ev) {
        Monster m = s.c.monsters.get(s.c.monsterOf[card]);
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
        if (ev.enabled()) {
            emit(ev, m.name() + " is placed " + SPACE_NAMES[at], "Combat setup");
        }
    }

    static void loot(DcState s, Gain g) {
        switch (g.kind()) {
            case TEETH -> s.lootTeeth += g.n();
            case CELL -> s.lootCells += g.n();
            case POTION -> s.lootPotions++;
            case SCROLL -> s.lootScroll[g.arg()]++;
            case EQUIPMENT -> {
                if (s.eqN > 0) {
                    s.lootEquip[s.lootEquipN++] = s.drawEquipment();
                }
            }
            case BLUEPRINT -> {
                if (s.bpN > 0) {
                    s.lootBlue[s.lootBlueN++] = Rules.takeBottomBlueprint(s);
                }
            }
            default -> throw new IllegalStateException("loot " + g.text());
        }
    }

    /** Starts the playing of cards: every living Beheaded takes part unless one passes. */
    static void begin(DcState s, EventSink ev) {
        s.phase = COMBAT;
        java.util.Arrays.fill(s.involved, true);
        s.passer = -1;
        for (int p = 0; p < s.n; p++) {
            s.active[p][0] = -1;
            s.active[p][1] = -1;
        }
        s.round = -1;
        s.cursor = 0;
        s.pend = P_PLAY;
        s.pa = s.solo ? 0 : s.first;
    }

    static int cardsOf(DcState s, int seat) {
        return s.solo ? 2 : s.n == 2 && seat == s.first ? 2 : 1;
    }

    static void playChoices(DcState s, List<DcChoice> out) {
        int p = s.pa;
        for (int i = 0; i < s.handN[p]; i++) {
            int k = s.hand[p][i];
            Card card = s.c.cards.get(k);
            if ((s.biomeCurses & CURSE_SILENCE) != 0) {
                out.add(new Play(k, 0, "Play " + card.name() + " in silence"));
                continue;
            }
            for (int r = 1; r <= 3; r++) {
                if (card.byRound()[r] != null) {
                    out.add(new Play(k, r, "Play " + card.name() + ": \"" + card.byRound()[r].text() + " in Round " + r
                            + "\""));
                }
            }
        }
        if (eligible(s, p) && s.passer < 0) {
            out.add(new Pass(s.name(p) + " passes this Combat"));
        }
    }

    /** Whether the seat must pass: the last of 4 players when nobody has passed. */
    static boolean mustPass(DcState s, int p) {
        if (s.n != 4 || s.passer >= 0 || !eligible(s, p)) {
            return false;
        }
        for (int q = s.nextSeat(p); q != s.first; q = s.nextSeat(q)) {
            if (eligible(s, q)) {
                return false;
            }
        }
        return true;
    }

    /** In 4-player games one non-First Player passes; at a Boss, one who has not passed yet this cycle. */
    static boolean eligible(DcState s, int p) {
        return s.n == 4 && p != s.first && !s.dead[p] && (s.boss < 0 || (s.passers & 1 << p) == 0);
    }

    static void nextPlayer(DcState s, int p, EventSink ev) {
        if (s.solo) {
            Solo.flip(s, ev);
            return;
        }
        int next = s.nextSeat(p);
        if (next == s.first) {
            startRounds(s, ev);
            return;
        }
        s.pa = next;
        s.pend = P_PLAY;
        if (s.dead[next]) {
            s.involved[next] = false;
            nextPlayer(s, next, ev);
            return;
        }
        if (mustPass(s, next)) {
            s.pend = P_NONE;
            pass(s, next, ev);
        }
    }

    static void pass(DcState s, int p, EventSink ev) {
        s.passer = p;
        s.involved[p] = false;
        if (ev.enabled()) {
            emit(ev, s.name(p) + " passes this Combat", "The passing player");
        }
        if (s.boss < 0) {
            int k = s.drawCard(p, ev);
            if (k >= 0) {
                int sym = s.c.cards.get(k).symbols();
                s.discard(p, k);
                if (ev.enabled()) {
                    emit(ev, s.name(p) + " reveals " + s.c.cards.get(k).name(), "The passing player");
                }
                if (Integer.bitCount(sym) == 1) {
                    Rules.advance(s, p, Integer.numberOfTrailingZeros(sym), ev);
                } else if (sym != 0) {
                    s.pend = P_PASS_COLOUR;
                    s.pc = sym;
                    return;
                }
            }
        } else {
            s.passers |= 1 << p;
        }
        s.pend = P_PASS_DISCARD;
        s.pd = 0;
    }

    static void afterPass(DcState s, EventSink ev) {
        for (int i = 0; i < s.pd; i++) {
            int k = s.drawCard(s.passer, ev);
            if (k >= 0) {
                s.hand[s.passer][s.handN[s.passer]++] = k;
            }
        }
        nextPlayer(s, s.passer, ev);
    }

    static void startRounds(DcState s, EventSink ev) {
        s.pend = P_NONE;
        if (ev.enabled()) {
            for (int p = 0; p < s.n; p++) {
                for (int k = 0; k < 2; k++) {
                    if (s.active[p][k] >= 0) {
                        if (ev.enabled()) {
                            emit(ev, s.name(p) + " reveals " + s.c.cards.get(s.active[p][k]).name(), "Playing Combat cards");
                        }
                    }
                }
            }
        }
        s.round = (s.boss < 0 || s.bossZero) && roundZero(s) ? 0 : 1;
        s.bossZero = false;
        s.cursor = 0;
        s.timedUsed = 0;
        java.util.Arrays.fill(s.skillUsed, 0);
    }

    static boolean roundZero(DcState s) {
        if (s.potions > 0 && s.constraint != 3) {
            for (int p = 0; p < s.n; p++) {
                if (s.involved[p] && s.dmg[p] > 0) {
                    return true;
                }
            }
        }
        if (s.hasMutation("skill-shield") || s.solo && Solo.roundZero(s)) {
            return true;
        }
        for (int sp = 0; sp < SPACES; sp++) {
            if (s.enemy[sp] >= 0 && lineOf(s, sp, 0) != null) {
                return true;
            }
        }
        for (int p = 0; p < s.n; p++) {
            if (s.involved[p] && (round0Steps(s, p) > 0 || timedRound(s, p, 0))) {
                return true;
            }
        }
        return false;
    }

    static int round0Steps(DcState s, int p) {
        int k = 0;
        if (s.serenade(p)) {
            return 0;
        }
        for (int col = 0; col < 3; col++) {
            Step[] t = s.c.beheaded.get(s.who[p]).tracks()[col];
            for (int i = 0; i < s.scroll[p][col] && i < t.length; i++) {
                if (t[i].kind() == ST_ROUND0) {
                    k++;
                }
            }
        }
        return k;
    }

    static boolean timedRound(DcState s, int p, int r) {
        for (int i = 0; i < s.slot[p].length; i++) {
            int q = s.slot[p][i];
            if (q >= 0) {
                Equip e = s.c.equipment.get(q);
                if ((e.kind() == E_ADD || e.kind() == E_INSTEAD) && e.round() == r) {
                    return true;
                }
            }
        }
        return false;
    }

    // ============================================================================================ lines

    /** The enemy's action in round r, or null. */
    static Act lineOf(DcState s, int sp, int r) {
        int e = s.enemy[sp];
        if (e < 0) {
            return null;
        }
        if ((e & BOSS) != 0) {
            return s.c.bosses.get(s.boss).instances()[s.instance].byRound()[r];
        }
        return s.c.monsters.get(s.c.monsterOf[e]).byRound()[r];
    }

    static int health(DcState s, int sp) {
        int e = s.enemy[sp];
        return (e & BOSS) != 0 ? s.c.bosses.get(s.boss).instances()[s.instance].health()
                : s.c.monsters.get(s.c.monsterOf[e]).health();
    }

    static String enemyName(DcState s, int sp) {
        int e = s.enemy[sp];
        if (e < 0) {
            return "nobody";
        }
        return (e & BOSS) != 0 ? s.c.bosses.get(s.boss).instances()[s.instance].name()
                : s.c.monsters.get(s.c.monsterOf[e]).name();
    }

    // ============================================================================================ the rounds

    /** Position in the Golden Rule order: 0 the left space, 1 the Group's Potions, 2..n+1 the Group, then spaces 1-3, then Round End. */
    static void step(DcState s, EventSink ev) {
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
                s.pend = P_POTION;
                if (Rules.choices(s).size() == 1) {
                    s.pend = P_NONE;
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
            roundEnd(s, ev);
        }
    }

    static int cursorOf(DcState s, int actor) {
        if (actor >= 10 && actor < 20) {
            int sp = actor - 10;
            return sp == 0 ? 0 : s.n + 1 + sp;
        }
        int seat = actor >= 20 ? (actor - 20) / 4 : actor;
        return 2 + Math.floorMod(seat - s.first, s.n);
    }

    static void enemyTurn(DcState s, int sp, int r) {
        Act a = lineOf(s, sp, r);
        if (a == null) {
            return;
        }
        if (r >= 1 && r <= 3 && (s.eFrozen[sp] & 1 << r) != 0) {
            s.eFrozen[sp] &= ~(1 << r);
            return;
        }
        s.push(TK_ACT, a.id(), 10 + sp, 0);
    }

    static void groupTurn(DcState s, int seat, int r, EventSink ev) {
        if (s.serenade(seat)) {
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
                    emit(ev, s.name(seat) + " gains a Shield (Mutation Skill)", "Mutation board: Skill");
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
        if (r == 1 && seat == s.first && s.constraint == 1) {
            if (ev.enabled()) {
                emit(ev, s.name(seat) + " may not act in Round I", "Constraint key");
            }
            return;
        }
        for (int k = 1; k >= 0; k--) {
            if (s.active[seat][k] >= 0) {
                s.push(TK_CARD, seat, k, 0);
            }
        }
    }

    /** One Combat card's turn in this Round: a Timed Equipment choice if any, then its line. */
    static void cardTurn(DcState s, int seat, int k, EventSink ev) {
        s.pa = seat;
        s.pb = k;
        s.pend = P_TIMED;
        List<DcChoice> cs = Rules.choices(s);
        if (cs.size() > 1) {
            return;
        }
        s.pend = P_NONE;
        cardLine(s, seat, k, -1, ev);
    }

    /** An Equipment card's action: its Wall/Hole version while the token is in play. */
    static Act itemAct(DcState s, Equip e) {
        return s.wall && e.wallAct() != null ? e.wallAct() : e.act();
    }

    static Act cardAct(DcState s, int seat, int k, int r) {
        int card = s.active[seat][k];
        return card < 0 ? null : s.c.cards.get(card).byRound()[r];
    }

    static void cardLine(DcState s, int seat, int k, int item, EventSink ev) {
        int r = s.round;
        Act line = cardAct(s, seat, k, r);
        boolean frozenNow = k == 0 && (s.frozen[seat] & 1 << r) != 0;
        if (frozenNow) {
            s.frozen[seat] &= ~(1 << r);
            if (ev.enabled()) {
                emit(ev, s.name(seat) + " is Frozen and loses the Round " + r + " action", "Frozen");
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

    static void task(DcState s, int kind, int a, int b, int x, EventSink ev) {
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
            enemyAct(s, actor - 10, act, x, ev);
        } else {
            int seat = actor >= 20 ? (actor - 20) / 4 : actor;
            if (s.dead[seat] || actor >= 20 && s.slot[seat][(actor - 20) % 4] < 0) {
                return;
            }
            groupAct(s, actor, seat, act, x, ev);
        }
    }

    static int rangeTargets(DcState s, int range) {
        int m = 0;
        for (int sp = 0; sp < SPACES; sp++) {
            if ((range & 1 << sp) != 0 && s.enemy[sp] >= 0) {
                m |= 1 << sp;
            }
        }
        return m;
    }

    static void groupAct(DcState s, int actor, int seat, Act a, int x, EventSink ev) {
        switch (a.type()) {
            case SHIELD -> {
                s.shields[seat] += a.n();
                if (ev.enabled()) {
                    emit(ev, s.name(seat) + " gains " + a.n() + " Shield", "Block");
                }
            }
            case SKILL -> {
                if (s.serenade(seat) || s.constraint == 4) {
                    return;
                }
                s.pend = P_SKILL;
                s.pa = seat;
                s.pc = a.n();
                if (Rules.choices(s).size() == 1) {
                    s.pend = P_NONE;
                }
            }
            case LOOT -> {
                s.pend = P_LOOT;
                s.pa = seat;
                if (Rules.choices(s).isEmpty()) {
                    s.pend = P_NONE;
                }
            }
            case HEAL -> {
                s.pend = P_HEAL;
                s.pa = a.n();
                List<DcChoice> cs = Rules.choices(s);
                if (cs.get(0) instanceof Done) {
                    s.pend = P_NONE;
                } else if (cs.size() == 1) {
                    s.pend = P_NONE;
                    heal(s, ((Give) cs.get(0)).seat(), a.n(), ev);
                }
            }
            default -> {
                int m = rangeTargets(s, a.range());
                if (m == 0) {
                    if (ev.enabled()) {
                        emit(ev, s.name(seat) + "'s " + a.text() + " finds no Enemy in Range", "Range");
                    }
                    return;
                }
                if (Integer.bitCount(m) == 1) {
                    hit(s, seat, Integer.numberOfTrailingZeros(m), a, ev);
                    return;
                }
                s.pend = P_ENEMY;
                s.pa = seat;
                s.pb = a.id();
                s.pc = m;
            }
        }
    }

    /** A Beheaded's attack lands on the Enemy in space sp. */
    static void hit(DcState s, int seat, int sp, Act a, EventSink ev) {
        if (s.enemy[sp] < 0) {
            if (ev.enabled()) {
                emit(ev, "The target has vanished: no effect", "Range");
            }
            return;
        }
        if (a.type() == DAMAGE) {
            hurtEnemy(s, sp, a.n(), seat, ev);
        } else {
            stateEnemy(s, sp, a.type() - POISON, a.n(), ev);
        }
    }

    static void heal(DcState s, int p, int n, EventSink ev) {
        s.dmg[p] = Math.max(0, s.dmg[p] - n);
        if (ev.enabled()) {
            emit(ev, s.name(p) + " heals " + n, "Heal");
        }
    }

    // ---- damage and states -----------------------------------------------------------------------------------

    static void hurtEnemy(DcState s, int sp, int n, int attacker, EventSink ev) {
        int total = n + s.eSt[sp][S_MARK];
        int landed = 0;
        for (int i = 0; i < total; i++) {
            if (s.eShield[sp] > 0) {
                s.eShield[sp]--;
            } else {
                s.eDmg[sp]++;
                landed++;
            }
        }
        if (ev.enabled()) {
            emit(ev, enemyName(s, sp) + " takes " + landed + " Damage (" + (total - landed) + " blocked)", "Damage");
        }
        int e = s.enemy[sp];
        if (landed > 0 && attacker >= 0 && (e & BOSS) == 0) {
            int thorns = s.c.monsters.get(s.c.monsterOf[e]).thorns();
            if (thorns > 0) {
                if (ev.enabled()) {
                    emit(ev, enemyName(s, sp) + " strikes back", "Block");
                }
                hurt(s, attacker, thorns, sp, ev);
            }
        }
        if (s.enemy[sp] >= 0 && s.eDmg[sp] >= health(s, sp)) {
            kill(s, sp, ev);
        }
    }

    static void stateEnemy(DcState s, int sp, int state, int n, EventSink ev) {
        int e = s.enemy[sp];
        if ((e & BOSS) == 0 && (s.c.monsters.get(s.c.monsterOf[e]).immune() & 1 << state) != 0) {
            if (ev.enabled()) {
                emit(ev, enemyName(s, sp) + " is Immune to " + STATE_NAMES[state], "Immunity");
            }
            return;
        }
        for (int i = 0; i < n; i++) {
            if (state == S_FREEZE) {
                freezeEnemy(s, sp);
            } else {
                s.eSt[sp][state]++;
            }
        }
        if (ev.enabled()) {
            emit(ev, enemyName(s, sp) + " gets " + n + " " + STATE_NAMES[state], "States");
        }
        if (state == S_FIRE && s.eSt[sp][S_FIRE] >= 2) {
            if (ev.enabled()) {
                emit(ev, enemyName(s, sp) + " burns to death", "On Fire");
            }
            kill(s, sp, ev);
        }
    }

    /** Frozen sits on the next line with an action that has not been played yet. */
    static void freezeEnemy(DcState s, int sp) {
        int actedBefore = cursorOf(s, 10 + sp) < s.cursor ? 1 : 0;
        for (int r = Math.max(1, s.round + actedBefore); r <= 3; r++) {
            if (lineOf(s, sp, r) != null && (s.eFrozen[sp] & 1 << r) == 0) {
                s.eFrozen[sp] |= 1 << r;
                return;
            }
        }
    }

    static void freezeBeheaded(DcState s, int p) {
        int actedBefore = cursorOf(s, p) < s.cursor ? 1 : 0;
        for (int r = Math.max(1, s.round + actedBefore); r <= 3; r++) {
            if (cardAct(s, p, 0, r) != null && (s.frozen[p] & 1 << r) == 0) {
                s.frozen[p] |= 1 << r;
                return;
            }
        }
    }

    /** Damage to a Beheaded: Marked adds, each Shield cancels one. */
    static void hurt(DcState s, int p, int n, int from, EventSink ev) {
        if (s.dead[p]) {
            return;
        }
        int total = n + s.st[p][S_MARK];
        int landed = 0;
        for (int i = 0; i < total; i++) {
            int cost = s.constraint == 2 ? 2 : 1;
            if (s.shields[p] >= cost) {
                s.shields[p] -= cost;
                shieldSpent(s, p, ev);
            } else {
                s.dmg[p]++;
                landed++;
            }
        }
        if (ev.enabled()) {
            emit(ev, s.name(p) + " takes " + landed + " Damage (" + (total - landed) + " blocked)", "Damage");
        }
        if (s.dmg[p] >= s.maxHp[p]) {
            s.dmg[p] = s.maxHp[p];
            die(s, p, ev);
        }
    }

    static void die(DcState s, int p, EventSink ev) {
        if (!s.dead[p]) {
            s.dead[p] = true;
            if (ev.enabled()) {
                emit(ev, s.name(p) + " dies: the Run ends once this Combat is over", "Dying");
            }
        }
    }

    static void shieldSpent(DcState s, int p, EventSink ev) {
        for (int i = 0; i < s.slot[p].length; i++) {
            int q = s.slot[p][i];
            if (q >= 0 && s.c.equipment.get(q).onShield()) {
                Act a = s.c.equipment.get(q).act();
                if (a.type() == HEAL) {
                    heal(s, p, a.n(), ev);
                } else {
                    int m = rangeTargets(s, a.range());
                    if (m != 0) {
                        if (ev.enabled()) {
                            emit(ev, s.c.equipment.get(q).name() + " strikes", "Always-Active Equipment");
                        }
                        hit(s, p, Integer.numberOfTrailingZeros(m), a, ev);
                    }
                }
            }
        }
    }

    static void stateBeheaded(DcState s, int p, int state, int n, EventSink ev) {
        if (s.dead[p]) {
            return;
        }
        if (s.immune(p, state)) {
            if (ev.enabled()) {
                emit(ev, s.name(p) + " is Immune to " + STATE_NAMES[state], "Immunity");
            }
            return;
        }
        for (int i = 0; i < n; i++) {
            if (state == S_FREEZE) {
                freezeBeheaded(s, p);
            } else {
                s.st[p][state]++;
            }
        }
        if (ev.enabled()) {
            emit(ev, s.name(p) + " gets " + n + " " + STATE_NAMES[state], "States");
        }
        if (state == S_FIRE && s.st[p][S_FIRE] >= 2) {
            if (ev.enabled()) {
                emit(ev, s.name(p) + " burns", "On Fire");
            }
            s.dmg[p] = s.maxHp[p];
            die(s, p, ev);
        }
    }

    static void hurtCompanion(DcState s, int p, int i, int n, EventSink ev) {
        int q = s.slot[p][i];
        s.slotDmg[p][i] += n;
        if (ev.enabled()) {
            emit(ev, s.c.equipment.get(q).name() + " takes " + n + " Damage", "Companions");
        }
        if (s.slotDmg[p][i] >= s.c.equipment.get(q).health()) {
            s.slot[p][i] = -1;
            s.slotDmg[p][i] = 0;
            s.eqDisc[s.eqDiscN++] = q;
            if (ev.enabled()) {
                emit(ev, s.c.equipment.get(q).name() + " is killed and discarded", "Companions");
            }
        }
    }

    static void kill(DcState s, int sp, EventSink ev) {
        int e = s.enemy[sp];
        if (e < 0) {
            return;
        }
        if (ev.enabled()) {
            emit(ev, enemyName(s, sp) + " is killed", "Killing a Monster");
        }
        if ((e & BOSS) != 0) {
            bossDown(s, ev);
            return;
        }
        Monster m = s.c.monsters.get(s.c.monsterOf[e]);
        s.enemy[sp] = -1;
        s.eDmg[sp] = 0;
        s.eShield[sp] = 0;
        java.util.Arrays.fill(s.eSt[sp], 0);
        s.eFrozen[sp] = 0;
        if (m.elite()) {
            s.eliteKills++;
        }
        discardEnemy(s, e);
        for (Gain g : m.death()) {
            switch (g.kind()) {
                case WOUND -> s.push(TK_WOUND, -1, g.n(), 0);
                case EQUIPMENT -> {
                    if (s.eqN > 0) {
                        s.bagEquip[s.bagEquipN++] = s.drawEquipment();
                    }
                }
                case BLUEPRINT -> {
                    if (s.bpN > 0) {
                        s.bagBlue[s.bagBlueN++] = Rules.takeBottomBlueprint(s);
                    }
                }
                case SCROLL -> s.bagScroll[g.arg()]++;
                case TEETH -> s.teeth += g.n();
                case CELL -> s.cells += g.n();
                case POTION -> s.potions++;
                default -> s.push(TK_GAIN, g.id(), -1, 0);
            }
        }
    }

    /** Shields and State tokens leave a Beheaded (end of Combat, a Boss's new Instance). */
    static void clearTokens(DcState s, int p) {
        s.shields[p] = 0;
        java.util.Arrays.fill(s.st[p], 0);
        s.frozen[p] = 0;
    }

    /** The Active cards go to the discard in the order they were played, and the hand is refilled to 3. */
    static void discardActive(DcState s, int p, EventSink ev) {
        for (int k = 0; k < 2; k++) {
            if (s.active[p][k] >= 0) {
                s.discard(p, s.active[p][k]);
                s.active[p][k] = -1;
            }
        }
        s.refill(p, ev);
    }

    static void discardEnemy(DcState s, int e) {
        if (s.c.monsters.get(s.c.monsterOf[e]).elite()) {
            s.eDisc[s.eDiscN++] = e;
        } else {
            s.mDisc[s.mDiscN++] = e;
        }
    }

    // ---- enemy actions ---------------------------------------------------------------------------------------

    static void enemyAct(DcState s, int sp, Act a, int x, EventSink ev) {
        if (a.type() == SHIELD) {
            s.eShield[sp] += a.n();
            if (ev.enabled()) {
                emit(ev, enemyName(s, sp) + " gains " + a.n() + " Shield", "Block");
            }
            return;
        }
        switch (a.target()) {
            case T_FIRST -> enemyHits(s, s.first, a, ev);
            case T_ALL -> {
                for (int p = 0; p < s.n && !interrupted(s); p++) {
                    if (s.involved[p] && !s.dead[p]) {
                        enemyHits(s, p, a, ev);
                    }
                }
            }
            default -> {
                s.pend = P_BEHEADED;
                s.pa = sp;
                s.pb = a.id();
                s.pc = a.target() == T_TWO ? 2 : 1;
                s.pd = 0;
                autoBeheaded(s, ev);
            }
        }
    }

    static void autoBeheaded(DcState s, EventSink ev) {
        List<DcChoice> cs = Rules.choices(s);
        if (cs.size() == 1) {
            s.pend = P_NONE;
            if (cs.get(0) instanceof Target t) {
                targetBeheaded(s, t.who(), ev);
            }
        } else if (cs.isEmpty()) {
            s.pend = P_NONE;
        }
    }

    static void enemyHits(DcState s, int p, Act a, EventSink ev) {
        if (!s.involved[p] || s.dead[p]) {
            return;
        }
        if (a.type() == DAMAGE) {
            hurt(s, p, a.n(), -1, ev);
        } else {
            stateBeheaded(s, p, a.type() - POISON, a.n(), ev);
        }
    }

    static void targetBeheaded(DcState s, int who, EventSink ev) {
        Act a = s.c.acts.get(s.pb);
        int sp = s.pa;
        int left = s.pc - 1;
        int chosen = s.pd;
        if (who >= 20) {
            int p = (who - 20) / 4;
            hurtCompanion(s, p, (who - 20) % 4, a.n(), ev);
            chosen |= 1 << (4 + p * 4 + (who - 20) % 4);
        } else {
            enemyHits(s, who - 10, a, ev);
            chosen |= 1 << (who - 10);
        }
        if (left > 0 && !interrupted(s)) {
            s.pend = P_BEHEADED;
            s.pa = sp;
            s.pb = a.id();
            s.pc = left;
            s.pd = chosen;
            autoBeheaded(s, ev);
        }
    }

    // ---- Round End, Round IV, the end -----------------------------------------------------------------------

    static void roundEnd(DcState s, EventSink ev) {
        int r = s.round;
        if (r >= 1) {
            for (int p = 0; p < s.n; p++) {
                if (s.involved[p] && !s.dead[p] && s.st[p][S_POISON] > 0) {
                    hurt(s, p, s.st[p][S_POISON], -1, ev);
                    if (interrupted(s)) {
                        return;
                    }
                }
            }
            for (int sp = 0; sp < SPACES; sp++) {
                if (s.enemy[sp] >= 0 && s.eSt[sp][S_POISON] > 0) {
                    hurtEnemy(s, sp, s.eSt[sp][S_POISON], -1, ev);
                    if (interrupted(s)) {
                        return;
                    }
                }
            }
        }
        if (r == 3) {
            for (int p = 0; p < s.n; p++) {
                if (s.involved[p] && !s.dead[p] && s.st[p][S_BLEED] > 0) {
                    if (ev.enabled()) {
                        emit(ev, s.name(p) + " bleeds to death", "Bleeding");
                    }
                    s.dmg[p] = s.maxHp[p];
                    die(s, p, ev);
                }
            }
            for (int sp = 0; sp < SPACES; sp++) {
                if (s.enemy[sp] >= 0 && s.eSt[sp][S_BLEED] > 0) {
                    if (ev.enabled()) {
                        emit(ev, enemyName(s, sp) + " bleeds to death", "Bleeding");
                    }
                    kill(s, sp, ev);
                    if (interrupted(s)) {
                        return;
                    }
                }
            }
        }
        if (s.boss < 0) {
            for (int sp = 2; sp <= 3; sp++) {
                if (s.enemy[sp] >= 0 && s.enemy[sp - 1] < 0) {
                    int to = sp - 1;
                    if (sp == 3 && s.enemy[1] < 0) {
                        to = 1;
                    }
                    moveEnemy(s, sp, to, ev);
                }
            }
        }
        s.cursor = 0;
        s.round = r == 0 ? 1 : r + 1;
        java.util.Arrays.fill(s.skillUsed, 0);
        s.timedUsed = 0;
    }

    static void moveEnemy(DcState s, int from, int to, EventSink ev) {
        s.enemy[to] = s.enemy[from];
        s.eDmg[to] = s.eDmg[from];
        s.eShield[to] = s.eShield[from];
        s.eSt[to] = s.eSt[from];
        s.eSt[from] = new int[5];
        s.eFrozen[to] = s.eFrozen[from];
        s.enemy[from] = -1;
        s.eDmg[from] = 0;
        s.eShield[from] = 0;
        s.eFrozen[from] = 0;
        if (ev.enabled()) {
            emit(ev, enemyName(s, to) + " moves toward the Group", "Round End");
        }
    }

    /** True once a Boss's new Instance restarted the Turn, or the Run ended: the action under way stops. */
    static boolean interrupted(DcState s) {
        return s.phase != COMBAT || s.round < 0;
    }

    static boolean enemiesLeft(DcState s) {
        for (int e : s.enemy) {
            if (e >= 0) {
                return true;
            }
        }
        return false;
    }

    /** After Round IV: the end-of-combat upkeep (or the next Boss Turn). */
    static void finish(DcState s, EventSink ev) {
        if (s.boss >= 0) {
            bossTurnEnd(s, ev);
            return;
        }
        upkeep(s, ev);
    }

    static void upkeep(DcState s, EventSink ev) {
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
        for (int i = 0; i < s.lootEquipN; i++) {
            s.eqDisc[s.eqDiscN++] = s.lootEquip[i];
        }
        s.lootEquipN = 0;
        for (int i = 0; i < s.lootBlueN; i++) {
            Rules.bottomBlueprint(s, s.lootBlue[i]);
        }
        s.lootBlueN = 0;
        for (int i = 0; i < s.bagBlueN; i++) {
            s.collector[s.collectorN++] = s.bagBlue[i];
        }
        s.bagBlueN = 0;
        for (int p = 0; p < s.n; p++) {
            clearTokens(s, p);
            discardActive(s, p, ev);
        }
        if (s.elite && s.hasMutation("elite-vial")) {
            for (int p = 0; p < s.n; p++) {
                if (!s.dead[p] && s.dmg[p] > 0) {
                    s.dmg[p]--;
                }
            }
        }
        s.phase = EXPLORE;
        s.round = -1;
        // Looted Scrolls and Equipment go to Beheaded who took part.
        for (int col = 0; col < 4; col++) {
            for (int i = 0; i < s.bagScroll[col]; i++) {
                s.push(TK_GAIN, s.c.scrollGains[col].id(), -1, 0);
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

    // ============================================================================================ choices

    static void choices(DcState s, List<DcChoice> out) {
        Content c = s.c;
        switch (s.pend) {
            case P_TIMED -> {
                int seat = s.pa;
                Act line = cardAct(s, seat, s.pb, s.round);
                boolean frozenNow = s.pb == 0 && (s.frozen[seat] & 1 << s.round) != 0;
                if (!frozenNow) {
                    for (int i = 0; i < s.slot[seat].length; i++) {
                        int q = s.slot[seat][i];
                        if (q < 0 || (s.timedUsed & 1 << (seat * 4 + i)) != 0) {
                            continue;
                        }
                        Equip e = c.equipment.get(q);
                        if (e.round() == s.round && (e.kind() == E_ADD || e.kind() == E_INSTEAD && line != null)) {
                            out.add(new Pick(i, "Use " + e.name() + (e.kind() == E_ADD ? " as well: " : " instead: ")
                                    + itemAct(s, e).text()));
                        }
                    }
                }
                out.add(new Pick(-1, "No Timed Equipment"));
            }
            case P_ENEMY -> {
                for (int sp = 0; sp < SPACES; sp++) {
                    if ((s.pc & 1 << sp) != 0) {
                        out.add(new Target(sp, c.acts.get(s.pb).text() + " on " + enemyName(s, sp) + " ("
                                + SPACE_NAMES[sp] + ")"));
                    }
                }
            }
            case P_BEHEADED -> {
                Act a = c.acts.get(s.pb);
                for (int p = 0; p < s.n; p++) {
                    if (s.involved[p] && !s.dead[p] && (s.pd & 1 << p) == 0) {
                        out.add(new Target(10 + p, a.text() + " to " + s.name(p)));
                    }
                    if (a.type() == DAMAGE && s.involved[p]) {
                        for (int i = 0; i < s.slot[p].length; i++) {
                            int q = s.slot[p][i];
                            if (q >= 0 && c.equipment.get(q).kind() == E_COMPANION
                                    && (s.pd & 1 << (4 + p * 4 + i)) == 0) {
                                out.add(new Target(20 + p * 4 + i, a.text() + " to " + c.equipment.get(q).name()));
                            }
                        }
                    }
                }
            }
            case P_SKILL -> {
                int seat = s.pa;
                Beheaded b = c.beheaded.get(s.who[seat]);
                if ((s.skillUsed[seat] & 1) == 0) {
                    out.add(new Pick(0, "Skill: " + b.skill().text()));
                }
                for (int col = 0; col < 3; col++) {
                    Step[] t = b.tracks()[col];
                    for (int i = 0; i < s.scroll[seat][col] && i < t.length; i++) {
                        if (t[i].kind() == ST_SKILL && (s.skillUsed[seat] & 1 << (1 + col * 8 + i)) == 0) {
                            out.add(new Pick(1 + col * 8 + i, "Skill: " + t[i].act().text()));
                        }
                    }
                }
                for (int i = 0; i < s.slot[seat].length; i++) {
                    int q = s.slot[seat][i];
                    if (q >= 0 && c.equipment.get(q).kind() == E_SKILL) {
                        out.add(new Pick(100 + i, "Use " + c.equipment.get(q).name() + ": " + c.equipment.get(q)
                                .act().text()));
                    }
                }
                out.add(new Done("No Skill"));
            }
            case P_LOOT -> {
                if (s.lootTeeth > 0) {
                    out.add(new Pick(0, "Loot " + s.lootTeeth + " Gold Teeth"));
                }
                if (s.lootCells > 0) {
                    out.add(new Pick(1, "Loot " + s.lootCells + " Cells"));
                }
                if (s.lootPotions > 0) {
                    out.add(new Pick(2, "Loot the Potion"));
                }
                for (int col = 0; col < 4; col++) {
                    if (s.lootScroll[col] > 0) {
                        out.add(new Pick(3 + col, "Loot the " + COLOURS[col] + " Scroll"));
                    }
                }
                if (s.lootEquipN > 0) {
                    out.add(new Pick(7, "Loot the Equipment"));
                }
                if (s.lootBlueN > 0) {
                    out.add(new Pick(8, "Loot the Blueprint"));
                }
                if (s.potions > 0 && s.constraint != 3) {
                    for (int p = 0; p < s.n; p++) {
                        if (s.involved[p] && !s.dead[p] && s.dmg[p] > 0) {
                            out.add(new Pick(10 + p, "Use a Potion on " + s.name(p)));
                        }
                    }
                }
            }
            default -> throw new IllegalStateException();
        }
    }

    static void play(DcState s, int pend, DcChoice ch, EventSink ev) {
        switch (pend) {
            case P_PLAY -> {
                int p = s.pa;
                if (ch instanceof Pass) {
                    pass(s, p, ev);
                    return;
                }
                Play pl = (Play) ch;
                s.removeFromHand(p, pl.card());
                int k = s.active[p][0] < 0 ? 0 : 1;
                s.active[p][k] = pl.card();
                s.activeRound[p] = k == 0 ? pl.round() : s.activeRound[p] | pl.round() << 4;
                if (ev.enabled() && pl.round() == 0) {
                    emit(ev, s.name(p) + " plays a card face down in silence", "Cursed Treasure key");
                } else if (ev.enabled()) {
                    emit(ev, s.name(p) + " plays a card face down and announces " + ACT_NAMES[s.c.cards.get(pl.card())
                            .byRound()[pl.round()].type()] + " in Round " + pl.round(), "Playing Combat cards");
                }
                if (k == 0 && cardsOf(s, p) == 2) {
                    s.pend = P_PLAY;
                    return;
                }
                nextPlayer(s, p, ev);
            }
            case P_PASS_COLOUR -> {
                Rules.advance(s, s.passer, ((Pick) ch).option(), ev);
                s.pend = P_PASS_DISCARD;
                s.pd = 0;
            }
            case P_PASS_DISCARD -> {
                if (ch instanceof Discard d) {
                    s.removeFromHand(s.passer, d.card());
                    s.discard(s.passer, d.card());
                    s.pd++;
                    if (s.handN[s.passer] > 0 && s.boss < 0) {
                        s.pend = P_PASS_DISCARD;
                        return;
                    }
                }
                afterPass(s, ev);
            }
            case P_POTION -> {
                if (ch instanceof Give g) {
                    s.potions--;
                    s.dmg[g.seat()] = 0;
                    if (ev.enabled()) {
                        emit(ev, s.name(g.seat()) + " drinks a Potion: all Damage removed", "Round 0");
                    }
                    if (s.potions > 0) {
                        s.pend = P_POTION;
                        if (Rules.choices(s).size() == 1) {
                            s.pend = P_NONE;
                        }
                    }
                }
            }
            case P_TIMED -> cardLine(s, s.pa, s.pb, ((Pick) ch).option(), ev);
            case P_ENEMY -> hit(s, s.pa, ((Target) ch).who(), s.c.acts.get(s.pb), ev);
            case P_BEHEADED -> targetBeheaded(s, ((Target) ch).who(), ev);
            case P_HEAL -> {
                if (ch instanceof Give g) {
                    heal(s, g.seat(), s.pa, ev);
                }
            }
            case P_SKILL -> {
                if (ch instanceof Pick pk) {
                    int seat = s.pa;
                    int o = pk.option();
                    Act a;
                    if (o >= 100) {
                        a = s.c.equipment.get(s.slot[seat][o - 100]).act();
                    } else {
                        s.skillUsed[seat] |= 1 << o;
                        Beheaded b = s.c.beheaded.get(s.who[seat]);
                        a = o == 0 ? b.skill() : b.tracks()[(o - 1) / 8][(o - 1) % 8].act();
                    }
                    int more = s.pc - 1;
                    if (more > 0) {
                        s.push(TK_ACT, skillAct(s), seat, 0);
                    }
                    groupAct(s, seat, seat, a, 0, ev);
                }
            }
            case P_LOOT -> {
                int o = ((Pick) ch).option();
                switch (o) {
                    case 0 -> {
                        s.teeth += s.lootTeeth;
                        s.lootTeeth = 0;
                    }
                    case 1 -> {
                        s.cells += s.lootCells;
                        s.lootCells = 0;
                    }
                    case 2 -> {
                        s.potions += s.lootPotions;
                        s.lootPotions = 0;
                    }
                    case 3, 4, 5, 6 -> {
                        s.bagScroll[o - 3] += s.lootScroll[o - 3];
                        s.lootScroll[o - 3] = 0;
                    }
                    case 7 -> {
                        for (int i = 0; i < s.lootEquipN; i++) {
                            s.bagEquip[s.bagEquipN++] = s.lootEquip[i];
                        }
                        s.lootEquipN = 0;
                    }
                    case 8 -> {
                        for (int i = 0; i < s.lootBlueN; i++) {
                            s.bagBlue[s.bagBlueN++] = s.lootBlue[i];
                        }
                        s.lootBlueN = 0;
                    }
                    default -> {
                        s.potions--;
                        s.dmg[o - 10] = 0;
                    }
                }
                if (ev.enabled()) {
                    emit(ev, "Loot: " + ch.label(), "Loot");
                }
            }
            default -> throw new IllegalStateException();
        }
    }

    /** The plain "skill" action, for a card line with two Skill icons. */
    static int skillAct(DcState s) {
        for (Act a : s.c.acts) {
            if (a.type() == SKILL && a.n() == 1) {
                return a.id();
            }
        }
        throw new IllegalStateException("no skill action in the content");
    }

    // ============================================================================================ Bosses

    static void bossSetup(DcState s, int b, EventSink ev) {
        s.boss = b;
        s.bossesMet |= 1 << b;
        s.instance = 0;
        s.turn = 0;
        s.passers = 0;
        clearBoard(s);
        s.enemy[1] = BOSS;
        if (ev.enabled()) {
            emit(ev, "Boss fight: " + s.c.bosses.get(b).name(), "Fighting a Boss");
        }
        s.elite = false;
        begin(s, ev);
        s.bossZero = true;
    }

    static void bossDown(DcState s, EventSink ev) {
        Boss b = s.c.bosses.get(s.boss);
        if (s.instance + 1 < b.instances().length) {
            s.instance++;
            s.eDmg[1] = 0;
            s.eShield[1] = 0;
            java.util.Arrays.fill(s.eSt[1], 0);
            s.eFrozen[1] = 0;
            for (int p = 0; p < s.n; p++) {
                clearTokens(s, p);
                discardActive(s, p, ev);
            }
            if (ev.enabled()) {
                emit(ev, "The Boss card flips: " + b.instances()[s.instance].name(), "Boss Instances");
            }
            s.taskN = 0;
            newTurn(s, ev, false);
            return;
        }
        s.enemy[1] = -1;
        s.taskN = 0;
        boolean all = true;
        for (int p = 0; p < s.n; p++) {
            all &= !s.dead[p];
        }
        if (all) {
            for (Gain g : b.victory()) {
                if (g.kind() == CELL) {
                    s.cells += g.n();
                } else if (g.kind() == UNLOCK) {
                    s.unlocked |= 1 << g.arg();
                }
            }
            Rules.endRun(s, true, "beat " + b.name(), ev);
        } else {
            Rules.endRun(s, false, "died fighting " + b.name(), ev);
        }
    }

    static void bossTurnEnd(DcState s, EventSink ev) {
        for (int p = 0; p < s.n; p++) {
            if (s.dead[p]) {
                Rules.endRun(s, false, "died fighting " + s.c.bosses.get(s.boss).name(), ev);
                return;
            }
        }
        if (++s.turn >= TURN_CAP) {
            Rules.endRun(s, false, "outlasted by " + s.c.bosses.get(s.boss).name(), ev);
            return;
        }
        for (int p = 0; p < s.n; p++) {
            discardActive(s, p, ev);
        }
        s.first = s.nextSeat(s.first);
        newTurn(s, ev, true);
    }

    static void newTurn(DcState s, EventSink ev, boolean skipRoundZero) {
        if (s.n == 4) {
            boolean any = false;
            for (int q = 0; q < 4; q++) {
                any |= q != s.first && !s.dead[q] && (s.passers & 1 << q) == 0;
            }
            if (!any) {
                s.passers = 0;
            }
        }
        s.involved = new boolean[s.n];
        java.util.Arrays.fill(s.involved, true);
        s.passer = -1;
        s.round = -1;
        s.cursor = 0;
        s.bossZero = !skipRoundZero;
        s.pend = P_PLAY;
        s.pa = s.solo ? 0 : s.first;
    }
}
