package keeptable.games.thekeep;

import keeptable.engine.Rng;
import keeptable.engine.cards.Redeal;

/**
 * What a seat cannot know, resampled for {@link KeepState#determinize} by the engine's {@link Redeal}:
 * every Conflict card it cannot place (other hands, face-down cards, the deck order) and every Bonus
 * card outside its own hand are dealt again into the same slots; a Searcher's Hilt room is drawn among the rooms still possible; the future
 * dice come from a fresh {@link Rng}.
 */
final class Hidden {
    private Hidden() {
    }

    /** Resamples the copy {@code d} as the seat sees it; once the game is over its end has shown everybody the Hilt. */
    static void resample(KeepPosition d, int seat, Rng r) {
        conflictCards(d, seat, r);
        bonusCards(d, seat, r);
        if (seat != d.molSeat && d.hilt >= 0 && !d.over) {
            d.hilt = hiltRoom(d, r);
        }
        d.rng = r.split();
    }

    private static void conflictCards(KeepPosition d, int seat, Rng r) {
        Redeal deal = new Redeal(32);
        int bit = 1 << seat;
        for (int depth = 0, n = d.conflictDeck.size(); depth < n; depth++) {
            int c = d.conflictDeck.card(depth);
            if ((d.conflictKnownTo[c] & bit) == 0) {
                deal.hide(c, Redeal.deckSlot(depth));
            }
        }
        for (int c = 0; c < 32; c++) {
            if (d.conflictWhere[c] >= 0 && d.conflictWhere[c] != seat && (d.conflictKnownTo[c] & bit) == 0) {
                // which face-down places the card fills: Molasar's, the defender's, the one Second Guess showed
                int faceDown = (c == d.molasarCard ? 1 : 0) | (c == d.defenderCard ? 2 : 0)
                        | (c == d.secondGuessCard ? 4 : 0);
                deal.hide(c, d.conflictWhere[c] << 3 | faceDown);
            }
        }
        deal.deal(r);
        for (int i = 0; i < deal.size(); i++) {
            int c = deal.card(i);
            int slot = deal.slot(i);
            d.conflictKnownTo[c] = 0;
            if (slot < 0) {
                d.conflictWhere[c] = KeepPosition.DECK;
                d.conflictDeck.set(Redeal.deckDepth(slot), c);
                continue;
            }
            d.conflictWhere[c] = slot >> 3;
            if ((slot & 1) != 0) {
                d.molasarCard = c;
            }
            if ((slot & 2) != 0) {
                d.defenderCard = c;
            }
            if ((slot & 4) != 0) {
                d.secondGuessCard = c;
            }
        }
    }

    private static void bonusCards(KeepPosition d, int seat, Rng r) {
        Redeal deal = new Redeal(KeepPosition.BONUS_CARDS);
        for (int c = 0; c < KeepPosition.BONUS_CARDS; c++) {
            if (d.bonusWhere[c] >= 0 && d.bonusWhere[c] != seat) {
                deal.hide(c, d.bonusWhere[c]);
            }
        }
        int first = deal.hideDrawPile(d.bonusDeck, 0);
        deal.deal(r);
        deal.dealBack(d.bonusDeck, 0, first);
        for (int i = 0; i < deal.size(); i++) {
            d.bonusWhere[deal.card(i)] = i < first ? deal.slot(i) : KeepPosition.DECK;
        }
    }

    /** A room drawn uniformly among {@link KeepPosition#possibleHiltRooms()}. */
    private static int hiltRoom(KeepPosition d, Rng r) {
        long possible = d.possibleHiltRooms();
        int pick = r.nextInt(Long.bitCount(possible));
        long m = possible;
        for (int i = 0; i < pick; i++) {
            m &= m - 1;
        }
        return Long.numberOfTrailingZeros(m);
    }
}
