package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.agent.RandomAgent;
import keeptable.engine.cards.DealAudit;
import keeptable.engine.cards.IntDeck;
import org.junit.jupiter.api.Test;

/**
 * Through whole random Runs of one to four seats, every determinization passes the engine's {@link DealAudit}: each
 * card the seat can place (its own hand, every discard pile, cards played face up, the Equipment cards known to be on
 * top, face-up tiles) stays where it was, and every hand, pile, deck and the board keep their sizes.
 */
class ResamplingAuditTest {
    private static final int HAND = 1_000, DRAW = 2_000, DISCARD = 3_000, PLAYED = 4_000, ELSEWHERE = -1;
    /** More than the tile ids of any Biome. */
    private static final int TILE_IDS = 256;

    @Test
    void everyDeterminizationKeepsWhatTheSeatCanPlace() {
        long audits = 0;
        for (long seed = 0; seed < 28; seed++) {
            String[] names = Arrays.copyOf(new String[] {"a", "b", "c", "d"}, 1 + (int) (seed % 4));
            DcState s = (DcState) Scene.GAME.newGame(Setup.of(seed, names));
            Rng rng = new Rng(seed);
            while (!s.isOver()) {
                int seat = (int) (s.step() % names.length);
                DcState d = (DcState) s.determinize(seat, rng.split());
                for (int p = 0; p < s.n; p++) {
                    DealAudit.check(cardPlaces(s, p), cardPlaces(d, p), cardsKnown(s, p, seat));
                }
                DealAudit.check(deck(s.equipmentDeck), deck(d.equipmentDeck), topKnown(s.equipmentDeck, s.equipmentKnownTop));
                DealAudit.check(deck(s.monsterDeck), deck(d.monsterDeck), topKnown(s.monsterDeck, 0));
                DealAudit.check(deck(s.eliteDeck), deck(d.eliteDeck), topKnown(s.eliteDeck, 0));
                DealAudit.check(tiles(s), tiles(d), tilesKnown(s));
                audits++;
                s.apply(RandomAgent.INSTANCE.choose(s, s.choices(), rng));
            }
        }
        assertTrue(audits > 1_000, "whole Runs audited: " + audits + " determinizations");
    }

    /** Where each of figure {@code p}'s cards is: its hand, a depth in its draw pile, its discard pile, played. */
    private static int[] cardPlaces(DcState s, int p) {
        int[] at = new int[s.c.cards.size()];
        Arrays.fill(at, ELSEWHERE);
        for (int i = 0; i < s.handN[p]; i++) {
            place(at, s.hand[p][i], HAND);
        }
        for (int i = 0; i < s.combatDeck[p].size(); i++) {
            place(at, s.combatDeck[p].card(i), DRAW + i);
        }
        for (int card : Piles.discards(s.combatDeck[p])) {
            place(at, card, DISCARD);
        }
        for (int k = 0; k < 2; k++) {
            if (s.active[p][k] >= 0) {
                place(at, s.active[p][k], PLAYED + k);
            }
        }
        return at;
    }

    private static void place(int[] at, int card, int where) {
        assertTrue(at[card] == ELSEWHERE, "card " + card + " is in two places of one figure");
        at[card] = where;
    }

    /** What seat {@code seat} can place of figure {@code p}'s cards: all but the draw pile's order, others' hands
     * and (before the reveal) others' face-down played cards. */
    private static boolean[] cardsKnown(DcState s, int p, int seat) {
        int[] at = cardPlaces(s, p);
        boolean faceDown = s.phase == DcState.COMBAT && s.round < 0 && p != seat && !s.serenade(p);
        boolean[] known = new boolean[at.length];
        for (int card = 0; card < at.length; card++) {
            int where = at[card];
            known[card] = where == ELSEWHERE || where == DISCARD || where == HAND && p == seat
                    || where >= PLAYED && !faceDown;
        }
        return known;
    }

    /** Where each card of a deck lies: its depth in the draw pile, or -1 when out of it. */
    private static int[] deck(IntDeck deck) {
        int[] at = new int[deck.capacity()];
        Arrays.fill(at, ELSEWHERE);
        for (int i = 0; i < deck.size(); i++) {
            at[deck.card(i)] = i;
        }
        return at;
    }

    /** Cards out of the draw pile and its {@code knownTop} top ones are known. */
    private static boolean[] topKnown(IntDeck deck, int knownTop) {
        boolean[] known = new boolean[deck.capacity()];
        Arrays.fill(known, true);
        for (int i = knownTop; i < deck.size(); i++) {
            known[deck.card(i)] = false;
        }
        return known;
    }

    /** Where each tile lies: its space, or -1 in the box (or another Biome). */
    private static int[] tiles(DcState s) {
        int[] at = new int[TILE_IDS];
        Arrays.fill(at, ELSEWHERE);
        for (int sp = 0; sp < s.tileAt.length; sp++) {
            if (s.tileAt[sp] >= 0) {
                at[s.tileAt[sp]] = sp;
            }
        }
        return at;
    }

    /** Face-up tiles are known; tiles face down or in the box are not. */
    private static boolean[] tilesKnown(DcState s) {
        int[] at = tiles(s);
        boolean[] known = new boolean[at.length];
        for (int t = 0; t < at.length; t++) {
            known[t] = at[t] >= 0 && (s.flipped & 1 << at[t]) != 0;
        }
        return known;
    }
}
