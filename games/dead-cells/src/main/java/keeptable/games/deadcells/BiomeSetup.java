package keeptable.games.deadcells;

import static keeptable.games.deadcells.Content.*;
import static keeptable.games.deadcells.DcState.*;
import static keeptable.games.deadcells.Notes.emit;

import keeptable.engine.EventSink;

/** Setting up a Biome: its tiles shuffled onto the board's spaces, its Monster and Elite decks, its Blueprints. */
final class BiomeSetup {
    private BiomeSetup() {
    }

    static void setupBiome(DcState s, int b, EventSink ev) {
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
        s.monsterDeck = bi.monsters().clone();
        s.monsterN = s.monsterDeck.length;
        s.rng.shuffle(s.monsterDeck);
        s.monsterDisc = new int[s.monsterDeck.length];
        s.monsterDiscN = 0;
        s.eliteDeck = bi.elites().clone();
        s.eliteN = s.eliteDeck.length;
        s.rng.shuffle(s.eliteDeck);
        s.eliteDisc = new int[s.eliteDeck.length];
        s.eliteDiscN = 0;
        blueprints(s, bi.blueprints());
        s.phase = EXPLORE;
        if (ev.enabled()) {
            emit(ev, "The Group enters " + bi.name(), "Biome setup");
        }
    }

    static void blueprints(DcState s, int[] all) {
        int[] bp = new int[all.length];
        int m = 0;
        for (int q : all) {
            if (!s.equipmentOwned[q]) {
                bp[m++] = q;
            }
        }
        // The Blueprint deck is never shuffled: its order is the book's numbering; the bottom (index 0) is drawn first.
        s.blueprintDeck = java.util.Arrays.copyOf(bp, Math.max(m, 1) + 8);
        s.blueprintN = m;
    }
}
