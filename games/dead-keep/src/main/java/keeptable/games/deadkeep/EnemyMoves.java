package keeptable.games.deadkeep;

import static keeptable.games.deadkeep.DkPosition.M_E_ROUTE;

import keeptable.engine.EventSink;
import keeptable.games.deadkeep.content.EnemyType;

/**
 * Enemies moving in the Activation: toward the nearest Zone with standing Adventurers (doors counted as open to
 * measure, the shortest open route to walk), multi-Zone movers, and the players breaking ties of destination,
 * path or ranged target.
 */
final class EnemyMoves {
    /** What an Enemy tie the players break is about (routeKind): the Zone it attacks, where it heads, its next step. */
    static final int R_TARGET = 0;
    static final int R_DEST = 1;
    static final int R_STEP = 2;

    private EnemyMoves() {
    }

    /** Moves an Enemy toward the nearest Zone with Adventurers; false if players must break a tie. */
    static boolean move(DkPosition s, int slot, EventSink ev) {
        EnemyType e = s.c.enemies.get(s.type(slot));
        int from = s.enZone[slot];
        int steps = e.moves();
        if (e.sightMoves() > 0) {
            for (int a = 0; a < s.n; a++) {
                if (!s.ko(a) && s.sight(from, s.zone[a]) >= 0) {
                    steps = Math.max(steps, e.sightMoves());
                }
            }
        }
        if (s.batchSteps >= steps) {
            return true;
        }
        int dest = s.eTarget[slot] <= -2 ? -2 - s.eTarget[slot] : -1;
        if (dest < 0 && s.taunter >= 0) {
            if (s.ko(s.taunter) || Paths.distances(s, s.zone[s.taunter])[from] < 0) {
                return true;
            }
            dest = s.zone[s.taunter];
            s.eTarget[slot] = -2 - dest;
        }
        if (dest < 0) {
            int best = Integer.MAX_VALUE;
            int len = 0;
            int[] cand = s.routeOptions;
            for (long m = Occupancy.standingZones(s); m != 0; m &= m - 1) {
                int tz = Long.numberOfTrailingZeros(m);
                int d = s.g.blindDistance(tz, from);
                if (d < 0) {
                    continue;
                }
                if (d < best) {
                    best = d;
                    len = 0;
                }
                if (d == best) {
                    cand[len++] = tz;
                }
            }
            if (len == 0) {
                return true;
            }
            if (len == 1) {
                dest = cand[0];
            } else {
                int chosen = s.destChoice[from];
                for (int i = 0; i < len; i++) {
                    if (cand[i] == chosen) {
                        dest = chosen;
                    }
                }
                if (dest < 0) {
                    return ask(s, R_DEST, slot, len);
                }
            }
            s.eTarget[slot] = -2 - dest;
        }
        int far = s.g.blindDistance(dest, from);
        while (s.batchSteps < steps) {
            int at = s.enZone[slot];
            if (at == dest) {
                return true;
            }
            long opts = s.g.stepsToward(at, dest, s.openDoors);
            int len = 0;
            for (long m = opts; m != 0; m &= m - 1) {
                s.routeOptions[len++] = Long.numberOfTrailingZeros(m);
            }
            int next = -1;
            if (len == 1) {
                next = s.routeOptions[0];
            } else if (len > 1) {
                for (int i = 0; i < len; i++) {
                    if (s.routeOptions[i] == s.stepChoice[at]) {
                        next = s.stepChoice[at];
                    }
                }
                if (next < 0) {
                    return ask(s, R_STEP, slot, len);
                }
            }
            if (next < 0) {
                if (ev.enabled() && s.batchSteps == 0) {
                    ev.emit(new DkEvent.Note(s.enemyName(slot) + " in " + s.zoneName(at) + " stays: no open route to"
                            + " the nearest Adventurers", "Activation: Move"));
                }
                return true;
            }
            s.place(slot, next);
            s.batchSteps++;
            if (ev.enabled()) {
                String toward = "";
                for (int a = 0; a < s.n; a++) {
                    if (s.zone[a] == dest && !s.ko(a)) {
                        toward += (toward.isEmpty() ? "" : "/") + s.advName(a);
                    }
                }
                ev.emit(new DkEvent.EnemyMoved(s.enemyName(slot), s.zoneName(at), s.zoneName(next), toward,
                        "nearest Zone with Adventurers (" + far + " Zone" + (far == 1 ? "" : "s")
                        + " away), shortest open path" + (steps > 1 ? ", " + steps + " Zones per Move" : ""),
                        "Activation: Move"));
            }
        }
        return true;
    }

    /** The players break a tie: the first {@code len} {@code routeOptions} for the Enemy in {@code slot}; always false. */
    static boolean ask(DkPosition s, int kind, int slot, int len) {
        s.routeLen = len;
        s.routeKind = kind;
        s.routeSlot = slot;
        s.mode = M_E_ROUTE;
        return false;
    }

    static String routePrompt(DkPosition s) {
        String who = s.enemyName(s.routeSlot) + " in " + s.zoneName(s.enZone[s.routeSlot]);
        return switch (s.routeKind) {
            case R_TARGET -> who + ": which Zone does it attack?";
            case R_DEST -> who + ": several Zones with Adventurers are as near; which does it head for?";
            default -> who + ": several shortest paths; which way does it go?";
        };
    }

    static boolean route(DkPosition s, int zone, EventSink ev) {
        int slot = s.routeSlot;
        if (ev.enabled()) {
            String who = "The " + s.enemyName(slot) + " in " + s.zoneName(s.enZone[slot]);
            Notes.note(ev, who + switch (s.routeKind) {
                case R_TARGET -> " attacks " + s.zoneName(zone);
                case R_DEST -> " heads for " + s.zoneName(zone);
                default -> " goes by " + s.zoneName(zone);
            } + " (the players' choice)", s.routeKind == R_TARGET ? "Activation: Attack" : "Activation: Move");
        }
        switch (s.routeKind) {
            case R_TARGET -> s.eTarget[slot] = zone;
            case R_DEST -> s.destChoice[s.enZone[slot]] = zone;
            default -> s.stepChoice[s.enZone[slot]] = zone;
        }
        s.mode = DkPosition.M_ACTION;
        return true;
    }
}
