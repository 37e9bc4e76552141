package keeptable.games.deadcells;

import static keeptable.games.deadcells.Board.*;
import static keeptable.games.deadcells.Content.*;
import static keeptable.games.deadcells.DcState.*;
import static keeptable.games.deadcells.Notes.emit;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.deadcells.DcChoice.Target;

/** An Enemy's action on the Group: the First Player, all, or the Beheaded (or Companions) the Group chooses. */
final class Targeting {
    private Targeting() {
    }

    static void enemyAct(DcState s, int sp, Act a, int x, EventSink ev) {
        if (a.type() == SHIELD) {
            s.enemyShields[sp] += a.n();
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
                s.pending = P_BEHEADED;
                s.about = sp;
                s.item = a.id();
                s.allowed = a.target() == T_TWO ? 2 : 1;
                s.taken = 0;
                autoBeheaded(s, ev);
            }
        }
    }

    static void autoBeheaded(DcState s, EventSink ev) {
        List<DcChoice> cs = Rules.choices(s);
        if (cs.size() == 1) {
            s.pending = P_NONE;
            if (cs.get(0) instanceof Target t) {
                targetBeheaded(s, t.who(), ev);
            }
        } else if (cs.isEmpty()) {
            s.pending = P_NONE;
        }
    }

    static void enemyHits(DcState s, int p, Act a, EventSink ev) {
        if (!s.involved[p] || s.dead[p]) {
            return;
        }
        if (a.type() == DAMAGE) {
            Harm.hurt(s, p, a.n(), -1, ev);
        } else {
            Harm.stateBeheaded(s, p, a.type() - POISON, a.n(), ev);
        }
    }

    static void targetBeheaded(DcState s, int who, EventSink ev) {
        Act a = s.c.acts.get(s.item);
        int sp = s.about;
        int left = s.allowed - 1;
        int chosen = s.taken;
        if (who >= 20) {
            int p = (who - 20) / 4;
            Harm.hurtCompanion(s, p, (who - 20) % 4, a.n(), ev);
            chosen |= 1 << (4 + p * 4 + (who - 20) % 4);
        } else {
            enemyHits(s, who - 10, a, ev);
            chosen |= 1 << (who - 10);
        }
        if (left > 0 && !interrupted(s)) {
            s.pending = P_BEHEADED;
            s.about = sp;
            s.item = a.id();
            s.allowed = left;
            s.taken = chosen;
            autoBeheaded(s, ev);
        }
    }

    /**
     * Who the Group may choose to take an Enemy's action: each Beheaded in the Combat not chosen yet for it and, for
     * Damage, each Companion of a living Beheaded in the Combat (a dead Beheaded's board is out of the fight).
     */
    static void choices(DcState s, List<DcChoice> out) {
        Act a = s.c.acts.get(s.item);
        for (int p = 0; p < s.n; p++) {
            if (!s.involved[p] || s.dead[p]) {
                continue;
            }
            if ((s.taken & 1 << p) == 0) {
                out.add(new Target(10 + p));
            }
            if (a.type() == DAMAGE) {
                for (int i = 0; i < s.slot[p].length; i++) {
                    int q = s.slot[p][i];
                    if (q >= 0 && s.c.equipment.get(q).kind() == E_COMPANION && (s.taken & 1 << (4 + p * 4 + i)) == 0) {
                        out.add(new Target(20 + p * 4 + i));
                    }
                }
            }
        }
    }
}
