package keeptable.games.deadcells;

import static keeptable.games.deadcells.Board.*;
import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;
import static keeptable.games.deadcells.Notes.emit;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.deadcells.content.Words;
import keeptable.games.deadcells.DcChoice.TargetBeheaded;
import keeptable.games.deadcells.DcChoice.TargetCompanion;

/** An Enemy's action on the Group: the First Player, all, or the Beheaded (or Companions) the Group chooses. */
final class Targeting {
    private Targeting() {
    }

    static void enemyAct(DcPosition s, int sp, Act a, int x, EventSink ev) {
        if (a.type() == SHIELD) {
            s.enemyShields[sp] += a.n();
            if (ev.enabled()) {
                emit(ev, "In Round " + Words.round(s.round) + ", " + Causes.enemy(s, sp) + " raises "
                        + Words.shields(a.n()), "Block");
            }
            return;
        }
        switch (a.target()) {
            case T_FIRST -> enemyHits(s, sp, s.first, a, ev);
            case T_ALL -> {
                for (int p = 0; p < s.n && !interrupted(s); p++) {
                    if (s.involved[p] && !s.dead[p]) {
                        enemyHits(s, sp, p, a, ev);
                    }
                }
            }
            default -> {
                s.pending = Pending.BEHEADED;
                s.about = sp;
                s.item = a.id();
                s.allowed = a.target() == T_TWO ? 2 : 1;
                s.taken = 0;
                autoBeheaded(s, ev);
            }
        }
    }

    static void autoBeheaded(DcPosition s, EventSink ev) {
        List<DcChoice> cs = LegalChoices.current(s);
        if (cs.size() == 1) {
            s.pending = Pending.NONE;
            if (cs.get(0) instanceof TargetBeheaded t) {
                targetBeheaded(s, t.seat(), ev);
            } else if (cs.get(0) instanceof TargetCompanion t) {
                targetCompanion(s, t.seat(), t.slot(), ev);
            }
        } else if (cs.isEmpty()) {
            s.pending = Pending.NONE;
        }
    }

    /** The Enemy in space sp hits the Beheaded in seat p with its action a. */
    static void enemyHits(DcPosition s, int sp, int p, Act a, EventSink ev) {
        if (!s.involved[p] || s.dead[p]) {
            return;
        }
        String cause = ev.enabled() ? Causes.enemyAttack(s, sp) : null;
        if (a.type() == DAMAGE) {
            Harm.hurt(s, p, a.n(), cause, ev);
        } else {
            Harm.stateBeheaded(s, p, a.type() - POISON, a.n(), cause, ev);
        }
    }

    /** The Group chose the Beheaded of seat {@code p} to take the Enemy's action. */
    static void targetBeheaded(DcPosition s, int p, EventSink ev) {
        Act a = s.c.acts.get(s.item);
        int sp = s.about;
        int left = s.allowed - 1;
        int chosen = s.taken | 1 << p;
        enemyHits(s, sp, p, a, ev);
        next(s, sp, a, left, chosen, ev);
    }

    /** The Group chose the Companion in slot {@code slot} of seat {@code p} to take the Enemy's Damage. */
    static void targetCompanion(DcPosition s, int p, int slot, EventSink ev) {
        Act a = s.c.acts.get(s.item);
        int sp = s.about;
        int left = s.allowed - 1;
        int chosen = s.taken | 1 << (4 + p * 4 + slot);
        Harm.hurtCompanion(s, p, slot, a.n(), ev.enabled() ? Causes.enemyAttack(s, sp) : null, ev);
        next(s, sp, a, left, chosen, ev);
    }

    /** After a target took the action: the Group chooses the next one while the action has {@code left} more to hit. */
    private static void next(DcPosition s, int sp, Act a, int left, int chosen, EventSink ev) {
        if (left > 0 && !interrupted(s)) {
            s.pending = Pending.BEHEADED;
            s.about = sp;
            s.item = a.id();
            s.allowed = left;
            s.taken = chosen;
            autoBeheaded(s, ev);
        }
    }

}
