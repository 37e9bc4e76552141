package keeptable.games.deadkeep;

import java.util.Arrays;
import keeptable.engine.EventSink;
import keeptable.games.deadkeep.content.EnemyType;

/**
 * Opening an activation of Enemies: every Enemy (by how many Actions it has this pass), the Monsters alone
 * (Running Out of Miniatures), one miniature, or the Enemies of a Zone a Taunt calls. The batch itself is
 * run by {@link Foes#stepBatch}; this low layer only marks who acts and calls no rules file.
 */
final class Activations {
    private Activations() {
    }

    /**
     * Starts an activation of the Enemies acting in {@code pass} (1: all; 2: 2 Actions or more; 3: 3),
     * or of the Monsters only ({@code monsters}), or of one miniature ({@code only} >= 0). True when an
     * activation was opened or, for the Monsters, queued behind the one under way.
     */
    static boolean startBatch(DkPosition s, int pass, boolean monsters, int only, EventSink ev) {
        if (s.batch) {
            if (monsters) {
                s.extraQueued++;
            }
            return monsters;
        }
        boolean any = false;
        clearMarks(s);
        for (int slot = s.placed.next(0); slot < s.t.slots; slot = s.placed.next(slot + 1)) {
            boolean on = s.live(slot);
            if (on) {
                EnemyType e = s.c.enemies.get(s.type(slot));
                if (only >= 0) {
                    on = slot == only;
                } else if (monsters) {
                    on = e.monster();
                } else {
                    on = e.actions() >= pass;
                }
            }
            s.act[slot] = on;
            any |= on;
        }
        if (!any) {
            return false;
        }
        beginBatch(s, pass);
        s.batchMonsters = monsters;
        if (ev.enabled()) {
            ev.emit(new DkEvent.Note(only >= 0 ? s.enemyName(only) + " gets an extra Activation"
                    : monsters ? "Monsters get an extra Activation" : pass == 1 ? "Activation: every Enemy acts"
                    : pass == 2 ? "Activation again: Horsemen and Bloodhounds (2nd Action)"
                    : "Activation again: Bloodhounds (3rd Action)",
                    monsters || only >= 0 ? "Running Out of Miniatures" : pass == 1 ? "Activation"
                    : "Playing Horsemen and Bloodhounds"));
        }
        return true;
    }

    /** Taunt: the Enemies of a Zone get an extra Activation aimed at the taunting Adventurer alone. */
    static void startTaunt(DkPosition s, int zone, EventSink ev) {
        boolean any = false;
        clearMarks(s);
        for (int slot = s.placed.next(0); slot < s.t.slots; slot = s.placed.next(slot + 1)) {
            s.act[slot] = s.live(slot) && s.enZone[slot] == zone;
            any |= s.act[slot];
        }
        if (!any || s.batch) {
            s.taunter = -1;
            return;
        }
        beginBatch(s, 1);
        if (ev.enabled()) {
            Notes.note(ev, s.advName(s.taunter) + " taunts the Enemies of " + s.zoneName(zone)
                    + ": an extra Activation against them alone", "Skills");
        }
    }

    /** No miniature acts and none has a target yet; the callers then mark those on the board that act. */
    private static void clearMarks(DkPosition s) {
        Arrays.fill(s.act, false);
        Arrays.fill(s.eTarget, -1);
    }

    /** Opens an activation of the Enemies marked in {@code act}: attack targets first, then the Attacks, then the Moves. */
    private static void beginBatch(DkPosition s, int pass) {
        s.batch = true;
        s.batchMonsters = false;
        s.batchPass = pass;
        s.batchStage = 0;
        s.batchCursor = 0;
        s.batchSteps = 0;
        s.poolLen = 0;
        s.poolPos = 0;
        Arrays.fill(s.destChoice, -1);
        Arrays.fill(s.stepChoice, -1);
    }
}
