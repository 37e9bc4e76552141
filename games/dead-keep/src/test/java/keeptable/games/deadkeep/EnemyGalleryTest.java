package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.EventSink;
import org.junit.jupiter.api.Test;

/** The book's Monster and Undead galleries: each Enemy's special rules, played. */
class EnemyGalleryTest {

    private static int streetCard(String enemy) {
        return EnemyPhaseTest.card(Scene.C.street, enemy, null);
    }

    /** Book: Baba Yagas move up to 2 Zones per Move. */
    @Test
    void babaYagasMoveTwoZones() {
        Scene sc = Scene.of(Scene.street(6), "knut");
        int yaga = sc.enemy("baba-yaga", 5, 1);
        sc.activation(1);
        assertEquals(3, sc.s.enZone[yaga]);
        assertEquals(12, sc.woundsLeft("knut"));
    }

    /** Book: Baba Yagas attack at Range 0-3 within Line of Sight, so they need not come closer. */
    @Test
    void babaYagasAttackAtRangeInSight() {
        Scene sc = Scene.of(Scene.street(5), "knut");
        int yaga = sc.enemy("baba-yaga", 3, 1);
        sc.activation(1);
        assertEquals(3, sc.s.enZone[yaga]);
        assertEquals(12 - 1, sc.woundsLeft("knut"), "1 Attack of 1 at Campaign Level 1");
    }

    /** Book: a Baba Yaga card drawn for the First Spawn Zone sets both Baba Yagas there. */
    @Test
    void aBabaYagaCardForTheFirstSpawnZoneSetsBothThere() {
        Scene sc = Scene.of(GridGround.builder("s", "....").spawn(0, 3).spawn(0, 1).build(), "knut");
        sc.s.streetDeck = new int[] {streetCard("baba-yaga")};
        Spawns.drawAndResolve(sc.s, 3, false, EventSink.NONE);
        assertEquals(2, sc.count("baba-yaga", 3));
        assertEquals(0, sc.count("baba-yaga", 1));
    }

    /** Book: a Baba Yaga card drawn while a single Baba Yaga is on the board gives that one an extra Activation. */
    @Test
    void aBabaYagaCardWithOneOnTheBoardGivesItAnExtraActivation() {
        Scene sc = Scene.of(GridGround.builder("s", "........").spawn(0, 7).build(), "knut");
        int yaga = sc.enemy("baba-yaga", 6, 1);
        sc.s.enCard[yaga] = streetCard("baba-yaga");
        sc.s.streetDeck = new int[] {streetCard("baba-yaga")};
        Spawns.drawAndResolve(sc.s, 7, false, EventSink.NONE);
        Turns.resume(sc.s, EventSink.NONE);
        assertEquals(1, sc.count("baba-yaga", 4), "it moved 2 Zones");
        assertEquals(0, sc.count("baba-yaga", 7), "no second Baba Yaga spawns");
    }

    /** Book: Wyverns move up to 2 Zones per Move. */
    @Test
    void wyvernsMoveTwoZones() {
        Scene sc = Scene.of(Scene.street(6), Scene.quest("minotaur", 1), "knut");
        int wyvern = sc.enemy("wyvern", 5, 1);
        sc.activation(1);
        assertEquals(3, sc.s.enZone[wyvern]);
    }

    /** Book: like a Deadeye, the Countess attacks at Range 0-3 in sight instead of moving. */
    @Test
    void theCountessShootsLikeADeadeye() {
        Scene sc = Scene.of(Scene.street(5), "knut");
        int countess = sc.enemy("countess", 3, 1);
        sc.activation(1);
        assertEquals(3, sc.s.enZone[countess]);
        assertTrue(sc.woundsLeft("knut") < 12, sc.log());
    }

    /** Book: Blinding Mist affects every Actor, so a Deadeye cannot shoot into a Mist Zone and walks instead. */
    @Test
    void aDeadeyeCannotShootIntoBlindingMist() {
        GridGround g = GridGround.builder("m", ".m...").spawn(0, 4).build();
        Scene sc = Scene.of(g, "knut");
        sc.at("knut", 1);
        int d = sc.enemy("deadeye", 3, 1);
        sc.s.streetDeck = new int[] {EnemyPhaseTest.card(Scene.C.street, null, "BLINDING_MIST")};
        Spawns.drawAndResolve(sc.s, 4, false, EventSink.NONE);
        Foes.endPhase(sc.s, EventSink.NONE);
        sc.activation(1);
        assertEquals(2, sc.s.enZone[d], "no sight into the Mist: it moves");
        assertEquals(12, sc.woundsLeft("knut"));
    }

    /** Book: a Crawler spawning removes a Search token from its Zone and gives the Boss a Doom token. */
    @Test
    void aSpawningCrawlerTakesASearchTokenAndGivesDoom() {
        Scene sc = Scene.of(Scene.street(3), "knut");
        sc.s.searchTokens[2] = 1;
        sc.s.changed();
        Spawns.crawler(sc.s, 2, EventSink.NONE);
        assertEquals(1, sc.count("crawler", 2));
        assertEquals(0, sc.s.searchTokens[2]);
        assertEquals(1, sc.s.doom);
    }
}
