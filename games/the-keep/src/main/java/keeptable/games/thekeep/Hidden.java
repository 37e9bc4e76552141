package keeptable.games.thekeep;

import keeptable.engine.Rng;

/**
 * What a seat cannot know, resampled for {@link KeepState#determinize}: every Conflict card it cannot
 * place (other hands, face-down cards, the deck order) and every Bonus card outside its own hand are dealt
 * again into the same slots; a Searcher's Hilt room is drawn among the rooms still possible; the future
 * dice come from a fresh {@link Rng}.
 */
final class Hidden {
    private Hidden() {
    }

    /** Resamples the copy {@code d} as the seat sees it. */
    static void resample(KeepState d, int seat, Rng r) {
        conflictCards(d, seat, r);
        bonusCards(d, seat, r);
        if (seat != d.molSeat && d.hilt >= 0) {
            d.hilt = hiltRoom(d, r);
        }
        d.rng = r.split();
    }

    private static void conflictCards(KeepState d, int seat, Rng r) {
        int[] pool = new int[32];
        int[] slotLoc = new int[32];
        int[] slotIdx = new int[32];
        int n = 0;
        int bit = 1 << seat;
        for (int i = d.conflictTop; i < d.conflictEnd; i++) {
            int c = d.conflictDeck[i];
            if ((d.conflictKnownTo[c] & bit) == 0) {
                pool[n] = c;
                slotLoc[n] = KeepState.DECK;
                slotIdx[n] = i;
                n++;
            }
        }
        for (int c = 0; c < 32; c++) {
            if (d.conflictWhere[c] >= 0 && d.conflictWhere[c] != seat && (d.conflictKnownTo[c] & bit) == 0) {
                pool[n] = c;
                slotLoc[n] = d.conflictWhere[c];
                // which face-down slot the card fills: Molasar's, the defender's, the one Second Guess showed
                slotIdx[n] = (c == d.molasarCard ? 1 : 0) | (c == d.defenderCard ? 2 : 0) | (c == d.secondGuessCard ? 4 : 0);
                n++;
            }
        }
        r.shuffle(pool, 0, n);
        for (int i = 0; i < n; i++) {
            int c = pool[i];
            d.conflictKnownTo[c] = 0;
            d.conflictWhere[c] = slotLoc[i];
            if (slotLoc[i] == KeepState.DECK) {
                d.conflictDeck[slotIdx[i]] = c;
            } else {
                if ((slotIdx[i] & 1) != 0) {
                    d.molasarCard = c;
                }
                if ((slotIdx[i] & 2) != 0) {
                    d.defenderCard = c;
                }
                if ((slotIdx[i] & 4) != 0) {
                    d.secondGuessCard = c;
                }
            }
        }
    }

    private static void bonusCards(KeepState d, int seat, Rng r) {
        int[] pool = new int[12];
        int[] slotLoc = new int[12];
        int[] slotIdx = new int[12];
        int n = 0;
        for (int i = d.bonusTop; i < d.bonusEnd; i++) {
            pool[n] = d.bonusDeck[i];
            slotLoc[n] = KeepState.DECK;
            slotIdx[n] = i;
            n++;
        }
        for (int c = 0; c < 12; c++) {
            if (d.bonusWhere[c] >= 0 && d.bonusWhere[c] != seat) {
                pool[n] = c;
                slotLoc[n] = d.bonusWhere[c];
                n++;
            }
        }
        r.shuffle(pool, 0, n);
        for (int i = 0; i < n; i++) {
            int c = pool[i];
            d.bonusWhere[c] = slotLoc[i];
            if (slotLoc[i] == KeepState.DECK) {
                d.bonusDeck[slotIdx[i]] = c;
            }
        }
    }

    /** A room drawn uniformly among {@link KeepState#possibleHiltRooms()}. */
    private static int hiltRoom(KeepState d, Rng r) {
        long possible = d.possibleHiltRooms();
        int pick = r.nextInt(Long.bitCount(possible));
        long m = possible;
        for (int i = 0; i < pick; i++) {
            m &= m - 1;
        }
        return Long.numberOfTrailingZeros(m);
    }
}
