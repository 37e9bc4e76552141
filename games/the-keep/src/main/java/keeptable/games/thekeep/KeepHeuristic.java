package keeptable.games.thekeep;

import java.util.function.ToDoubleFunction;
import keeptable.engine.Rng;
import keeptable.engine.agent.HeuristicAgent;
import keeptable.games.thekeep.KeepChoice.ChooseHilt;
import keeptable.games.thekeep.KeepChoice.Commit;
import keeptable.games.thekeep.KeepChoice.DemandOther;
import keeptable.games.thekeep.KeepChoice.DiscardBonus;
import keeptable.games.thekeep.KeepChoice.GuardSearch;
import keeptable.games.thekeep.KeepChoice.GuardStep;
import keeptable.games.thekeep.KeepChoice.Jump;
import keeptable.games.thekeep.KeepChoice.LeaveKeep;
import keeptable.games.thekeep.KeepChoice.Place;
import keeptable.games.thekeep.KeepChoice.PlayBonus;
import keeptable.games.thekeep.KeepChoice.PlayHazard;
import keeptable.games.thekeep.KeepChoice.Search;
import keeptable.games.thekeep.KeepChoice.Stay;
import keeptable.games.thekeep.KeepChoice.Step;
import keeptable.games.thekeep.KeepChoice.Stop;
import keeptable.games.thekeep.KeepChoice.Summon;
import keeptable.games.thekeep.KeepChoice.Teleport;

/**
 * Rules of thumb. Searchers walk toward the nearest cellar room not yet ruled out (counting a secret door
 * they have not found as a detour), stop beside secret doors to search them, and play their best card.
 * Molasar hides the Hilt at random, hunts the Searcher closest to it, sends guards at the Searchers and
 * plays his best card. Searchers never look at the Hilt room (their copy of it is a guess anyway).
 */
final class KeepHeuristic extends HeuristicAgent<KeepState, KeepChoice> {

    /**
     * What one decision's choices are all weighed against, worked out once per decision, not once per choice. It
     * lives only as long as the decision's scoring, never in the bot: a search shares one bot among the threads of
     * a hint, each scoring its own decisions at once.
     */
    private static final class Decision {
        int[] dist;
        int threat = -1;
    }

    @Override
    protected ToDoubleFunction<KeepChoice> scorer(KeepState s, Rng rng) {
        Decision x = new Decision();
        return c -> score(s, c, x);
    }

    @Override
    protected double score(KeepState s, KeepChoice choice, Rng rng) {
        return score(s, choice, new Decision());
    }

    /** Distances to the nearest possible Hilt room for a Searcher pawn, through the doors it knows. */
    private int[] searcherDist(KeepState s, int p) {
        return Paths.toTargets(s.k, s.possibleHiltRooms(), s.found[p]);
    }

    /** The Searcher Molasar fears most: nearest to the Hilt (Molasar's own knowledge). */
    private int threat(KeepState s, Decision x) {
        if (x.threat < 0) {
            int[][] d = Paths.all(s.k);
            int best = Paths.FAR + 1;
            for (int p = 0; p < 5; p++) {
                if (s.pos[p] >= 0 && s.hilt >= 0 && d[s.pos[p]][s.hilt] < best) {
                    best = d[s.pos[p]][s.hilt];
                    x.threat = p;
                }
            }
            if (x.threat < 0) {
                x.threat = 5;
            }
        }
        return x.threat;
    }

    private int distToThreat(KeepState s, Decision x, int room) {
        int t = threat(s, x);
        if (t >= 5 || room < 0) {
            return 0;
        }
        return Paths.all(s.k)[room][s.pos[t]];
    }

    private static int nearestSearcher(KeepState s, int room) {
        int best = Paths.FAR;
        int[][] d = Paths.all(s.k);
        for (int p = 0; p < 5; p++) {
            if (s.pos[p] >= 0) {
                best = Math.min(best, d[room][s.pos[p]]);
            }
        }
        return best;
    }

    private double score(KeepState s, KeepChoice choice, Decision x) {
        int me = s.toMove();
        boolean molasar = me == s.molSeat;
        Content k = s.k;
        switch (s.phase) {
            case KeepState.P_C_MOL, KeepState.P_C_MOL_RE -> {
                return choice instanceof Commit c ? Conflicts.molasarValue(s, c.card()) : 0;
            }
            case KeepState.P_C_DEF -> {
                return choice instanceof Commit c ? Conflicts.searcherValue(s, c.card()) : 0;
            }
            case KeepState.P_C_SG -> {
                int seen = s.secondGuessCard;
                int v = seen < 0 ? 0 : Conflicts.molasarValue(s, seen);
                return (choice instanceof DemandOther) == (v >= 5) ? 1 : 0;
            }
            case KeepState.P_C_DISCARD -> {
                return choice instanceof DiscardBonus d ? -usefulness(k.bonusEffect[d.card()]) : 0;
            }
            case KeepState.P_C_RETREAT -> {
                return retreatScore(s, choice, molasar);
            }
            default -> {
            }
        }
        if (choice instanceof ChooseHilt) {
            return 0;
        }
        if (choice instanceof PlayHazard ph) {
            return hazardScore(s, x, k.hazardEffect[ph.card()]);
        }
        if (choice instanceof PlayBonus pb) {
            return bonusScore(s, k.bonusEffect[pb.card()]);
        }
        if (molasar) {
            if (choice instanceof Jump j) {
                return -distToThreat(s, x, j.room());
            }
            if (choice instanceof Teleport t) {
                return -distToThreat(s, x, t.room());
            }
            if (choice instanceof Summon su) {
                return 10 - distToThreat(s, x, su.room());
            }
            if (choice instanceof GuardSearch) {
                for (int p = 0; p < 5; p++) {
                    if (k.isCellar(s.pos[p])) {
                        return 0.5;
                    }
                }
                return -1;
            }
            if (choice instanceof GuardStep gs) {
                return guardStep(s, gs);
            }
            if (s.phase == KeepState.P_M_MOVE) {
                if (choice instanceof Step st) {
                    return -distToThreat(s, x, st.room());
                }
                if (choice instanceof Stop) {
                    // stopping on a guard destroys it: one guard fewer to eat and to send at the Searchers
                    return -distToThreat(s, x, s.mol) + 0.1 - (s.guardAt(s.mol, -1) >= 0 ? 2 : 0);
                }
            }
            if (choice instanceof Stay) {
                return -distToThreat(s, x, s.mol);
            }
            return 0;
        }
        // ---- a Searcher player ----
        int p = s.actor < 5 ? s.actor : -1;
        if (p < 0) {
            return 0;
        }
        if (x.dist == null) {
            x.dist = searcherDist(s, p);
        }
        if (choice instanceof Place pl) {
            return -x.dist[pl.room()] - (s.enemyAt(pl.room()) >= 0 ? 3 : 0);
        }
        if (choice instanceof Search se) {
            int other = k.across(se.door(), s.pos[p]);
            int[] withDoor = Paths.toTargets(k, s.possibleHiltRooms(), s.found[p] | 1 << se.door());
            return withDoor[other] + 1 < x.dist[s.pos[p]] + 1 ? 1 : -1;
        }
        if (choice instanceof Step st) {
            int r = st.room();
            double pen = s.enemyAt(r) >= 0 ? 1.5 : 0;
            return -x.dist[r] - pen;
        }
        if (choice instanceof GuardStep gs) {
            int[][] d = Paths.all(k);
            return goesBack(s, gs) ? BACK : 0.3 * (d[gs.room()][s.pos[p]] - d[s.guardRooms[gs.guard()]][s.pos[p]]) - 0.2;
        }
        if (choice instanceof Stop) {
            return s.pos[p] >= 0 ? -x.dist[s.pos[p]] + 0.01 : 0;
        }
        if (choice instanceof Stay) {
            return -0.5;
        }
        return 0;
    }

    /** The score of a guard step back into a room the guard stood in on its walk this turn: below every other choice. */
    private static final double BACK = -1000;

    /** Whether the step takes the guard back into a room it stood in on its walk this turn. */
    static boolean goesBack(KeepState s, GuardStep gs) {
        return (s.guardWalk[gs.guard()] >>> gs.room() & 1) != 0;
    }

    /**
     * Molasar's step of a guard, scored by the best room the guard can end its move in by way of that step: how much
     * nearer the Searchers it stands there, less half a point a room walked (the rooms the step's pawn may pass but
     * not stop in are walked through, a Searcher's room halts it), never by way of a room it stood in on its walk
     * this turn. Scoring the whole walk, not the one step, keeps a guard on a shortest way to one room; a step back
     * scores below every other choice, and a step that gains nothing scores at most standing still (the Stop, 0).
     */
    static double guardStep(KeepState s, GuardStep gs) {
        if (goesBack(s, gs)) {
            return BACK;
        }
        int g = gs.guard();
        int kind = KeepState.K_GUARD + g;
        int allowance = s.alert && s.phase == KeepState.P_SS_MOVE && g != s.oneGuard ? KeepState.GENERAL_ALERT_MOVES
                : s.movePoints;
        double here = guardPlace(s, s.guardRooms[g]);
        double best = BACK;
        long seen = 1L << gs.room() | 1L << s.guardRooms[g] | s.guardWalk[g];
        long frontier = 1L << gs.room();
        for (int walked = 1; frontier != 0; walked++) {
            long next = 0;
            for (long m = frontier; m != 0; m &= m - 1) {
                int r = Long.numberOfTrailingZeros(m);
                if (Movement.validEnd(s, kind, r)) {
                    best = Math.max(best, guardPlace(s, r) - here - 0.5 * walked);
                }
                if (walked < allowance && !Movement.stopsIn(s, kind, r, false)) {
                    next |= Movement.edges(s, kind, r, 0);
                }
            }
            next &= ~seen;
            seen |= next;
            frontier = next;
        }
        return best;
    }

    /** How well placed a guard stands in the room: near a Searcher, in the cellar, near Molasar (a tie-break). */
    private static double guardPlace(KeepState s, int room) {
        return -nearestSearcher(s, room) + (s.k.isCellar(room) ? 0.3 : 0) - 0.01 * Paths.all(s.k)[room][s.mol];
    }

    private double retreatScore(KeepState s, KeepChoice choice, boolean molasar) {
        Content k = s.k;
        int pawn = s.retreatPawn;
        if (molasar && pawn < 5) {
            // push the Searcher away from the cellar rooms still worth searching
            int[] d = searcherDist(s, pawn);
            if (choice instanceof LeaveKeep) {
                return 50;
            }
            if (choice instanceof Step st) {
                return d[st.room()] - (s.hilt == st.room() ? 100 : 0);
            }
            return d[s.pos[pawn]];
        }
        // a Searcher pushes Molasar or a guard away from the Searchers, a guard never back where it was pushed from
        if (choice instanceof GuardStep gs && goesBack(s, gs)) {
            return BACK;
        }
        int room = choice instanceof Step st ? st.room() : choice instanceof GuardStep gs ? gs.room() : s.roomOf(pawn);
        return nearestSearcher(s, room) + (k.isCellar(room) ? -0.5 : 0);
    }

    private double hazardScore(KeepState s, Decision x, int effect) {
        Content k = s.k;
        int t = threat(s, x);
        int dt = t < 5 && s.hilt >= 0 ? Paths.all(k)[s.pos[t]][s.hilt] : Paths.FAR;
        int bonuses = 0;
        for (int c = 0; c < 12; c++) {
            bonuses += s.bonusWhere[c] >= 0 ? 1 : 0;
        }
        int w = s.hazardWindowOpen;
        boolean guardsPlaced = w == KeepState.AFTER_HIS_MOVE || w == KeepState.AFTER_THE_GUARDS
                || w == KeepState.AFTER_THE_CONFLICTS;
        return switch (effect) {
            case KeepState.H_POWER -> s.hazardWindowOpen == KeepState.BEFORE_HIS_MOVE && dt <= 8 ? 0.9 : -0.1;
            case KeepState.H_EVIL -> bonuses >= 3 ? 0.6 : -0.2;
            case KeepState.H_SUMMON -> guardsPlaced && dt <= 5 ? 1.0 : -0.3;
            case KeepState.H_ALERT -> s.hazardWindowOpen == KeepState.AFTER_HIS_MOVE ? 0.4 : -0.5;
            case KeepState.H_PASSAGE, KeepState.H_MAGIC -> s.hazardWindowOpen == KeepState.BEFORE_HIS_MOVE && dt <= 4 ? 0.8 : -0.4;
            default -> -1;
        };
    }

    private double bonusScore(KeepState s, int effect) {
        int p = s.actor;
        return switch (effect) {
            case KeepState.B_SECOND_WIND, KeepState.B_BLADE, KeepState.B_FLASHLIGHT -> 5;
            case KeepState.B_SECOND_GUESS -> 2;
            case KeepState.B_SECRET_ENTRANCE -> 3;
            case KeepState.B_REROLL -> s.movePoints <= 2 ? 1 : -1;
            case KeepState.B_PASS -> {
                // worth it when a guard stands next to the pawn
                if (p < 5 && s.pos[p] >= 0) {
                    for (long m = s.k.exits[s.pos[p]]; m != 0; m &= m - 1) {
                        if (s.guardAt(Long.numberOfTrailingZeros(m), -1) >= 0) {
                            yield 0.5;
                        }
                    }
                }
                yield -1;
            }
            case KeepState.B_MOVE_NAZI -> -0.5;
            default -> -1;
        };
    }

    private static int usefulness(int effect) {
        return switch (effect) {
            case KeepState.B_SECOND_WIND -> 5;
            case KeepState.B_BLADE, KeepState.B_SECOND_GUESS -> 4;
            case KeepState.B_SECRET_ENTRANCE -> 3;
            case KeepState.B_PASS, KeepState.B_REROLL -> 2;
            default -> 1;
        };
    }
}
