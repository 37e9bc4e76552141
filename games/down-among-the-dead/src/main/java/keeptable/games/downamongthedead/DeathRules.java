package keeptable.games.downamongthedead;

import keeptable.engine.EventSink;
import keeptable.games.downamongthedead.content.GameMap;
import keeptable.games.downamongthedead.content.Kind;

/**
 * Wounds and death (5.3, Dead Counters, Resurrected Counters): a wound too many kills; an
 * adventurer gets a dead marker and stays on the map, and leaves play at its second death with its
 * items left where it fell; a creature leaves the map and may spawn again.
 */
final class DeathRules {

    private DeathRules() {
    }

    /** One wound; a counter whose wounds exceed its hit points dies (5.3). */
    static void wound(DadPosition s, int j, EventSink out) {
        s.wounds[j]++;
        boolean dies = s.wounds[j] > s.hitPoints(j);
        if (out.enabled()) {
            out.emit(new DadEvent.Seen("The " + s.name(j) + " takes a wound: " + s.wounds[j] + " so far, "
                    + (s.hitPoints(j) + 1) + " kill it" + (s.kind(j) == Kind.WEREWOLF && !dies ? "; enraged, +"
                    + s.wounds[j] + " combat" : ""), "5.2"));
        }
        if (dies) {
            die(s, j, out);
        }
    }

    static void die(DadPosition s, int j, EventSink out) {
        s.count(Tally.KILLS, 1 - s.owner[j]);
        if (s.kind(j).adventurer()) {
            s.deaths[j]++;
            if (s.deaths[j] >= 2) {
                if (out.enabled()) {
                    out.emit(new DadEvent.Seen("The " + s.name(j) + " dies a second time and is removed",
                            "Resurrected Counters"));
                }
                remove(s, j);
                return;
            }
            s.dead[j] = true;
            s.wounds[j] = 0;
            s.owner[j] = DadPosition.ADVENTURERS;
            s.strength[j] = 0;
            s.frosted[j] = false;
            if (out.enabled()) {
                out.emit(new DadEvent.Seen("The " + s.name(j) + " is dead: a dead marker is placed on "
                        + GameMap.name(s.pos[j]), "Dead Counters"));
            }
            return;
        }
        if (out.enabled()) {
            out.emit(new DadEvent.Seen("The " + s.name(j) + " is slain and removed from the map", "5.3"));
        }
        remove(s, j);
    }

    /**
     * Takes a counter off the map for good (a creature may return as a new spawn). An adventurer's
     * items stay where it fell, for a friend to pick up.
     */
    static void remove(DadPosition s, int j) {
        int square = s.pos[j];
        s.lift(j);
        s.wounds[j] = 0;
        s.strength[j] = 0;
        s.frosted[j] = false;
        s.dead[j] = false;
        if (s.kind(j).adventurer()) {
            s.owner[j] = DadPosition.ADVENTURERS;
            s.fellOn[j] = s.carried(j) > 0 ? square : -1;
        }
    }
}
