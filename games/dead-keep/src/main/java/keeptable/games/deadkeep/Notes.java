package keeptable.games.deadkeep;

import keeptable.engine.EventSink;

/**
 * The rules' running commentary: a line of words and the book section behind it, sent only when someone is
 * listening. Callers whose words need building check {@code ev.enabled()} first, so random playouts build
 * no strings.
 */
final class Notes {
    private Notes() {
    }

    /** Says that something hidden came to light ({@link DkEvent.Revealed}), when anybody listens. */
    static void reveal(EventSink ev, String text, String rule) {
        if (ev.enabled()) {
            ev.emit(new DkEvent.Revealed(text, rule));
        }
    }

    static void note(EventSink ev, String text, String rule) {
        if (ev.enabled()) {
            ev.emit(new DkEvent.Note(text, rule));
        }
    }
}
