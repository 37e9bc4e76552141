package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.games.deadkeep.content.Equipment;
import org.junit.jupiter.api.Test;

/** The book's Inventory section and the Reorganize/Trade Action. */
class InventoryTest {

    private static Equipment card(String id) {
        return Scene.C.equipment.get(Scene.C.equipmentIndex(id));
    }

    @Test
    void elevenSlotsTwoHandsOneBodyFiveBackpackAndThreeTalismans() {
        int hands = 0;
        int packs = 0;
        int talismans = 0;
        for (int slot = 0; slot < Slots.N; slot++) {
            hands += Slots.hand(slot) ? 1 : 0;
            packs += Slots.backpack(slot) ? 1 : 0;
            talismans += Slots.talisman(slot) ? 1 : 0;
        }
        assertEquals(11, Slots.N);
        assertEquals(2, hands);
        assertEquals(5, packs);
        assertEquals(3, talismans);
        assertFalse(Slots.hand(Slots.BODY) || Slots.backpack(Slots.BODY) || Slots.talisman(Slots.BODY), "one Body slot");
    }

    @Test
    void handCardsGoInHandsAndBodyCardsOnTheBodyEachUsedOnlyThere() {
        Equipment sword = card("broadsword");
        Equipment shield = card("kite-shield");
        Equipment armour = card("plate-armor");
        assertTrue(Slots.fits(sword, Slots.HAND0) && Slots.fits(sword, Slots.HAND1) && Slots.fits(shield, Slots.HAND1));
        assertFalse(Slots.fits(sword, Slots.BODY), "the Body slot is for Body cards");
        assertFalse(Slots.fits(armour, Slots.HAND0), "the Hands are for Hand cards");
        assertTrue(Slots.fits(armour, Slots.BODY));
        assertTrue(Slots.active(armour, Slots.BODY));
        assertFalse(Slots.active(armour, Slots.PACK0), "armour in the Backpack protects nobody");
        assertFalse(Slots.active(sword, Slots.PACK0));
    }

    @Test
    void inTheirTurnAnAdventurerReorganizesTheirInventoryAsThePlayerWishes() {
        Scene sc = Scene.of(Scene.street(2), "lothar");
        sc.equip("lothar", Slots.HAND0, "broadsword").equip("lothar", Slots.PACK0, "zweihander");
        sc.activate("lothar");
        sc.play(new DkChoice.Trade(-1)).play(new DkChoice.Rearrange(0, Slots.HAND0, Slots.PACK0));
        sc.play(new DkChoice.Done());
        assertEquals(Scene.C.equipmentIndex("zweihander"), sc.s.item(0, Slots.HAND0));
        assertEquals(Scene.C.equipmentIndex("broadsword"), sc.s.item(0, Slots.PACK0));
        assertEquals(2, sc.s.actions[0], "one Action");
    }

    @Test
    void aTradeIsWithOneAdventurerOfTheZoneWhoMayReorganizeTheirOwnCardsToo() {
        Scene sc = Scene.of(Scene.street(2), "lothar", "astrid", "mai-ling");
        sc.at("mai-ling", 1).equip("astrid", Slots.HAND0, "elven-sword").equip("astrid", Slots.TAL0, "healing-charm");
        sc.activate("lothar");
        assertTrue(sc.s.choices().contains(new DkChoice.Trade(1)));
        assertFalse(sc.s.choices().contains(new DkChoice.Trade(2)), "Mai Ling is in another Zone");
        sc.play(new DkChoice.Trade(1));
        assertTrue(sc.s.choices().contains(new DkChoice.Rearrange(1, Slots.HAND0, Slots.PACK0)),
                "Astrid may reorganize her own inventory");
        sc.play(new DkChoice.Give(1, Slots.TAL0, 0, Slots.TAL0));
        assertEquals(Scene.C.equipmentIndex("healing-charm"), sc.s.item(0, Slots.TAL0), "Talismans can be traded");
    }

    @Test
    void aKoedAdventurersHealthPotionCanBeTakenInATradeAndReviveThem() {
        Scene sc = Scene.of(Scene.street(2), "lothar", "astrid").knockOut("astrid");
        sc.s.potions[1] = 1;
        sc.activate("lothar");
        sc.play(new DkChoice.Trade(1));
        assertTrue(sc.s.choices().contains(new DkChoice.GivePotion(1, 0)),
                "a Potion counts as an Equipment card, and a KO'ed Adventurer can be traded with");
        sc.play(new DkChoice.GivePotion(1, 0)).play(new DkChoice.Done());
        sc.play(new DkChoice.Potion(0, 1));
        assertFalse(sc.s.ko(1), "Astrid is revived with her own Potion, given by Lothar");
    }

    @Test
    void aCardKeptFromASearchComesWithAFreeReorganization() {
        Scene sc = Scene.of(Scene.street(2), "lothar");
        sc.equip("lothar", Slots.HAND0, "broadsword").necromantic("ghoul-splitter");
        sc.s.searchTokens[0] = 1;
        sc.activate("lothar");
        sc.play(new DkChoice.Search()).play(new DkChoice.Keep(Slots.PACK0));
        assertEquals(DkState.M_REORG, sc.s.mode, "the player may reorganize the inventory for free");
        sc.play(new DkChoice.Rearrange(0, Slots.HAND0, Slots.PACK0)).play(new DkChoice.Done());
        assertEquals(Scene.C.equipmentIndex("ghoul-splitter"), sc.s.item(0, Slots.HAND0));
        assertEquals(2, sc.s.actions[0], "only the Search cost an Action");
    }
}
