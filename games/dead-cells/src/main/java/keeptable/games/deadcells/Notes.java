package keeptable.games.deadcells;

import keeptable.engine.EventSink;

/** Event notes: the lowest layer every rules class writes to, calling nothing back. */
final class Notes {
    private Notes() {
    }

    /** Tells the table what happened and under which rule, when anybody listens. */
    static void emit(EventSink ev, String text, String rule) {
        if (ev.enabled()) {
            ev.emit(new DcEvent.Seen(text, rule));
        }
    }
}
