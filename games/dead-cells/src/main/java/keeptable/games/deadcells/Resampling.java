package keeptable.games.deadcells;

import static keeptable.games.deadcells.DcState.COMBAT;

import keeptable.engine.Rng;

/** Determinizing: what a seat cannot know (other hands, deck orders, face-down cards and tiles) drawn anew. */
final class Resampling {
    private Resampling() {
    }

    /** Resamples in {@code s} everything {@code seat} cannot know. */
    static void resample(DcState s, int seat, Rng r) {
        // Unknown to the seat: other hands, every draw pile's order, the Equipment, Monster and Elite decks' order,
        // face-down tiles. Hands of others are pooled with their draw piles and redealt.
        for (int p = 0; p < s.n; p++) {
            if (p != seat) {
                int k = s.handN[p];
                for (int i = 0; i < k; i++) {
                    s.draw[p][s.drawN[p]++] = s.hand[p][i];
                }
                r.shuffle(s.draw[p], 0, s.drawN[p]);
                for (int i = 0; i < k; i++) {
                    s.hand[p][i] = s.draw[p][--s.drawN[p]];
                }
            } else {
                r.shuffle(s.draw[p], 0, s.drawN[p]);
            }
        }
        // Cards played face down and not yet revealed: any card of that player's hidden cards announcing the same Round.
        if (s.phase == COMBAT && s.round < 0) {
            for (int p = 0; p < s.n; p++) {
                if (p != seat && !s.serenade(p)) {
                    for (int k = 0; k < 2; k++) {
                        if (s.active[p][k] >= 0) {
                            resampleActive(s, p, k, r);
                        }
                    }
                }
            }
        }
        s.rng = new Rng(r.nextLong());
        r.shuffle(s.equipmentDeck, 0, s.equipmentN - s.equipmentKnownTop);
        r.shuffle(s.monsterDeck, 0, s.monsterN);
        r.shuffle(s.eliteDeck, 0, s.eliteN);
        // Face-down tiles of the Biome are drawn anew from the face-down ones and those left in the box (a Biome
        // has more tiles than its board has spaces).
        int[] biomeTiles = s.c.biomes.get(s.biome).tiles();
        int[] spaces = new int[s.tileAt.length];
        int[] pool = new int[biomeTiles.length];
        int m = 0;
        int k = 0;
        for (int sp = 0; sp < s.tileAt.length; sp++) {
            if (s.tileAt[sp] >= 0 && (s.flipped & 1 << sp) == 0) {
                spaces[m++] = sp;
            }
        }
        for (int t : biomeTiles) {
            if (!flippedOnBoard(s, t)) {
                pool[k++] = t;
            }
        }
        r.shuffle(pool, 0, k);
        for (int i = 0; i < m; i++) {
            s.tileAt[spaces[i]] = pool[i];
        }
    }

    /** Whether tile {@code t} lies face up on the board: the only tiles a seat knows. */
    private static boolean flippedOnBoard(DcState s, int t) {
        for (int sp = 0; sp < s.tileAt.length; sp++) {
            if (s.tileAt[sp] == t && (s.flipped & 1 << sp) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * Swaps a face-down played card with a random hidden card of the same player announcing the same action (any
     * hidden card when it was played in silence).
     */
    static void resampleActive(DcState s, int p, int k, Rng r) {
        int round = s.activeRound[p] >> (4 * k) & 15;
        // Round 0: played in silence (the Forgotten Sepulcher's curse I), so any hidden card fits.
        int type = round == 0 ? -1 : s.c.cards.get(s.active[p][k]).byRound()[round].type();
        int fits = 1;
        for (int i = 0; i < s.handN[p]; i++) {
            fits += announces(s, s.hand[p][i], round, type) ? 1 : 0;
        }
        for (int i = 0; i < s.drawN[p]; i++) {
            fits += announces(s, s.draw[p][i], round, type) ? 1 : 0;
        }
        int pick = r.nextInt(fits);
        if (pick == 0) {
            return;
        }
        for (int i = 0; i < s.handN[p]; i++) {
            if (announces(s, s.hand[p][i], round, type) && --pick == 0) {
                int t = s.hand[p][i];
                s.hand[p][i] = s.active[p][k];
                s.active[p][k] = t;
                return;
            }
        }
        for (int i = 0; i < s.drawN[p]; i++) {
            if (announces(s, s.draw[p][i], round, type) && --pick == 0) {
                int t = s.draw[p][i];
                s.draw[p][i] = s.active[p][k];
                s.active[p][k] = t;
                return;
            }
        }
    }

    static boolean announces(DcState s, int card, int round, int type) {
        if (round == 0) {
            return true;
        }
        Content.Act a = s.c.cards.get(card).byRound()[round];
        return a != null && a.type() == type;
    }
}
