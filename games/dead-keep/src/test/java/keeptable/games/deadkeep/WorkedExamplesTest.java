package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.EventSink;
import org.junit.jupiter.api.Test;

/** Every worked example of the rulebook, with the book's numbers. */
class WorkedExamplesTest {

    private static DkChoice.Attack attack(int zone, int target) {
        return new DkChoice.Attack(0, 0, zone, target, 0, 0);
    }

    @Test
    void astridLeavingTwoFootmenSpendsThreeActions() {
        Scene sc = Scene.of(Scene.street(3), "astrid");
        sc.enemy("footman", 0, 2);
        sc.activate("astrid");
        assertTrue(sc.s.choices().contains(new DkChoice.Move(1)));
        sc.play(new DkChoice.Move(1));
        assertEquals(1, sc.s.zone[0]);
        assertTrue(sc.log().contains("2 extra Actions"), sc.log());
        assertTrue(sc.log().contains("Enemy Phase"), "all 3 Actions spent: the Turn ended\n" + sc.log());
    }

    @Test
    void astridCannotLeaveThreeFootmenWithThreeActions() {
        Scene sc = Scene.of(Scene.street(3), "astrid");
        sc.enemy("footman", 0, 3);
        sc.activate("astrid");
        assertFalse(sc.s.choices().contains(new DkChoice.Move(1)), "1 + 3 = 4 Actions are needed");
        sc.s.actions[0] = 4;
        sc.s.changed();
        assertTrue(sc.s.choices().contains(new DkChoice.Move(1)));
    }

    @Test
    void lotharsPlateArmorAgainstShadowguards() {
        Scene sc = Scene.of(Scene.street(3), "amaranthe", "lothar");
        sc.equip("lothar", Slots.BODY, "plate-armor");
        sc.enemy("footman", 0, 4);
        sc.enemy("shadowguard", 0, 2);
        sc.dice(3, 5, 2, 1);
        sc.activation(1);
        assertEquals(DkState.M_E_ASSIGN, sc.s.mode, "8 Attacks for the players to distribute");
        for (int i = 0; i < 4; i++) {
            sc.play(new DkChoice.Assign(sc.adv("amaranthe")));
        }
        for (int i = 0; i < 4; i++) {
            sc.play(new DkChoice.Assign(sc.adv("lothar")));
        }
        assertEquals(11 - 4, sc.woundsLeft("amaranthe"), "4 Footman Attacks, no Armor: 4 Wounds");
        assertEquals(12 - 4, sc.woundsLeft("lothar"), "3+ against Shadowguards: 2 cancelled, 2 x 2 Wounds\n" + sc.log());
    }

    @Test
    void amaranthesMalletAndAstridsElvenSword() {
        Scene sc = Scene.of(Scene.street(2), "astrid", "amaranthe");
        sc.equip("astrid", 0, "elven-sword").equip("amaranthe", 0, "master-mallet");
        int sg = sc.enemy("shadowguard", 0, 1);
        int footman = sc.enemy("footman", 0, 1);
        int yaga1 = sc.enemy("baba-yaga", 0, 1);
        int yaga2 = sc.enemy("baba-yaga", 0, 1);
        sc.activate("astrid");
        sc.dice(4, 2).play(attack(0, -1));
        assertEquals(DkState.M_HIT, sc.s.mode, "Astrid allocates her hit");
        sc.play(new DkChoice.Hit(Scene.C.enemyIndex("footman")));
        assertEquals(-1, sc.s.enZone[footman], "the one hit goes to the Footman, the only Undead it can wound");
        assertEquals(0, sc.s.enWounds[sg]);
        assertEquals(1, sc.s.ap[sc.adv("astrid")]);
        assertEquals(1, sc.s.searchTokens[0]);
        sc.play(new DkChoice.DoNothing());
        int am = sc.adv("amaranthe");
        assertEquals(am, sc.s.cur);
        sc.dice(4, 5).play(attack(0, yaga1));
        assertEquals(-1, sc.s.enZone[yaga1]);
        assertEquals(2, sc.s.ap[am]);
        sc.dice(4, 5, 6, 2).play(new DkChoice.Attack(0, 0, 0, yaga2, 2, 0));
        assertEquals(-1, sc.s.enZone[yaga2], "Crush with 2 Mana: 4 dice, 3 hits, 2 needed");
        assertEquals(4, sc.s.ap[am], "the third hit is wasted");
        assertEquals(3, sc.s.mana[am]);
        assertEquals(2, sc.s.artifactTokens[0], "each Baba Yaga drops an Artifact token");
        sc.dice(5, 2).play(attack(0, -1));
        assertEquals(1, sc.s.enWounds[sg], "the Shadowguard endures 1 of its 2 Wounds");
        assertEquals(5, sc.s.ap[am]);
    }

    @Test
    void thurkalsTargetingPriorityOrder() {
        Scene sc = Scene.of(Scene.street(3), "thurkal");
        sc.equip("thurkal", 0, "wyrm-slayer").mana("thurkal", 0);
        int sg = sc.enemy("shadowguard", 1, 1);
        sc.enemy("footman", 1, 2);
        int troll = sc.enemy("swamp-troll", 1, 1);
        int mino = sc.enemy("minotaur", 1, 1);
        sc.activate("thurkal");
        sc.s.actions[0] = 4;
        sc.s.changed();
        sc.dice(4, 5, 6).play(attack(1, -1));
        assertEquals(-1, sc.s.enZone[sg], "the first 2 hits go to the Armor 2 Shadowguard");
        assertEquals(1, sc.count("footman", 1), "the third kills a Footman");
        sc.dice(4, 5, 1).play(attack(1, -1));
        assertEquals(0, sc.count("footman", 1));
        assertEquals(0, sc.s.enWounds[troll], "the extra hit cannot go to a Monster");
        sc.dice(4, 4, 2).play(attack(1, mino));
        assertEquals(2, sc.s.enWounds[mino]);
        sc.dice(4, 5, 6).play(attack(1, mino));
        assertEquals(-1, sc.s.enZone[mino], "the Minotaur (3 Wounds) is eliminated");
        assertTrue(sc.s.enZone[troll] >= 0, "the Swamp Troll lives (the Enemy Phase then moves it)");
        assertEquals(0, sc.s.enWounds[troll], "the 2 extra hits are wasted, not given to the Swamp Troll");
    }

    @Test
    void armor2UndeadShieldArmor1UndeadFromArmorPenetration1Shots() {
        Scene sc = Scene.of(Scene.street(3), "mai-ling");
        sc.equip("mai-ling", 0, "war-bow").mana("mai-ling", 0);
        sc.enemy("shadowguard", 1, 1);
        int f = sc.enemy("footman", 1, 1);
        sc.activate("mai-ling");
        sc.dice(6).play(attack(1, -1));
        assertEquals(1, sc.s.enZone[f], "the hit goes to the Shadowguard first and cannot wound it");
    }

    @Test
    void friendlyFireMaiLingMissesOntoTheron() {
        Scene sc = Scene.of(Scene.street(3), "mai-ling", "theron");
        sc.equip("mai-ling", 0, "war-bow").mana("mai-ling", 0).at("theron", 1);
        sc.enemy("footman", 1, 1);
        sc.activate("mai-ling");
        sc.dice(2, 3).play(attack(1, -1));
        assertEquals(12 - 1, sc.woundsLeft("theron"), "the miss hits Theron for 1 Wound (his Iron Hide roll of 3 fails)\n"
                + sc.log());
        assertEquals(0, sc.s.ap[0], "wounding an Adventurer earns no Adrenaline");
    }

    @Test
    void friendlyFireOnlyMissesHitAdventurers() {
        Scene sc = Scene.of(Scene.street(3), "thurkal", "amaranthe");
        sc.equip("thurkal", 0, "wyrm-slayer").mana("thurkal", 0).at("amaranthe", 1);
        sc.enemy("footman", 1, 1);
        sc.activate("thurkal");
        sc.dice(5, 6, 6).play(attack(1, -1));
        assertEquals(0, sc.count("footman", 1));
        assertEquals(11, sc.woundsLeft("amaranthe"), "no miss, so Amaranthe is safe");
    }

    @Test
    void footmanAttacksOneOfTwoAdventurersPlayersChoose() {
        Scene sc = Scene.of(Scene.street(2), "astrid", "lothar");
        sc.enemy("footman", 0, 1);
        sc.activation(1);
        assertEquals(DkState.M_E_ASSIGN, sc.s.mode);
        sc.play(new DkChoice.Assign(sc.adv("lothar")));
        assertEquals(11, sc.woundsLeft("lothar"));
        assertEquals(10, sc.woundsLeft("astrid"));
    }

    @Test
    void shadowguardDeals2x2Wounds() {
        Scene sc = Scene.of(Scene.street(2), "knut");
        sc.enemy("shadowguard", 0, 1);
        sc.activation(1);
        assertEquals(12 - 4, sc.woundsLeft("knut"));
    }

    /** Book (Enemy combat characteristics): the Minotaur makes 2 Attacks of 5 Wounds, 10 Wounds in all. */
    @Test
    void theMinotaurDeals2AttacksOf5() {
        Scene sc = Scene.of(Scene.street(2), "knut");
        sc.enemy("minotaur", 0, 1);
        sc.activation(1);
        assertTrue(sc.log().contains("Minotaur attacks Knut 2x"), sc.log());
        assertEquals(12 - 10, sc.woundsLeft("knut"));
    }

    @Test
    void wyvernBossDeals5AttacksOf5() {
        Scene sc = Scene.of(Scene.street(2), "knut");
        sc.s.enZone[sc.s.bossSlot] = 0;
        sc.s.bossActive = true;
        sc.s.changed();
        sc.activation(1);
        assertTrue(sc.log().contains("5x"), sc.log());
        assertTrue(sc.s.ko(0), "25 Wounds KO Knut (extra Wounds are ignored)");
        assertEquals(0, sc.woundsLeft("knut"));
    }

    @Test
    void horsemanAttacksTwicePerActivation() {
        Scene sc = Scene.of(Scene.street(2), "mai-ling");
        sc.enemy("horseman", 0, 1);
        sc.activation(1);
        assertEquals(9 - 4, sc.woundsLeft("mai-ling"));
        sc.activation(2);
        assertEquals(9 - 8, sc.woundsLeft("mai-ling"), "the second Action attacks again: 8 Wounds in all");
    }

    @Test
    void horsemenMoveInThenAttackWithTheirSecondAction() {
        Scene sc = Scene.of(Scene.street(2), "knut");
        sc.at("knut", 1);
        sc.enemy("horseman", 0, 2);
        int sg = sc.enemy("shadowguard", 0, 1);
        sc.activation(1);
        assertEquals(2, sc.count("horseman", 1));
        assertEquals(1, sc.s.enZone[sg]);
        assertEquals(12, sc.woundsLeft("knut"));
        sc.activation(2);
        assertEquals(12 - 8, sc.woundsLeft("knut"), "each Horseman inflicts 4 Wounds; the Shadowguard has no 2nd Action");
    }

    @Test
    void footmanHeadsForGavinThroughTheOpenDoor() {
        GridGround g = GridGround.builder("gavin", "..A", "...").door(0, 1, 0, 2, "red").build();
        Scene sc = Scene.of(g, "gavin", "mai-ling");
        sc.at("gavin", g.zone(0, 2)).at("mai-ling", g.zone(1, 2));
        sc.s.openDoors = 1;
        int f = sc.enemy("footman", g.zone(0, 0), 1);
        sc.activation(1);
        assertEquals(g.zone(0, 1), sc.s.enZone[f], "nearest Zone with Adventurers is Gavin's, 2 Zones through the open door");
        assertTrue(sc.log().contains("toward Gavin"), sc.log());
    }

    @Test
    void hadTheDoorBeenClosedTheFootmanWouldStay() {
        GridGround g = GridGround.builder("gavin", "..A", "...").door(0, 1, 0, 2, "red").build();
        Scene sc = Scene.of(g, "gavin", "mai-ling");
        sc.at("gavin", g.zone(0, 2)).at("mai-ling", g.zone(1, 2));
        int f = sc.enemy("footman", g.zone(0, 0), 1);
        sc.activation(1);
        assertEquals(g.zone(0, 0), sc.s.enZone[f], "Gavin is still the nearest; with no open route to him it stays,"
                + " Mai Ling's open path does not count");
    }

    @Test
    void tiedDestinationsAreThePlayersChoice() {
        Scene sc = Scene.of(Scene.street(5), "gavin", "mai-ling");
        sc.at("gavin", 0).at("mai-ling", 4);
        int f = sc.enemy("footman", 2, 1);
        sc.activation(1);
        assertEquals(DkState.M_E_ROUTE, sc.s.mode);
        sc.play(new DkChoice.Route(4));
        assertEquals(3, sc.s.enZone[f]);
    }

    @Test
    void searchTokensDropForTheLastUndeadOfEachType() {
        Scene sc = Scene.of(Scene.street(2), "lothar");
        sc.equip("lothar", 0, "master-mallet");
        sc.enemy("shadowguard", 0, 1);
        sc.enemy("footman", 0, 2);
        sc.activate("lothar");
        sc.s.clearSkills(0);
        sc.s.changed();
        sc.dice(5, 6).play(attack(0, -1));
        assertEquals(DkState.M_HIT, sc.s.mode, "melee: the player divides the hits");
        int sgType = Scene.C.enemyIndex("shadowguard");
        sc.play(new DkChoice.Hit(sgType)).play(new DkChoice.Hit(sgType));
        assertEquals(1, sc.s.searchTokens[0], "the last Shadowguard drops a Search token");
        sc.dice(5, 1).play(attack(0, -1));
        assertEquals(1, sc.count("footman", 0));
        assertEquals(1, sc.s.searchTokens[0], "a Footman remains: no token");
        sc.dice(5, 1).play(attack(0, -1));
        assertEquals(2, sc.s.searchTokens[0], "the last Footman: a second Search token");
    }

    @Test
    void doomAndStageCardsOfTheBossMinotaur() {
        GridGround g = GridGround.builder("boss", "....").spawn(0, 3).objective(0, 3, "red").boss(0, 2).build();
        Scene sc = Scene.of(g, Scene.quest("minotaur", 2), "knut");
        DkState s = sc.s;
        assertEquals(2, s.stageCount, "2 Stage cards at setup, face down");
        for (int i = 0; i < 15; i++) {
            Arrivals.addDoom(s, 1, "test", EventSink.NONE);
        }
        assertEquals(5, s.stageCount, "3 Stage cards added, one per 5 Doom");
        assertEquals(0, s.doom);
        assertTrue(sc.count("footman", 3) + sc.count("shadowguard", 3) + sc.count("bloodhound", 3)
                + sc.count("deadeye", 3) + sc.count("horseman", 3) > 0, "inactive effects spawn in the Spawn Zones");
        s.round = 99;
        Boss.checkActivation(s, EventSink.NONE);
        assertTrue(s.bossActive);
        Arrivals.addDoom(s, 3, "test", EventSink.NONE);
        assertEquals(0, s.doom, "an active Boss gains no Doom");
        for (int life = 5; life > 0; life--) {
            s.enWounds[s.bossSlot] = 3;
            Foes.kill(s, s.bossSlot, EventSink.NONE);
            assertEquals(life - 1, s.stageCount);
            assertFalse(s.bossDead);
            assertEquals(0, s.enWounds[s.bossSlot], "the Boss heals all its Wounds");
            assertTrue(s.enZone[s.bossSlot] >= 0);
        }
        Foes.kill(s, s.bossSlot, EventSink.NONE);
        assertTrue(s.bossDead, "eliminated with no Stage card left");
        assertEquals(0, s.artifactTokens[2] + s.artifactTokens[3], "the Boss drops no Artifact");
    }

    @Test
    void theronsUltraredMode() {
        Scene sc = Scene.of(Scene.street(2), "theron");
        DkState s = sc.s;
        int a = 0;
        String[] ids = {"iron-hide", "plus-1-action", "sprint", "free-action:melee", "free-action:combat",
            "plus-1-roll:melee", "plus-2-dice:melee"};
        int[] k = new int[ids.length];
        for (int i = 0; i < ids.length; i++) {
            k[i] = Scene.C.skillIndex(ids[i]);
        }
        sc.activate("theron");
        Levels.gain(s, a, 19, EventSink.NONE);
        Turns.resume(s, EventSink.NONE);
        s.changed();
        assertTrue(s.has(a, k[1]), "Yellow: +1 Action");
        assertEquals(DkState.M_SKILL, s.mode);
        sc.play(new DkChoice.Pick(k[2]));
        Levels.gain(s, a, 24, EventSink.NONE);
        Turns.resume(s, EventSink.NONE);
        s.changed();
        sc.play(new DkChoice.Pick(k[4]));
        assertEquals(0, s.ap[a], "43: Red, the tracker goes back to 0");
        assertEquals(3, s.level[a]);
        Levels.gain(s, a, 19, EventSink.NONE);
        Turns.resume(s, EventSink.NONE);
        assertTrue(s.has(a, k[3]), "Orange again: the other Orange Skill, +1 free Melee Action");
        Levels.gain(s, a, 24, EventSink.NONE);
        Turns.resume(s, EventSink.NONE);
        s.changed();
        assertEquals(DkState.M_SKILL, s.mode, "Red again: choose 1 of the 2 remaining");
        assertEquals(2, s.choices().size());
        sc.play(new DkChoice.Pick(k[5]));
        Levels.gain(s, a, 19, EventSink.NONE);
        Turns.resume(s, EventSink.NONE);
        assertEquals(0, s.pendingOrange[a], "third lap: nothing new at Orange");
        Levels.gain(s, a, 24, EventSink.NONE);
        Turns.resume(s, EventSink.NONE);
        assertTrue(s.has(a, k[6]), "third Red: the last Red Skill");
        assertTrue(Levels.treeSpent(s, a));
        Levels.gain(s, a, 19, EventSink.NONE);
        Turns.resume(s, EventSink.NONE);
        s.changed();
        assertEquals(DkState.M_SKILL, s.mode, "all Skills held: a Skill from the list at Orange");
        assertTrue(s.choices().size() > 3);
        assertEquals(3, s.laps[a]);
    }

    @Test
    void footmenInTheMistSpawnOnTilesWithAdventurersNotInTheDarkZone() {
        GridGround g = GridGround.builder("mist", "m.Am.m.m.", ".........").dark(0, 2).door(0, 2, 1, 2, "red").tiles(3).build();
        Scene sc = Scene.of(g, "tessara", "malteo");
        sc.at("tessara", g.zone(1, 0)).at("malteo", g.zone(1, 4));
        int card = -1;
        for (int i = 0; i < Scene.C.building.size(); i++) {
            if (Scene.C.building.get(i).mist() != null && Scene.C.building.get(i).level() == 1) {
                card = i;
            }
        }
        sc.s.buildingDeck = new int[] {card};
        sc.s.buildingPos = 0;
        Spawns.drawAndResolve(sc.s, g.zone(0, 2), true, EventSink.NONE);
        assertEquals(0, sc.count("footman", g.zone(0, 2)), "none in the dark Zone");
        assertEquals(1, sc.count("footman", g.zone(0, 0)));
        assertEquals(1, sc.count("footman", g.zone(0, 3)));
        assertEquals(1, sc.count("footman", g.zone(0, 5)));
        assertEquals(0, sc.count("footman", g.zone(0, 7)), "no Adventurer on the third tile");
    }

    @Test
    void aLevel2BuildingCardIsReadAtTheAdventurersDangerLevel() {
        GridGround g = GridGround.builder("b", "A.").dark(0, 0).door(0, 0, 0, 1, "red").start(0, 1).build();
        Scene sc = Scene.of(g, "astrid");
        int card = -1;
        for (int i = 0; i < Scene.C.building.size(); i++) {
            var c = Scene.C.building.get(i);
            if (c.level() == 2 && "deadeye".equals(c.enemy())) {
                card = i;
            }
        }
        sc.s.buildingDeck = new int[] {card};
        Spawns.drawAndResolve(sc.s, g.zone(0, 0), true, EventSink.NONE);
        assertEquals(2, sc.count("deadeye", g.zone(0, 0)), "Blue line of the Level 2 card: 2 Deadeyes");
    }

    @Test
    void escalationAddsADiePerRangedActionUntilAnotherAction() {
        Scene sc = Scene.of(Scene.street(3), "mai-ling");
        sc.equip("mai-ling", 0, "hunting-crossbow").mana("mai-ling", 0);
        sc.s.grant(0, Scene.C.skillIndex("escalation:ranged"));
        sc.enemy("footman", 1, 5);
        sc.activate("mai-ling");
        sc.dice(2).play(attack(1, -1));
        sc.dice(2, 2).play(attack(1, -1));
        long rolls = sc.events.stream().filter(e -> e instanceof DkEvent.Rolled r && r.dice().size() == 2).count();
        assertEquals(1, rolls, "the second Ranged Action rolls 2 dice\n" + sc.log());
        sc.play(new DkChoice.Move(1));
        assertEquals(0, sc.s.escalation[0], "a Move loses the bonus");
    }
}
