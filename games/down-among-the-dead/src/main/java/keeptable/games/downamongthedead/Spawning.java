package keeptable.games.downamongthedead;

import keeptable.engine.EventSink;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;

/**
 * The spawning squares (1.0, The Minor Demon Spawning, Floor Squares): which are free, whether the
 * monsters could summon the Minor Demon, the spawn roll with the counter limits, and a square
 * destroyed under an adventurer's feet. Changes the state but never moves the turn on: the phase
 * classes and {@link TurnRules} call it.
 */
final class Spawning {
    static final String RULE = "1.0";

    private Spawning() {
    }

    static boolean free(DadPosition s, int spawn) {
        return (s.destroyed >>> spawn & 1) == 0 && s.board[s.map.spawns[spawn]] == 0;
    }

    /** The monster player's living counters of a kind. */
    static int count(DadPosition s, Kind k) {
        int n = 0;
        for (int i = s.roster.first(k); i < s.roster.end(k); i++) {
            if (s.alive(i) && s.owner[i] == DadPosition.MONSTERS) {
                n++;
            }
        }
        return n;
    }

    static boolean canSacrifice(DadPosition s, int option) {
        int[] need = s.content.sacrifices[option];
        return count(s, Kind.VAMPIRE_THRALL) >= need[0]
                && count(s, Kind.MINION) + count(s, Kind.ZOMBIE) >= need[1];
    }

    /** Whether the monsters may summon the Minor Demon now: none in play, a free square, a sacrifice at hand. */
    static boolean demonPossible(DadPosition s) {
        if (s.inPlay(Kind.MINOR_DEMON) >= Math.min(1, s.content.limit[Kind.MINOR_DEMON.ordinal()])
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
        for (int o = 0; o < s.content.sacrifices.length; o++) {
            if (canSacrifice(s, o)) {
                return true;
            }
        }
        return false;
    }

    /** A die for each empty, undestroyed spawning square. */
    static void rollAll(DadPosition s, EventSink out) {
        for (int i = 0; i < s.map.spawns.length; i++) {
            if (free(s, i)) {
                spawnOn(s, i, out);
            }
        }
    }

    static void spawnOn(DadPosition s, int spawn, EventSink out) {
        int sq = s.map.spawns[spawn];
        while (true) {
            int die = s.d6();
            int kind = s.content.spawnTable[die - 1];
            if (kind < 0) {
                if (out.enabled()) {
                    say(out, die, "nothing appears on " + GameMap.name(sq));
                }
                return;
            }
            Kind k = Kind.of(kind);
            int spare = s.spare(k);
            if (s.inPlay(k) >= s.content.limit[kind] || spare < 0) {
                if (s.content.reroll[kind] && s.inPlay(k) >= s.content.limit[kind]) {
                    if (out.enabled()) {
                        say(out, die, s.content.kindName(kind) + "s are at their limit: re-roll");
                    }
                    continue;
                }
                if (out.enabled()) {
                    say(out, die, "no " + s.content.kindName(kind) + " counter is left: nothing appears");
                }
                return;
            }
            s.put(spare, sq);
            if (out.enabled()) {
                say(out, die, "a " + s.content.kindName(kind) + " appears on " + GameMap.name(sq));
            }
            return;
        }
    }

    private static void say(EventSink out, int die, String what) {
        out.emit(new DadEvent.Rolled(DadPosition.MONSTERS, "d6", die, "Spawn roll " + die + ": " + what, RULE));
    }

    /** Spawning squares become ordinary floor once an adventurer occupies or passes through them. */
    static void destroySpawn(DadPosition s, int counter, int sq, EventSink out) {
        int sp = s.map.spawnIndex[sq];
        if (sp >= 0 && s.kind(counter).adventurer() && s.owner[counter] == DadPosition.ADVENTURERS
                && (s.destroyed >>> sp & 1) == 0) {
            s.destroyed |= 1 << sp;
            if (out.enabled()) {
                out.emit(new DadEvent.Seen("The spawning square on " + GameMap.name(sq) + " is destroyed",
                        "Floor Squares"));
            }
        }
    }
}
