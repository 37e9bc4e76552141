package keeptable.games.downamongthedead;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;

/**
 * Spawn Phase (1.0) and The Minor Demon Spawning: the monster player first decides whether to
 * summon the Minor Demon by a sacrifice; then a die is rolled for every other empty spawning square
 * that is not destroyed, read on the spawn table with the counter limits.
 */
final class SpawnRules {
    static final String RULE = "1.0";
    static final String DEMON = "The Minor Demon Spawning";

    private SpawnRules() {
    }

    static void startSpawnPhase(DadState s, EventSink out) {
        if (demonPossible(s)) {
            s.phase = DadState.SPAWN;
            return;
        }
        rollAll(s, out);
        TurnRules.initiative(s, out);
    }

    static boolean free(DadState s, int spawn) {
        return (s.destroyed >>> spawn & 1) == 0 && s.board[s.map.spawns[spawn]] == 0;
    }

    static int count(DadState s, Kind k) {
        int n = 0;
        for (int i = s.roster.first(k); i < s.roster.end(k); i++) {
            if (s.alive(i) && s.owner[i] == DadState.MONSTERS) {
                n++;
            }
        }
        return n;
    }

    static boolean canSacrifice(DadState s, int option) {
        int[] need = s.c.sacrifices[option];
        return count(s, Kind.VAMPIRE_THRALL) >= need[0]
                && count(s, Kind.MINION) + count(s, Kind.ZOMBIE) >= need[1];
    }

    static boolean demonPossible(DadState s) {
        if (s.inPlay(Kind.MINOR_DEMON) >= Math.min(1, s.c.limit[Kind.MINOR_DEMON.ordinal()])
                || s.spare(Kind.MINOR_DEMON) < 0) {
            return false;
        }
        boolean square = false;
        for (int i = 0; i < s.map.spawns.length; i++) {
            square |= free(s, i);
        }
        if (!square) {
            return false;
        }
        for (int o = 0; o < s.c.sacrifices.length; o++) {
            if (canSacrifice(s, o)) {
                return true;
            }
        }
        return false;
    }

    static void choices(DadState s, List<DadChoice> out) {
        if (s.phase == DadState.SPAWN) {
            out.add(new DadChoice.RollSpawns());
            for (int o = 0; o < s.c.sacrifices.length; o++) {
                if (canSacrifice(s, o)) {
                    for (int i = 0; i < s.map.spawns.length; i++) {
                        if (free(s, i)) {
                            out.add(new DadChoice.SummonDemon(o, s.map.spawns[i]));
                        }
                    }
                }
            }
            return;
        }
        for (int i = 0; i < s.roster.size(); i++) {
            if (!s.alive(i) || s.owner[i] != DadState.MONSTERS) {
                continue;
            }
            Kind k = s.kind(i);
            if (k == Kind.VAMPIRE_THRALL && s.sacThralls > 0
                    || (k == Kind.MINION || k == Kind.ZOMBIE) && s.sacLesser > 0) {
                out.add(new DadChoice.Sacrifice(i, s.pos[i]));
            }
        }
    }

    static void play(DadState s, DadChoice choice, EventSink out) {
        switch (choice) {
            case DadChoice.RollSpawns r -> {
                rollAll(s, out);
                TurnRules.initiative(s, out);
            }
            case DadChoice.SummonDemon d -> {
                s.sacThralls = s.c.sacrifices[d.option()][0];
                s.sacLesser = s.c.sacrifices[d.option()][1];
                s.demonSquare = d.square();
                s.phase = DadState.SACRIFICE;
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The monsters will summon the Minor Demon on "
                            + GameMap.name(d.square()), DEMON));
                }
            }
            case DadChoice.Sacrifice x -> {
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The " + s.name(x.counter()) + " is sacrificed", DEMON));
                }
                if (s.kind(x.counter()) == Kind.VAMPIRE_THRALL) {
                    s.sacThralls--;
                } else {
                    s.sacLesser--;
                }
                DeathRules.remove(s, x.counter());
                if (s.sacThralls == 0 && s.sacLesser == 0) {
                    int demon = s.spare(Kind.MINOR_DEMON);
                    s.put(demon, s.demonSquare);
                    s.count(Tally.DEMON, DadState.MONSTERS);
                    if (out.enabled()) {
                        out.emit(new DadEvent.Seen("The Minor Demon appears on " + GameMap.name(s.demonSquare), DEMON));
                    }
                    rollAll(s, out);
                    TurnRules.initiative(s, out);
                }
            }
            default -> throw new IllegalStateException("not a spawn choice: " + choice);
        }
    }

    /** A die for each empty, undestroyed spawning square. */
    static void rollAll(DadState s, EventSink out) {
        for (int i = 0; i < s.map.spawns.length; i++) {
            if (free(s, i)) {
                spawnOn(s, i, out);
            }
        }
    }

    static void spawnOn(DadState s, int spawn, EventSink out) {
        int sq = s.map.spawns[spawn];
        while (true) {
            int die = s.d6();
            int kind = s.c.spawnTable[die - 1];
            if (kind < 0) {
                emit(s, out, die, "nothing appears on " + GameMap.name(sq));
                return;
            }
            Kind k = Kind.of(kind);
            int spare = s.spare(k);
            if (s.inPlay(k) >= s.c.limit[kind] || spare < 0) {
                if (s.c.reroll[kind] && s.inPlay(k) >= s.c.limit[kind]) {
                    emit(s, out, die, s.c.kindName(kind) + "s are at their limit: re-roll");
                    continue;
                }
                emit(s, out, die, "no " + s.c.kindName(kind) + " counter is left: nothing appears");
                return;
            }
            s.put(spare, sq);
            emit(s, out, die, "a " + s.c.kindName(kind) + " appears on " + GameMap.name(sq));
            return;
        }
    }

    private static void emit(DadState s, EventSink out, int die, String what) {
        if (out.enabled()) {
            out.emit(new DadEvent.Rolled(DadState.MONSTERS, "d6", die, "Spawn roll " + die + ": " + what, RULE));
        }
    }
}
