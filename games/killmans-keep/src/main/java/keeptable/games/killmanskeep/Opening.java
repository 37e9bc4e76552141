package keeptable.games.killmanskeep;

import keeptable.engine.EventSink;
import keeptable.engine.Rng;
import keeptable.games.killmanskeep.content.Content;

/** Setup (book: Setup, steps 1-8), ending with each player choosing a Display card in turn order. */
final class Opening {
    private Opening() {
    }

    /** Lays out a new game on an empty position, up to the first Display card to choose. */
    static void setUp(KkPosition s) {
        Content c = s.content;
        Rng rng = s.rng;
        int n = s.n;
        // 1. everyone starts in the Market
        for (int p = 0; p < n; p++) {
            s.area[p] = c.start;
            s.display[p] = -1;
        }
        // 2. Doubloons in the Bank
        s.bankDoubloons = c.doubloonsPerPlayer * n;
        // 4-5. Goal deck shuffled in the Guild
        int[] goals = new int[c.goals.size()];
        for (int g = 0; g < goals.length; g++) {
            goals[g] = g;
            s.goalWhere[g] = KkPosition.GOAL_DECK;
        }
        s.goalDeck.restock(goals, 0, goals.length);
        KkPosition.shuffle(s.goalDeck, rng);
        // 4, 6. Artifact deck shuffled; two Artifacts and $100 each; three Artifacts to the Market
        int[] artifacts = new int[c.artifactCards];
        for (int k = 0; k < artifacts.length; k++) {
            artifacts[k] = k;
        }
        rng.shuffle(artifacts);
        int next = 0;
        for (int p = 0; p < n; p++) {
            for (int i = 0; i < c.startingArtifacts; i++) {
                s.toHand(artifacts[next++], p, false);
            }
            s.money[p] = c.startingMoney;
        }
        for (int i = 0; i < c.marketArtifacts; i++) {
            s.where[artifacts[next++]] = KkPosition.MARKET;
        }
        // 7. the rest of the Artifacts shuffled with the Monsters into the Keep deck
        int[] keep = new int[c.cards - next];
        int size = 0;
        while (next < artifacts.length) {
            keep[size++] = artifacts[next++];
        }
        for (int m = c.artifactCards; m < c.cards; m++) {
            keep[size++] = m;
        }
        for (int k : keep) {
            s.where[k] = KkPosition.DECK;
        }
        s.keepDeck.restock(keep, 0, size);
        KkPosition.shuffle(s.keepDeck, rng);
        // 8. turn order: lowest roll first (ties for lowest roll again), then clockwise
        int first = lowestRoller(rng, n);
        for (int i = 0; i < n; i++) {
            s.order[i] = (first + i) % n;
        }
        s.phase = KkPosition.SETUP_DISPLAY;
        s.setupIndex = 0;
    }

    /** Everyone rolls a die; those tied for the lowest roll again until one is lowest. */
    static int lowestRoller(Rng rng, int n) {
        boolean[] rolling = new boolean[n];
        java.util.Arrays.fill(rolling, true);
        while (true) {
            int low = 7;
            int lowCount = 0;
            int lowSeat = -1;
            int[] rolls = new int[n];
            for (int p = 0; p < n; p++) {
                if (!rolling[p]) {
                    continue;
                }
                rolls[p] = rng.roll(6);
                if (rolls[p] < low) {
                    low = rolls[p];
                    lowCount = 1;
                    lowSeat = p;
                } else if (rolls[p] == low) {
                    lowCount++;
                }
            }
            if (lowCount == 1) {
                return lowSeat;
            }
            for (int p = 0; p < n; p++) {
                rolling[p] = rolling[p] && rolls[p] == low;
            }
        }
    }

    static void pickDisplay(KkPosition s, KkChoice.ShowCard choice, EventSink out) {
        Display.show(s, s.order[s.setupIndex], choice.card(), out);
        s.setupIndex++;
        if (s.setupIndex == s.n) {
            TurnOrder.startTurn(s, 0, out);
        }
    }
}
