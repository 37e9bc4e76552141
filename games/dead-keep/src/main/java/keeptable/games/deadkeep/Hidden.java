package keeptable.games.deadkeep;

import java.util.List;
import keeptable.engine.Rng;
import keeptable.engine.cards.IntDeck;
import keeptable.engine.cards.Redeal;
import keeptable.games.deadkeep.content.EnemyCard;

/**
 * What no player can know, resampled for a determinization by the engine's {@link Redeal}: the order of every
 * deck (the Enemy decks within each Campaign Level), which Treasure tokens hide Artifacts, which Stage cards lie
 * face down under the Boss (and, once it is active, their order), and the dice to come. A card anyone has seen
 * (drawn, turned over, revealed by Doom) is not listed, so it stays where it is. The deals draw from the
 * generator in the same order as the shuffles they replaced, so a seed determinizes exactly as before.
 */
final class Hidden {
    private Hidden() {
    }

    static void resample(DkPosition d, Rng r) {
        d.rng = new Rng(r.nextLong());
        Redeal deal = new Redeal(capacity(d));
        byLevel(deal, d.streetDeck, d.streetPos, d.c.street, r);
        byLevel(deal, d.buildingDeck, d.buildingPos, d.c.building, r);
        drawPile(deal, d.necro, r);
        drawPile(deal, d.artifacts, r);
        untakenTreasures(deal, d, r);
        stages(deal, d, r);
    }

    private static int capacity(DkPosition d) {
        return Math.max(Math.max(Math.max(d.streetDeck.length, d.buildingDeck.length), Math.max(d.necro.capacity(), d.artifacts.capacity())),
                Math.max(d.treasureArtifact.length, d.stageCount + d.stageDeckLen));
    }

    /** Deals the cards in {@code deck[from, to)} back among those places in a new order. */
    private static void dealRange(Redeal deal, int[] deck, int from, int to, Rng r) {
        deal.clear();
        for (int i = from; i < to; i++) {
            deal.hide(deck[i], i);
        }
        deal.deal(r);
        for (int i = 0, n = deal.size(); i < n; i++) {
            deck[deal.slot(i)] = deal.card(i);
        }
    }

    /** Deals the cards of a deck's draw pile back among its places in a new order (its discards are known). */
    private static void drawPile(Redeal deal, IntDeck deck, Rng r) {
        deal.clear();
        for (int i = 0, n = deck.size(); i < n; i++) {
            deal.hide(deck.card(i), i);
        }
        deal.deal(r);
        for (int i = 0, n = deal.size(); i < n; i++) {
            deck.set(deal.slot(i), deal.card(i));
        }
    }

    private static void untakenTreasures(Redeal deal, DkPosition d, Rng r) {
        deal.clear();
        for (int i = 0; i < d.treasureArtifact.length; i++) {
            if ((d.treasuresTaken & (1L << i)) == 0) {
                deal.hide(d.treasureArtifact[i], i);
            }
        }
        deal.deal(r);
        for (int i = 0, n = deal.size(); i < n; i++) {
            d.treasureArtifact[deal.slot(i)] = deal.card(i);
        }
    }

    /**
     * The Boss' pile holds the Quest's face-down Stage cards and those Doom revealed. A face-down card may be any
     * card nobody has seen (it and the Stage deck's cards are dealt again: a pile place i is slot i, a deck place
     * k is slot -1 - k); the revealed ones stay. Once the Boss is active the pile was shuffled, so its order is
     * unknown too.
     */
    private static void stages(Redeal deal, DkPosition d, Rng r) {
        deal.clear();
        for (int i = 0; i < d.stageCount; i++) {
            if (!revealed(d, d.stagePile[i])) {
                deal.hide(d.stagePile[i], i);
            }
        }
        for (int k = 0; k < d.stageDeckLen; k++) {
            deal.hide(d.stageDeck[k], -1 - k);
        }
        deal.deal(r);
        for (int i = 0, n = deal.size(); i < n; i++) {
            int slot = deal.slot(i);
            if (slot >= 0) {
                d.stagePile[slot] = deal.card(i);
            } else {
                d.stageDeck[-1 - slot] = deal.card(i);
            }
        }
        if (d.bossActive) {
            dealRange(deal, d.stagePile, 0, d.stageCount, r);
        }
    }

    /**
     * Whether Doom revealed this Stage card: Doom draws from the top (the end) of the Stage deck just after setup
     * dealt the face-down ones, so the revealed cards lie right above the cards still in the deck.
     */
    static boolean revealed(DkPosition d, int stage) {
        for (int i = d.stageDeckLen; i < d.stageDeckLen + d.stagesRevealed; i++) {
            if (d.stageDeck[i] == stage) {
                return true;
            }
        }
        return false;
    }

    /** The cards not yet drawn, dealt anew within each Campaign Level's run (the deck is built level by level). */
    private static void byLevel(Redeal deal, int[] deck, int from, List<EnemyCard> cards, Rng r) {
        int i = from;
        while (i < deck.length) {
            int level = cards.get(deck[i]).level();
            int j = i;
            while (j < deck.length && cards.get(deck[j]).level() == level) {
                j++;
            }
            dealRange(deal, deck, i, j, r);
            i = j;
        }
    }
}
