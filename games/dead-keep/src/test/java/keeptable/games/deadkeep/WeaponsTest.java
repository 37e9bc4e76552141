package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.games.deadkeep.content.Equipment;
import org.junit.jupiter.api.Test;

/** The book's Weapons section: their types, Accuracy, Dice, and the Mana lines. */
class WeaponsTest {

    private static Equipment card(String id) {
        return Scene.C.equipment.get(Scene.C.equipmentIndex(id));
    }

    @Test
    void theBooksWeaponsAreOfTheTypesItNames() {
        for (String melee : new String[] {"broadsword", "ghoul-splitter"}) {
            assertEquals(Equipment.Action.MELEE, card(melee).action(), melee);
            card(melee).lines().forEach(w -> assertEquals(0, w.max(), melee + ": Range 0"));
        }
        for (String ranged : new String[] {"recurve-bow", "monster-hunter"}) {
            assertEquals(Equipment.Action.RANGED, card(ranged).action(), ranged);
            assertTrue(card(ranged).lines().get(0).max() >= 1, ranged);
        }
        for (String magic : new String[] {"runic-skull", "staff-of-wildfire"}) {
            assertEquals(Equipment.Action.MAGIC, card(magic).action(), magic);
            assertTrue(card(magic).lines().get(0).max() >= 1, magic);
        }
    }

    /** Knut's Elven Sword (2 dice, Accuracy 3+) against two Footmen, his Skills set aside. */
    private static int footmenLeftAfterRolling(int first, int second) {
        Scene sc = Scene.of(Scene.street(2), "knut");
        sc.s.clearSkills(0);
        sc.equip("knut", 0, "elven-sword");
        sc.enemy("footman", 0, 2);
        sc.activate("knut");
        sc.dice(first, second).play(new DkChoice.Attack(0, 0, 0, -1, 0, 0));
        return sc.count("footman", 0);
    }

    @Test
    void eachDieAtOrAboveTheAccuracyIsASuccessALowerOneAFailure() {
        assertEquals(0, footmenLeftAfterRolling(3, 3), "two 3s against 3+: two successes");
        assertEquals(1, footmenLeftAfterRolling(3, 2), "a 2 is below 3+: a failure");
    }

    /** Mai Ling shoots the Night Bolt at two Footmen one Zone away, every die a 6. */
    private static int footmenLeftAfterANightBolt(int line, int mana) {
        Scene sc = Scene.of(Scene.street(3), "mai-ling");
        sc.s.clearSkills(0);
        sc.equip("mai-ling", 0, "night-bolt").mana("mai-ling", mana);
        sc.enemy("footman", 1, 2);
        sc.activate("mai-ling");
        sc.dice(6, 6, 6).play(new DkChoice.Attack(0, line, 1, -1, 0, 0));
        return sc.count("footman", 1);
    }

    @Test
    void theNightBoltRollsItsUpperLinesOneDieOrForOneManaTwo() {
        assertEquals(1, footmenLeftAfterANightBolt(0, 1), "the upper line, used by default: 1 die");
        assertEquals(0, footmenLeftAfterANightBolt(1, 1), "the second line for 1 Mana: 2 dice");
    }
}
