package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import keeptable.engine.EventSink;
import org.junit.jupiter.api.Test;

/** The book's Spawn Step: Monster cards kept aside, Running Out of Miniatures, the Notables' escorts. */
class SpawnStepTest {

    private static int streetCard(String enemy) {
        return EnemyPhaseTest.card(Scene.C.street, enemy, null);
    }

    /** Book: a Monster's card stays aside, whatever is drawn after it, until the Monster is eliminated. */
    @Test
    void aMonsterCardIsKeptAsideUntilTheMonsterIsEliminated() {
        Scene sc = Scene.of(GridGround.builder("s", "....").spawn(0, 3).build(), "knut");
        sc.s.streetDeck = new int[] {streetCard("minotaur"), streetCard("footman")};
        Spawns.drawAndResolve(sc.s, 3, false, EventSink.NONE);
        Spawns.drawAndResolve(sc.s, 3, false, EventSink.NONE);
        assertEquals(1, Spawns.monsterCards(sc.s), "the Footman card did not push it out");
        int mino = -1;
        for (int slot = 0; slot < sc.s.t.slots; slot++) {
            if (sc.s.enZone[slot] == 3 && Scene.C.enemies.get(sc.s.type(slot)).id().equals("minotaur")) {
                mino = slot;
            }
        }
        Foes.kill(sc.s, mino, EventSink.NONE);
        assertEquals(0, Spawns.monsterCards(sc.s), "eliminated: its card is discarded");
    }

    /** Book: however many Zones a card leaves short, it gives only one extra Activation (and one Doom). */
    @Test
    void aCardShortInSeveralZonesGivesOneExtraActivation() {
        GridGround g = GridGround.builder("m", "m.m..").spawn(0, 4).build();
        Scene sc = Scene.of(g, "knut");
        sc.at("knut", 1);
        sc.enemy("footman", 4, 30);
        int troll = sc.enemy("swamp-troll", 3, 1);
        sc.s.enCard[troll] = streetCard("swamp-troll");
        sc.s.streetDeck = new int[] {EnemyPhaseTest.card(Scene.C.street, null, "FOOTMEN_IN_THE_MIST")};
        Spawns.drawAndResolve(sc.s, 4, false, EventSink.NONE);
        assertEquals(0, sc.s.extraQueued, "no second extra Activation queued");
        Turns.resume(sc.s, EventSink.NONE);
        assertEquals(2, sc.s.enZone[troll], "the Swamp Troll moved once");
        assertEquals(1, sc.s.doom);
    }

    /** Book: with the Boss active, Running Out gives the Boss an extra Activation too, and no Doom. */
    @Test
    void anActiveBossJoinsTheExtraActivationAndGainsNoDoom() {
        Scene sc = Scene.of(Scene.street(6), "knut");
        sc.s.enZone[sc.s.bossSlot] = 5;
        sc.s.bossActive = true;
        sc.s.changed();
        int f = sc.enemy("footman", 4, 1);
        Arrivals.runningOut(sc.s, EventSink.NONE);
        Turns.resume(sc.s, EventSink.NONE);
        assertEquals(3, sc.s.enZone[sc.s.bossSlot], "the Wyvern Boss moved 2 Zones");
        assertEquals(4, sc.s.enZone[f], "Undead get no extra Activation");
        assertEquals(0, sc.s.doom);
    }

    /** Book's galleries: each Notable brings its own Undead, Blue 1, Yellow 2, Orange 3, Red 4. */
    @Test
    void everyNotableSpawnsItsOwnUndeadByDangerLevel() {
        String[][] pairs = {{"bishop", "footman"}, {"count", "shadowguard"}, {"countess", "deadeye"},
            {"houndmaster", "bloodhound"}};
        for (String[] p : pairs) {
            for (int dl = 0; dl < 4; dl++) {
                Scene sc = Scene.of(Scene.street(3), "knut");
                sc.enemy(p[0], 2, 1);
                sc.s.level[0] = dl;
                sc.s.phase = DkState.ENEMY;
                sc.s.enemyStep = Foes.E_NOTABLES;
                sc.s.enemyStepIndex = 0;
                Foes.step(sc.s, EventSink.NONE);
                assertEquals(dl + 1, sc.count(p[1], 2), p[0] + " at Danger Level " + dl);
            }
        }
    }

    /** Book: unlike its Bloodhounds (3 Actions), the Hound Master has one Action per Activation. */
    @Test
    void theHoundMasterActsOnceWhileItsBloodhoundsActThrice() {
        Scene sc = Scene.of(Scene.street(6), "knut");
        int master = sc.enemy("houndmaster", 5, 1);
        int hound = sc.enemy("bloodhound", 5, 1);
        sc.activation(1).activation(2).activation(3);
        assertEquals(4, sc.s.enZone[master]);
        assertEquals(2, sc.s.enZone[hound]);
        assertFalse(sc.s.batch);
    }

    /** Book: each Enemy deck is drawn Campaign Level by Level, and a Quest may begin at a higher Campaign Level. */
    @Test
    void theEnemyDecksAreDrawnLevelByLevelFromTheQuestsCampaignLevel() {
        GridGround g = Scene.street(3);
        for (int from = 1; from <= 3; from += 2) {
            var q = new keeptable.games.deadkeep.content.Quest("t", "T", "t", 0, from, "wyvern", 0, "round:99", true,
                    true, false, 5, 0, 0, java.util.List.of(), null, false, null);
            DkState s = Opening.setUp(new DkState(Scene.C, g.ground(), q, 1, new int[] {0}, new int[] {0}, 7), null, 1, false);
            for (int[] deck : new int[][] {s.streetDeck, s.buildingDeck}) {
                var cards = deck == s.streetDeck ? Scene.C.street : Scene.C.building;
                assertEquals(from, cards.get(deck[0]).level(), "the top card is of the starting Campaign Level");
                for (int i = 1; i < deck.length; i++) {
                    int before = cards.get(deck[i - 1]).level();
                    int level = cards.get(deck[i]).level();
                    assertEquals(true, level >= before && level >= from, "Level " + level + " after " + before);
                }
            }
        }
    }

    /** Book: with too few Footmen for every Mist Zone, the players choose the Mist Zones that get those left. */
    @Test
    void footmenInTheMistShortOfFootmenLetThePlayersChooseTheMistZones() {
        GridGround g = GridGround.builder("m", "m.m.m").spawn(0, 3).build();
        Scene sc = Scene.of(g, "knut");
        sc.at("knut", 1);
        sc.enemy("footman", 3, 28);
        sc.s.streetDeck = new int[] {EnemyPhaseTest.card(Scene.C.street, null, "FOOTMEN_IN_THE_MIST")};
        Spawns.drawAndResolve(sc.s, 3, false, EventSink.NONE);
        Turns.resume(sc.s, EventSink.NONE);
        assertEquals(0, sc.count("footman", 0) + sc.count("footman", 2) + sc.count("footman", 4),
                "nothing is placed before the players choose");
        assertEquals(0, sc.s.doom, "nor does Running Out come before");
        assertEquals(DkState.M_MIST, sc.s.mode);
        assertEquals(java.util.List.of(new DkChoice.MistZone(0), new DkChoice.MistZone(2), new DkChoice.MistZone(4)),
                sc.s.choices());
        sc.play(new DkChoice.MistZone(4));
        assertEquals(DkState.M_MIST, sc.s.mode, "one Footman left for two Mist Zones");
        sc.play(new DkChoice.MistZone(0));
        assertEquals(1, sc.count("footman", 4));
        assertEquals(1, sc.count("footman", 0));
        assertEquals(0, sc.count("footman", 2));
        assertEquals(1, sc.s.doom, "then Running Out of Miniatures: no Monster, so the Boss' Doom at once");
    }

    /** Book: a Building Footmen in the Mist! card short of Footmen waits for the players, then the building spawns on. */
    @Test
    void aDoorOpeningGoesOnSpawningAfterTheMistZonesAreChosen() {
        GridGround g = GridGround.builder("b", "m.m.AA").dark(0, 4).dark(0, 5).door(0, 3, 0, 4, "red").build();
        Scene sc = Scene.of(g, "knut");
        sc.at("knut", 3);
        sc.enemy("footman", 1, 29);
        int mist = -1;
        int footmen = -1;
        for (int i = 0; i < Scene.C.building.size(); i++) {
            var c = Scene.C.building.get(i);
            if (c.level() == 1 && c.mist() != null && mist < 0) {
                mist = i;
            }
            if (c.level() == 1 && "footman".equals(c.enemy()) && footmen < 0) {
                footmen = i;
            }
        }
        sc.s.buildingDeck = new int[] {mist, footmen};
        sc.s.buildingPos = 0;
        sc.activate("knut");
        sc.dice(6).play(new DkChoice.OpenDoor(0));
        assertEquals(DkState.M_MIST, sc.s.mode, "one Footman for two Mist Zones");
        assertEquals(1, sc.s.buildingPos, "the second dark Zone has not drawn yet");
        sc.play(new DkChoice.MistZone(2));
        assertEquals(1, sc.count("footman", 2));
        assertEquals(2, sc.s.buildingPos, "then the building spawns on");
        assertEquals(DkState.M_ACTION, sc.s.mode);
    }
}
