package keeptable.games.deadcells;

import static keeptable.games.deadcells.DcPosition.COMBAT;

import keeptable.engine.Rng;
import keeptable.engine.cards.IntDeck;
import keeptable.engine.cards.Redeal;
import keeptable.games.deadcells.content.Content;

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
    static void resample(DcPosition s, int seat, Rng r) {
        int[] biomeTiles = s.c.biomes.get(s.biome).tiles();
        Redeal deal = new Redeal(Math.max(Math.max(s.equipmentDeck.capacity(), biomeTiles.length),
                Math.max(Math.max(s.monsterDeck.capacity(), s.eliteDeck.capacity()), largestPool(s))));
        // Another seat's hand is pooled with its draw pile and dealt anew; the seat's own draw pile is only reordered.
        for (int p = 0; p < s.n; p++) {
            deal.clear();
            int pile = deal.hideDrawPile(s.combatDeck[p], 0);
            if (p != seat) {
                for (int i = 0; i < s.handN[p]; i++) {
                    deal.hide(s.hand[p][i], i);
                }
            }
            deal.deal(r);
            deal.dealBack(s.combatDeck[p], 0, pile);
            for (int i = s.combatDeck[p].size(); i < deal.size(); i++) {
                s.hand[p][deal.slot(i)] = deal.card(i);
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
        reorder(deal, s.equipmentDeck, s.equipmentKnownTop, r);
        reorder(deal, s.monsterDeck, 0, r);
        reorder(deal, s.eliteDeck, 0, r);
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
    private static int largestPool(DcPosition s) {
        int most = 0;
        for (int p = 0; p < s.n; p++) {
            most = Math.max(most, s.combatDeck[p].size() + s.handN[p]);
        }
        return most;
    }

    /** Deals the cards of a draw pile from {@code depth} down anew among their own places (those above stay). */
    private static void reorder(Redeal deal, IntDeck deck, int depth, Rng r) {
        deal.clear();
        int first = deal.hideDrawPile(deck, depth);
        deal.deal(r);
        deal.dealBack(deck, depth, first);
    }

    /** The board space tile {@code t} lies on, or -1 when it is in the box. */
    private static int spaceOf(DcPosition s, int t) {
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
    static void resampleActive(DcPosition s, int p, int k, Rng r) {
        int round = s.activeRound[p] >> (4 * k) & 15;
        // Round 0: played in silence (the Forgotten Sepulcher's curse I), so any hidden card fits.
        int type = round == 0 ? -1 : s.c.cards.get(s.active[p][k]).byRound()[round].type();
        int fits = 1;
        for (int i = 0; i < s.handN[p]; i++) {
            fits += announces(s, s.hand[p][i], round, type) ? 1 : 0;
        }
        IntDeck pile = s.combatDeck[p];
        for (int i = 0; i < pile.size(); i++) {
            fits += announces(s, pile.card(i), round, type) ? 1 : 0;
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
        for (int i = 0; i < pile.size(); i++) {
            if (announces(s, pile.card(i), round, type) && --pick == 0) {
                int t = pile.card(i);
                pile.set(i, s.active[p][k]);
                s.active[p][k] = t;
                return;
            }
        }
    }

    static boolean announces(DcPosition s, int card, int round, int type) {
        if (round == 0) {
            return true;
        }
        Content.Act a = s.c.cards.get(card).byRound()[round];
        return a != null && a.type() == type;
    }
}
