package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.EventSink;
import org.junit.jupiter.api.Test;

/** The five Class Abilities: Crush, Combat Reflexes, Bloodlust, Apocalypse, Sure Shot. */
class ClassAbilitiesTest {

    private static int streetCard(String enemy, int level) {
        for (int i = 0; i < Scene.C.street.size(); i++) {
            if (enemy.equals(Scene.C.street.get(i).enemy()) && Scene.C.street.get(i).level() == level) {
                return i;
            }
        }
        throw new IllegalArgumentException(enemy);
    }

    /** The Adventurer alone on a 2-Zone street with only these Skills. */
    private static Scene withSkillsOnly(String id, String... skills) {
        Scene sc = Scene.of(Scene.street(2), id);
        sc.s.clearSkills(0);
        for (String k : skills) {
            sc.s.grant(0, Scene.C.skillIndex(k));
        }
        return sc;
    }

    /** Astrid (a Duo with a War Bow, no Mana) in Zone 0 of a 4-Zone street whose Spawn Zone 2 she sees. */
    private static Scene duoBesideASpawnZone() {
        GridGround g = GridGround.builder("r", "....").spawn(0, 2).objective(0, 3, "red").boss(0, 3).build();
        Scene sc = Scene.of(g, "astrid");
        sc.equip("astrid", 0, "war-bow").mana("astrid", 0);
        return sc;
    }

    /** The Spawn Zone draws a Street card of this Enemy and Level; the game runs on to the next decision. */
    private static Scene spawns(Scene sc, String enemy, int level) {
        sc.s.streetDeck = new int[] {streetCard(enemy, level)};
        Spawns.drawAndResolve(sc.s, 2, false, EventSink.NONE);
        Turns.resume(sc.s, EventSink.NONE);
        sc.s.changed();
        return sc;
    }

    @Test
    void combatReflexesStrikeEnemiesSpawningInSight() {
        Scene sc = spawns(duoBesideASpawnZone(), "footman", 1);
        assertEquals(DkState.M_REFLEX, sc.s.mode);
        for (var c : sc.s.choices()) {
            if (c instanceof DkChoice.Attack at) {
                assertEquals(2, at.zone(), "Ranged reflexes must aim at the Zone of the spawn");
            }
        }
        int actions = sc.s.actions[0];
        sc.dice(6).play(new DkChoice.Attack(0, 0, 2, -1, 0, 0));
        assertEquals(0, sc.count("footman", 2));
        assertEquals(actions, sc.s.actions[0], "the reflex is free");
        assertEquals(1, sc.s.ap[0]);
    }

    /** Book: the Duo Class Ability is not an Adventurer's Turn, so no Troll regenerates after Combat Reflexes. */
    @Test
    void combatReflexesAreNoTurnSoTrollsDoNotRegenerateAfterThem() {
        GridGround g = GridGround.builder("r", "....").spawn(0, 2).objective(0, 3, "red").boss(0, 3).build();
        Scene sc = Scene.of(g, "astrid");
        sc.equip("astrid", 0, "war-bow").mana("astrid", 0);
        int troll = sc.enemy("swamp-troll", 3, 1);
        sc.s.enWounds[troll] = 2;
        sc.s.streetDeck = new int[] {streetCard("footman", 1)};
        Spawns.drawAndResolve(sc.s, 2, false, EventSink.NONE);
        Turns.resume(sc.s, EventSink.NONE);
        sc.s.changed();
        assertEquals(DkState.M_REFLEX, sc.s.mode);
        sc.dice(6).play(new DkChoice.Attack(0, 0, 2, -1, 0, 0));
        assertEquals(0, sc.count("footman", 2));
        assertEquals(2, sc.s.enWounds[troll], "no Regeneration after a Class Ability");
    }

    @Test
    void combatReflexesAreOfferedOncePerCardAndCanBePassed() {
        Scene sc = spawns(duoBesideASpawnZone(), "footman", 1);
        sc.play(new DkChoice.Pass());
        assertFalse(sc.s.mode == DkState.M_REFLEX);
        assertEquals(0, sc.s.reflexLen);
    }

    @Test
    void combatReflexesStrikeWhatSpawnedNotAMonsterAlreadyThere() {
        Scene sc = duoBesideASpawnZone();
        int ogre = sc.enemy("ogre", 2, 1);
        spawns(sc, "footman", 1);
        assertEquals(DkState.M_REFLEX, sc.s.mode);
        boolean footmen = false;
        for (var c : sc.s.choices()) {
            if (c instanceof DkChoice.Attack at) {
                assertFalse(at.target() == ogre, "the Ogre did not spawn: Combat Reflexes cannot aim at it");
                footmen |= at.target() == -1 && at.zone() == 2;
            }
        }
        assertTrue(footmen, "the Footmen that spawned are the target");
    }

    @Test
    void combatReflexesMayAimAtAMonsterThatJustSpawned() {
        Scene sc = spawns(duoBesideASpawnZone(), "warhog", 2);
        assertEquals(DkState.M_REFLEX, sc.s.mode);
        int warhog = -1;
        for (int e = 0; e < sc.s.t.slots; e++) {
            if (sc.s.enZone[e] == 2 && sc.s.type(e) == Scene.C.enemyIndex("warhog")) {
                warhog = e;
            }
        }
        boolean offered = false;
        for (var c : sc.s.choices()) {
            offered |= c instanceof DkChoice.Attack at && at.target() == warhog && at.zone() == 2;
        }
        assertTrue(offered, "the Warhog spawned in sight: the Duo may strike it");
    }

    @Test
    void crushAddsADiePerManaOncePerTurn() {
        Scene sc = Scene.of(Scene.street(2), "theron");
        sc.equip("theron", 0, "broadsword").mana("theron", 3);
        sc.enemy("footman", 0, 6);
        sc.activate("theron");
        assertTrue(sc.s.choices().contains(new DkChoice.Attack(0, 0, 0, -1, 3, 0)));
        sc.dice(5, 5, 5, 5, 5).play(new DkChoice.Attack(0, 0, 0, -1, 3, 0));
        assertEquals(1, sc.count("footman", 0), "2 + 3 dice, 5 hits");
        assertEquals(0, sc.s.mana[0]);
        sc.mana("theron", 3);
        assertFalse(sc.s.choices().contains(new DkChoice.Attack(0, 0, 0, -1, 1, 0)), "once per Turn");
    }

    @Test
    void apocalypseAddsADiePerManaToAMagicAction() {
        Scene sc = Scene.of(Scene.street(2), "tessara");
        sc.equip("tessara", 0, "tome-of-thunder").mana("tessara", 2);
        sc.enemy("footman", 1, 6);
        sc.activate("tessara");
        sc.dice(5, 5, 5, 5, 5).play(new DkChoice.Attack(0, 0, 1, -1, 2, 0));
        assertEquals(1, sc.count("footman", 1), "3 + 2 dice, 5 hits");
    }

    @Test
    void bloodlustMovesUpToTwoZonesToEnemiesThenGivesAFreeMelee() {
        Scene sc = Scene.of(Scene.street(4), "lothar");
        sc.equip("lothar", 0, "broadsword");
        sc.enemy("footman", 2, 2);
        sc.activate("lothar");
        assertTrue(sc.s.choices().contains(new DkChoice.Move(2, DkChoice.Reach.BLOODLUST)));
        assertFalse(sc.s.choices().contains(new DkChoice.Move(3, DkChoice.Reach.BLOODLUST)), "3 Zones away");
        sc.play(new DkChoice.Move(2, DkChoice.Reach.BLOODLUST));
        assertEquals(2, sc.s.zone[0]);
        assertEquals(2, sc.s.actions[0], "1 Action spent");
        sc.dice(5, 5, 5).play(new DkChoice.Attack(0, 0, 2, -1, 0, 0));
        assertEquals(2, sc.s.actions[0], "the Melee Action was free");
        assertEquals(0, sc.count("footman", 2));
        assertFalse(sc.s.choices().contains(new DkChoice.Move(3, DkChoice.Reach.BLOODLUST)), "once per Turn");
    }

    @Test
    void sureShotTurnsFailuresIntoSuccessesForMana() {
        Scene sc = Scene.of(Scene.street(3), "mai-ling");
        sc.equip("mai-ling", 0, "recurve-bow").mana("mai-ling", 3);
        sc.enemy("footman", 1, 2);
        sc.activate("mai-ling");
        sc.dice(2, 3).play(new DkChoice.Attack(0, 0, 1, -1, 0, 0));
        assertEquals(DkState.M_SURE, sc.s.mode);
        sc.play(new DkChoice.SureShot(2));
        assertEquals(0, sc.count("footman", 1));
        assertEquals(1, sc.s.mana[0]);
    }

    @Test
    void aFreeClassAbilityUseWaivesCrushsManaOncePerTurnButIsStillAUse() {
        Scene sc = withSkillsOnly("grimm", "free-class-use", "two-class-uses");
        sc.equip("grimm", 0, "broadsword").mana("grimm", 3);
        sc.enemy("footman", 0, 6);
        sc.activate("grimm");
        sc.dice(5, 5, 5, 5, 5).play(new DkChoice.Attack(0, 0, 0, -1, 3, 0));
        assertEquals(1, sc.count("footman", 0), "2 + 3 dice, 5 hits");
        assertEquals(3, sc.s.mana[0], "the free use: no Mana spent for the 3 dice");
        sc.dice(5, 5, 5).play(new DkChoice.Attack(0, 0, 0, -1, 1, 0));
        assertEquals(2, sc.s.mana[0], "the second use of the Turn is paid");
        assertFalse(sc.s.choices().contains(new DkChoice.Attack(0, 0, 0, -1, 1, 0)),
                "no extra use: 2 Class Ability Uses and both spent");
    }

    @Test
    void aFreeClassAbilityUseMakesBloodlustCostNoActionAndSureShotNoMana() {
        Scene sc = Scene.of(Scene.street(4), "lothar");
        sc.s.grant(0, Scene.C.skillIndex("free-class-use"));
        sc.equip("lothar", 0, "broadsword");
        sc.enemy("footman", 2, 2);
        sc.activate("lothar");
        sc.play(new DkChoice.Move(2, DkChoice.Reach.BLOODLUST));
        assertEquals(3, sc.s.actions[0], "the free use: Bloodlust costs no Action");
        Scene r = Scene.of(Scene.street(3), "mai-ling");
        r.s.grant(0, Scene.C.skillIndex("free-class-use"));
        r.equip("mai-ling", 0, "recurve-bow").mana("mai-ling", 3);
        r.enemy("footman", 1, 2);
        r.activate("mai-ling");
        r.dice(2, 3).play(new DkChoice.Attack(0, 0, 1, -1, 0, 0));
        r.play(new DkChoice.SureShot(2));
        assertEquals(0, r.count("footman", 1));
        assertEquals(3, r.s.mana[0], "Sure Shot for free");
    }

    @Test
    void oneCardSpawningInSeveralZonesLetsThePlayerChooseTheZoneToStrike() {
        GridGround g = GridGround.builder("r", "....").spawn(0, 1).spawn(0, 3).objective(0, 2, "red").boss(0, 2).build();
        Scene sc = Scene.of(g, Scene.quest("minotaur", 0), "astrid");
        sc.equip("astrid", 0, "war-bow").mana("astrid", 0);
        Arrivals.addDoom(sc.s, 5, "test", EventSink.NONE);
        Turns.resume(sc.s, EventSink.NONE);
        sc.s.changed();
        assertEquals(DkState.M_REFLEX, sc.s.mode, "the Stage card's Undead spawned in both Spawn Zones");
        boolean one = false;
        boolean three = false;
        for (var c : sc.s.choices()) {
            if (c instanceof DkChoice.Attack at) {
                one |= at.zone() == 1;
                three |= at.zone() == 3;
            }
        }
        assertTrue(one && three, "either Zone the card filled");
        sc.dice(1).play(new DkChoice.Attack(0, 0, 3, -1, 0, 0));
        assertFalse(sc.s.mode == DkState.M_REFLEX, "one Combat Reflexes per card");
    }

    @Test
    void aCrawlerSpawningAfterASearchTriggersCombatReflexes() {
        Scene sc = Scene.of(Scene.street(2), "astrid");
        sc.equip("astrid", 0, "elven-sword");
        sc.s.searchTokens[0] = 1;
        sc.necromantic("aaahh-crawler");
        sc.activate("astrid");
        sc.play(new DkChoice.Search());
        assertEquals(1, sc.count("crawler", 0));
        assertEquals(DkState.M_REFLEX, sc.s.mode);
        assertTrue(sc.s.choices().contains(new DkChoice.Attack(0, 0, 0, -1, 0, 0)));
    }

    @Test
    void whatAppliesToMagicActionsAppliesToApocalypse() {
        Scene sc = withSkillsOnly("tessara", "plus-1-die:magic").equip("tessara", 0, "tome-of-thunder").mana("tessara", 1);
        sc.enemy("footman", 1, 6);
        sc.activate("tessara");
        sc.dice(5, 5, 5, 5, 5).play(new DkChoice.Attack(0, 0, 1, -1, 1, 0));
        assertEquals(1, sc.count("footman", 1), "3 dice, +1 for the Mana, +1 die for Magic Actions: 5 hits");
    }
}
