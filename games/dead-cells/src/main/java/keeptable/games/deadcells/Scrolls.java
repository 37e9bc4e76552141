package keeptable.games.deadcells;

import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.Notes.emit;

import keeptable.engine.EventSink;

/** A Scroll moved one space along its track on a Beheaded's board (Serenade's own Scroll in solo). */
final class Scrolls {
    private Scrolls() {
    }

    static void advance(DcPosition s, int p, int colour, EventSink ev) {
        if (s.serenade(p)) {
            Solo.scroll(s, ev);
            return;
        }
        Step[] t = s.c.beheaded.get(s.who[p]).tracks()[colour];
        if (s.scroll[p][colour] >= t.length) {
            if (ev.enabled()) {
                emit(ev, s.name(p) + "'s " + COLOURS.get(colour) + " track is full", "Scroll");
            }
            return;
        }
        Step step = t[s.scroll[p][colour]++];
        if (step.kind() == ST_HEALTH) {
            s.maxHealth[p] += step.n();
        }
        if (ev.enabled()) {
            emit(ev, s.name(p) + " advances the " + COLOURS.get(colour) + " Scroll: " + step.text(), "Scroll tracks");
        }
    }
}
