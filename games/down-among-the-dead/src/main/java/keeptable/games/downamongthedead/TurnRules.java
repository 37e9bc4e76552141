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
    static void startTurn(DadState s, EventSink out) {
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
    static void startSpawnPhase(DadState s, EventSink out) {
        if (Spawning.demonPossible(s)) {
            s.phase = DadState.SPAWN;
            return;
        }
        Spawning.rollAll(s, out);
        initiative(s, out);
    }

    /** 2.0: both roll a die, ties re-rolled; the winner acts first in every phase this turn. */
    static void initiative(DadState s, EventSink out) {
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
        s.first = a > m ? DadState.ADVENTURERS : DadState.MONSTERS;
        if (out.enabled()) {
            out.emit(new DadEvent.Seen((s.first == 0 ? "The adventurers" : "The monsters") + " win the initiative",
                    "2.0"));
        }
        startPhase(s, DadState.ITEM, out);
    }

    static void startPhase(DadState s, int phase, EventSink out) {
        s.phase = phase;
        s.acted = 0;
        s.doneMask = 0;
        s.mover = s.first;
        s.reaction = DadState.NONE;
        s.moving = -1;
        if (phase == DadState.COMBAT) {
            s.rerollUsed = 0;
            s.cancelUsed = 0;
            s.berserkUsed = 0;
        }
        settle(s, out);
    }

    /** A player's activity is over: the other player goes next unless he is done with the phase. */
    static void endActivity(DadState s, EventSink out) {
        s.reaction = DadState.NONE;
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
    static void done(DadState s, EventSink out) {
        s.doneMask |= 1 << s.mover;
        s.mover = 1 - s.mover;
        settle(s, out);
    }

    private static final ThreadLocal<List<DadChoice>> SCRATCH = ThreadLocal.withInitial(() -> new ArrayList<>(64));

    /**
     * Skips a player who has nothing left to do in the phase (only "done" is open to him) and moves
     * to the next phase when both are done.
     */
    static void settle(DadState s, EventSink out) {
        List<DadChoice> scratch = SCRATCH.get();
        while (s.phase != DadState.OVER) {
            if (s.doneMask == 3) {
                nextPhase(s, out);
                return;
            }
            if ((s.doneMask >>> s.mover & 1) != 0) {
                s.mover = 1 - s.mover;
                continue;
            }
            boolean any = switch (s.phase) {
                case DadState.ITEM -> {
                    scratch.clear();
                    ItemChoices.activities(s, s.mover, scratch);
                    yield !scratch.isEmpty();
                }
                case DadState.MOVE -> MoveChoices.canAct(s, s.mover);
                default -> CombatChoices.canAct(s, s.mover, scratch);
            };
            if (any) {
                return;
            }
            s.doneMask |= 1 << s.mover;
            s.mover = 1 - s.mover;
        }
    }

    private static void nextPhase(DadState s, EventSink out) {
        switch (s.phase) {
            case DadState.ITEM -> startPhase(s, DadState.MOVE, out);
            case DadState.MOVE -> startPhase(s, DadState.COMBAT, out);
            default -> {
                effectsRemoval(s, out);
                startTurn(s, out);
            }
        }
    }

    /** 6.0: strength potions and frost penalties end with the turn. */
    static void effectsRemoval(DadState s, EventSink out) {
        java.util.Arrays.fill(s.strength, (byte) 0);
        java.util.Arrays.fill(s.frosted, false);
        if (out.enabled()) {
            out.emit(new DadEvent.Seen("Temporary effects are removed", "6.0"));
        }
    }
}
