package keeptable.engine.cards;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.Fingerprint;
import keeptable.engine.Rng;
import org.junit.jupiter.api.Test;

class IntDeckTest {
    private static IntDeck stocked(int... topFirst) {
        IntDeck d = new IntDeck(10);
        d.restock(topFirst, 0, topFirst.length);
        return d;
    }

    private static int[] pile(IntDeck d) {
        int[] out = new int[d.size()];
        for (int i = 0; i < out.length; i++) {
            out[i] = d.card(i);
        }
        return out;
    }

    @Test
    void drawsFromTheTopAndPutsBackOnEitherEnd() {
        IntDeck d = stocked(4, 7, 1);
        assertEquals(4, d.peek());
        assertEquals(4, d.draw());
        assertEquals(2, d.size());
        d.putOnTop(9);
        d.putAtBottom(4);
        assertArrayEquals(new int[] {9, 7, 1, 4}, pile(d));
        d.topToBottom();
        assertArrayEquals(new int[] {7, 1, 4, 9}, pile(d));
        assertTrue(d.remove(1));
        assertFalse(d.remove(1));
        assertArrayEquals(new int[] {7, 4, 9}, pile(d));
    }

    @Test
    void aFullPileMakesRoomAtEitherEnd() {
        IntDeck d = new IntDeck(3);
        d.restock(new int[] {0, 1, 2}, 0, 3);
        d.draw();
        d.putAtBottom(0);
        assertArrayEquals(new int[] {1, 2, 0}, pile(d));
        d.draw();
        d.draw();
        d.putOnTop(2);
        d.putOnTop(1);
        assertArrayEquals(new int[] {1, 2, 0}, pile(d));
        assertThrows(IllegalStateException.class, () -> d.putOnTop(0));
    }

    @Test
    void shufflesExactlyAsTheRngShufflesAnArray() {
        int[] cards = {3, 1, 4, 0, 5, 9, 2, 6};
        IntDeck d = new IntDeck(10);
        d.restock(cards, 0, cards.length);
        d.shuffle(new Rng(42));
        int[] expected = cards.clone();
        new Rng(42).shuffle(expected);
        assertArrayEquals(expected, pile(d));
        d.turnOver();
        assertEquals(expected[expected.length - 1], d.peek());
        assertEquals(expected[0], d.card(d.size() - 1));
    }

    @Test
    void reshufflesTheDiscardsInIdOrderWhateverOrderTheyCameIn() {
        IntDeck a = new IntDeck(70);
        IntDeck b = new IntDeck(70);
        for (int c : new int[] {65, 3, 40, 8}) {
            a.discard(c);
        }
        for (int c : new int[] {8, 40, 3, 65}) {
            b.discard(c);
        }
        assertEquals(4, a.discardCount());
        assertEquals(40, a.discarded(2));
        assertEquals(65, a.discarded(3));
        assertEquals(-1, a.discarded(4));
        assertEquals(4, a.reshuffleDiscards(new Rng(7)));
        b.reshuffleDiscards(new Rng(7));
        int[] expected = {3, 8, 40, 65};
        new Rng(7).shuffle(expected);
        assertArrayEquals(expected, pile(a));
        assertArrayEquals(pile(a), pile(b));
        assertEquals(0, a.discardCount());
    }

    @Test
    void discardsGoBackOnlyIntoAnEmptyPile() {
        IntDeck d = stocked(1);
        d.discard(2);
        assertThrows(IllegalStateException.class, () -> d.reshuffleDiscards(new Rng(1)));
        assertEquals(1, d.size());
        assertTrue(d.isDiscarded(2));
        assertTrue(d.takeFromDiscards(2));
        assertFalse(d.takeFromDiscards(2));
        d.draw();
        assertEquals(0, d.reshuffleDiscards(new Rng(1)));
        assertTrue(d.isEmpty());
        assertThrows(IllegalStateException.class, d::draw);
    }

    @Test
    void runsOfThePileAreCopiedOutAndSetInOneGo() {
        IntDeck d = stocked(5, 6, 7, 8);
        d.draw();
        int[] out = new int[4];
        d.copyCards(1, out, 1, 2);
        assertArrayEquals(new int[] {0, 7, 8, 0}, out);
        d.set(1, new int[] {9, 3, 4}, 1, 2);
        assertArrayEquals(new int[] {6, 3, 4}, pile(d));
        assertEquals(1, d.topSlot());
        assertEquals(4, d.endSlot());
    }

    @Test
    void badIdsAreRefusedAndChangeNothing() {
        IntDeck d = stocked(1, 2);
        assertThrows(IllegalArgumentException.class, () -> d.putOnTop(10));
        assertThrows(IllegalArgumentException.class, () -> d.discard(-1));
        assertThrows(IllegalArgumentException.class, () -> d.restock(new int[] {1, 12}, 0, 2));
        assertThrows(IndexOutOfBoundsException.class, () -> d.card(2));
        assertThrows(IndexOutOfBoundsException.class, () -> d.set(0, 10));
        assertThrows(IndexOutOfBoundsException.class, () -> d.set(2, 3));
        assertThrows(IllegalArgumentException.class, () -> d.set(0, new int[] {3, 10}, 0, 2));
        assertThrows(IndexOutOfBoundsException.class, () -> d.set(1, new int[] {3, 4}, 0, 2));
        assertThrows(IndexOutOfBoundsException.class, () -> d.copyCards(1, new int[2], 0, 2));
        assertArrayEquals(new int[] {1, 2}, pile(d));
        assertEquals(0, d.discardCount());
        assertFalse(d.isDiscarded(99));
    }

    @Test
    void copiesAreIndependentAndHashesSeeOrderAndDiscards() {
        IntDeck d = stocked(1, 2, 3);
        IntDeck c = d.copy();
        long h = d.addTo(Fingerprint.START);
        assertEquals(h, c.addTo(Fingerprint.START));
        assertEquals(d, c);
        assertEquals(d.hashCode(), c.hashCode());
        c.draw();
        c.discard(1);
        assertEquals(3, d.size());
        assertFalse(d.isDiscarded(1));
        assertNotEquals(h, c.addTo(Fingerprint.START));
        assertNotEquals(d, c);
        assertNotEquals(h, stocked(2, 1, 3).addTo(Fingerprint.START));
        IntDeck e = stocked(1, 2, 3);
        e.discard(5);
        assertNotEquals(h, e.addTo(Fingerprint.START));
    }
}
