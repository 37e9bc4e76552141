package keeptable.games.killmanskeep;

import java.util.List;
import keeptable.engine.EventSink;

/**
 * The Display card (book: Display Card): which cards a seat may show, and showing one, at setup,
 * as a free swap on its turn, or when the one shown left its hand.
 */
final class Display {
    private Display() {
    }

    /** The cards a seat may show: any card of its hand but the one already shown. */
    static void choices(KkPosition s, int seat, List<KkChoice> out) {
        byte hand = (byte) (KkPosition.HAND + seat);
        for (int k = 0; k < s.content.cards; k++) {
            if (s.where[k] == hand && s.display[seat] != k) {
                out.add(s.table.show[k]);
            }
        }
    }

    static void show(KkPosition s, int seat, int card, EventSink out) {
        s.display[seat] = card;
        s.shown[card] = true;
        if (out.enabled()) {
            out.emit(new KkEvent.Seen(seat, s.name(seat) + " shows " + s.content.cardTitle(card) + " as Display card",
                    "Display Card"));
        }
    }

    static void replace(KkPosition s, int seat, int card, EventSink out) {
        s.displayDue &= ~(1 << seat);
        show(s, seat, card, out);
    }
}
