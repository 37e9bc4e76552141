package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;

/** The book's Interbiome: the Market's characters, Cells kept out of it, the clean-up. */
class InterbiomeMarketTest {
    /** Two collector-plus mutations: the Level 2 Collector draws three Blueprints. */
    static final int BR06 = Content.upgradeCode(2, 5), BR07 = Content.upgradeCode(2, 6);

    static Scene atTheExit(int... mutations) {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        java.util.Arrays.fill(t.s.mutations, -1);
        System.arraycopy(mutations, 0, t.s.mutations, 0, mutations.length);
        t.s.teeth = 10;
        t.s.cells = 3;
        t.at("h");
        t.pick("Go to X1");
        return t;
    }

    /** Cells may not be spent in the Interbiome: nothing offered costs Cells, and the Group leaves with all of them. */
    @Test
    void cellsAreNotSpentInTheInterbiome() {
        Scene t = atTheExit();
        while (t.s.phase == DcState.INTERBIOME) {
            assertTrue(t.choiceWords().stream().noneMatch(l -> l.contains("Cell")), t.choiceWords().toString());
            t.apply(t.s.choices().get(0));
        }
        assertEquals(3, t.s.cells);
    }

    /**
     * Clean-up: the Merchant's cards not bought are discarded, the Collector's go back under the Blueprint deck (seen
     * on the way to a Boss, where no new Biome's Blueprints replace the deck).
     */
    @Test
    void theCleanUpDiscardsTheMerchantsCardsAndReturnsTheBlueprints() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        BiomeSetup.setupBiome(t.s, t.c.biomeIndex("B2"), t.events);
        t.s.teeth = 10;
        t.at("g");
        t.pick("Go to X1");
        assertEquals(Pending.IB_MERCHANT, t.s.pending);
        int offered = t.s.interbiomeCards[0];
        t.pick("Go on");
        assertTrue(t.s.equipmentDeck.isDiscarded(offered), "the unbought Equipment card is discarded");
        assertEquals(Pending.COLLECTOR, t.s.pending);
        int blueprint = t.s.interbiomeCards[0];
        t.pick("Go on");
        assertEquals(blueprint, t.s.blueprintDeck.card(0), "the unbought Blueprint is at the bottom again");
    }

    /** The Collector's Blueprints go on top of the Equipment deck in the order the Group wishes (the order bought). */
    @Test
    void theCollectorsBlueprintsGoOnTopInTheOrderTheGroupChooses() {
        int[] top = new int[2];
        for (int order = 0; order < 2; order++) {
            Scene t = atTheExit(BR06, BR07);
            t.pick("Go on");
            assertEquals(Pending.COLLECTOR, t.s.pending);
            int a = t.s.interbiomeCards[0];
            int b = t.s.interbiomeCards[1];
            t.pick("Buy " + t.c.equipment.get(order == 0 ? a : b).name());
            t.pick("Buy " + t.c.equipment.get(order == 0 ? b : a).name());
            top[order] = t.s.equipmentDeck.card(0);
            assertEquals(order == 0 ? b : a, top[order], "the last one bought lies on top");
        }
        assertTrue(top[0] != top[1], "either order can be had");
    }

    /**
     * The next Biome: the finished Biome's tiles, Monsters and Blueprints go back to the box and the next one's are set
     * up; the Equipment deck stays as it is.
     */
    @Test
    void theNextBiomeReplacesTilesMonstersAndBlueprintsButNotTheEquipment() {
        Scene t = atTheExit();
        assertEquals(Pending.IB_MERCHANT, t.s.pending, "the Merchant has drawn its card");
        int[] equipment = Piles.drawPile(t.s.equipmentDeck);
        int discards = t.s.equipmentDeck.discardCount();
        t.pick("Go on");
        t.pick("Go on");
        assertEquals("B2", t.c.biomes.get(t.s.biome).id());
        String b2 = t.c.biomes.get(t.s.biome).id();
        for (int k : Piles.drawPile(t.s.monsterDeck)) {
            assertEquals(t.s.biome, t.c.monsters.get(t.c.monsterOf(k)).biome());
        }
        for (int q : Piles.drawPile(t.s.blueprintDeck)) {
            assertEquals(b2, t.c.equipment.get(q).origin());
        }
        for (int sp = 0; sp < t.s.tileAt.length; sp++) {
            if (t.s.tileAt[sp] >= 0) {
                assertEquals(t.s.biome, t.c.tiles.get(t.s.tileAt[sp]).biome());
            }
        }
        assertEquals(Pending.MOVE, t.s.pending);
        assertEquals(java.util.Arrays.toString(equipment), java.util.Arrays.toString(Piles.drawPile(t.s.equipmentDeck)),
                "the Equipment deck is as the Interbiome left it");
        assertEquals(discards + 1, t.s.equipmentDeck.discardCount(), "with the Merchant's unbought card discarded");
    }
}
