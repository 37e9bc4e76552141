package keeptable.engine.cards;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.HashSet;
import java.util.Set;
import keeptable.engine.Rng;
import org.junit.jupiter.api.Test;

/**
 * The resampling routine on a small table: eight cards, seat 0 looking. Places: 0, 1, 2 are the seats'
 * hands, 10 + d is depth d of the deck. Seat 0 holds cards 0 and 1; seat 1 holds 2, 3 and 4, of which
 * 4 was revealed; seat 2 holds 5; the deck is 6 on top (seat 0 peeked at it) then 7.
 */
class RedealTest {
    private static final int[] TABLE = {0, 0, 1, 1, 1, 2, 10, 11};
    private static final boolean[] KNOWN = {true, true, false, false, true, false, true, false};

    /** The resampling a game would write: list what seat 0 cannot place, deal, put each card in its slot. */
    private static int[] resample(int[] where, boolean[] known, Rng rng) {
        Redeal deal = new Redeal(where.length);
        for (int card = 0; card < where.length; card++) {
            if (!known[card]) {
                deal.hide(card, where[card]);
            }
        }
        deal.deal(rng);
        int[] out = where.clone();
        for (int i = 0; i < deal.size(); i++) {
            out[deal.card(i)] = deal.slot(i);
        }
        return out;
    }

    @Test
    void keepsWhatTheSeatKnowsAndEveryHandSize() {
        for (long seed = 0; seed < 200; seed++) {
            int[] after = resample(TABLE, KNOWN, new Rng(seed));
            assertNull(DealAudit.problem(TABLE, after, KNOWN), "seed " + seed);
        }
    }

    @Test
    void reachesEveryArrangementOfTheUnseenCards() {
        // 2, 3, 5, 7 over the slots hand 1, hand 1, hand 2, deck depth 1: 4!/2! = 12 ways
        Set<String> seen = new HashSet<>();
        for (long seed = 0; seed < 400; seed++) {
            seen.add(Arrays.toString(resample(TABLE, KNOWN, new Rng(seed))));
        }
        assertEquals(12, seen.size());
    }

    @Test
    void theSameRandomPositionDealsTheSame() {
        assertEquals(Arrays.toString(resample(TABLE, KNOWN, new Rng(5))),
                Arrays.toString(resample(TABLE, KNOWN, new Rng(5))));
        Redeal deal = new Redeal(4);
        for (int c = 0; c < 4; c++) {
            deal.hide(c, 100 + c);
        }
        deal.deal(new Rng(9));
        int[] expected = {0, 1, 2, 3};
        new Rng(9).shuffle(expected);
        for (int i = 0; i < 4; i++) {
            assertEquals(expected[i], deal.card(i));
            assertEquals(100 + i, deal.slot(i));
        }
    }

    /**
     * A draw pile listed and dealt back in bulk: cards 0..5 in a deck (2 on top, known), 6 and 7 in seat 1's
     * hand. The top card stays, the deck keeps its size, every card is dealt exactly once, and the seven
     * unknown cards reach every depth below the top.
     */
    @Test
    void aDrawPileIsListedAndDealtBackInOneRun() {
        Set<Integer> belowTop = new HashSet<>();
        for (long seed = 0; seed < 200; seed++) {
            IntDeck deck = new IntDeck(8);
            for (int c : new int[] {2, 0, 1, 3, 4, 5}) {
                deck.putAtBottom(c);
            }
            int[] before = places(deck, 6, 7);
            Redeal deal = new Redeal(8);
            deal.hide(6, 100);
            deal.hide(7, 100);
            int first = deal.hideDrawPile(deck, 1);
            assertEquals(2, first);
            assertEquals(Redeal.deckSlot(1), deal.slot(first));
            assertEquals(1, Redeal.deckDepth(deal.slot(first)));
            deal.deal(new Rng(seed));
            deal.dealBack(deck, 1, first);
            int[] hand = {-1, -1};
            for (int i = 0, h = 0; i < deal.size(); i++) {
                if (deal.slot(i) == 100) {
                    hand[h++] = deal.card(i);
                }
            }
            int[] after = places(deck, hand[0], hand[1]);
            boolean[] known = new boolean[8];
            known[2] = true;
            assertNull(DealAudit.problem(before, after, known), "seed " + seed);
            belowTop.add(deck.card(1));
        }
        assertEquals(Set.of(0, 1, 3, 4, 5, 6, 7), belowTop);
    }

    /** Where each of 8 cards is: 10 + depth in the deck, or 100 for the two given as a hand. */
    private static int[] places(IntDeck deck, int handA, int handB) {
        int[] at = new int[8];
        for (int d = 0; d < deck.size(); d++) {
            at[deck.card(d)] = 10 + d;
        }
        at[handA] = 100;
        at[handB] = 100;
        return at;
    }

    @Test
    void aDrawPileTooBigForTheListIsRefusedAndListsNothing() {
        IntDeck deck = new IntDeck(5);
        for (int c = 0; c < 5; c++) {
            deck.putAtBottom(c);
        }
        Redeal deal = new Redeal(4);
        deal.hide(0, 7);
        assertThrows(IllegalStateException.class, () -> deal.hideDrawPile(deck, 1));
        assertEquals(1, deal.size());
    }

    @Test
    void theAuditCatchesAResamplingThatMovesAKnownCard() {
        // a broken resampling that also deals the revealed card 4
        boolean[] forgetful = KNOWN.clone();
        forgetful[4] = false;
        boolean caught = false;
        for (long seed = 0; seed < 50 && !caught; seed++) {
            int[] after = resample(TABLE, forgetful, new Rng(seed));
            String problem = DealAudit.problem(TABLE, after, KNOWN);
            if (after[4] != TABLE[4]) {
                assertTrue(problem.startsWith("card 4 was known to be at 1"), problem);
                caught = true;
            } else {
                assertNull(problem);
            }
        }
        assertTrue(caught, "some seed moves card 4");
    }

    @Test
    void theAuditCatchesAResamplingThatChangesAHandSize() {
        int[] after = TABLE.clone();
        after[3] = 0; // an unseen card of seat 1 dealt into seat 0's hand: a leak
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> DealAudit.check(TABLE, after, KNOWN));
        assertEquals("a resampling broke what the seat knew: place 0 held 2 cards but holds 3 after the resampling",
                e.getMessage());
        int[] lost = TABLE.clone();
        lost[7] = 10; // two cards on top of the deck, none below
        assertTrue(DealAudit.problem(TABLE, lost, KNOWN).startsWith("place 10 held 1 cards but holds 2"));
        assertTrue(DealAudit.problem(TABLE, new int[3], KNOWN).startsWith("the card counts differ"));
    }

    @Test
    void tooManyHiddenCardsIsRefused() {
        Redeal deal = new Redeal(1);
        deal.hide(0, 0);
        assertThrows(IllegalStateException.class, () -> deal.hide(1, 0));
        assertEquals(1, deal.size());
        assertThrows(IndexOutOfBoundsException.class, () -> deal.card(1));
        deal.clear();
        assertEquals(0, deal.size());
    }
}
