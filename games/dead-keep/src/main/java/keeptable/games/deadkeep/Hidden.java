package keeptable.games.deadkeep;

import keeptable.engine.Rng;

/**
 * What no player can know, resampled for a determinization: the order of every deck (the Enemy decks
 * within each Campaign Level), which Treasure tokens hide Artifacts, the face-down Stage cards, and
 * the dice to come.
 */
final class Hidden {
    private Hidden() {
    }

    static void resample(DkState d, Rng r) {
        d.rng = new Rng(r.nextLong());
        d.stacked = new int[0];
        d.stackedPos = 0;
        shuffleByLevel(d, d.streetDeck, d.streetPos, d.c.street, r);
        shuffleByLevel(d, d.buildingDeck, d.buildingPos, d.c.building, r);
        r.shuffle(d.necroDeck, 0, d.necroLen);
        r.shuffle(d.artifactDeck, 0, d.artifactLen);
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
        if (d.bossActive) {
            r.shuffle(d.stagePile, 0, d.stageCount);
        } else {
            int hidden = Math.min(d.quest.stages(), d.stageCount);
            int[] pool = new int[hidden + d.stageDeckLen];
            System.arraycopy(d.stagePile, 0, pool, 0, hidden);
            System.arraycopy(d.stageDeck, 0, pool, hidden, d.stageDeckLen);
            r.shuffle(pool);
            System.arraycopy(pool, 0, d.stagePile, 0, hidden);
            System.arraycopy(pool, hidden, d.stageDeck, 0, d.stageDeckLen);
        }
    }

    private static void shuffleByLevel(DkState d, int[] deck, int from, java.util.List<
            keeptable.games.deadkeep.content.EnemyCard> cards, Rng r) {
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
