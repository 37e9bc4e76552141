package keeptable.games.deadcells;

import static keeptable.games.deadcells.DcState.COMBAT;

import keeptable.engine.Rng;
import keeptable.engine.cards.Redeal;

/**
 * Determinizing: what a seat cannot know (other hands, deck orders, face-down cards and tiles) drawn anew by the
 * engine's {@link Redeal}. Each hidden card is listed with the slot it sits in (a depth in a draw pile or deck, a
 * place in a hand, a face-down space) and the deal hands them back one a slot, so hand, pile and deck sizes stay and
 * what the seat sees stays put: its own hand, every face-up card, the Equipment cards the table saw put on top.
 */
final class Resampling {
    /** A hidden tile's slot when it lies in the box (a Biome has more tiles than its board has spaces). */
    private static final int IN_THE_BOX = -1;

    private Resampling() {
    }

    /** Resamples in {@code s} everything {@code seat} cannot know. */
    static void resample(DcState s, int seat, Rng r) {
        int[] biomeTiles = s.c.biomes.get(s.biome).tiles();
        Redeal deal = new Redeal(Math.max(Math.max(s.equipmentDeck.length, biomeTiles.length),
                Math.max(Math.max(s.monsterDeck.length, s.eliteDeck.length), largestPool(s))));
        // Another seat's hand is pooled with its draw pile and dealt anew; the seat's own draw pile is only reordered.
        for (int p = 0; p < s.n; p++) {
            deal.clear();
            hidePile(deal, s.draw[p], s.drawN[p]);
            if (p != seat) {
                for (int i = 0; i < s.handN[p]; i++) {
                    deal.hide(s.hand[p][i], -1 - i);
                }
            }
            deal.deal(r);
            for (int i = 0; i < deal.size(); i++) {
                int slot = deal.slot(i);
                if (slot >= 0) {
                    s.draw[p][slot] = deal.card(i);
                } else {
                    s.hand[p][-1 - slot] = deal.card(i);
                }
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
        reorder(deal, s.equipmentDeck, s.equipmentN - s.equipmentKnownTop, r);
        reorder(deal, s.monsterDeck, s.monsterN, r);
        reorder(deal, s.eliteDeck, s.eliteN, r);
        // Face-down tiles of the Biome are dealt anew from the face-down ones and those left in the box.
        deal.clear();
        for (int t : biomeTiles) {
            int space = spaceOf(s, t);
            if (space < 0 || (s.flipped & 1 << space) == 0) {
                deal.hide(t, space < 0 ? IN_THE_BOX : space);
            }
        }
        deal.deal(r);
        for (int i = 0; i < deal.size(); i++) {
            if (deal.slot(i) != IN_THE_BOX) {
                s.tileAt[deal.slot(i)] = deal.card(i);
            }
        }
    }

    /** The most cards one seat's draw pile and hand hold together. */
    private static int largestPool(DcState s) {
        int most = 0;
        for (int p = 0; p < s.n; p++) {
            most = Math.max(most, s.drawN[p] + s.handN[p]);
        }
        return most;
    }

    /** Lists the first {@code n} cards of a pile, each in the slot of its own index. */
    private static void hidePile(Redeal deal, int[] pile, int n) {
        for (int i = 0; i < n; i++) {
            deal.hide(pile[i], i);
        }
    }

    /** Deals the first {@code n} cards of a deck anew among their own places. */
    private static void reorder(Redeal deal, int[] deck, int n, Rng r) {
        deal.clear();
        hidePile(deal, deck, n);
        deal.deal(r);
        for (int i = 0; i < n; i++) {
            deck[deal.slot(i)] = deal.card(i);
        }
    }

    /** The board space tile {@code t} lies on, or -1 when it is in the box. */
    private static int spaceOf(DcState s, int t) {
        for (int sp = 0; sp < s.tileAt.length; sp++) {
            if (s.tileAt[sp] == t) {
                return sp;
            }
        }
        return -1;
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
