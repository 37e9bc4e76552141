package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.EventSink;
import org.junit.jupiter.api.Test;

/** One test per Skill of the book's list that the rules implement. */
class SkillsTest {

    /** Knut with no Skill but the given ones, a weapon in Hand 1, Turn started. */
    private static Scene knut(int streets, String weapon, String... skills) {
        Scene sc = Scene.of(Scene.street(streets), "knut");
        sc.s.skills[0] = 0;
        for (String k : skills) {
            int i = Scene.C.skillIndex(k);
            assertTrue(i >= 0, k);
            sc.s.skills[0] |= 1L << i;
        }
        sc.equip("knut", 0, weapon).mana("knut", 0);
        sc.s.cur = -1;
        Turns.activate(sc.s, 0, EventSink.NONE);
        sc.s.changed();
        return sc;
    }

    private static DkChoice.Attack at(int zone) {
        return new DkChoice.Attack(0, 0, zone, -1, 0, false);
    }

    private static int diceRolled(Scene sc) {
        for (int i = sc.events.size() - 1; i >= 0; i--) {
            if (sc.events.get(i) instanceof DkEvent.Rolled r && !r.what().equals("Armor")) {
                return r.dice().size();
            }
        }
        return -1;
    }

    @Test
    void plus1DieMelee() {
        Scene sc = knut(2, "broadsword", "plus-1-die:melee");
        sc.enemy("footman", 0, 5);
        sc.dice(2, 2, 2).play(at(0));
        assertEquals(3, diceRolled(sc));
    }

    @Test
    void plus1ToDiceRollMelee() {
        Scene sc = knut(2, "broadsword", "plus-1-roll:melee");
        sc.enemy("footman", 0, 5);
        sc.dice(3, 3).play(at(0));
        assertEquals(3, sc.count("footman", 0), "3 + 1 = 4 hits on 4+");
    }

    @Test
    void twoWoundsMelee() {
        Scene sc = knut(2, "master-mallet", "two-wounds:melee");
        int sg = sc.enemy("shadowguard", 0, 1);
        sc.dice(5, 1).play(at(0));
        assertEquals(-1, sc.s.enZone[sg], "1 hit, 2 Wounds");
        assertEquals(2, sc.s.ap[0], "1 AP per Wound");
    }

    @Test
    void enemyKillerDealsFiveWoundsPerHit() {
        Scene sc = knut(2, "master-mallet", "killer:shadowguard");
        int sg = sc.enemy("shadowguard", 0, 1);
        sc.dice(5, 1).play(at(0));
        assertEquals(-1, sc.s.enZone[sg]);
        assertEquals(2, sc.s.ap[0], "Wounds past the last are wasted");
    }

    @Test
    void plus1MaxRange() {
        Scene sc = knut(5, "war-bow", "plus-1-max-range");
        sc.enemy("footman", 4, 1);
        assertTrue(sc.s.choices().contains(at(4)), "War Bow 1-3 reaches 4");
    }

    @Test
    void ironHideRollsAt5PlusWithoutArmour() {
        Scene sc = knut(2, "broadsword", "iron-hide");
        sc.enemy("footman", 0, 1);
        sc.dice(5).activation(1);
        assertEquals(12, sc.woundsLeft("knut"));
    }

    @Test
    void ironHideAddsOneToArmourRolls() {
        Scene sc = knut(2, "broadsword", "iron-hide");
        sc.equip("knut", Slots.BODY, "leather-armor");
        sc.enemy("footman", 0, 1);
        sc.dice(4).activation(1);
        assertEquals(12, sc.woundsLeft("knut"), "4 + 1 meets the Leather Armor's 5+");
    }

    @Test
    void slipperyLeavesEnemiesForFreeAndIgnoresThem() {
        Scene sc = knut(3, "broadsword", "slippery");
        sc.enemy("footman", 0, 3);
        sc.play(new DkChoice.Move(1, ""));
        assertEquals(2, sc.s.actions[0]);
    }

    @Test
    void searchTwoCards() {
        Scene sc = knut(2, "broadsword", "search-2-cards");
        sc.s.searchTokens[0] = 1;
        int g = Scene.C.equipmentIndex("ghoul-splitter");
        sc.s.necroDeck = new int[] {g, g};
        sc.s.necroLen = 2;
        sc.s.necroDiscard = new int[2];
        sc.s.changed();
        sc.play(new DkChoice.Search()).play(new DkChoice.Keep(Slots.PACK0));
        assertEquals(DkState.M_KEEP, sc.s.mode, "a second card");
        sc.play(new DkChoice.Keep(Slots.PACK0 + 1));
        assertEquals(0, sc.s.necroLen);
    }

    @Test
    void noRegenerationStopsTrollsHealing() {
        Scene sc = knut(2, "master-mallet", "no-regeneration");
        int troll = sc.enemy("swamp-troll", 0, 1);
        sc.dice(5, 1).play(new DkChoice.Attack(0, 0, 0, troll, 0, false));
        assertTrue(sc.s.noRegen[troll]);
    }

    @Test
    void marksmanChoosesTargetsAndIgnoresFriendlyFire() {
        Scene sc = knut(3, "wyrm-slayer", "marksman");
        sc.enemy("shadowguard", 1, 1);
        int f = sc.enemy("footman", 1, 1);
        sc.dice(5, 1, 1).play(at(1));
        assertEquals(DkState.M_HIT, sc.s.mode);
        sc.play(new DkChoice.Hit(Scene.C.enemyIndex("footman")));
        assertEquals(-1, sc.s.enZone[f], "the Footman is chosen over the Shadowguard");
    }

    @Test
    void pointBlankShootsInOwnZoneWithoutFriendlyFire() {
        Scene sc = Scene.of(Scene.street(2), "knut", "lothar");
        sc.s.skills[0] = 1L << Scene.C.skillIndex("point-blank");
        sc.equip("knut", 0, "war-bow").mana("knut", 0);
        sc.enemy("footman", 0, 1);
        sc.activate("knut");
        assertTrue(sc.s.choices().contains(at(0)), "War Bow 1-3 at Range 0");
        sc.dice(1).play(at(0));
        assertEquals(12, sc.woundsLeft("lothar"), "no Friendly Fire at Range 0");
    }

    @Test
    void plus2ManaPerTurn() {
        Scene sc = knut(2, "broadsword", "plus-2-mana-per-turn");
        sc.play(new DkChoice.Channel());
        assertEquals(2, sc.s.mana[0]);
        assertFalse(sc.s.choices().contains(new DkChoice.Channel()), "once per Turn");
    }

    @Test
    void freeMoveAction() {
        Scene sc = knut(3, "broadsword", "free-action:move");
        sc.play(new DkChoice.Move(1, ""));
        assertEquals(3, sc.s.actions[0]);
    }

    @Test
    void sprintMovesTwoOrThreeZonesForOneAction() {
        Scene sc = knut(5, "broadsword", "sprint");
        sc.play(new DkChoice.Move(3, "Sprint"));
        assertEquals(3, sc.s.zone[0]);
        assertEquals(2, sc.s.actions[0]);
        assertFalse(sc.s.choices().contains(new DkChoice.Move(1, "Sprint")));
    }

    @Test
    void hitAndRunGivesAFreeMoveIgnoringEnemiesAfterAKill() {
        Scene sc = knut(3, "broadsword", "hit-and-run");
        sc.enemy("footman", 0, 3);
        sc.dice(5, 1).play(at(0));
        assertEquals(2, sc.s.actions[0]);
        sc.play(new DkChoice.Move(1, ""));
        assertEquals(2, sc.s.actions[0], "free, and no extra Action for the 2 Footmen left");
    }

    @Test
    void roll6GivesMana() {
        Scene sc = knut(2, "broadsword", "roll-6-mana");
        sc.enemy("footman", 0, 3);
        sc.dice(6, 6).play(at(0));
        assertEquals(2, sc.s.mana[0]);
    }

    @Test
    void roll6IgnoresArmor() {
        Scene sc = knut(2, "broadsword", "roll-6-ignore-armor");
        int sg = sc.enemy("shadowguard", 0, 1);
        sc.dice(6, 5).play(at(0));
        assertEquals(-1, sc.s.enZone[sg], "AP 1 wounds the Armor 2 Shadowguard");
    }

    @Test
    void ironcladIgnoresWoundsFromTheNamedEnemy() {
        Scene sc = knut(2, "broadsword", "ironclad:footman");
        sc.enemy("footman", 0, 3);
        sc.activation(1);
        assertEquals(12, sc.woundsLeft("knut"));
    }

    @Test
    void barbarianRollsOneDiePerEnemyInTheZone() {
        Scene sc = knut(2, "broadsword", "barbarian");
        sc.enemy("footman", 0, 5);
        sc.dice(1, 1, 1, 1, 1).play(at(0));
        assertEquals(5, diceRolled(sc));
    }

    @Test
    void ironRainRollsOneDiePerEnemyInTheTargetZone() {
        Scene sc = knut(3, "war-bow", "iron-rain");
        sc.enemy("footman", 1, 4);
        sc.dice(5, 5, 5, 5).play(at(1));
        assertEquals(0, sc.count("footman", 1));
    }

    @Test
    void manaRainRollsOneDiePerEnemyInTheTargetZone() {
        Scene sc = knut(3, "tome-of-thunder", "mana-rain");
        sc.enemy("footman", 1, 5);
        sc.dice(5, 5, 5, 5, 5).play(at(1));
        assertEquals(0, sc.count("footman", 1));
    }

    @Test
    void reaperEliminatesOneMoreUndeadOfAKilledType() {
        Scene sc = knut(2, "broadsword", "reaper:melee");
        sc.enemy("footman", 0, 3);
        sc.dice(5, 1).play(at(0));
        assertEquals(1, sc.count("footman", 0));
        assertEquals(2, sc.s.ap[0]);
    }

    @Test
    void mistGivesPlusOneArmorPenetration() {
        GridGround g = GridGround.builder("m", "m.").objective(0, 1, "red").boss(0, 1).build();
        Scene sc = Scene.of(g, "knut");
        sc.s.skills[0] = 1L << Scene.C.skillIndex("mist-penetration");
        sc.equip("knut", 0, "broadsword");
        int sg = sc.enemy("shadowguard", 0, 1);
        sc.dice(5, 5).play(at(0));
        assertEquals(-1, sc.s.enZone[sg]);
    }

    @Test
    void spellcasterGivesAFreeMagicAction() {
        Scene sc = knut(2, "tome-of-thunder", "spellcaster");
        sc.enemy("footman", 0, 5);
        sc.dice(1, 1, 1).play(at(0));
        assertEquals(3, sc.s.actions[0]);
    }

    @Test
    void toughIgnoresOneHitPerRound() {
        Scene sc = knut(2, "broadsword", "tough");
        sc.enemy("footman", 0, 2);
        sc.activation(1);
        assertEquals(11, sc.woundsLeft("knut"));
    }

    @Test
    void roll6TwoWounds() {
        Scene sc = knut(2, "master-mallet", "roll-6-two-wounds:melee");
        int sg = sc.enemy("shadowguard", 0, 1);
        sc.dice(6, 1).play(at(0));
        assertEquals(-1, sc.s.enZone[sg]);
    }

    @Test
    void roll6PlusOneDie() {
        Scene sc = knut(3, "war-bow", "roll-6-plus-1-die:ranged");
        sc.enemy("footman", 1, 5);
        sc.dice(6, 6, 2).play(at(1));
        assertEquals(3, diceRolled(sc), "each 6 rolls another die");
    }

    @Test
    void plus2DiceForOneMana() {
        Scene sc = knut(2, "broadsword", "plus-2-dice:melee");
        sc.mana("knut", 1);
        sc.enemy("footman", 0, 5);
        sc.dice(1, 1, 1, 1).play(new DkChoice.Attack(0, 0, 0, -1, 0, true));
        assertEquals(4, diceRolled(sc));
        assertEquals(0, sc.s.mana[0]);
    }
}
