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
