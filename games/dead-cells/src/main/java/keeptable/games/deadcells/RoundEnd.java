package keeptable.games.deadcells;

import static keeptable.games.deadcells.Board.*;
import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.Notes.emit;

import keeptable.engine.EventSink;

/**
 * The Round End phase of Rounds 0-III, read left to right like the Round itself: Poison on the Enemy left of the
 * Group, then on each Beheaded of the Group (from the First Player, in turn order), then on the Enemies to the
 * right; after Round III, Bleeding; then the Monsters move toward the Group. Each Poison is its own step, so what
 * a death brings (a Death Bonus's Damage, a Boss's new Instance) happens before the next figure's Poison.
 */
final class RoundEnd {
    private RoundEnd() {
    }

    /** The Round End's step {@code i} (0 the left Enemy, 1..n the Group, n+1..n+3 the right, then the close). */
    static void step(DcPosition s, int i, EventSink ev) {
        int n = s.n;
        if (i == 0) {
            poisonEnemy(s, 0, ev);
        } else if (i <= n) {
            int seat = (s.first + i - 1) % n;
            if (s.involved[seat] && !s.dead[seat] && s.states[seat][S_POISON] > 0) {
                Harm.hurt(s, seat, s.states[seat][S_POISON], ev.enabled() ? "Round End, Poisoned "
                        + s.states[seat][S_POISON] : null, ev);
            }
        } else if (i <= n + 3) {
            poisonEnemy(s, i - n, ev);
        } else {
            close(s, ev);
        }
    }

    private static void poisonEnemy(DcPosition s, int sp, EventSink ev) {
        if (s.enemy[sp] >= 0 && s.enemyStates[sp][S_POISON] > 0) {
            Harm.hurtEnemy(s, sp, s.enemyStates[sp][S_POISON], -1, ev.enabled() ? "Round End, "
                    + Causes.enemy(s, sp) + " is Poisoned " + s.enemyStates[sp][S_POISON] : null, ev);
        }
    }

    /** Bleeding after Round III (left to right), the Monsters' move toward the Group, and the next Round. */
    private static void close(DcPosition s, EventSink ev) {
        int r = s.round;
        if (r == 3) {
            bleedEnemy(s, 0, ev);
            for (int i = 0; i < s.n && !interrupted(s); i++) {
                int p = (s.first + i) % s.n;
                if (s.involved[p] && !s.dead[p] && s.states[p][S_BLEED] > 0) {
                    if (ev.enabled()) {
                        emit(ev, s.name(p) + " bleeds to death (Bleeding after Round III)", "States");
                    }
                    s.damage[p] = s.maxHealth[p];
                    Harm.die(s, p, ev);
                }
            }
            for (int sp = 1; sp < SPACES && !interrupted(s); sp++) {
                bleedEnemy(s, sp, ev);
            }
            if (interrupted(s)) {
                return;
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
        s.round = r + 1;
        java.util.Arrays.fill(s.skillUsed, 0);
        s.timedUsed = 0;
    }

    private static void bleedEnemy(DcPosition s, int sp, EventSink ev) {
        if (s.enemy[sp] >= 0 && s.enemyStates[sp][S_BLEED] > 0) {
            if (ev.enabled()) {
                emit(ev, Causes.cap(Causes.enemy(s, sp)) + " bleeds to death (Bleeding after Round III)", "States");
            }
            Harm.kill(s, sp, ev);
        }
    }
}
