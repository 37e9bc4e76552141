package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.EventSink;
import org.junit.jupiter.api.Test;

/** Enemy Phase and End Phase rules: movers, ranged Enemies, Spawn, Notables, Monsters, Mist Events, Regeneration. */
class EnemyPhaseTest {

    static int card(java.util.List<keeptable.games.deadkeep.content.EnemyCard> deck, String enemy, String mist) {
        for (int i = 0; i < deck.size(); i++) {
            var c = deck.get(i);
            if (enemy != null && enemy.equals(c.enemy()) || mist != null && c.mist() != null
                    && c.mist().name().equals(mist)) {
                return i;
            }
        }
        throw new IllegalArgumentException(enemy + mist);
    }

    @Test
    void warhogsCrossTwoZonesPerMove() {
        Scene sc = Scene.of(Scene.street(5), "knut");
        int hog = sc.enemy("warhog", 4, 1);
        sc.activation(1);
        assertEquals(2, sc.s.enZone[hog]);
    }

    @Test
    void ogresCrossThreeZonesWhenTheySeeAnAdventurer() {
        Scene sc = Scene.of(Scene.street(6), "knut");
        int ogre = sc.enemy("ogre", 5, 1);
        sc.activation(1);
        assertEquals(2, sc.s.enZone[ogre]);
    }

    @Test
    void enemiesDoNotOpenDoors() {
        GridGround g = GridGround.builder("d", ".A").door(0, 0, 0, 1, "red").build();
        Scene sc = Scene.of(g, "knut");
        sc.at("knut", 1);
        int f = sc.enemy("footman", 0, 1);
        sc.activation(1);
        assertEquals(0, sc.s.enZone[f], "no open route: it stays");
    }

    @Test
    void deadeyesShootAtRangeInSight() {
        Scene sc = Scene.of(Scene.street(5), "knut");
        int d = sc.enemy("deadeye", 3, 1);
        sc.activation(1);
        assertEquals(3, sc.s.enZone[d], "it attacks instead of moving");
        assertEquals(11, sc.woundsLeft("knut"));
    }

    @Test
    void theGiantAttacksTheZoneWithMostAdventurersInSightPlayersBreakTies() {
        giantTieBrokenForZone2(0);
    }

    /** Knut in {@code knutAt}, Lothar in Zone 2, a Giant in Zone 1: the players break the tie for Lothar's Zone. */
    private static void giantTieBrokenForZone2(int knutAt) {
        Scene sc = Scene.of(Scene.street(3), "knut", "lothar");
        sc.at("knut", knutAt).at("lothar", 2);
        sc.enemy("giant", 1, 1);
        sc.activation(1);
        assertEquals(DkState.M_E_ROUTE, sc.s.mode);
        assertEquals(List.of(new DkChoice.Route(knutAt), new DkChoice.Route(2)), sc.s.choices());
        sc.play(new DkChoice.Route(2));
        assertEquals(12 - 6, sc.woundsLeft("lothar"), "2 Attacks of 3 at Campaign Level 1");
        assertEquals(12, sc.woundsLeft("knut"));
    }

    /** Book: the Giant hits at Range 0-1 the Zone in sight holding most Adventurers, its own Zone included. */
    @Test
    void theGiantLeavesOneAdventurerInItsZoneToHitTwoInTheNextZone() {
        Scene sc = Scene.of(Scene.street(3), "knut", "lothar", "mai-ling");
        sc.at("knut", 1).at("lothar", 2).at("mai-ling", 2);
        sc.enemy("giant", 1, 1);
        sc.activation(1);
        assertEquals(DkState.M_E_ASSIGN, sc.s.mode, "the two in the next Zone share the Attacks");
        assertEquals(List.of(new DkChoice.Assign(1), new DkChoice.Assign(2)), sc.s.choices());
        sc.play(new DkChoice.Assign(1)).play(new DkChoice.Assign(1));
        assertEquals(12 - 6, sc.woundsLeft("lothar"));
        assertEquals(12, sc.woundsLeft("knut"), "the Adventurer beside the Giant is spared");
    }

    /** Book: when Zones tie for most Adventurers, the players choose, even between the Giant's own Zone and the next. */
    @Test
    void theGiantsOwnZoneAndTheNextTiePlayersChoose() {
        giantTieBrokenForZone2(1);
    }

    @Test
    void blindingMistBlocksSightThroughMistZones() {
        GridGround g = GridGround.builder("m", ".m..").spawn(0, 3).build();
        Scene sc = Scene.of(g, "knut");
        assertEquals(2, sc.s.sight(0, 2));
        sc.s.streetDeck = new int[] {card(Scene.C.street, null, "BLINDING_MIST")};
        Spawns.drawAndResolve(sc.s, 3, false, EventSink.NONE);
        Foes.endPhase(sc.s, EventSink.NONE);
        assertEquals(-1, sc.s.sight(0, 2), "not through");
        assertEquals(-1, sc.s.sight(0, 1), "not into");
        assertEquals(-1, sc.s.sight(1, 0), "not out of");
        assertEquals(0, sc.s.sight(1, 1), "standing in it is the only way to see it");
    }

    /** Book: Blinding Mist blinds for the next Game Round, and its card stays out until that round's End Phase. */
    @Test
    void blindingMistBlindsOnlyTheNextGameRound() {
        GridGround g = GridGround.builder("m", ".m..").spawn(0, 3).build();
        Scene sc = Scene.of(g, "knut");
        sc.s.streetDeck = new int[] {card(Scene.C.street, null, "BLINDING_MIST")};
        Spawns.drawAndResolve(sc.s, 3, false, EventSink.NONE);
        assertEquals(0, sc.count("footman", 3), "no Enemy appears");
        assertEquals(2, sc.s.sight(0, 2), "the round it is drawn in still sees through the Mist");
        Foes.endPhase(sc.s, EventSink.NONE);
        assertEquals(-1, sc.s.sight(0, 2), "the next Game Round is blind");
        Foes.endPhase(sc.s, EventSink.NONE);
        assertEquals(2, sc.s.sight(0, 2), "its End Phase lifts the Mist");
    }

    /** A second Blinding Mist drawn while the first blinds keeps the Mist Zones blind through the round after. */
    @Test
    void aBlindingMistDrawnWhileBlindExtendsItByARound() {
        GridGround g = GridGround.builder("m", ".m..").spawn(0, 3).build();
        Scene sc = Scene.of(g, "knut");
        int mist = card(Scene.C.street, null, "BLINDING_MIST");
        sc.s.streetDeck = new int[] {mist, mist};
        Spawns.drawAndResolve(sc.s, 3, false, EventSink.NONE);
        Foes.endPhase(sc.s, EventSink.NONE);
        Spawns.drawAndResolve(sc.s, 3, false, EventSink.NONE);
        assertEquals(-1, sc.s.sight(0, 2), "still blind in the round of the second card");
        Foes.endPhase(sc.s, EventSink.NONE);
        assertEquals(-1, sc.s.sight(0, 2), "and the round after it");
        Foes.endPhase(sc.s, EventSink.NONE);
        assertEquals(2, sc.s.sight(0, 2));
    }

    @Test
    void mistBurnGivesManaThenAWound() {
        GridGround g = GridGround.builder("m", ".m.").spawn(0, 2).build();
        Scene sc = Scene.of(g, "knut");
        sc.at("knut", 1);
        sc.s.streetDeck = new int[] {card(Scene.C.street, null, "MIST_BURN")};
        Spawns.drawAndResolve(sc.s, 2, false, EventSink.NONE);
        assertEquals(7, sc.s.mana[0]);
        assertEquals(11, sc.woundsLeft("knut"));
        assertEquals(0, sc.count("footman", 2), "no Enemy appears");
    }

    /** Book: Mist Burn allows no Armor roll, so armour does not save its Wound. */
    @Test
    void mistBurnAllowsNoArmorRoll() {
        GridGround g = GridGround.builder("m", ".m.").spawn(0, 2).build();
        Scene sc = Scene.of(g, "lothar");
        sc.at("lothar", 1).equip("lothar", Slots.BODY, "plate-armor").dice(6, 6, 6);
        sc.s.streetDeck = new int[] {card(Scene.C.street, null, "MIST_BURN")};
        Spawns.drawAndResolve(sc.s, 2, false, EventSink.NONE);
        assertEquals(12 - 1, sc.woundsLeft("lothar"));
    }

    @Test
    void notablesSpawnTheirEscortByDangerLevel() {
        Scene sc = Scene.of(Scene.street(3), "knut");
        sc.enemy("count", 2, 1);
        sc.s.level[0] = 2;
        sc.s.phase = DkState.ENEMY;
        sc.s.enemyStep = Foes.E_NOTABLES;
        sc.s.enemyStepIndex = 0;
        Foes.step(sc.s, EventSink.NONE);
        assertEquals(3, sc.count("shadowguard", 2), "Orange: 3 Shadowguards");
    }

    /** Book: Notables arrive with their Undead escort; the escort's size follows the Danger Level, as at each Spawn Step. */
    @Test
    void aNotableDrawnForASpawnZoneArrivesWithItsEscort() {
        Scene sc = Scene.of(GridGround.builder("s", "...").spawn(0, 2).build(), "knut");
        sc.s.level[0] = 1;
        sc.s.streetDeck = new int[] {card(Scene.C.street, "bishop", null)};
        Spawns.drawAndResolve(sc.s, 2, false, EventSink.NONE);
        assertEquals(1, sc.count("bishop", 2));
        assertEquals(2, sc.count("footman", 2), "Yellow: the Bishop comes with 2 Footmen");
    }

    @Test
    void spawnReadsTheHighestDangerLevel() {
        Scene sc = Scene.of(GridGround.builder("s", "...").spawn(0, 2).build(), "knut", "lothar");
        sc.s.level[1] = 3;
        sc.s.streetDeck = new int[] {0};
        Spawns.drawAndResolve(sc.s, 2, false, EventSink.NONE);
        var c = Scene.C.street.get(0);
        assertEquals(c.count(3), sc.count(c.enemy(), 2), "Red line");
    }

    @Test
    void aFourthMonsterCardGivesMonstersAnExtraActivationAndTheBossDoom() {
        Scene sc = Scene.of(GridGround.builder("s", "......").spawn(0, 5).build(), "knut");
        int troll = sc.enemy("swamp-troll", 3, 1);
        sc.enemy("warhog", 4, 1);
        sc.enemy("giant", 5, 1);
        for (String m : new String[] {"swamp-troll", "warhog", "giant"}) {
            for (int slot = 0; slot < sc.s.t.slots; slot++) {
                if (sc.s.enZone[slot] >= 0 && Scene.C.enemies.get(sc.s.type(slot)).id().equals(m)) {
                    sc.s.enCard[slot] = card(Scene.C.street, m.equals("giant") ? "giant" : m, null);
                }
            }
        }
        assertEquals(3, Spawns.monsterCards(sc.s));
        sc.s.streetDeck = new int[] {card(Scene.C.street, "minotaur", null)};
        Spawns.drawAndResolve(sc.s, 5, false, EventSink.NONE);
        assertEquals(0, sc.count("minotaur", 5));
        assertTrue(sc.s.batch, "an extra Activation for the Monsters");
        Turns.resume(sc.s, EventSink.NONE);
        assertEquals(2, sc.s.enZone[troll], "the Swamp Troll moved once");
        assertEquals(1, sc.s.doom, "then the inactive Boss gains a Doom token");
    }

    /** Book: with the Boss inactive, the Monsters resolve their extra Activation first, then the Boss gets its Doom. */
    @Test
    void theMonstersExtraActivationComesBeforeTheBossDoom() {
        Scene sc = Scene.of(GridGround.builder("s", "......").spawn(0, 5).build(), "knut");
        int troll = sc.enemy("swamp-troll", 3, 1);
        sc.s.enCard[troll] = card(Scene.C.street, "swamp-troll", null);
        sc.enemy("warhog", 4, 1);
        sc.enemy("giant", 5, 1);
        for (int slot = 0; slot < sc.s.t.slots; slot++) {
            if (sc.s.enZone[slot] >= 4) {
                sc.s.enCard[slot] = card(Scene.C.street, Scene.C.enemies.get(sc.s.type(slot)).id(), null);
            }
        }
        sc.s.streetDeck = new int[] {card(Scene.C.street, "minotaur", null)};
        EventSink.Collector ev = EventSink.collect();
        Spawns.drawAndResolve(sc.s, 5, false, ev);
        assertEquals(0, sc.s.doom, "no Doom before the Monsters have acted");
        Turns.resume(sc.s, ev);
        assertEquals(2, sc.s.enZone[troll]);
        assertEquals(1, sc.s.doom);
        List<String> texts = ev.events().stream().map(e -> e.text()).toList();
        int moved = -1;
        int doom = -1;
        for (int i = 0; i < texts.size(); i++) {
            if (moved < 0 && texts.get(i).startsWith("Swamp Troll moves")) {
                moved = i;
            }
            if (doom < 0 && texts.get(i).startsWith("The Boss gains Doom")) {
                doom = i;
            }
        }
        assertTrue(moved >= 0 && moved < doom, String.join("\n", texts));
    }

    /** Book: with no Monster on the board to activate, the inactive Boss still gets its Doom token at once. */
    @Test
    void runningOutWithNoMonsterGivesTheBossDoomAtOnce() {
        Scene sc = Scene.of(Scene.street(3), "knut");
        Arrivals.runningOut(sc.s, EventSink.NONE);
        assertFalse(sc.s.batch);
        assertEquals(1, sc.s.doom);
    }

    @Test
    void runningOutOfFootmenPlacesTheRestThenActivatesMonsters() {
        Scene sc = Scene.of(GridGround.builder("s", "...").spawn(0, 2).build(), "knut");
        sc.enemy("footman", 1, 29);
        int twoFootmen = 1;
        assertEquals(2, Scene.C.street.get(twoFootmen).count(0));
        sc.s.streetDeck = new int[] {twoFootmen};
        Spawns.drawAndResolve(sc.s, 2, false, EventSink.NONE);
        assertEquals(1, sc.count("footman", 2), "the last miniature is placed");
        assertEquals(1, sc.s.doom);
    }

    @Test
    void theBossMiniatureIsNotAMonster() {
        Scene sc = Scene.of(GridGround.builder("s", "...").spawn(0, 2).build(), Scene.quest("minotaur", 1), "knut");
        sc.s.streetDeck = new int[] {card(Scene.C.street, "minotaur", null)};
        Spawns.drawAndResolve(sc.s, 2, false, EventSink.NONE);
        assertEquals(0, sc.count("minotaur", 2));
        assertEquals(1, sc.s.doom, "drawing the Boss' Monster is Running Out of Miniatures");
    }

    @Test
    void babaYagasSpawnInPairsOnTheFirstSpawnZoneToo() {
        Scene sc = Scene.of(GridGround.builder("s", "....").spawn(0, 3).spawn(0, 1).build(), "knut");
        sc.s.streetDeck = new int[] {card(Scene.C.street, "baba-yaga", null)};
        Spawns.drawAndResolve(sc.s, 1, false, EventSink.NONE);
        assertEquals(1, sc.count("baba-yaga", 1));
        assertEquals(1, sc.count("baba-yaga", 3));
        assertEquals(1, Spawns.monsterCards(sc.s), "the pair counts as one Monster card");
    }

    @Test
    void spawnTokensSharingTheFirstSpawnZoneEachSpawnThereFirstTokenFirst() {
        GridGround g = GridGround.builder("s", "....").spawn(0, 3).spawn(0, 3).spawn(0, 1).build();
        assertEquals(java.util.List.of(3, 3, 1), java.util.Arrays.stream(g.ground().spawnZones()).boxed().toList(),
                "the First Spawn Zone's tokens, then clockwise");
        Scene sc = Scene.of(g, "knut");
        int footmen = card(Scene.C.street, "footman", null);
        sc.s.streetDeck = new int[] {footmen, footmen, footmen};
        sc.s.streetPos = 0;
        sc.s.phase = DkState.ENEMY;
        sc.s.enemyStep = Foes.E_SPAWN;
        sc.s.enemyStepIndex = 0;
        for (int i = 0; i < 3; i++) {
            Foes.step(sc.s, EventSink.NONE);
        }
        int each = Scene.C.street.get(footmen).counts().get(0);
        assertEquals(2 * each, sc.count("footman", 3), "one card for each token in the First Spawn Zone");
        assertEquals(each, sc.count("footman", 1));
    }

    @Test
    void anInactiveBossCannotBeAttackedOrAct() {
        Scene sc = Scene.of(Scene.street(2), Scene.quest("wyvern", 1), "knut");
        sc.equip("knut", 0, "broadsword");
        sc.s.enZone[sc.s.bossSlot] = 0;
        sc.s.changed();
        sc.activate("knut");
        assertFalse(sc.s.choices().stream().anyMatch(c -> c instanceof DkChoice.Attack), sc.s.choices().toString());
        sc.activation(1);
        assertEquals(12, sc.woundsLeft("knut"));
    }

    @Test
    void trollsRegenerateAtTheEndOfEachTurnUnlessNoRegeneration() {
        Scene sc = Scene.of(Scene.street(2), "knut", "lothar");
        int troll = sc.enemy("swamp-troll", 1, 1);
        sc.s.enWounds[troll] = 2;
        sc.activate("knut");
        sc.play(new DkChoice.DoNothing());
        assertEquals(0, sc.s.enWounds[troll]);
        sc.s.enWounds[troll] = 2;
        sc.s.noRegen[troll] = true;
        sc.play(new DkChoice.DoNothing());
        assertEquals(2, sc.s.enWounds[troll], "No Regeneration until the End Phase");
    }

    @Test
    void anEmptyEnemyDeckReshufflesOnlyItsLevel5Cards() {
        Scene sc = Scene.of(GridGround.builder("s", "...").spawn(0, 2).build(), "knut");
        sc.s.streetDeck = new int[0];
        Spawns.drawAndResolve(sc.s, 2, false, EventSink.NONE);
        for (int c : sc.s.streetDeck) {
            assertEquals(5, Scene.C.street.get(c).level());
        }
        assertEquals(1, sc.s.streetPos);
    }

    @Test
    void monstersFightWithTheLineOfTheirCardsCampaignLevel() {
        var m = Scene.C.enemies.get(Scene.C.enemyIndex("minotaur"));
        assertEquals(3, m.at(1).wounds());
        assertTrue(m.at(5).wounds() > m.at(1).wounds());
        assertEquals(5, m.at(1).damage());
        assertEquals(2, m.at(1).attacks());
        var w = Scene.C.enemies.get(Scene.C.enemyIndex("wyvern")).boss();
        assertEquals(5, w.attacks());
        assertEquals(5, w.damage());
    }

    @Test
    void theEndPhasePassesTheFirstPlayerTokenAndTheRoundLimitLoses() {
        GridGround g = Scene.street(2);
        var q = new keeptable.games.deadkeep.content.Quest("t", "T", "t", 0, 1, "wyvern", 0, "round:99", true, true,
                false, 5, 2, 0, java.util.List.of(), null, false, null);
        DkState s = Turns.start(Opening.setUp(new DkState(Scene.C, g.ground(), q, 2, new int[] {0, 1}, new int[] {0, 1}, 1), null, 1, false));
        s.streetDeck = new int[0];
        Foes.endPhase(s, EventSink.NONE);
        assertEquals(1, s.first);
        assertEquals(2, s.round);
        Foes.endPhase(s, EventSink.NONE);
        assertTrue(s.isOver(), "the Quest's losing condition: the end of Game Round 2");
    }

    @Test
    void bloodhoundsActThreeTimes() {
        Scene sc = Scene.of(Scene.street(4), "knut");
        int h = sc.enemy("bloodhound", 3, 1);
        sc.activation(1).activation(2).activation(3);
        assertEquals(0, sc.s.enZone[h]);
        sc.activation(3);
        assertEquals(11, sc.woundsLeft("knut"));
    }

    @Test
    void theEnemyPhaseIsExplainedEventByEvent() {
        Scene sc = Scene.of(Scene.street(3), "gavin");
        sc.enemy("footman", 2, 1);
        sc.activation(1);
        assertTrue(sc.log().contains("Footman moves"), sc.log());
        assertTrue(sc.log().contains("toward Gavin: nearest Zone with Adventurers"), sc.log());
        assertTrue(sc.events.stream().allMatch(e -> e.rule() != null));
    }

    @Test
    void twoCardsRunningOutGiveTwoExtraActivations() {
        Scene sc = Scene.of(Scene.street(6), "knut");
        int troll = sc.enemy("swamp-troll", 5, 1);
        Arrivals.runningOut(sc.s, EventSink.NONE);
        Arrivals.runningOut(sc.s, EventSink.NONE);
        assertEquals(1, sc.s.extraQueued);
        Turns.resume(sc.s, EventSink.NONE);
        assertEquals(3, sc.s.enZone[troll], "one Move per extra Activation");
        assertEquals(2, sc.s.doom);
    }
}
