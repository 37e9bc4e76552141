package keeptable.games.deadcells;

import static keeptable.games.deadcells.Board.*;
import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;
import static keeptable.games.deadcells.Notes.emit;

import keeptable.engine.EventSink;

/** Boss battles: setup, Instances, the end of a Turn and the next Turn. */
final class Bosses {
    static final int TURN_CAP = 12;

    private Bosses() {
    }

    static void setup(DcPosition s, int b, EventSink ev) {
        s.boss = b;
        s.bossesMet |= 1 << b;
        s.instance = 0;
        s.turn = 0;
        s.passers = 0;
        clearBoard(s);
        s.enemy[1] = BOSS;
        RunReport.byTheGroup(s, RunReport.FOUGHT, RunReport.BOSS | b);
        if (ev.enabled()) {
            emit(ev, "Boss fight: " + s.c.bosses.get(b).name(), "Bosses");
        }
        s.elite = false;
        Preparation.begin(s, ev);
        s.bossZero = true;
    }

    static void down(DcPosition s, EventSink ev) {
        Boss b = s.c.bosses.get(s.boss);
        if (s.instance + 1 < b.instances().length) {
            s.instance++;
            s.enemyDamage[1] = 0;
            s.enemyShields[1] = 0;
            java.util.Arrays.fill(s.enemyStates[1], 0);
            s.enemyFrozen[1] = 0;
            for (int p = 0; p < s.n; p++) {
                clearTokens(s, p);
                discardActive(s, p, ev);
            }
            if (ev.enabled()) {
                emit(ev, "The Boss card flips: " + b.instances()[s.instance].name(), "Bosses");
            }
            s.taskN = 0;
            newTurn(s, ev, false);
            return;
        }
        s.enemy[1] = -1;
        s.taskN = 0;
        RunReport.byTheGroup(s, RunReport.KILLED, RunReport.BOSS | s.boss);
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
            Ending.endRun(s, true, "beat " + b.name(), ev);
        } else {
            Ending.endRun(s, false, "died fighting " + b.name(), ev);
        }
    }

    static void turnEnd(DcPosition s, EventSink ev) {
        for (int p = 0; p < s.n; p++) {
            if (s.dead[p]) {
                Ending.endRun(s, false, "died fighting " + s.c.bosses.get(s.boss).name(), ev);
                return;
            }
        }
        if (++s.turn >= TURN_CAP) {
            Ending.endRun(s, false, "outlasted by " + s.c.bosses.get(s.boss).name(), ev);
            return;
        }
        for (int p = 0; p < s.n; p++) {
            discardActive(s, p, ev);
        }
        s.first = s.nextSeat(s.first);
        newTurn(s, ev, true);
    }

    static void newTurn(DcPosition s, EventSink ev, boolean skipRoundZero) {
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
        s.pending = Pending.PLAY;
        s.about = s.solo ? 0 : s.first;
    }
}
