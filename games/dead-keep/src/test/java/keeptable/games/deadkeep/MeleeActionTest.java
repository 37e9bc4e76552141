package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The book's Melee Action: the player divides the hits as they wish among the Undead of their own Zone. */
class MeleeActionTest {

    private static DkChoice.Attack undead(int zone) {
        return new DkChoice.Attack(0, 0, zone, -1, 0, 0);
    }

    /** Knut with a Broadsword (Armor Penetration 1) in Zone 0, his Turn begun, his Skills set aside. */
    private static Scene knutWithABroadsword(Scene sc) {
        sc.equip("knut", 0, "broadsword");
        sc.activate("knut");
        sc.s.clearSkills(0);
        sc.s.changed();
        return sc;
    }

    /** Book: the hits are the player's to divide, even onto an Enemy the weapon cannot wound (the hit is then lost). */
    @Test
    void aMeleeHitMayGoToAnEnemyTheWeaponCannotWound() {
        Scene sc = Scene.of(Scene.street(2), "knut");
        int sg = sc.enemy("shadowguard", 0, 1);
        int footman = sc.enemy("footman", 0, 1);
        knutWithABroadsword(sc).dice(5, 1).play(undead(0));
        int sgType = Scene.C.enemyIndex("shadowguard");
        int footmanType = Scene.C.enemyIndex("footman");
        assertEquals(DkState.M_HIT, sc.s.mode, "the player divides the hit");
        assertEquals(List.of(new DkChoice.Hit(sgType), new DkChoice.Hit(footmanType)).stream().sorted(
                java.util.Comparator.comparingInt(DkChoice.Hit::enemy)).toList(),
                sc.s.choices().stream().map(c -> (DkChoice.Hit) c).sorted(
                        java.util.Comparator.comparingInt(DkChoice.Hit::enemy)).toList());
        sc.play(new DkChoice.Hit(sgType));
        assertEquals(0, sc.s.enWounds[sg], "Armor 2 against Armor Penetration 1: no Wound");
        assertEquals(0, sc.s.enZone[footman], "the Footman was not hit");
        assertEquals(0, sc.s.ap[0], "no Wound, no Adrenaline");
    }

    /** Book: with only Enemies the weapon cannot wound in the Zone, every hit is lost and nothing is asked. */
    @Test
    void meleeHitsOnEnemiesNoneOfWhichCanBeWoundedAreLost() {
        Scene sc = Scene.of(Scene.street(2), "knut");
        int sg = sc.enemy("shadowguard", 0, 1);
        int horseman = sc.enemy("horseman", 0, 1);
        knutWithABroadsword(sc).dice(5, 6).play(undead(0));
        assertEquals(DkState.M_ACTION, sc.s.mode);
        assertEquals(0, sc.s.enWounds[sg]);
        assertEquals(0, sc.s.enWounds[horseman]);
        assertTrue(sc.log().contains("wasted"), sc.log());
    }

    /** Book: a Melee weapon strikes only the Adventurer's own Zone. */
    @Test
    void aMeleeWeaponStrikesOnlyTheAdventurersOwnZone() {
        Scene sc = Scene.of(Scene.street(2), "knut");
        sc.equip("knut", 0, "broadsword");
        sc.enemy("footman", 1, 1);
        sc.activate("knut");
        assertTrue(sc.s.choices().stream().noneMatch(c -> c instanceof DkChoice.Attack), sc.s.choices().toString());
        sc.enemy("footman", 0, 1);
        assertTrue(sc.s.choices().contains(undead(0)));
        assertTrue(sc.s.choices().stream().noneMatch(c -> c instanceof DkChoice.Attack a && a.zone() == 1));
    }

    /** Book: missed Melee strikes cause no Friendly Fire. */
    @Test
    void missedMeleeStrikesNeverHitATeammate() {
        Scene sc = Scene.of(Scene.street(2), "knut", "lothar");
        sc.enemy("footman", 0, 1);
        knutWithABroadsword(sc).dice(1, 2).play(undead(0));
        assertEquals(12, sc.woundsLeft("lothar"), sc.log());
        assertEquals(1, sc.count("footman", 0));
    }

    /** Book: defeating the last Undead of a type drops a Search token, except for Crawlers. */
    @Test
    void theLastCrawlerOfAZoneDropsNoSearchToken() {
        Scene sc = Scene.of(Scene.street(2), "knut");
        sc.enemy("crawler", 0, 1);
        knutWithABroadsword(sc).dice(6, 1).play(undead(0));
        assertEquals(0, sc.count("crawler", 0));
        assertEquals(0, sc.s.searchTokens[0]);
        assertEquals(1, sc.s.ap[0], "1 Wound, 1 Adrenaline");
    }
}
