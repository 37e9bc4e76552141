package keeptable.games.deadcells;

import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;
import static keeptable.games.deadcells.Notes.emit;

import keeptable.engine.EventSink;
import keeptable.games.deadcells.content.Words;

/**
 * The Combat board as the other Combat classes read it: each Enemy's lines, health and name, the Beheaded's Active
 * cards, Range, the Golden Rule position of each figure, and the housekeeping of tokens and cards.
 * Actors: a seat 0-3 (a Beheaded), 10+space (an Enemy), 20+seat*4+slot (a Companion).
 */
final class Board {
    /** The Boss's marker in {@code DcPosition.enemy} (a Boss is no Monster card). */
    static final int BOSS = 1 << 20;

    private Board() {
    }

    /** The enemy's action in round r, or null. */
    static Act lineOf(DcPosition s, int sp, int r) {
        int e = s.enemy[sp];
        if (e < 0) {
            return null;
        }
        if ((e & BOSS) != 0) {
            return s.c.bosses.get(s.boss).instances()[s.instance].byRound()[r];
        }
        return s.c.monsters.get(s.c.monsterOf(e)).byRound()[r];
    }

    static int health(DcPosition s, int sp) {
        int e = s.enemy[sp];
        return (e & BOSS) != 0 ? s.c.bosses.get(s.boss).instances()[s.instance].health()
                : s.c.monsters.get(s.c.monsterOf(e)).health();
    }

    static String enemyName(DcPosition s, int sp) {
        int e = s.enemy[sp];
        if (e < 0) {
            return "nobody";
        }
        return (e & BOSS) != 0 ? s.c.bosses.get(s.boss).instances()[s.instance].name()
                : s.c.monsters.get(s.c.monsterOf(e)).name();
    }

    static Act cardAct(DcPosition s, int seat, int k, int r) {
        int card = s.active[seat][k];
        return card < 0 ? null : s.c.cards.get(card).byRound()[r];
    }

    /** An Equipment card's action: its Wall/Hole version while the token is in play. */
    static Act itemAct(DcPosition s, Equip e) {
        return s.wall && e.wallAct() != null ? e.wallAct() : e.act();
    }

    static int rangeTargets(DcPosition s, int range) {
        int m = 0;
        for (int sp = 0; sp < SPACES; sp++) {
            if ((range & 1 << sp) != 0 && s.enemy[sp] >= 0) {
                m |= 1 << sp;
            }
        }
        return m;
    }

    static void clearBoard(DcPosition s) {
        java.util.Arrays.fill(s.enemy, -1);
        java.util.Arrays.fill(s.enemyDamage, 0);
        java.util.Arrays.fill(s.enemyShields, 0);
        for (int[] a : s.enemyStates) {
            java.util.Arrays.fill(a, 0);
        }
        java.util.Arrays.fill(s.enemyFrozen, 0);
    }

    /** Shields and State tokens leave a Beheaded (end of Combat, a Boss's new Instance). */
    static void clearTokens(DcPosition s, int p) {
        s.shields[p] = 0;
        java.util.Arrays.fill(s.states[p], 0);
        s.frozen[p] = 0;
    }

    /** The Active cards go to the discard in the order they were played, and the hand is refilled to 3. */
    static void discardActive(DcPosition s, int p, EventSink ev) {
        for (int k = 0; k < 2; k++) {
            if (s.active[p][k] >= 0) {
                s.discard(p, s.active[p][k]);
                s.active[p][k] = -1;
            }
        }
        s.refill(p, ev);
    }

    static void discardEnemy(DcPosition s, int e) {
        if (s.c.monsters.get(s.c.monsterOf(e)).elite()) {
            s.eliteDeck.discard(e);
        } else {
            s.monsterDeck.discard(e);
        }
    }

    static void moveEnemy(DcPosition s, int from, int to, EventSink ev) {
        s.enemy[to] = s.enemy[from];
        s.enemyDamage[to] = s.enemyDamage[from];
        s.enemyShields[to] = s.enemyShields[from];
        s.enemyStates[to] = s.enemyStates[from];
        s.enemyStates[from] = new int[5];
        s.enemyFrozen[to] = s.enemyFrozen[from];
        s.enemy[from] = -1;
        s.enemyDamage[from] = 0;
        s.enemyShields[from] = 0;
        s.enemyFrozen[from] = 0;
        if (ev.enabled()) {
            emit(ev, "The " + enemyName(s, to) + " " + Words.PLACES[from] + " moves toward the Group, now "
                    + Words.PLACES[to], "Round End");
        }
    }

    /** True once a Boss's new Instance restarted the Turn, or the Run ended: the action under way stops. */
    static boolean interrupted(DcPosition s) {
        return s.phase != COMBAT || s.round < 0;
    }

    static boolean enemiesLeft(DcPosition s) {
        for (int e : s.enemy) {
            if (e >= 0) {
                return true;
            }
        }
        return false;
    }

    static int cursorOf(DcPosition s, int actor) {
        if (actor >= 10 && actor < 20) {
            int sp = actor - 10;
            return sp == 0 ? 0 : s.n + 1 + sp;
        }
        int seat = actor >= 20 ? (actor - 20) / 4 : actor;
        return 2 + Math.floorMod(seat - s.first, s.n);
    }

    /** The plain "skill" action, for a card line with two Skill icons. */
    static int skillAct(DcPosition s) {
        for (Act a : s.c.acts) {
            if (a.type() == SKILL && a.n() == 1) {
                return a.id();
            }
        }
        throw new IllegalStateException("no skill action in the content");
    }

    /** Whether a Scroll track step left of the marker makes the Beheaded immune to this State. */
    static boolean immune(DcPosition s, int seat, int state) {
        if (s.serenade(seat)) {
            return false;
        }
        for (int col = 0; col < 3; col++) {
            Step[] t = s.c.beheaded.get(s.who[seat]).tracks()[col];
            for (int i = 0; i < s.scroll[seat][col] && i < t.length; i++) {
                if (t[i].kind() == ST_IMMUNE && t[i].n() == state) {
                    return true;
                }
            }
        }
        return false;
    }

    /** How many Equipment slots the Beheaded has open: one, and one more per slot step left of the markers. */
    static int slots(DcPosition s, int seat) {
        if (s.serenade(seat)) {
            return 0;
        }
        int open = 1;
        for (int col = 0; col < 3; col++) {
            Step[] t = s.c.beheaded.get(s.who[seat]).tracks()[col];
            for (int i = 0; i < s.scroll[seat][col] && i < t.length; i++) {
                if (t[i].kind() == ST_SLOT) {
                    open++;
                }
            }
        }
        return Math.min(open, s.slot[seat].length);
    }

    static int freeSlot(DcPosition s, int p) {
        for (int i = 0, open = slots(s, p); i < open; i++) {
            if (s.slot[p][i] < 0) {
                return i;
            }
        }
        return -1;
    }
}
