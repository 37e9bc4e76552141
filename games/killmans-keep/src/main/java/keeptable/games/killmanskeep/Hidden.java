package keeptable.games.killmanskeep;

import keeptable.engine.Rng;

/**
 * What a seat cannot know, resampled for the state's {@code determinize}: the cards in other hands that
 * were never shown, the order of the Keep deck below any top card the seat knows, the Goals others
 * hold and the Goal deck's order, and every future die. (The engine's determinize template forgets the
 * cached choices afterwards.)
 */
final class Hidden {
    private Hidden() {
    }

    static void resample(KkPosition d, int seat, Rng r) {
        keepCards(d, seat, r);
        goals(d, seat, r);
        d.rng = r.split();
    }

    private static void keepCards(KkPosition d, int seat, Rng r) {
        int cards = d.content.cards;
        int[] pool = new int[cards];
        byte[] owner = new byte[cards];
        int hidden = 0;
        for (int k = 0; k < cards; k++) {
            int holder = d.where[k] - KkPosition.HAND;
            if (holder >= 0 && holder != seat && !d.shown[k]) {
                owner[hidden] = d.where[k];
                pool[hidden++] = k;
            }
        }
        boolean topSeen = d.deckSize > 0 && (d.topKnown || (d.peekMask & 1 << seat) != 0);
        int unseenDeck = topSeen ? d.deckSize - 1 : d.deckSize;
        System.arraycopy(d.deck, 0, pool, hidden, unseenDeck);
        r.shuffle(pool, 0, hidden + unseenDeck);
        for (int i = 0; i < hidden; i++) {
            d.where[pool[i]] = owner[i];
            d.shown[pool[i]] = false;
        }
        for (int i = 0; i < unseenDeck; i++) {
            int k = pool[hidden + i];
            d.deck[i] = k;
            d.where[k] = KkPosition.DECK;
            d.shown[k] = false;
        }
    }

    private static void goals(KkPosition d, int seat, Rng r) {
        int goals = d.goalWhere.length;
        int[] pool = new int[goals];
        byte[] owner = new byte[goals];
        int held = 0;
        for (int g = 0; g < goals; g++) {
            int holder = d.goalWhere[g] - KkPosition.GOAL_HELD;
            if (holder >= 0 && holder != seat) {
                owner[held] = d.goalWhere[g];
                pool[held++] = g;
            }
        }
        System.arraycopy(d.goalDeck, 0, pool, held, d.goalDeckSize);
        r.shuffle(pool, 0, held + d.goalDeckSize);
        for (int i = 0; i < held; i++) {
            d.goalWhere[pool[i]] = owner[i];
        }
        for (int i = 0; i < d.goalDeckSize; i++) {
            int g = pool[held + i];
            d.goalDeck[i] = g;
            d.goalWhere[g] = KkPosition.GOAL_DECK;
        }
    }
}
