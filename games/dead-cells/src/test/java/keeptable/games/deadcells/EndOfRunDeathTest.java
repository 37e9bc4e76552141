package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Arrays;
import java.util.Map;
import keeptable.engine.EventSink;
import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;

/**
 * The book's End of Run, "Death" (and "Success", which follows the same four steps): what the Group gives up before
 * it spends its Cells.
 */
class EndOfRunDeathTest {
    final DcCampaignRules rules = (DcCampaignRules) Scene.GAME.campaign();

    /** A Group that dies with something of everything in its Bag, on the Collector space and on its boards. */
    static Scene diedCarryingEverything() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        DcState s = t.s;
        s.teeth = 3;
        s.potions = 2;
        s.cells = 4;
        s.bagScroll[Content.G] = 1;
        s.bagEquip[s.bagEquipN++] = s.drawEquipment(EventSink.NONE);
        s.bagBlue[s.bagBlueN++] = s.takeBottomBlueprint(EventSink.NONE);
        s.collector[s.collectorN++] = s.takeBottomBlueprint(EventSink.NONE);
        t.equipped(0, "cleaver");
        Scrolls.advance(s, 1, Content.G, EventSink.NONE);
        s.damage[1] = 2;
        s.shields[0] = 1;
        s.states[2][Content.S_POISON] = 1;
        Ending.endRun(s, false, "died in Biome 1 (Prisoners' Quarters)", EventSink.NONE);
        return t.settle();
    }

    /** Step 1: every item in the Bag but its Cells is discarded. */
    @Test
    void theBagKeepsOnlyItsCells() {
        Scene t = diedCarryingEverything();
        assertEquals(Pending.END, t.s.pending);
        assertEquals(0, t.s.teeth, "Gold Teeth are discarded");
        assertEquals(0, t.s.potions, "Potions are discarded");
        assertEquals(0, Arrays.stream(t.s.bagScroll).sum(), "Scrolls are discarded");
        assertEquals(4, t.s.cells, "the Cells stay, to be spent");
        assertEquals("0 Gold Teeth, 4 Cells, 0 Potions", ((DcView) t.s.view(0)).bag(), "what the table sees");
    }

    /**
     * Step 1: Equipment in the Bag is shuffled back into the Equipment deck; Blueprints in the Bag and (step 2) on
     * the Collector space go to the bottom of the Blueprint deck, and so never join the Equipment deck.
     */
    @Test
    void baggedEquipmentGoesBackAndBlueprintsReturnToTheBottomOfTheirDeck() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        int deckBefore = t.s.equipmentDeck.size();
        int blueprintsBefore = t.s.blueprintDeck.size();
        t = diedCarryingEverything();
        assertEquals(0, t.s.bagEquipN + t.s.bagBlueN + t.s.collectorN);
        assertEquals(blueprintsBefore, t.s.blueprintDeck.size(), "both Blueprints are back in their deck");
        int bagged = t.s.blueprintDeck.card(0);
        int collected = t.s.blueprintDeck.card(1);
        assertFalse(t.s.equipmentOwned[bagged] || t.s.equipmentOwned[collected]);
        assertEquals(deckBefore, t.s.equipmentDeck.size(), "the bagged and the equipped card are back in the deck");
        assertEquals(0, t.s.equipmentDeck.discardCount());
        t.pick("Finish");
        DcCampaign next = rules.after(rules.start(Map.of()), t.s);
        assertFalse(next.equipment().contains(t.c.equipment.get(collected).id()),
                "a Blueprint never brought to an Interbiome does not join the Equipment deck");
    }

    /** Step 3: equipped cards are discarded and the discards shuffled into the Equipment deck. */
    @Test
    void equippedCardsAreShuffledBackIntoTheEquipmentDeck() {
        Scene t = diedCarryingEverything();
        for (int p = 0; p < t.s.n; p++) {
            for (int q : t.s.slot[p]) {
                assertEquals(-1, q, "no Equipment left on " + t.s.name(p));
            }
        }
        boolean inDeck = false;
        for (int q : Piles.drawPile(t.s.equipmentDeck)) {
            inDeck |= q == t.equip("cleaver");
        }
        assertTrue(inDeck);
    }

    /** Step 4: the Beheaded boards are cleared of States, Shields and Damage; Scrolls and Max Health reset. */
    @Test
    void theBeheadedBoardsAreResetToTheirStart() {
        Scene t = diedCarryingEverything();
        for (int p = 0; p < t.s.n; p++) {
            assertEquals(0, t.s.damage[p]);
            assertEquals(0, t.s.shields[p]);
            assertEquals(0, Arrays.stream(t.s.states[p]).sum());
            assertEquals(0, Arrays.stream(t.s.scroll[p]).sum());
            assertEquals(t.c.beheaded.get(t.s.who[p]).health(), t.s.maxHealth[p]);
        }
    }

    /** "Success" follows the same steps after the Boss's victory is read. */
    @Test
    void aWonRunGivesUpTheSameButKeepsItsVictoryCells() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.teeth = 2;
        t.s.potions = 1;
        t.s.damage[0] = 1;
        t.s.first = 0;
        t.boss(0);
        t.s.instance = 1;
        t.s.bossZero = false;
        t.s.enemyDamage[1] = 3;
        t.hand(0, "FL2").hand(1, "QU3").hand(2, "IM3");
        t.pick("Flayed Cut").pick("Quartered Brace").pick("Immolated Ember");
        assertTrue(t.s.won);
        assertEquals(Pending.END, t.s.pending);
        assertEquals(3, t.s.cells, "the Concierge's victory");
        assertEquals(0, t.s.teeth + t.s.potions + t.s.damage[0]);
    }

    /** A Blueprint brought to an Interbiome this Run stays in the Equipment deck for every later Run. */
    @Test
    void aBlueprintCollectedThisRunStaysInTheEquipmentDeckForGood() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        int q = t.s.takeBottomBlueprint(EventSink.NONE);
        t.s.collector[t.s.collectorN++] = q;
        t.at("h");
        t.pick("Go to X1");
        Ending.endRun(t.s, false, "died in Biome 2 (Toxic Sewers)", EventSink.NONE);
        t.settle();
        t.pick("Finish");
        DcCampaign next = rules.after(rules.start(Map.of()), t.s);
        assertTrue(next.equipment().contains(t.c.equipment.get(q).id()));
    }

    /** The Mutation board holds one Skill card at a time: a second one means replacing it or not placing it. */
    @Test
    void theMutationBoardHoldsOneSkillCard() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        Ending.endRun(t.s, false, "died in Biome 1 (Prisoners' Quarters)", EventSink.NONE);
        t.settle();
        int tc04 = Content.upgradeCode(1, 3);
        int sv17 = Content.upgradeCode(0, 16);
        assertEquals("skill-shield", t.s.upgrade(tc04).effect());
        assertEquals("skill-shield", t.s.upgrade(sv17).effect());
        End.place(t.s, tc04);
        assertEquals(Pending.END, t.s.pending, "the empty Skill slot takes the first");
        End.place(t.s, sv17);
        t.s.forgetChoicesForTest();
        assertEquals(Pending.SPACE, t.s.pending, "no room for a second Skill card");
    }
}
