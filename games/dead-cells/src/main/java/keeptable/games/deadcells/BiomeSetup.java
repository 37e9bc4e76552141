package keeptable.games.deadcells;

import static keeptable.games.deadcells.content.Content.*;
import static keeptable.games.deadcells.DcPosition.*;
import static keeptable.games.deadcells.Notes.emit;

import keeptable.engine.EventSink;
import keeptable.engine.cards.IntDeck;

/** Setting up a Biome: its tiles shuffled onto the board's spaces, its Monster and Elite decks, its Blueprints. */
final class BiomeSetup {
    private BiomeSetup() {
    }

    static void setupBiome(DcPosition s, int b, EventSink ev) {
        Biome bi = s.c.biomes.get(b);
        s.biome = b;
        s.visited |= 1 << b;
        s.boss = -1;
        s.pos = bi.start();
        s.flipped = 0;
        s.shut = 0;
        s.tileAt = new int[bi.spaces().length];
        java.util.Arrays.fill(s.tileAt, -1);
        int[] tiles = bi.tiles().clone();
        s.rng.shuffle(tiles);
        int t = 0;
        for (int sp = 0; sp < bi.spaces().length; sp++) {
            if (sp != bi.start() && bi.exitTo()[sp] == Integer.MIN_VALUE) {
                s.tileAt[sp] = tiles[t++];
            }
        }
        s.monsterDeck = enemyDeck(s, bi.monsters());
        s.eliteDeck = enemyDeck(s, bi.elites());
        blueprints(s, bi.blueprints());
        s.phase = EXPLORE;
        if (ev.enabled()) {
            emit(ev, "The Group enters " + bi.name(), "Biome setup");
        }
    }

    static void blueprints(DcPosition s, int[] all) {
        int[] bp = new int[all.length];
        int m = 0;
        for (int q : all) {
            if (!s.equipmentOwned[q]) {
                bp[m++] = q;
            }
        }
        // The Blueprint deck is never shuffled: its order is the book's numbering; the bottom (bp[0]) is drawn first.
        s.blueprintDeck = new IntDeck(s.c.equipment.size());
        s.blueprintDeck.restock(bp, 0, m);
    }

    /** A Biome's Monster or Elite deck: these cards, shuffled, no discards. */
    private static IntDeck enemyDeck(DcPosition s, int[] cards) {
        IntDeck deck = new IntDeck(s.c.monsterCards());
        deck.restock(cards, 0, cards.length);
        deck.shuffle(s.rng);
        return deck;
    }
}
