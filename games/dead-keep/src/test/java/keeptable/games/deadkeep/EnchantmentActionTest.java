package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The book's Enchantment Action: a Talisman cast on an Actor in sight, the caster included, once per Turn each. */
class EnchantmentActionTest {

    /** Book: an Enchantment targets Actors within the caster's Line of Sight, the caster too. */
    @Test
    void anEnchantmentReachesOnlyAdventurersInSightTheCasterIncluded() {
        GridGround g = GridGround.builder("e", "...", "...").build();
        Scene sc = Scene.of(g, "tessara", "lothar", "knut");
        sc.equip("tessara", Slots.TAL0, "healing-charm").at("tessara", g.zone(0, 0)).at("lothar", g.zone(0, 2))
                .at("knut", g.zone(1, 1));
        for (int a = 0; a < 3; a++) {
            sc.s.wounds[a] = 3;
        }
        sc.s.changed();
        sc.activate("tessara");
        assertTrue(sc.s.choices().contains(new DkChoice.Enchant(Slots.TAL0, sc.adv("tessara"))), "herself");
        assertTrue(sc.s.choices().contains(new DkChoice.Enchant(Slots.TAL0, sc.adv("lothar"))), "along the street");
        assertFalse(sc.s.choices().contains(new DkChoice.Enchant(Slots.TAL0, sc.adv("knut"))), "no diagonal sight");
        sc.play(new DkChoice.Enchant(Slots.TAL0, sc.adv("tessara")));
        assertEquals(1, sc.s.wounds[sc.adv("tessara")], "the Healing Charm heals 2");
    }

    /** Book: each Adventurer casts a given Enchantment once a Turn, but a traded Talisman can be cast again that round. */
    @Test
    void aTradedTalismanIsCastAgainInTheSameRoundByItsNewHolder() {
        Scene sc = Scene.of(Scene.street(2), "tessara", "lothar");
        sc.equip("tessara", Slots.TAL0, "healing-charm");
        sc.s.wounds[1] = 4;
        sc.s.changed();
        sc.activate("tessara");
        sc.play(new DkChoice.Enchant(Slots.TAL0, 1));
        assertFalse(sc.s.choices().contains(new DkChoice.Enchant(Slots.TAL0, 1)), "once per Turn");
        sc.s.setItem(0, Slots.TAL0, -1);
        sc.equip("lothar", Slots.TAL0, "healing-charm");
        sc.play(new DkChoice.DoNothing());
        sc.activate("lothar");
        sc.play(new DkChoice.Enchant(Slots.TAL0, 1));
        assertEquals(0, sc.s.wounds[1], "cast twice in one Game Round by two Adventurers");
    }
}
