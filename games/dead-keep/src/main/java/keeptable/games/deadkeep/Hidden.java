package keeptable.games.deadkeep;

import java.util.List;
import keeptable.engine.Rng;
import keeptable.games.deadkeep.content.EnemyCard;

/**
 * What no player can know, resampled for a determinization: the order of every deck (the Enemy decks
 * within each Campaign Level), which Treasure tokens hide Artifacts, which Stage cards lie face down under
 * the Boss (and, once it is active, their order), and the dice to come.
 */
final class Hidden {
    private Hidden() {
    }

    static void resample(DkState d, Rng r) {
        d.rng = new Rng(r.nextLong());
        shuffleByLevel(d.streetDeck, d.streetPos, d.c.street, r);
        shuffleByLevel(d.buildingDeck, d.buildingPos, d.c.building, r);
        r.shuffle(d.necroDeck, 0, d.necroLen);
        r.shuffle(d.artifactDeck, 0, d.artifactLen);
        shuffleUntakenTreasures(d, r);
        resampleStages(d, r);
    }

    private static void shuffleUntakenTreasures(DkState d, Rng r) {
        int[] tr = d.treasureArtifact;
        int[] open = new int[tr.length];
        int k = 0;
        for (int i = 0; i < tr.length; i++) {
            if ((d.treasuresTaken & (1L << i)) == 0) {
                open[k++] = tr[i];
            }
        }
        r.shuffle(open, 0, k);
        k = 0;
        for (int i = 0; i < tr.length; i++) {
            if ((d.treasuresTaken & (1L << i)) == 0) {
                tr[i] = open[k++];
            }
        }
    }

    /**
     * The Boss' pile holds the Quest's face-down Stage cards and those Doom revealed. A face-down card may be any
     * card nobody has seen (it and the Stage deck's cards are dealt again); the revealed ones stay. Once the Boss is
     * active the pile was shuffled, so its order is unknown too.
     */
    private static void resampleStages(DkState d, Rng r) {
        int[] pool = new int[d.stageCount + d.stageDeckLen];
        int[] faceDown = new int[d.stageCount];
        int f = 0;
        for (int i = 0; i < d.stageCount; i++) {
            if (!revealed(d, d.stagePile[i])) {
                faceDown[f] = i;
                pool[f++] = d.stagePile[i];
            }
        }
        System.arraycopy(d.stageDeck, 0, pool, f, d.stageDeckLen);
        r.shuffle(pool, 0, f + d.stageDeckLen);
        for (int i = 0; i < f; i++) {
            d.stagePile[faceDown[i]] = pool[i];
        }
        System.arraycopy(pool, f, d.stageDeck, 0, d.stageDeckLen);
        if (d.bossActive) {
            r.shuffle(d.stagePile, 0, d.stageCount);
        }
    }

    /**
     * Whether Doom revealed this Stage card: Doom draws from the top (the end) of the Stage deck just after setup
     * dealt the face-down ones, so the revealed cards lie right above the cards still in the deck.
     */
    static boolean revealed(DkState d, int stage) {
        for (int i = d.stageDeckLen; i < d.stageDeckLen + d.stagesRevealed; i++) {
            if (d.stageDeck[i] == stage) {
                return true;
            }
        }
        return false;
    }

    private static void shuffleByLevel(int[] deck, int from, List<EnemyCard> cards, Rng r) {
        int i = from;
        while (i < deck.length) {
            int level = cards.get(deck[i]).level();
            int j = i;
            while (j < deck.length && cards.get(deck[j]).level() == level) {
                j++;
            }
            r.shuffle(deck, i, j);
            i = j;
        }
    }
}
