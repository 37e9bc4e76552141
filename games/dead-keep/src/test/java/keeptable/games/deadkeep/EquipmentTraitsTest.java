package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** Equipment traits: a Skill when used or while held, a Skill for an Enemy in the target Zone, a type of Zone. */
class EquipmentTraitsTest {

    private static Scene knut(int streets, String weapon) {
        Scene sc = Scene.of(Scene.street(streets), "knut");
        sc.s.clearSkills(0);
        sc.equip("knut", 0, weapon).mana("knut", 0);
        return sc;
    }

    @Test
    void theRogueBowGivesHitAndRunWhenUsed() {
        Scene sc = knut(3, "rogue-bow");
        sc.enemy("footman", 1, 1);
        sc.dice(5, 1).play(new DkChoice.Attack(0, 0, 1, -1, 0, 0));
        assertEquals(1, sc.s.free[FreeActions.F_HIT_RUN], "a free Move after a kill");
    }

    @Test
    void theMonsterHunterDealsTwoWoundsWhenAMinotaurIsInTheTargetZone() {
        Scene sc = knut(3, "monster-hunter");
        int sg = sc.enemy("shadowguard", 1, 1);
        sc.enemy("minotaur", 1, 1);
        sc.dice(5, 1).play(new DkChoice.Attack(0, 0, 1, -1, 0, 0));
        assertEquals(-1, sc.s.enZone[sg], "the bonus applies even to hits on other Enemies");
    }

    @Test
    void withoutTheMinotaurTheMonsterHunterDealsOne() {
        Scene sc = knut(3, "monster-hunter");
        int sg = sc.enemy("shadowguard", 1, 1);
        sc.dice(5, 1).play(new DkChoice.Attack(0, 0, 1, -1, 0, 0));
        assertEquals(1, sc.s.enWounds[sg]);
    }

    @Test
    void theMistLanceWorksOnlyInAMistZone() {
        GridGround g = GridGround.builder("m", ".m").objective(0, 0, "red").boss(0, 0).build();
        Scene sc = Scene.of(g, "knut");
        sc.equip("knut", 0, "mist-lance");
        sc.enemy("footman", 0, 1);
        sc.enemy("footman", 1, 1);
        assertFalse(sc.s.choices().stream().anyMatch(c -> c instanceof DkChoice.Attack));
        sc.at("knut", 1);
        assertTrue(sc.s.choices().contains(new DkChoice.Attack(0, 0, 1, -1, 0, 0)));
    }

    @Test
    void theEliteQuiverWorksFromTheBackpack() {
        Scene sc = knut(3, "war-bow");
        sc.equip("knut", Slots.PACK0, "elite-quiver");
        sc.enemy("footman", 1, 3);
        sc.dice(1, 1).play(new DkChoice.Attack(0, 0, 1, -1, 0, 0));
        long two = sc.events.stream().filter(e -> e instanceof DkEvent.Rolled r && r.dice().size() == 2).count();
        assertEquals(1, two, "the War Bow's 1 die + 1");
    }

    @Test
    void aTalismanSkillWorksOnlyInATalismanSlot() {
        Scene sc = knut(2, "broadsword");
        sc.equip("knut", Slots.TAL0, "iron-amulet");
        assertTrue(Skills.has(sc.s, 0, keeptable.games.deadkeep.content.Skill.Kind.IRON_HIDE));
    }

    @Test
    void aShieldGivesArmorRollsAndAddsOneOverArmour() {
        Scene sc = knut(2, "broadsword");
        sc.equip("knut", 1, "kite-shield");
        assertEquals(5, Armor.value(sc.s, 0, -1));
        assertEquals(0, Armor.bonus(sc.s, 0));
        sc.equip("knut", Slots.BODY, "plate-armor");
        assertEquals(4, Armor.value(sc.s, 0, -1));
        assertEquals(1, Armor.bonus(sc.s, 0));
    }

    @Test
    void aFreeDiscardAtAnyTime() {
        Scene sc = knut(2, "broadsword");
        sc.activate("knut");
        sc.play(new DkChoice.Discard(0, 0));
        assertEquals(-1, sc.s.item(0, 0));
        assertEquals(3, sc.s.actions[0]);
    }
}
