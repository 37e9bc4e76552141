package keeptable.games.deadcells;

import keeptable.engine.EventSink;

/** Event notes: the lowest layer every rules class writes to, calling nothing back. */
final class Notes {
    private Notes() {
    }

    /**
     * Tells the table that something hidden came to light, under which rule, when anybody listens: a choice
     * that reports it can never be taken back ({@link keeptable.engine.UndoRule}).
     */
    static void reveal(EventSink ev, String text, String rule) {
        if (ev.enabled()) {
            ev.emit(new DcEvent.Revealed(text, rule));
        }
    }

    /** Reveals when the others at the table learn something of a hand; said plainly in the solo mode. */
    static void toOthers(DcPosition s, EventSink ev, String text, String rule) {
        if (!ev.enabled()) {
            return;
        }
        ev.emit(s.solo ? new DcEvent.Seen(text, rule) : new DcEvent.Revealed(text, rule));
    }

    /** Tells the table what happened and under which rule, when anybody listens. */
    static void emit(EventSink ev, String text, String rule) {
        if (ev.enabled()) {
            ev.emit(new DcEvent.Seen(text, rule));
        }
    }
}
