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
        for (int i = d.cTop; i < d.cLen; i++) {
            int c = d.cDeck[i];
            if ((d.cKnown[c] & bit) == 0) {
                pool[n] = c;
                slotLoc[n] = KeepState.DECK;
                slotIdx[n] = i;
                n++;
            }
        }
        for (int c = 0; c < 32; c++) {
            if (d.cLoc[c] >= 0 && d.cLoc[c] != seat && (d.cKnown[c] & bit) == 0) {
                pool[n] = c;
                slotLoc[n] = d.cLoc[c];
                // which face-down slot the card fills: Molasar's, the defender's, the one Second Guess showed
                slotIdx[n] = (c == d.molCommit ? 1 : 0) | (c == d.defCommit ? 2 : 0) | (c == d.sgCard ? 4 : 0);
                n++;
            }
        }
        r.shuffle(pool, 0, n);
        for (int i = 0; i < n; i++) {
            int c = pool[i];
            d.cKnown[c] = 0;
            d.cLoc[c] = slotLoc[i];
            if (slotLoc[i] == KeepState.DECK) {
                d.cDeck[slotIdx[i]] = c;
            } else {
                if ((slotIdx[i] & 1) != 0) {
                    d.molCommit = c;
                }
                if ((slotIdx[i] & 2) != 0) {
                    d.defCommit = c;
                }
                if ((slotIdx[i] & 4) != 0) {
                    d.sgCard = c;
                }
            }
        }
    }

    private static void bonusCards(KeepState d, int seat, Rng r) {
        int[] pool = new int[12];
        int[] slotLoc = new int[12];
        int[] slotIdx = new int[12];
        int n = 0;
        for (int i = d.bTop; i < d.bLen; i++) {
            pool[n] = d.bDeck[i];
            slotLoc[n] = KeepState.DECK;
            slotIdx[n] = i;
            n++;
        }
        for (int c = 0; c < 12; c++) {
            if (d.bLoc[c] >= 0 && d.bLoc[c] != seat) {
                pool[n] = c;
                slotLoc[n] = d.bLoc[c];
                n++;
            }
        }
        r.shuffle(pool, 0, n);
        for (int i = 0; i < n; i++) {
            int c = pool[i];
            d.bLoc[c] = slotLoc[i];
            if (slotLoc[i] == KeepState.DECK) {
                d.bDeck[slotIdx[i]] = c;
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
