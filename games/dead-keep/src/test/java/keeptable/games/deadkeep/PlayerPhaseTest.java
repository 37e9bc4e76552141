package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.EventSink;
import keeptable.engine.IllegalChoiceException;
import org.junit.jupiter.api.Test;

/** Player Phase rules: Actions, Door Opening, Gather Mana, Move, Search, Take, Trade, Potions, Enchantments. */
class PlayerPhaseTest {

    private static GridGround house() {
        return GridGround.builder("house", "...", "AAB").door(0, 0, 1, 0, "red").door(1, 1, 1, 2, "blue")
                .dark(1, 1).dark(1, 0).objective(0, 2, "red").boss(0, 2).build();
    }

    @Test
    void threeActionsAtBlueAndAFourthAtYellow() {
        Scene sc = Scene.of(Scene.street(2), "astrid");
        sc.equip("astrid", 0, "elven-sword");
        sc.s.ap[0] = 6;
        sc.enemy("footman", 0, 1);
        sc.activate("astrid");
        assertEquals(3, sc.s.actions[0], "Blue: three Actions");
        sc.dice(6, 1).play(new DkChoice.Attack(0, 0, 0, -1, 0, 0));
        assertEquals(7, sc.s.ap[0], "the kill's Wound gives the seventh Adrenaline point");
        assertEquals(1, sc.s.level[0], "7 AP: Yellow");
        assertEquals(3, sc.s.actions[0], "one Action spent, and Yellow's +1 Action works in this very Turn");
        sc.s.cur = -1;
        Turns.activate(sc.s, 0, EventSink.NONE);
        assertEquals(4, sc.s.actions[0], "the next Turn starts with four");
    }

    /** Book: Skills work as soon as they are gained; a free Action taken mid-Turn is there to use this Turn. */
    @Test
    void aFreeMeleeActionChosenWithTheLastActionIsUsedInTheSameTurn() {
        Scene sc = Scene.of(Scene.street(2), "theron");
        sc.equip("theron", 0, "broadsword");
        sc.s.ap[0] = 18;
        sc.enemy("footman", 0, 2);
        sc.activate("theron");
        sc.s.actions[0] = 1;
        sc.s.changed();
        int round = sc.s.round;
        sc.dice(6, 1).play(new DkChoice.Attack(0, 0, 0, -1, 0, 0));
        assertEquals(1, sc.count("footman", 0), "the last Action kills one Footman");
        assertEquals(DkState.M_SKILL, sc.s.mode, "19 AP: Orange, choose Sprint or +1 free Melee Action");
        sc.play(new DkChoice.Pick(Scene.C.skillIndex("free-action:melee")));
        assertEquals(round, sc.s.round, "the Turn goes on: the free Melee Action is there now");
        assertEquals(0, sc.s.cur);
        assertEquals(0, sc.s.actions[0], "no regular Action left");
        assertEquals(DkState.M_ACTION, sc.s.mode);
        DkChoice melee = new DkChoice.Attack(0, 0, 0, -1, 0, 0);
        assertTrue(sc.s.choices().contains(melee), "a Melee Action is offered with no regular Action left");
        sc.dice(5, 2).play(melee);
        assertEquals(0, sc.count("footman", 0), "the free Melee Action kills the second Footman");
        assertEquals(round + 1, sc.s.round, "then the Turn is over: the Enemy Phase ran and a new Game Round began");
    }

    @Test
    void openingADoorIsFreeRollsForDoomAndSpawnsInTheDarkZonesOnce() {
        GridGround g = house();
        Scene sc = Scene.of(g, "lothar");
        sc.s.buildingDeck = new int[] {0, 0, 0, 0};
        sc.activate("lothar");
        int doorToA = 0;
        assertTrue(sc.s.choices().contains(new DkChoice.OpenDoor(doorToA)));
        sc.dice(2).play(new DkChoice.OpenDoor(doorToA));
        assertEquals(3, sc.s.actions[0], "Door Opening is free");
        assertEquals(1, sc.s.doom, "a roll of 1-3 gives the Boss a Doom token");
        assertEquals(2, sc.s.buildingPos, "one Building card per dark Zone of the building");
        assertEquals(1, sc.count("footman", g.zone(1, 0)), "Blue: the Footman card spawns one in each dark Zone");
        assertEquals(1, sc.count("footman", g.zone(1, 1)));
        assertFalse(sc.s.choices().contains(new DkChoice.OpenDoor(doorToA)), "doors never close, nor open twice");
    }

    @Test
    void aDoorRollOf4To6GivesNoDoom() {
        Scene sc = Scene.of(house(), "lothar");
        sc.s.buildingDeck = new int[] {0, 0};
        sc.activate("lothar");
        sc.dice(4).play(new DkChoice.OpenDoor(0));
        assertEquals(0, sc.s.doom);
    }

    @Test
    void gatherManaTwoInMistFiveAtTheFountainUpToTen() {
        GridGround g = GridGround.builder("m", "mf.").objective(0, 2, "red").boss(0, 2).build();
        Scene sc = Scene.of(g, "tessara");
        sc.activate("tessara");
        sc.play(new DkChoice.Gather());
        assertEquals(7, sc.s.mana[0]);
        sc.play(new DkChoice.Move(1));
        sc.play(new DkChoice.Gather());
        assertEquals(10, sc.s.mana[0], "5 at the Fountain, but never above 10");
    }

    @Test
    void noGatheringOutsideMist() {
        Scene sc = Scene.of(Scene.street(2), "tessara");
        sc.activate("tessara");
        assertFalse(sc.s.choices().contains(new DkChoice.Gather()));
    }

    @Test
    void enteringAZoneWithEnemiesEndsASprint() {
        Scene sc = Scene.of(Scene.street(5), "theron");
        sc.s.grant(0, Scene.C.skillIndex("sprint"));
        sc.enemy("footman", 1, 1);
        sc.activate("theron");
        assertFalse(sc.s.choices().contains(new DkChoice.Move(2, DkChoice.Reach.SPRINT)));
        sc.s.enZone[sc.s.t.base[Scene.C.enemyIndex("footman")]] = -1;
        sc.s.changed();
        assertTrue(sc.s.choices().contains(new DkChoice.Move(3, DkChoice.Reach.SPRINT)));
    }

    @Test
    void searchNeedsATokenAndNoEnemiesAndDrawsOneCard() {
        Scene sc = Scene.of(Scene.street(2), "lothar");
        sc.s.searchTokens[0] = 2;
        sc.enemy("footman", 0, 1);
        sc.activate("lothar");
        assertFalse(sc.s.choices().contains(new DkChoice.Search()), "Enemies in the Zone");
        sc.s.enZone[sc.s.t.base[0]] = -1;
        sc.necromantic("ghoul-splitter");
        sc.play(new DkChoice.Search());
        assertEquals(DkState.M_KEEP, sc.s.mode);
        sc.play(new DkChoice.Keep(Slots.PACK0));
        assertEquals(Scene.C.equipmentIndex("ghoul-splitter"), sc.s.item(0, Slots.PACK0));
        assertEquals(2, sc.s.searchTokens[0], "Search tokens stay");
    }

    @Test
    void aDiscardedNecromanticCardIsShuffledBackWhenTheDeckRunsOut() {
        Scene sc = Scene.of(Scene.street(2), "lothar").necromantic();
        sc.s.searchTokens[0] = 1;
        sc.equip("lothar", Slots.PACK0, "ghoul-splitter");
        sc.activate("lothar");
        sc.play(new DkChoice.Trade(-1)).play(new DkChoice.Discard(0, Slots.PACK0)).play(new DkChoice.Done());
        assertEquals(1, sc.s.necro.discardCount(), "the card went to its deck's discards");
        sc.play(new DkChoice.Search());
        assertEquals(DkState.M_KEEP, sc.s.mode, "the empty deck took its discards back and the card was drawn");
        assertEquals(Scene.C.equipmentIndex("ghoul-splitter"), sc.s.keepCard);
        assertEquals(0, sc.s.necro.discardCount() + sc.s.necro.size());
    }

    @Test
    void aCrawlerCardSpawnsACrawlerRemovesASearchTokenAndGivesDoom() {
        Scene sc = Scene.of(Scene.street(2), "lothar");
        sc.s.searchTokens[0] = 1;
        sc.necromantic("aaahh-crawler");
        sc.activate("lothar");
        sc.play(new DkChoice.Search());
        assertEquals(1, sc.count("crawler", 0));
        assertEquals(0, sc.s.searchTokens[0]);
        assertEquals(1, sc.s.doom);
    }

    @Test
    void takingARedObjectiveGivesAdrenalineAndATreasureAPotionOrAnArtifact() {
        GridGround g = GridGround.builder("t", "...").objective(0, 0, "red").treasure(0, 0).treasure(0, 1)
                .objective(0, 2, "red").boss(0, 2).build();
        Scene sc = Scene.of(g, "lothar");
        sc.s.treasureArtifact[0] = 0;
        sc.s.treasureArtifact[1] = 1;
        sc.activate("lothar");
        sc.play(new DkChoice.Take(0, 0));
        assertEquals(5, sc.s.ap[0]);
        sc.play(new DkChoice.Take(1, 0));
        assertEquals(1, sc.s.potions[0]);
        sc.play(new DkChoice.Move(1));
        sc.play(new DkChoice.Take(1, 1));
        assertAnArtifactToPlace(sc);
    }

    /** A Necromantic Artifact was drawn: the player places it (reorganizing for free) or discards it. */
    private static void assertAnArtifactToPlace(Scene sc) {
        assertEquals(DkState.M_KEEP, sc.s.mode, "an Artifact to place or discard");
        assertEquals(keeptable.games.deadkeep.content.Equipment.Deck.ARTIFACT,
                Scene.C.equipment.get(sc.s.keepCard).deck());
    }

    @Test
    void healthPotionsHealThreeAndReviveButNotOneself() {
        Scene sc = Scene.of(Scene.street(2), "lothar", "astrid");
        sc.s.potions[0] = 2;
        sc.s.wounds[1] = 10;
        sc.s.koMask = 2;
        sc.s.changed();
        sc.activate("lothar");
        sc.play(new DkChoice.Potion(0, 1));
        assertFalse(sc.s.ko(1));
        assertEquals(7, sc.s.wounds[1], "revived with 3 Wounds healed");
        sc.s.wounds[0] = 2;
        sc.s.changed();
        sc.play(new DkChoice.Potion(0, 0));
        assertEquals(0, sc.s.wounds[0], "healing is capped at the starting total");
    }

    @Test
    void theQuestIsLostAtTheEndPhaseWhenKosOutnumberPotions() {
        Scene sc = Scene.of(Scene.street(2), "lothar", "astrid");
        sc.s.wounds[1] = 10;
        sc.s.koMask = 2;
        Foes.endPhase(sc.s, EventSink.NONE);
        assertTrue(sc.s.isOver());
        assertTrue(sc.s.outcome().winners().isEmpty());
    }

    @Test
    void aPotionInHandSavesTheParty() {
        Scene sc = Scene.of(Scene.street(2), "lothar", "astrid");
        sc.s.wounds[1] = 10;
        sc.s.koMask = 2;
        sc.s.potions[0] = 1;
        Foes.endPhase(sc.s, EventSink.NONE);
        assertFalse(sc.s.isOver());
        assertNull(sc.s.outcome());
    }

    @Test
    void tradeSwapsCardsWithAnotherAdventurerEvenKoed() {
        Scene sc = Scene.of(Scene.street(2), "lothar", "astrid");
        sc.equip("astrid", 0, "elven-sword");
        sc.s.wounds[1] = 10;
        sc.s.koMask = 2;
        sc.s.changed();
        sc.activate("lothar");
        sc.play(new DkChoice.Trade(1));
        assertEquals(DkState.M_REORG, sc.s.mode);
        sc.play(new DkChoice.Give(1, 0, 0, 0));
        sc.play(new DkChoice.Done());
        assertEquals(Scene.C.equipmentIndex("elven-sword"), sc.s.item(0, 0));
        assertEquals(2, sc.s.actions[0], "Reorganize/Trade is one Action");
    }

    @Test
    void talismansGoOnlyInTalismanSlotsAndBackpackCardsWorkFromTheBackpack() {
        var charm = Scene.C.equipment.get(Scene.C.equipmentIndex("healing-charm"));
        assertTrue(Slots.fits(charm, Slots.TAL0));
        assertFalse(Slots.fits(charm, Slots.PACK0), "Talismans cannot be stored in the Backpack");
        var sword = Scene.C.equipment.get(Scene.C.equipmentIndex("zweihander"));
        assertTrue(Slots.fits(sword, Slots.PACK0));
        assertFalse(Slots.active(sword, Slots.PACK0), "not usable until moved to a Hand");
        var quiver = Scene.C.equipment.get(Scene.C.equipmentIndex("elite-quiver"));
        assertTrue(Slots.active(quiver, Slots.PACK0), "may be used in the Backpack");
    }

    @Test
    void anEnchantmentHealsAnAdventurerInSightOncePerTurn() {
        Scene sc = Scene.of(Scene.street(3), "tessara", "lothar");
        sc.equip("tessara", Slots.TAL0, "healing-charm").at("lothar", 2);
        sc.s.wounds[1] = 4;
        sc.s.changed();
        sc.activate("tessara");
        sc.play(new DkChoice.Enchant(Slots.TAL0, 1));
        assertEquals(2, sc.s.wounds[1]);
        assertFalse(sc.s.choices().contains(new DkChoice.Enchant(Slots.TAL0, 1)), "once per Turn");
    }

    @Test
    void necromanticSecondLinesCostManaAndArtifactsNeedMana() {
        Scene sc = Scene.of(Scene.street(3), "mai-ling");
        sc.equip("mai-ling", 0, "night-bolt").equip("mai-ling", 1, "doom-cleaver").mana("mai-ling", 0);
        sc.enemy("footman", 0, 1);
        sc.activate("mai-ling");
        assertFalse(sc.s.choices().contains(new DkChoice.Attack(0, 1, 0, -1, 0, 0)), "no Mana, no second line");
        assertFalse(sc.s.choices().contains(new DkChoice.Attack(1, 0, 0, -1, 0, 0)), "no Mana, no Artifact");
        sc.mana("mai-ling", 1);
        assertTrue(sc.s.choices().contains(new DkChoice.Attack(0, 1, 0, -1, 0, 0)), "Range 0-3 for 1 Mana");
        assertTrue(sc.s.choices().contains(new DkChoice.Attack(1, 0, 0, -1, 0, 0)));
    }

    @Test
    void aOneAlwaysMissesEvenWithPlusOneToTheRoll() {
        assertEquals(2, footmenLeftAfterACrush(2), "each 2 becomes a 4: three hits of Accuracy 3+ (the control)");
        assertEquals(5, footmenLeftAfterACrush(1), "a 1 plus 2 would be a 3, yet every 1 misses");
    }

    /**
     * Knut crushes five Footmen with the Elven Sword (2 dice, Accuracy 3+; Crush with 1 Mana: a third die) with +1 to
     * the roll in melee and +1 during a Crush; all three dice show {@code face}.
     */
    private static int footmenLeftAfterACrush(int face) {
        Scene sc = Scene.of(Scene.street(2), "knut");
        sc.s.clearSkills(0);
        sc.s.grant(0, Scene.C.skillIndex("plus-1-roll:melee"));
        sc.s.grant(0, Scene.C.skillIndex("crush-plus-1-roll"));
        sc.equip("knut", 0, "elven-sword").mana("knut", 1);
        sc.enemy("footman", 0, 5);
        sc.activate("knut");
        sc.dice(face, face, face).play(new DkChoice.Attack(0, 0, 0, -1, 1, 0));
        return sc.count("footman", 0);
    }

    @Test
    void armorPenetrationBelowArmorWoundsNothing() {
        Scene sc = Scene.of(Scene.street(2), "knut");
        sc.equip("knut", 0, "broadsword");
        int sg = sc.enemy("shadowguard", 0, 1);
        sc.activate("knut");
        sc.dice(6, 6).play(new DkChoice.Attack(0, 0, 0, -1, 0, 0));
        assertEquals(0, sc.s.enWounds[sg], "Broadsword AP 1 against Shadowguard Armor 2");
        assertEquals(0, sc.s.ap[0]);
    }

    @Test
    void illegalChoicesAreRefusedAndChangeNothing() {
        Scene sc = Scene.of(Scene.street(2), "knut");
        sc.activate("knut");
        long print = sc.s.fingerprint();
        assertThrows(IllegalChoiceException.class, () -> sc.s.apply(new DkChoice.Move(0)));
        assertThrows(IllegalChoiceException.class, () -> sc.s.apply(new DkChoice.Search()));
        assertEquals(print, sc.s.fingerprint());
    }

    @Test
    void doNothingEndsTheTurn() {
        Scene sc = Scene.of(Scene.street(2), "knut", "lothar");
        sc.activate("knut");
        sc.play(new DkChoice.DoNothing());
        assertEquals(1, sc.s.cur, "the other Adventurer is activated");
    }

    @Test
    void theQuestIsWonWhenEveryObjectiveIsDone() {
        GridGround g = GridGround.builder("w", "..").objective(0, 0, "red").boss(0, 1).build();
        Scene sc = Scene.of(g, Scene.quest("wyvern", 0), "knut");
        sc.s.bossDead = true;
        sc.s.enZone[sc.s.bossSlot] = -1;
        sc.s.changed();
        sc.activate("knut");
        sc.play(new DkChoice.Take(0, 0));
        assertTrue(sc.s.isOver());
        assertEquals(1, sc.s.outcome().winners().size());
    }

    @Test
    void manaIsGatheredEvenWithEnemiesInTheZone() {
        GridGround g = GridGround.builder("m", "m..").objective(0, 2, "red").boss(0, 2).build();
        Scene sc = Scene.of(g, "tessara");
        sc.enemy("footman", 0, 1);
        sc.activate("tessara");
        sc.play(new DkChoice.Gather());
        assertEquals(7, sc.s.mana[0]);
    }

    @Test
    void aDrawnCardMayBeDiscardedAndTheZoneSearchedAgain() {
        Scene sc = Scene.of(Scene.street(2), "lothar");
        sc.s.searchTokens[0] = 1;
        sc.necromantic("ghoul-splitter", "night-bolt");
        sc.activate("lothar");
        sc.play(new DkChoice.Search());
        assertEquals(DkState.M_KEEP, sc.s.mode);
        assertTrue(sc.s.choices().contains(new DkChoice.Keep(-1)), "or discard it at once");
        sc.play(new DkChoice.Keep(-1));
        assertEquals(1, sc.s.necro.discardCount());
        assertTrue(sc.s.choices().contains(new DkChoice.Search()), "any number of Searches while a token stays");
        sc.play(new DkChoice.Search());
        assertEquals(Scene.C.equipmentIndex("night-bolt"), sc.s.keepCard);
        assertEquals(1, sc.s.actions[0], "each Search is an Action");
    }

    @Test
    void takingAnArtifactTokenGivesANecromanticArtifactToPlace() {
        Scene sc = Scene.of(Scene.street(2), "lothar");
        sc.s.artifactTokens[0] = 1;
        sc.activate("lothar");
        sc.play(new DkChoice.Take(2, 0));
        assertEquals(0, sc.s.artifactTokens[0], "the token leaves the board");
        assertAnArtifactToPlace(sc);
    }

    @Test
    void aHealthPotionHealsOnlyInTheHoldersZone() {
        Scene sc = Scene.of(Scene.street(2), "lothar", "astrid");
        sc.at("astrid", 1);
        sc.s.potions[0] = 1;
        sc.s.wounds[1] = 4;
        sc.s.changed();
        sc.activate("lothar");
        assertFalse(sc.s.choices().contains(new DkChoice.Potion(0, 1)), "Astrid is in another Zone");
        sc.at("astrid", 0);
        assertTrue(sc.s.choices().contains(new DkChoice.Potion(0, 1)));
    }
}
