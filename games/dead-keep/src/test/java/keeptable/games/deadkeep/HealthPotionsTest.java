package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Health Potions at any time (book, Treasure Zones: a Potion may be discarded at any time, even in another
 * Adventurer's Turn): the Enemy Phase stops for a Potion before the Attacks on a Zone and after each batch of
 * Wounds, whenever a Potion could be given there.
 */
class HealthPotionsTest {

    /** A lone Adventurer heals between the Footmen's Attacks and the Shadowguard's, and is still standing. */
    @Test
    void aLoneAdventurerDrinksAPotionBetweenTwoEnemiesAttacksAndStays() {
        Scene sc = Scene.of(Scene.street(2), "tessara");
        sc.s.potions[0] = 1;
        sc.enemy("footman", 0, 5);
        sc.enemy("shadowguard", 0, 1);
        sc.activation(1);
        assertEquals(3, sc.woundsLeft("tessara"), "five Footmen's Attacks: 5 of her 8 Wounds");
        assertEquals(DkState.M_POTION, sc.s.mode, "before the Shadowguard's Attacks land, a Potion may be drunk");
        assertEquals(List.of(new DkChoice.Potion(0, 0), new DkChoice.NoPotion()), sc.s.choices());
        sc.play(new DkChoice.Potion(0, 0));
        assertEquals(2, sc.woundsLeft("tessara"), "healed to 6, then the Shadowguard's 2 Attacks of 2");
        assertFalse(sc.s.ko(0), "standing: by the book she was never KO'ed, and her Quest goes on");
    }

    /** Knocked down by an Attack, an Adventurer is revived by a teammate's Potion during the Enemy Phase. */
    @Test
    void aKnockedDownAdventurerIsRevivedDuringTheEnemyPhase() {
        Scene sc = Scene.of(Scene.street(2), "lothar", "mai-ling");
        sc.s.potions[0] = 1;
        sc.s.wounds[1] = 8;
        sc.s.changed();
        sc.enemy("footman", 0, 1);
        sc.enemy("shadowguard", 0, 1);
        sc.activation(1);
        assertEquals(DkState.M_POTION, sc.s.mode, "Mai Ling is wounded beside a Potion: asked before the Attacks");
        assertEquals(List.of(new DkChoice.Potion(0, 1), new DkChoice.NoPotion()), sc.s.choices());
        sc.play(new DkChoice.NoPotion());
        assertEquals(DkState.M_E_ASSIGN, sc.s.mode, "said once, the window is closed: the Attacks are given out");
        sc.play(new DkChoice.Assign(1)).play(new DkChoice.Assign(0)).play(new DkChoice.Assign(0));
        assertEquals(DkState.M_POTION, sc.s.mode, "Lothar took the Shadowguard's 4 Wounds");
        sc.play(new DkChoice.NoPotion());
        assertEquals(DkState.M_POTION, sc.s.mode, "the Footman KO'ed Mai Ling");
        assertEquals(List.of(new DkChoice.Potion(0, 0), new DkChoice.Potion(0, 1), new DkChoice.NoPotion()),
                sc.s.choices());
        sc.play(new DkChoice.Potion(0, 1));
        assertFalse(sc.s.ko(1), "revived");
        assertEquals(3, sc.woundsLeft("mai-ling"));
    }

    /** Mai Ling (seat 0) misses onto Theron (seat 1), who holds a Potion: his player may drink it at once. */
    @Test
    void friendlyFireOnAnotherSeatsAdventurerOpensAPotionWindowForThatSeat() {
        Scene sc = Scene.of(Scene.street(3), Scene.quest("wyvern", 2), 2, "mai-ling", "theron");
        sc.equip("mai-ling", 0, "war-bow").mana("mai-ling", 0).at("theron", 1);
        sc.s.potions[1] = 1;
        sc.enemy("footman", 1, 1);
        sc.activate("mai-ling");
        sc.dice(2, 3).play(new DkChoice.Attack(0, 0, 1, -1, 0, 0));
        assertEquals(11, sc.woundsLeft("theron"), "the miss got through his Armor roll of 3");
        assertEquals(DkState.M_POTION, sc.s.mode, "a Potion at any time, even in another player's Turn");
        assertEquals(1, sc.s.toMove(), "Theron's player answers");
        assertEquals(List.of(new DkChoice.Potion(1, 1), new DkChoice.NoPotion()), sc.s.choices());
        sc.play(new DkChoice.Potion(1, 1));
        assertEquals(12, sc.woundsLeft("theron"));
        assertEquals(DkState.M_ACTION, sc.s.mode, "Mai Ling's Turn goes on");
        assertEquals(0, sc.s.toMove());
    }

    /** The same shot with both Adventurers in one player's hands: that player gives Potions in the Action menu. */
    @Test
    void friendlyFireWithinOneSeatOpensNoWindow() {
        Scene sc = Scene.of(Scene.street(3), "mai-ling", "theron");
        sc.equip("mai-ling", 0, "war-bow").mana("mai-ling", 0).at("theron", 1);
        sc.s.potions[1] = 1;
        sc.enemy("footman", 1, 1);
        sc.activate("mai-ling");
        sc.dice(2, 3).play(new DkChoice.Attack(0, 0, 1, -1, 0, 0));
        assertEquals(11, sc.woundsLeft("theron"));
        assertEquals(DkState.M_ACTION, sc.s.mode);
    }
}
