package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.EventSink;
import org.junit.jupiter.api.Test;

/** A Health Potion at any time, after a Mist Burn card's Wound (book: Treasure Zones, Mist Burn). */
class MistBurnPotionTest {

    /** Mist Burn's Wound is answered at once: the Spawn Step waits for a Potion before the next Spawn Zone. */
    @Test
    void mistBurnsWoundOpensAPotionWindowBeforeTheSpawnStepGoesOn() {
        GridGround g = GridGround.builder("m", ".m.").spawn(0, 2).spawn(0, 0).build();
        Scene sc = Scene.of(g, "knut", "lothar");
        sc.at("knut", 1).at("lothar", 1);
        sc.s.potions[1] = 1;
        sc.s.streetDeck = new int[] {EnemyPhaseTest.card(Scene.C.street, null, "MIST_BURN")};
        sc.s.phase = DkState.ENEMY;
        sc.s.enemyStep = Foes.E_SPAWN;
        sc.s.enemyStepIndex = 0;
        assertFalse(Foes.step(sc.s, EventSink.NONE), "the Spawn Step stops");
        assertEquals(DkState.M_POTION, sc.s.mode);
        assertEquals(List.of(new DkChoice.Potion(1, 0), new DkChoice.Potion(1, 1), new DkChoice.NoPotion()),
                sc.s.choices(), "both were burnt; Lothar may heal either");
        assertEquals(1, sc.s.enemyStepIndex, "the next Spawn Zone waits for the answer");
    }

    @Test
    void mistBurnWithoutAPotionToGiveDoesNotStop() {
        GridGround g = GridGround.builder("m", ".m.").spawn(0, 2).build();
        Scene sc = Scene.of(g, "knut");
        sc.at("knut", 1);
        sc.s.streetDeck = new int[] {EnemyPhaseTest.card(Scene.C.street, null, "MIST_BURN")};
        sc.s.phase = DkState.ENEMY;
        sc.s.enemyStep = Foes.E_SPAWN;
        sc.s.enemyStepIndex = 0;
        assertTrue(Foes.step(sc.s, EventSink.NONE));
        assertEquals(11, sc.woundsLeft("knut"));
    }
}
