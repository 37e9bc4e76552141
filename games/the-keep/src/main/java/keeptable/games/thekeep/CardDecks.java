package keeptable.games.thekeep;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.engine.cards.IntDeck;
import keeptable.games.thekeep.KeepEvent.Private;
import keeptable.games.thekeep.KeepEvent.Shown;
import keeptable.games.thekeep.KeepEvent.ToOthers;
import keeptable.games.thekeep.KeepEvent.Told;

/**
 * The Conflict and Bonus decks (book: The Card Decks): drawing, reshuffling the discards into a new
 * deck when a deck runs out, refilling a Conflict hand, discarding and playing a Bonus card.
 */
final class CardDecks {
    private CardDecks() {
    }

    /** Offers the seat's first Bonus card with this effect, if it holds one. */
    static void offerBonus(KeepPosition s, int seat, int effect, List<KeepChoice> out) {
        int c = s.bonusOf(seat, effect);
        if (c >= 0) {
            out.add(new KeepChoice.PlayBonus(c));
        }
    }

    /** Draws one Conflict card into the seat's hand; false when deck and discards are both empty. */
    static boolean drawConflict(KeepPosition s, int seat, EventSink ev) {
        if (s.conflictDeck.isEmpty()) {
            int n = reshuffleDiscards(s.conflictDeck, s.conflictWhere, s.rng);
            if (ev.enabled()) {
                ev.emit(new Told("the Conflict discard pile is shuffled into a new deck", KeepPosition.R_CARDS));
            }
            if (n == 0) {
                return false;
            }
        }
        int c = s.conflictDeck.draw();
        s.conflictWhere[c] = seat;
        s.conflictKnownTo[c] = 0;
        if (ev.enabled()) {
            ev.emit(new Private(seat, "you draw Conflict card " + s.k.conflictNumber[c], KeepPosition.R_CARDS));
            ev.emit(new ToOthers(seat, s.name(seat) + " draws a Conflict card", KeepPosition.R_CARDS));
        }
        return true;
    }

    /** Draws Conflict cards until the seat holds {@code size} or both piles are empty. */
    static void refill(KeepPosition s, int seat, int size, EventSink ev) {
        while (s.handSize(seat) < size && drawConflict(s, seat, ev)) {
            // keep drawing
        }
    }

    static void discardConflict(KeepPosition s, int c) {
        s.conflictWhere[c] = KeepPosition.DISCARD;
        s.conflictKnownTo[c] = 0;
        s.conflictDeck.discard(c);
    }

    /** Puts a Bonus card from a hand onto the Bonus discard pile (played, lost or over the hand limit). */
    static void discardBonus(KeepPosition s, int c) {
        s.bonusWhere[c] = KeepPosition.DISCARD;
        s.bonusDeck.discard(c);
    }

    /** Draws one Bonus card into the seat's hand; false when deck and discards are both empty. */
    static boolean drawBonus(KeepPosition s, int seat, EventSink ev) {
        if (s.bonusDeck.isEmpty()) {
            int n = reshuffleDiscards(s.bonusDeck, s.bonusWhere, s.rng);
            if (ev.enabled()) {
                ev.emit(new Told("the Bonus discard pile is shuffled into a new deck", KeepPosition.R_BONUS));
            }
            if (n == 0) {
                return false;
            }
        }
        int c = s.bonusDeck.draw();
        s.bonusWhere[c] = seat;
        if (ev.enabled()) {
            ev.emit(new Private(seat, "you draw Bonus card " + s.k.bonusName[c], KeepPosition.R_BONUS));
            ev.emit(new ToOthers(seat, s.name(seat) + " draws a Bonus card", KeepPosition.R_BONUS));
        }
        return true;
    }

    /** Plays a Bonus card from its holder's hand: it goes to the discards. */
    static void playBonus(KeepPosition s, int c, EventSink ev) {
        int seat = s.bonusWhere[c];
        discardBonus(s, c);
        s.used[seat * KeepPosition.CARD_KINDS + c]++;
        if (ev.enabled()) {
            ev.emit(new Shown(s.name(seat) + " plays " + s.k.bonusName[c], KeepPosition.R_BONUS));
        }
    }

    /**
     * Moves every discarded card into the empty deck, in card order, and shuffles them (the engine's
     * {@link IntDeck#reshuffleDiscards}); marks them {@link KeepPosition#DECK} in {@code where}; returns their number.
     */
    private static int reshuffleDiscards(IntDeck deck, int[] where, Rng rng) {
        int n = deck.reshuffleDiscards(rng);
        for (int depth = 0; depth < n; depth++) {
            where[deck.card(depth)] = KeepPosition.DECK;
        }
        return n;
    }
}
