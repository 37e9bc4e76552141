package keeptable.games.deadcells;

import static keeptable.games.deadcells.Board.*;
import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;
import static keeptable.games.deadcells.Notes.emit;

import keeptable.engine.EventSink;

/** What lands on a figure: Damage (Marked adds, Shields block), States, Immunity, deaths and Death Bonuses. */
final class Harm {
    private Harm() {
    }

    /** A Beheaded's attack lands on the Enemy in space sp. */
    static void hit(DcPosition s, int seat, int sp, Act a, EventSink ev) {
        if (s.enemy[sp] < 0) {
            if (ev.enabled()) {
                emit(ev, "The target has vanished: no effect", "Range");
            }
            return;
        }
        String cause = ev.enabled() ? Causes.strike(s, seat, sp, a) : null;
        if (a.type() == DAMAGE) {
            hurtEnemy(s, sp, a.n(), seat, cause, ev);
        } else {
            stateEnemy(s, sp, a.type() - POISON, a.n(), cause, ev);
        }
    }

    /** The Heal action {@code a} on the Beheaded of seat p, said with the card, Equipment or Skill it comes from. */
    static void heal(DcPosition s, int p, Act a, EventSink ev) {
        s.damage[p] = Math.max(0, s.damage[p] - a.n());
        if (ev.enabled()) {
            String with = Causes.carrier(s.c, a);
            emit(ev, s.name(p) + " heals " + a.n() + " Damage" + (with.isEmpty() ? "" : " with " + with), "Heal");
        }
    }

    /** Damage to the Enemy in space sp, said with its cause (null when nobody listens); thorns answer an attacker. */
    static void hurtEnemy(DcPosition s, int sp, int n, int attacker, String cause, EventSink ev) {
        int total = n + s.enemyStates[sp][S_MARK];
        int landed = 0;
        for (int i = 0; i < total; i++) {
            if (s.enemyShields[sp] > 0) {
                s.enemyShields[sp]--;
            } else {
                s.enemyDamage[sp]++;
                landed++;
            }
        }
        if (ev.enabled()) {
            emit(ev, cause + ": " + Causes.damage("the " + enemyName(s, sp), landed, total - landed, total - n, "its", 1),
                    "Damage");
        }
        int e = s.enemy[sp];
        if (landed > 0 && attacker >= 0 && (e & BOSS) == 0) {
            int thorns = s.c.monsters.get(s.c.monsterOf(e)).thorns();
            if (thorns > 0) {
                hurt(s, attacker, thorns, ev.enabled() ? Causes.cap(Causes.enemy(s, sp))
                        + " strikes back at whoever wounds it" : null, ev);
            }
        }
        if (s.enemy[sp] >= 0 && s.enemyDamage[sp] >= health(s, sp)) {
            kill(s, sp, ev);
        }
    }

    /** A State on the Enemy in space sp, said with its cause (null when nobody listens). */
    static void stateEnemy(DcPosition s, int sp, int state, int n, String cause, EventSink ev) {
        int e = s.enemy[sp];
        if ((e & BOSS) == 0 && (s.c.monsters.get(s.c.monsterOf(e)).immune() & 1 << state) != 0) {
            if (ev.enabled()) {
                emit(ev, cause + ": the " + enemyName(s, sp) + Causes.immune(state), "Immunity");
            }
            return;
        }
        for (int i = 0; i < n; i++) {
            if (state == S_FREEZE) {
                freezeEnemy(s, sp);
            } else {
                s.enemyStates[sp][state]++;
            }
        }
        if (ev.enabled()) {
            emit(ev, cause + ": the " + enemyName(s, sp) + Causes.state(state, n), "States");
        }
        if (state == S_FIRE && s.enemyStates[sp][S_FIRE] >= 2) {
            if (ev.enabled()) {
                emit(ev, Causes.cap(Causes.enemy(s, sp)) + " burns to death (a second On Fire token)", "States");
            }
            kill(s, sp, ev);
        }
    }

    /** Frozen sits on the next line with an action that has not been played yet. */
    static void freezeEnemy(DcPosition s, int sp) {
        int actedBefore = cursorOf(s, 10 + sp) < s.cursor ? 1 : 0;
        for (int r = Math.max(1, s.round + actedBefore); r <= 3; r++) {
            if (lineOf(s, sp, r) != null && (s.enemyFrozen[sp] & 1 << r) == 0) {
                s.enemyFrozen[sp] |= 1 << r;
                return;
            }
        }
    }

    /**
     * The line Frozen can reach on a Beheaded in Round r: its first-played card's (the 2-player rule), or Serenade's
     * board action once its deck is spent.
     */
    static Act frozenLine(DcPosition s, int p, int r) {
        return s.serenade(p) && s.serenadeOnBoard ? s.c.serenade.board()[r] : cardAct(s, p, 0, r);
    }

    static void freezeBeheaded(DcPosition s, int p) {
        int actedBefore = cursorOf(s, p) < s.cursor ? 1 : 0;
        for (int r = Math.max(1, s.round + actedBefore); r <= 3; r++) {
            if (frozenLine(s, p, r) != null && (s.frozen[p] & 1 << r) == 0) {
                s.frozen[p] |= 1 << r;
                return;
            }
        }
    }

    /** Damage to a Beheaded, said with its cause (null when nobody listens): Marked adds, each Shield cancels one. */
    static void hurt(DcPosition s, int p, int n, String cause, EventSink ev) {
        if (s.dead[p]) {
            return;
        }
        int total = n + s.states[p][S_MARK];
        int landed = 0;
        for (int i = 0; i < total; i++) {
            int cost = s.constraint == 2 ? 2 : 1;
            if (s.shields[p] >= cost) {
                s.shields[p] -= cost;
                shieldSpent(s, p, ev);
            } else {
                s.damage[p]++;
                landed++;
            }
        }
        if (ev.enabled()) {
            emit(ev, cause + ": " + Causes.damage(s.name(p), landed, total - landed, total - n,
                    s.names[p] + "'s", s.constraint == 2 ? 2 : 1), "Damage");
        }
        if (s.damage[p] >= s.maxHealth[p]) {
            s.damage[p] = s.maxHealth[p];
            die(s, p, ev);
        }
    }

    static void die(DcPosition s, int p, EventSink ev) {
        if (!s.dead[p]) {
            s.dead[p] = true;
            s.fallen |= 1 << p;
            if (ev.enabled()) {
                emit(ev, s.name(p) + " dies: the Run ends once this Combat is over", "Dying");
            }
        }
    }

    static void shieldSpent(DcPosition s, int p, EventSink ev) {
        for (int i = 0; i < s.slot[p].length; i++) {
            int q = s.slot[p][i];
            if (q >= 0 && s.c.equipment.get(q).onShield()) {
                Act a = s.c.equipment.get(q).act();
                if (a.type() == HEAL) {
                    heal(s, p, a, ev);
                } else {
                    int m = rangeTargets(s, a.range());
                    if (m != 0) {
                        hit(s, p, Integer.numberOfTrailingZeros(m), a, ev);
                    }
                }
            }
        }
    }

    /** A State on a Beheaded, said with its cause (null when nobody listens). */
    static void stateBeheaded(DcPosition s, int p, int state, int n, String cause, EventSink ev) {
        if (s.dead[p]) {
            return;
        }
        if (Board.immune(s, p, state)) {
            if (ev.enabled()) {
                emit(ev, cause + ": " + s.name(p) + Causes.immune(state), "Immunity");
            }
            return;
        }
        for (int i = 0; i < n; i++) {
            if (state == S_FREEZE) {
                freezeBeheaded(s, p);
            } else {
                s.states[p][state]++;
            }
        }
        if (ev.enabled()) {
            emit(ev, cause + ": " + s.name(p) + Causes.state(state, n), "States");
        }
        if (state == S_FIRE && s.states[p][S_FIRE] >= 2) {
            if (ev.enabled()) {
                emit(ev, s.name(p) + " burns to death (a second On Fire token)", "States");
            }
            s.damage[p] = s.maxHealth[p];
            die(s, p, ev);
        }
    }

    /** Damage to a Companion, said with its cause (null when nobody listens). */
    static void hurtCompanion(DcPosition s, int p, int i, int n, String cause, EventSink ev) {
        int q = s.slot[p][i];
        s.slotDamage[p][i] += n;
        if (ev.enabled()) {
            emit(ev, cause + ": " + s.names[p] + "'s Companion " + s.c.equipment.get(q).name() + " takes " + n
                    + " Damage", "Companions");
        }
        if (s.slotDamage[p][i] >= s.c.equipment.get(q).health()) {
            s.slot[p][i] = -1;
            s.slotDamage[p][i] = 0;
            s.equipmentDeck.discard(q);
            if (ev.enabled()) {
                emit(ev, s.c.equipment.get(q).name() + " is killed and discarded", "Companions");
            }
        }
    }

    static void kill(DcPosition s, int sp, EventSink ev) {
        int e = s.enemy[sp];
        if (e < 0) {
            return;
        }
        if (ev.enabled()) {
            emit(ev, Causes.cap(Causes.enemy(s, sp)) + " is killed", "Killing a Monster");
        }
        if ((e & BOSS) != 0) {
            Bosses.down(s, ev);
            return;
        }
        Monster m = s.c.monsters.get(s.c.monsterOf(e));
        RunReport.byTheGroup(s, RunReport.KILLED, s.c.monsterOf(e));
        s.enemy[sp] = -1;
        s.enemyDamage[sp] = 0;
        s.enemyShields[sp] = 0;
        java.util.Arrays.fill(s.enemyStates[sp], 0);
        s.enemyFrozen[sp] = 0;
        if (m.elite()) {
            s.eliteKills++;
        }
        discardEnemy(s, e);
        for (Gain g : m.death()) {
            switch (g.kind()) {
                case WOUND -> s.push(TK_WOUND, -1, g.n(), 0);
                case EQUIPMENT -> {
                    if (!s.equipmentDeck.isEmpty()) {
                        s.bagEquip[s.bagEquipN++] = s.drawEquipment(ev);
                    }
                }
                case BLUEPRINT -> {
                    if (!s.blueprintDeck.isEmpty()) {
                        s.bagBlue[s.bagBlueN++] = s.takeBottomBlueprint(ev);
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
}
