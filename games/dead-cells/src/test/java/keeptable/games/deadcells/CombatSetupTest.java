package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;

/** The book's Combat setup: Enemies placed in the tile's order from the space next to the Group, and the Loot. */
class CombatSetupTest {

    /** Stacks this Monster card on top of the Monster (or Elite) deck. */
    static void onTop(Scene t, String monster, boolean elite) {
        int k = t.monsterCard(monster);
        keeptable.engine.cards.IntDeck deck = elite ? t.s.eliteDeck : t.s.monsterDeck;
        assertTrue(deck.remove(k), monster);
        deck.putOnTop(k);
    }

    /** Example A: the first card drawn goes on the first space right of the Group, the second on the next one. */
    @Test
    void exampleATwoMonstersFillTheSpacesFromTheGroupOutward() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        onTop(t, "prisoner", false);
        onTop(t, "zombie", false);
        int deck = t.s.monsterDeck.size();
        t.tile("a", "B1-02").at("S");
        t.pick("Go to a");
        assertEquals(1, t.space("zombie"));
        assertEquals(2, t.space("prisoner"));
        assertEquals(deck - 2, t.s.monsterDeck.size(), "one card per Monster icon");
    }

    /** An Elite icon draws from the Elite deck; the cards are placed one at a time in the tile's order. */
    @Test
    void anEliteEncounterDrawsEachIconFromItsDeckInTheTilesOrder() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        onTop(t, "bomber", true);
        onTop(t, "zombie", false);
        int elites = t.s.eliteDeck.size();
        t.tile("a", "B1-04").at("S");
        t.pick("Go to a");
        assertEquals(1, t.space("bomber"), "the Elite icon comes first on the tile");
        assertEquals(2, t.space("zombie"));
        assertEquals(elites - 1, t.s.eliteDeck.size());
        assertEquals(1, t.s.lootScroll[Content.G], "its Loot on the Group space");
    }

    /** Equipment Loot is the Equipment deck's top card; Blueprint Loot is the Blueprint deck's bottom card. */
    @Test
    void equipmentAndBlueprintLootAreDrawnOntoTheGroupSpace() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        int top = t.s.equipmentDeck.card(0);
        int bottom = t.s.blueprintDeck.card(0);
        t.combat(new String[] {"zombie"}, "equipment", "blueprint");
        assertEquals(1, t.s.lootEquipN);
        assertEquals(top, t.s.lootEquip[0]);
        assertEquals(1, t.s.lootBlueN);
        assertEquals(bottom, t.s.lootBlue[0]);
        assertEquals(t.equip("rapier"), bottom, "the Prisoners' Quarters' Blueprint 01");
    }
}
