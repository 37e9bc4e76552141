package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.EventSink;
import org.junit.jupiter.api.Test;
import keeptable.games.deadcells.content.Content;

/** Exploring a Biome, the tiles and their icons, Checks, and the Interbiome. */
class ExploreRulesTest {

    static boolean said(Scene t, String words) {
        return t.events.events().stream().anyMatch(e -> e.text().contains(words));
    }

    @Test
    void theGroupMovesOnlyAlongCorridorsInTheArrowsDirection() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        assertEquals(List.of("Go to a", "Go to b"), t.choiceWords());
        t.at("f");
        assertEquals(List.of("Go to h"), t.choiceWords(), "no way back, no skipping");
    }

    @Test
    void aRuneLockedCorridorNeedsTheRune() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.at("b");
        assertFalse(t.choiceWords().stream().anyMatch(l -> l.contains("Vine Rune")));
        t.s.runes |= 1 << t.c.rune("vine");
        t.at("b");
        assertTrue(t.choiceWords().contains("Go to e (Vine Rune)"));
    }

    @Test
    void aHandCheckIsPassedByDiscardingACardWithTheSymbolThenHandsRefill() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.hand(0, "FL1", "FL2", "FL3").tile("d", "B1-08").at("a");
        t.pick("Go to d (Hand Check Green)");
        assertEquals(List.of("Discard Flayed Guard"), t.choiceWords());
        t.pick("Discard Flayed Guard");
        assertEquals(t.spaceOf("d"), t.s.pos);
        assertEquals(3, t.s.handN[0]);
        assertEquals(t.card("FL1"), t.s.topDiscard[0]);
    }

    @Test
    void aFailedHandCheckShutsTheCorridor() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.hand(0, "FL2", "FL3", "FL5").at("a");
        t.pick("Go to d (Hand Check Green)");
        assertTrue(said(t, "fails the Hand Check"));
        assertEquals(t.spaceOf("a"), t.s.pos);
        assertEquals(List.of("Go to c"), t.choiceWords());
    }

    @Test
    void aDeckCheckOnlyRewards() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.top(0, "FL3").tile("g", "B1-08").at("d");
        t.pick("Go to g (Deck Check Purple: 1 Cell)");
        assertEquals(1, t.s.cells, "the revealed Purple card gives the Cell");
        assertEquals(t.spaceOf("g"), t.s.pos);
        Scene u = Scene.run(1, "flayed", "quartered", "immolated");
        u.s.first = 0;
        u.top(0, "FL2").tile("g", "B1-08").at("d");
        u.pick("Go to g (Deck Check Purple: 1 Cell)");
        assertEquals(0, u.s.cells);
        assertEquals(u.spaceOf("g"), u.s.pos, "a failed Deck Check does not block the corridor");
    }

    @Test
    void eitherOrOffersACheckOnlyIfItCanBePassed() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.hand(0, "FL1", "FL3", "FL5").tile("a", "B1-05").at("S");
        t.pick("Go to a");
        assertEquals(List.of("Take a Purple Scroll", "Take a Potion"), t.choiceWords());
        t.pick("Take a Potion");
        assertEquals(1, t.s.potions);
        assertEquals(1, t.s.teeth);
        Scene u = Scene.run(1, "flayed", "quartered", "immolated");
        u.s.first = 0;
        u.hand(0, "FL2", "FL3", "FL5").tile("a", "B1-05").at("S");
        u.pick("Go to a");
        u.pick("Take a Hand Check (Red) + an Equipment card");
        assertEquals(3, u.s.handN[0]);
        assertEquals(u.card("FL2"), u.s.topDiscard[0], "the Check discarded the Red card");
    }

    @Test
    void aCursedTreasureGivesItsRewardsAndItsCurseChangeFirstPlayerFirst() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.s.potions = 2;
        t.tile("a", "B1-06").at("S");
        t.pick("Go to a");
        assertEquals(1, t.s.first, "Change First Player comes first");
        assertEquals(0, t.s.potions, "curse I of the Prisoners' Quarters: discard all Potions");
        assertEquals(1, t.s.collectorN, "a Blueprint from the bottom of the deck goes to the Collector space");
        assertTrue((t.s.runes & 1 << t.c.rune("vine")) != 0);
        assertEquals(1, t.s.cells);
    }

    @Test
    void theMerchantSellsForGoldTeethAsManyTimesAsItSays() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.teeth = 5;
        t.tile("a", "B1-07").at("S");
        t.pick("Go to a");
        t.pick("Buy a Potion for 2");
        assertEquals(1, t.s.potions);
        assertEquals(3, t.s.teeth);
        assertFalse(t.choiceWords().stream().anyMatch(l -> l.contains("Buy a Potion")), "only once");
        t.pick("Buy a Vial for 1");
        t.pick("Leave");
        assertEquals(Pending.MOVE, t.s.pending);
    }

    @Test
    void aDoorRevealsASecretAndFirstPlayerIconsGoToTheFirstPlayer() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 2;
        t.s.damage[2] = 1;
        t.s.damage[0] = 1;
        t.tile("a", "B1-08").at("S");
        t.pick("Go to a");
        assertEquals(0, t.s.damage[2], "the Vial is for the First Player only");
        assertEquals(1, t.s.damage[0]);
        assertEquals(2, t.s.teeth, "Secret S01");
        assertEquals(1, t.s.secretsSeen);
    }

    @Test
    void anEncounterTileSetsUpCombatWithLoot() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.tile("a", "B1-03").at("S");
        t.pick("Go to a");
        assertEquals(DcState.COMBAT, t.s.phase);
        int monsters = 0;
        for (int e : t.s.enemy) {
            monsters += e >= 0 ? 1 : 0;
        }
        assertEquals(3, monsters);
        assertEquals(1, t.s.lootScroll[Content.R]);
        assertEquals(1, t.s.lootCells);
    }

    @Test
    void theInterbiomeCollectsBlueprintsThenHealerMerchantCollectorThenTheNextBiome() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.teeth = 10;
        t.s.damage[1] = 2;
        int rapier = t.equip("rapier");
        t.s.collector[t.s.collectorN++] = t.s.takeBottomBlueprint(EventSink.NONE);
        t.at("h");
        t.pick("Go to X1");
        assertEquals(DcState.INTERBIOME, t.s.phase);
        assertTrue(t.s.equipmentOwned[rapier], "the Blueprint is now part of the Equipment deck for good");
        assertEquals(Pending.HEALER, t.s.pending);
        t.pick("remove 1 Damage from " + t.s.name(1));
        t.pick("remove 1 Damage from " + t.s.name(1));
        assertEquals(0, t.s.damage[1]);
        assertEquals(8, t.s.teeth);
        assertEquals(Pending.IB_MERCHANT, t.s.pending);
        assertEquals(rapier, t.s.interbiomeCards[0], "the Blueprint went on top of the Equipment deck");
        t.pick("Buy Rapier");
        t.pick(" to " + t.s.name(0));
        t.pick("Equip Rapier");
        assertEquals(rapier, t.s.slot[0][0]);
        assertEquals(Pending.IB_MERCHANT, t.s.pending, "back at the Merchant, which drew only 1 card");
        t.pick("Go on");
        assertEquals(Pending.COLLECTOR, t.s.pending);
        assertEquals(t.equip("grenade"), t.s.interbiomeCards[0], "the Collector draws from the bottom of the Blueprints");
        t.pick("Go on");
        assertEquals(DcState.EXPLORE, t.s.phase);
        assertEquals("B2", t.c.biomes.get(t.s.biome).id());
        assertEquals(1, t.s.biomesDone);
    }

    /** Equipment cards may be discarded during the Interbiome, not only to make room for a new one. */
    @Test
    void equipmentMayBeDiscardedDuringTheInterbiome() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.equipped(0, "bow").equipped(1, "dog");
        t.at("h");
        t.pick("Go to X1");
        assertEquals(DcState.INTERBIOME, t.s.phase);
        assertEquals(List.of(t.s.name(0) + " discards Beginner's Bow", t.s.name(1) + " discards Stray Dog",
                "Keep the Equipment and go on"), t.choiceWords());
        t.pick(t.s.name(0) + " discards Beginner's Bow");
        assertEquals(-1, t.s.slot[0][0]);
        assertTrue(t.s.equipmentDeck.isDiscarded(t.equip("bow")), "into the Equipment discard pile");
        assertEquals(List.of(t.s.name(1) + " discards Stray Dog", "Keep the Equipment and go on"), t.choiceWords());
        t.pick("Keep the Equipment and go on");
        assertEquals(t.equip("dog"), t.s.slot[1][0]);
        assertEquals(Pending.IB_MERCHANT, t.s.pending, "no Gold Teeth for the Healer: on to the Merchant");
    }

    @Test
    void theStiltVillageCurseKeyFromTheBook() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        BiomeSetup.setupBiome(t.s, t.c.biomeIndex("B4"), t.events);
        t.s.damage[1] = 2;
        t.tile("a", "B4-06").at("S");
        t.pick("Go to a");
        // Curse II of the Stilt Village: every Beheaded takes Damage until only 1 Health is left.
        for (int p = 0; p < 3; p++) {
            assertEquals(1, t.s.maxHealth[p] - t.s.damage[p]);
        }
        Scene u = Scene.run(1, "flayed", "quartered", "immolated");
        BiomeSetup.setupBiome(u.s, u.c.biomeIndex("B4"), u.events);
        u.s.potions = 2;
        u.tile("a", "B4-05").at("S");
        u.pick("Go to a");
        u.pick(" to " + u.s.name(0)).pick("Equip");
        assertEquals(0, u.s.potions, "curse I: discard all Potions");
    }

    @Test
    void theTwoExitsLeadToDifferentBiomes() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.first = 0;
        t.hand(0, "FL2", "FL3", "FL5").at("h");
        t.pick("Go to X2 (Hand Check Red)").pick("Discard Flayed Cut");
        while (t.s.phase == DcState.INTERBIOME) {
            t.pick("Go on");
        }
        assertEquals("B3", t.c.biomes.get(t.s.biome).id(), "the second exit of the Prisoners' Quarters: the Ramparts");
    }

    @Test
    void theClockTowerCurseMakesEveryBeheadedDiscardAnEquippedCard() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        BiomeSetup.setupBiome(t.s, t.c.biomeIndex("B5"), t.events);
        t.s.first = 0;
        t.equipped(1, "bow");
        t.s.slot[2] = new int[] {t.equip("torch"), t.equip("cleaver"), -1, -1};
        t.s.scroll[2][Content.P] = 1;
        t.tile("a", "B5-05").at("S");
        t.pick("Go to a");
        // Two Equipment cards are gained first (both to the Flayed: its one slot ends with one of them), then the curse.
        while (t.s.pending == Pending.GIVE || t.s.pending == Pending.EQUIP) {
            t.apply(t.s.choices().get(0));
        }
        assertEquals(Pending.DISCARD_EQUIP, t.s.pending);
        assertEquals(2, t.s.toMove(), "the Immolated chooses which of its two cards goes");
        t.pick("Discard Cleaver");
        assertEquals(0, Gains.equippedCount(t.s, 0), "the Flayed's only card goes at once");
        assertEquals(0, Gains.equippedCount(t.s, 1), "so does the Quartered's");
        assertEquals(1, Gains.equippedCount(t.s, 2));
        assertEquals(t.equip("torch"), t.s.slot[2][0]);
    }

    @Test
    void interbiomeCharactersGoUpALevelWithTheirMutation() {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        t.s.mutations[0] = Content.upgradeCode(1, 4);
        t.s.mutations[1] = Content.upgradeCode(2, 5);
        assertTrue(t.s.hasMutation("merchant-plus") && t.s.hasMutation("collector-plus"));
        t.at("h");
        t.pick("Go to X1");
        assertEquals(Pending.IB_MERCHANT, t.s.pending);
        assertEquals(2, t.s.interbiomeDrawn, "the Level 1 Merchant draws 2");
        t.pick("Go on");
        assertEquals(2, t.s.interbiomeDrawn, "the Level 1 Collector draws 2");
    }

    // Upgrade codes (Content.upgradeCode(deck, index), bottom card 0): SV03 and SV05 healer-plus, TC05 and TC06 merchant-plus,
    // BR06 and BR07 collector-plus.
    private static final int SV03 = 2, SV05 = 4, TC05 = Content.upgradeCode(1, 4),
            TC06 = Content.upgradeCode(1, 5), BR06 = Content.upgradeCode(2, 5), BR07 = Content.upgradeCode(2, 6);

    /** Reaches the exit with the given mutations on the board, 10 Gold Teeth and 5 Damage spread over the Group. */
    private static Scene toTheMarket(int... mutations) {
        Scene t = Scene.run(1, "flayed", "quartered", "immolated");
        java.util.Arrays.fill(t.s.mutations, -1);
        System.arraycopy(mutations, 0, t.s.mutations, 0, mutations.length);
        t.s.teeth = 10;
        t.s.damage[0] = 2;
        t.s.damage[1] = 2;
        t.s.damage[2] = 1;
        t.at("h");
        t.pick("Go to X1");
        return t;
    }

    /** Heals with the Healer for as long as it offers, and returns how many Damage it removed. */
    private static int healAll(Scene t) {
        int healed = 0;
        while (t.s.pending == Pending.HEALER) {
            DcChoice.Give g = (DcChoice.Give) t.s.choices().stream().filter(ch -> ch instanceof DcChoice.Give).findFirst().orElseThrow();
            t.apply(g);
            healed++;
        }
        return healed;
    }

    @Test
    void theLevelZeroCharactersAreTheBooksExamples() {
        // "1 for the Lev. 0 Merchant", "1 for the Lev. 0 Collector"; our Level-0 Healer: 1 Gold Tooth, twice.
        Scene t = toTheMarket();
        assertEquals(Pending.HEALER, t.s.pending);
        assertTrue(Wording.prompt(t.s).contains("Healer (Level 0"), Wording.prompt(t.s));
        assertEquals(2, healAll(t), "the Level 0 Healer serves twice");
        assertEquals(8, t.s.teeth, "1 Gold Tooth per Damage removed");
        assertEquals(3, t.s.damage[0] + t.s.damage[1] + t.s.damage[2]);
        assertEquals(Pending.IB_MERCHANT, t.s.pending, "then the Merchant, in order");
        assertEquals(1, t.s.interbiomeDrawn, "the Level 0 Merchant draws 1");
        t.pick("Go on");
        assertEquals(Pending.COLLECTOR, t.s.pending);
        assertEquals(1, t.s.interbiomeDrawn, "the Level 0 Collector draws 1");
        assertTrue(t.s.describe(t.s.choices().get(0)).contains("for 2 Gold Teeth"), t.choiceWords().toString());
    }

    @Test
    void eachMutationOfACharacterRaisesItOneLevel() {
        Scene one = toTheMarket(SV03);
        assertEquals(1, Market.level(one.s, Content.HEALER));
        assertEquals(3, healAll(one), "the Level 1 Healer serves three times");
        Scene two = toTheMarket(SV03, SV05);
        assertEquals(2, Market.level(two.s, Content.HEALER));
        assertEquals(4, healAll(two), "the Level 2 Healer serves four times");
        assertEquals(6, two.s.teeth);
        assertEquals(1, two.s.damage[0] + two.s.damage[1] + two.s.damage[2]);
    }

    @Test
    void theLevelTwoMerchantDrawsTwoAndSellsForOneTooth() {
        Scene t = toTheMarket(TC05, TC06);
        healAll(t);
        assertEquals(Pending.IB_MERCHANT, t.s.pending);
        assertEquals(2, Market.level(t.s, Content.MERCHANT));
        assertEquals(2, t.s.interbiomeDrawn);
        int teeth = t.s.teeth;
        t.apply(t.s.choices().stream().filter(ch -> t.s.describe(ch).contains("for 1 Gold Tooth")).findFirst()
                .orElseThrow());
        while (t.s.pending == Pending.GIVE || t.s.pending == Pending.EQUIP) {
            t.apply(t.s.choices().get(0));
        }
        assertEquals(teeth - 1, t.s.teeth, "the Level 2 Merchant's price is 1 Gold Tooth");
    }

    @Test
    void theLevelTwoCollectorDrawsThreeBlueprintsFromTheBottom() {
        Scene t = toTheMarket(BR06, BR07);
        healAll(t);
        t.pick("Go on");
        assertEquals(Pending.COLLECTOR, t.s.pending);
        assertEquals(2, Market.level(t.s, Content.COLLECTOR));
        assertEquals(3, t.s.interbiomeDrawn);
        int eq = t.s.equipmentDeck.size();
        t.apply(t.s.choices().get(0));
        assertEquals(eq + 1, t.s.equipmentDeck.size(), "a bought Blueprint goes on top of the Equipment deck");
        assertEquals(10 - 2 - 2, t.s.teeth, "2 Gold Teeth to the Level 0 Healer, 2 to the Level 2 Collector");
    }

    @Test
    void aCharacterGoesNoHigherThanItsLastLevel() {
        Scene t = toTheMarket(SV03, SV05, SV03);
        assertEquals(3, t.s.mutationCount("healer-plus"));
        assertEquals(2, Market.level(t.s, Content.HEALER), "only Levels 0 to 2 are authored");
    }

    @Test
    void aMerchantOrCollectorMutationDoesNotRaiseTheOthers() {
        Scene t = toTheMarket(TC05);
        assertEquals(0, Market.level(t.s, Content.HEALER));
        assertEquals(1, Market.level(t.s, Content.MERCHANT));
        assertEquals(0, Market.level(t.s, Content.COLLECTOR));
    }
}
