package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.EventSink;
import org.junit.jupiter.api.Test;

/** The book's Bosses section: a Boss revived by a Stage card. */
class BossesTest {

    private static int stage(String id) {
        for (int i = 0; i < Scene.C.stages.size(); i++) {
            if (Scene.C.stages.get(i).id().equals(id)) {
                return i;
            }
        }
        throw new IllegalArgumentException(id);
    }

    /** An active Minotaur Boss in Zone 2 of a 4-Zone street (Starting Spawn Zone 3) with one Stage card left. */
    private static Scene activeBossWith(String stageCard, String adventurer) {
        GridGround g = GridGround.builder("boss", "....").spawn(0, 3).objective(0, 3, "red").boss(0, 2).build();
        Scene sc = Scene.of(g, Scene.quest("minotaur", 1), adventurer);
        sc.s.stagePile[0] = stage(stageCard);
        sc.s.stageCount = 1;
        sc.s.bossActive = true;
        sc.s.changed();
        assertEquals(2, sc.s.enZone[sc.s.bossSlot]);
        return sc;
    }

    /** Astrid (a Duo with a War Bow) in Zone 0 sees the Boss fall in Zone 2; the game runs on to the next decision. */
    private static Scene revivedInSightOfAstrid(String stageCard) {
        Scene sc = activeBossWith(stageCard, "astrid");
        sc.equip("astrid", 0, "war-bow").mana("astrid", 0);
        sc.s.enWounds[sc.s.bossSlot] = 3;
        Foes.kill(sc.s, sc.s.bossSlot, EventSink.NONE);
        Turns.resume(sc.s, EventSink.NONE);
        sc.s.changed();
        return sc;
    }

    @Test
    void theActiveEffectIsResolvedWhereTheBossFellThenItHealsAndTeleports() {
        Scene sc = activeBossWith("stage-hunt", "knut");
        DkState s = sc.s;
        s.enWounds[s.bossSlot] = 3;
        Foes.kill(s, s.bossSlot, EventSink.NONE);
        assertEquals(2, sc.count("bloodhound", 2), "The Hunt's Bloodhounds spawn where the Boss fell");
        assertEquals(0, sc.count("bloodhound", 3), "not where it teleports to");
        assertEquals(3, s.enZone[s.bossSlot], "then the Boss teleports (The Hunt: to the Starting Spawn Zone)");
        assertEquals(0, s.enWounds[s.bossSlot], "healed of all its Wounds");
        assertEquals(0, s.stageCount);
    }

    @Test
    void theBossTeleportIsNotASpawnForCombatReflexes() {
        Scene sc = revivedInSightOfAstrid("stage-hunt");
        DkState s = sc.s;
        assertEquals(DkState.M_REFLEX, s.mode, "the Stage card's Bloodhounds spawned in Astrid's sight");
        boolean any = false;
        for (var c : s.choices()) {
            if (c instanceof DkChoice.Attack at) {
                any = true;
                assertNotEquals(3, at.zone(), "the Boss's Zone after the teleport is no Spawn");
                assertNotEquals(s.bossSlot, at.target(), "the teleported Boss is no target of Combat Reflexes");
            }
        }
        assertTrue(any, "the Bloodhounds where the Boss fell can be shot");
    }

    @Test
    void aBossRevivedWhereItStandsIsNoTargetOfCombatReflexes() {
        Scene sc = revivedInSightOfAstrid("stage-rally");
        DkState s = sc.s;
        assertEquals(2, s.enZone[s.bossSlot], "Rally of the Dead does not teleport the Boss");
        assertEquals(2, sc.count("footman", 2));
        assertEquals(DkState.M_REFLEX, s.mode);
        for (var c : s.choices()) {
            if (c instanceof DkChoice.Attack at) {
                assertNotEquals(s.bossSlot, at.target(), "the Boss did not spawn: only its Footmen are targets");
            }
        }
    }

    @Test
    void aBossWakingEmptiesItsDoomReserveWithoutEffectAndGainsNoMore() {
        GridGround g = GridGround.builder("boss", "....").spawn(0, 3).objective(0, 3, "red").boss(0, 2).build();
        Scene sc = Scene.of(g, Scene.quest("minotaur", 1), "knut");
        DkState s = sc.s;
        Arrivals.addDoom(s, 4, "test", EventSink.NONE);
        assertEquals(4, s.doom);
        s.round = 99;
        Boss.checkActivation(s, EventSink.NONE);
        assertTrue(s.bossActive);
        assertEquals(0, s.doom, "the reserve is emptied");
        assertEquals(1, s.stageCount, "without a Stage card");
        Arrivals.addDoom(s, 5, "test", EventSink.NONE);
        assertEquals(1, s.stageCount, "no Doom once Active");
    }
}
