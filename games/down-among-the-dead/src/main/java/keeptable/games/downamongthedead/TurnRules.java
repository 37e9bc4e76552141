package keeptable.games.downamongthedead;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.EventSink;
import keeptable.engine.Outcome;
import keeptable.games.downamongthedead.content.Kind;

/**
 * Outline of Play: the turn's phases in order (spawn, initiative, item, movement, combat, effects
 * removal), the players' alternating activities within a phase, the victory conditions, the
 * limited-turns rule and the graded consequences at the end.
 */
final class TurnRules {
    private TurnRules() {
    }

    /** Starts the next turn with its spawn phase (or ends the game at the turn limit). */
    static void startTurn(DadState s, EventSink out) {
        if (s.turn >= s.v.turnLimit()) {
            end(s, false, true, out);
            return;
        }
        s.turn++;
        if (out.enabled()) {
            out.emit(new DadEvent.Seen("Turn " + s.turn + " begins", "Outline of Play"));
        }
        if (s.v.noSpawns()) {
            initiative(s, out);
        } else {
            SpawnRules.startSpawnPhase(s, out);
        }
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
        s.pend = DadState.NONE;
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
        s.pend = DadState.NONE;
        s.moving = -1;
        if (checkEnd(s, out)) {
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
                    ItemRules.activities(s, s.mover, scratch);
                    yield !scratch.isEmpty();
                }
                case DadState.MOVE -> MoveRules.canAct(s, s.mover);
                default -> CombatRules.canAct(s, s.mover, scratch);
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

    /** Checks both victory conditions; ends the game and returns true when one is met. */
    static boolean checkEnd(DadState s, EventSink out) {
        if (s.phase == DadState.OVER) {
            return true;
        }
        boolean adv = false;
        boolean mon = false;
        for (int i = 0; i < s.roster.size(); i++) {
            if (s.alive(i)) {
                if (s.owner[i] == DadState.ADVENTURERS) {
                    adv = true;
                } else {
                    mon = true;
                }
            }
        }
        if (s.v.noSpawns()) {
            if (!mon) {
                end(s, true, false, out);
                return true;
            }
        } else if (s.pos[s.boss()] < 0 || Integer.bitCount(s.destroyed) == s.map.spawns.length) {
            end(s, true, false, out);
            return true;
        }
        if (!adv) {
            end(s, false, false, out);
            return true;
        }
        return false;
    }

    /** Ends the game with the winner and the graded consequence in words. */
    static void end(DadState s, boolean adventurersWin, boolean timeUp, EventSink out) {
        int fallen = 0;
        int party = 0;
        for (int k = 0; k <= Kind.SCOUT.ordinal(); k++) {
            if ((s.picked >>> k & 1) != 0) {
                party++;
                if (s.deaths[k] > 0 && (s.pos[k] < 0 || s.dead[k])) {
                    fallen++;
                }
            }
        }
        String bossName = s.c.kindName(s.v.boss());
        int spawns = s.map.spawns.length;
        int gone = Integer.bitCount(s.destroyed);
        List<Integer> winners;
        StringBuilder why = new StringBuilder();
        if (s.v.noSpawns()) {
            if (timeUp) {
                winners = List.of();
                why.append("The turn limit (").append(s.v.turnLimit())
                        .append(") is reached with counters standing on both sides: a draw.");
            } else if (adventurersWin) {
                winners = List.of(DadState.ADVENTURERS);
                why.append("Every monster is gone: the adventurers are the last standing.");
            } else {
                winners = List.of(DadState.MONSTERS);
                why.append("Every adventurer is dead or enthralled: the monsters are the last standing.");
            }
        } else {
            if (adventurersWin) {
                winners = List.of(DadState.ADVENTURERS);
            } else {
                winners = List.of(DadState.MONSTERS);
            }
            if (s.pos[s.boss()] < 0) {
                why.append("The ").append(bossName).append(" is dead; ").append(fallen).append(" of ").append(party)
                        .append(" party members fell. The party is rewarded and hailed as heroes.");
            } else {
                if (adventurersWin) {
                    why.append("All spawning squares are destroyed.");
                } else if (timeUp) {
                    why.append("The turn limit (").append(s.v.turnLimit()).append(") is reached and the ")
                            .append(bossName).append(" lives.");
                } else {
                    why.append("Every adventurer is dead or enthralled.");
                }
                why.append(' ').append(gone).append(" of ").append(spawns).append(" spawning squares destroyed: ");
                if (gone == spawns) {
                    why.append("the locals are given a few years of respite.");
                } else if (2 * gone >= spawns) {
                    why.append("the local area has a few months of respite.");
                } else {
                    why.append("the ").append(bossName).append(" claims the local area as his domain.");
                }
            }
        }
        s.phase = DadState.OVER;
        s.pend = DadState.NONE;
        s.moving = -1;
        s.outcome = new Outcome(winners, why.toString());
        if (out.enabled()) {
            out.emit(new DadEvent.GameOver(winners, why.toString(), "Victory Condition"));
        }
    }
}
