package keeptable.games.deadcells;

import static keeptable.games.deadcells.DcPosition.*;
import static keeptable.games.deadcells.Notes.emit;

import keeptable.engine.EventSink;
import keeptable.games.deadcells.content.Content.Gain;

/** Checks: passing a Hand Check with a card from the hand, and drawing for a Deck Check. */
final class Checks {
    private Checks() {
    }

    /** The First Player discards a card with the symbol and the hand is refilled. */
    static void passCheck(DcPosition s, int k, EventSink ev) {
        s.removeFromHand(s.first, k);
        s.discard(s.first, k);
        if (ev.enabled()) {
            Notes.toOthers(s, ev, s.name(s.first) + " passes the Hand Check with " + s.c.cards.get(k).name()
                    + ", discarded from the hand", "Hand Checks");
        }
        s.refill(s.first, ev);
    }

    static void deckCheck(DcPosition s, int seat, int colour, Gain reward, EventSink ev) {
        int card = s.drawCard(seat, ev);
        if (card < 0) {
            return;
        }
        boolean pass = s.c.cards.get(card).has(colour);
        s.discard(seat, card);
        if (ev.enabled()) {
            Notes.reveal(ev, s.name(seat) + " reveals " + s.c.cards.get(card).name() + " for the Deck Check: "
                    + (pass ? "passed" : "nothing"), "Deck Checks");
        }
        if (pass) {
            s.push(TK_GAIN, reward.id(), -1, 0);
        }
    }
}
