package keeptable.games.downamongthedead;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.EventSink;

/**
 * Outline of Play: the turn's phases in order (spawn, initiative, item, movement, combat, effects
 * removal) and the players' alternating activities within a phase. The end of the game is in
 * {@link Victory}.
 */
final class TurnRules {
    private TurnRules() {
    }

    /** Starts the next turn with its spawn phase (or ends the game at the turn limit). */
    static void startTurn(DadPosition s, EventSink out) {
        if (s.turn >= s.variant.turnLimit()) {
            Victory.end(s, false, true, out);
            return;
        }
        s.turn++;
        if (out.enabled()) {
            out.emit(new DadEvent.Seen("Turn " + s.turn + " begins", "Outline of Play"));
        }
        if (s.variant.noSpawns()) {
            initiative(s, out);
        } else {
            startSpawnPhase(s, out);
        }
    }

    /** 1.0: the monsters first decide on the Minor Demon when they could summon it; else the dice roll at once. */
    static void startSpawnPhase(DadPosition s, EventSink out) {
        if (Spawning.demonPossible(s)) {
            s.phase = DadPosition.SPAWN;
            return;
        }
        Spawning.rollAll(s, out);
        initiative(s, out);
    }

    /** 2.0: both roll a die, ties re-rolled; the winner acts first in every phase this turn. */
    static void initiative(DadPosition s, EventSink out) {
        int a;
        int m;
        do {
            a = s.d6();
            m = s.d6();
            if (out.enabled()) {
                out.emit(new DadEvent.Rolled(0, "d6", a, "Initiative: adventurers roll " + a + ", monsters roll " + m
                        + (a == m ? " (tie, re-roll)" : ""), "2.0"));
            }
        } while (a == m);
        s.first = a > m ? DadPosition.ADVENTURERS : DadPosition.MONSTERS;
        if (out.enabled()) {
            out.emit(new DadEvent.Seen((s.first == 0 ? "The adventurers" : "The monsters") + " win the initiative",
                    "2.0"));
        }
        startPhase(s, DadPosition.ITEM, out);
    }

    static void startPhase(DadPosition s, int phase, EventSink out) {
        s.phase = phase;
        s.acted = 0;
        s.doneMask = 0;
        s.mover = s.first;
        s.reaction = DadPosition.NONE;
        s.moving = -1;
        if (phase == DadPosition.COMBAT) {
            s.rerollUsed = 0;
            s.cancelUsed = 0;
            s.berserkUsed = 0;
        }
        settle(s, out);
    }

    /** A player's activity is over: the other player goes next unless he is done with the phase. */
    static void endActivity(DadPosition s, EventSink out) {
        s.reaction = DadPosition.NONE;
        s.moving = -1;
        if (Victory.checkEnd(s, out)) {
            return;
        }
        int other = 1 - s.mover;
        if ((s.doneMask >>> other & 1) == 0) {
            s.mover = other;
        }
        settle(s, out);
    }

    /** The mover ends his part in the phase. */
    static void done(DadPosition s, EventSink out) {
        s.doneMask |= 1 << s.mover;
        s.mover = 1 - s.mover;
        settle(s, out);
    }

    private static final ThreadLocal<List<DadChoice>> SCRATCH = ThreadLocal.withInitial(() -> new ArrayList<>(64));

    /**
     * Skips a player who has nothing left to do in the phase (only "done" is open to him) and moves
     * to the next phase when both are done.
     */
    static void settle(DadPosition s, EventSink out) {
        List<DadChoice> scratch = SCRATCH.get();
        while (s.phase != DadPosition.OVER) {
            if (s.doneMask == 3) {
                nextPhase(s, out);
                return;
            }
            if ((s.doneMask >>> s.mover & 1) != 0) {
                s.mover = 1 - s.mover;
                continue;
            }
            boolean any = switch (s.phase) {
                case DadPosition.ITEM -> {
                    scratch.clear();
                    ItemChoices.activities(s, s.mover, scratch);
                    yield !scratch.isEmpty();
                }
                case DadPosition.MOVE -> MoveChoices.canAct(s, s.mover);
                default -> CombatChoices.canAct(s, s.mover, scratch);
            };
            if (any) {
                return;
            }
            s.doneMask |= 1 << s.mover;
            s.mover = 1 - s.mover;
        }
    }

    private static void nextPhase(DadPosition s, EventSink out) {
        switch (s.phase) {
            case DadPosition.ITEM -> startPhase(s, DadPosition.MOVE, out);
            case DadPosition.MOVE -> startPhase(s, DadPosition.COMBAT, out);
            default -> {
                effectsRemoval(s, out);
                startTurn(s, out);
            }
        }
    }

    /** 6.0: strength potions and frost penalties end with the turn. */
    static void effectsRemoval(DadPosition s, EventSink out) {
        java.util.Arrays.fill(s.strength, (byte) 0);
        java.util.Arrays.fill(s.frosted, false);
        if (out.enabled()) {
            out.emit(new DadEvent.Seen("Temporary effects are removed", "6.0"));
        }
    }
}
