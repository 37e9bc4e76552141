package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.EventSink;
import keeptable.games.deadkeep.content.Quest;
import org.junit.jupiter.api.Test;

/**
 * The Quest-driven tokens and places (book: Tower tile, Take/Activate a Token, Quest Artifact tokens, the Exit):
 * the Tower shut until the Quest's condition, Quest Artifacts carried, handed over and needed to win.
 */
class QuestTokensTest {

    /** A Quest on the test map: what wakes the Boss, when the Tower opens, the goals (Artifacts carried are objectives). */
    private static Quest quest(String activateOn, String towerAccess, boolean killBoss, boolean exit, boolean carry) {
        return new Quest("tokens", "Tokens", "test", 0, 1, "wyvern", 0, activateOn, carry, killBoss, exit, 5, 0, 0,
                List.of(), towerAccess, carry, null);
    }

    /**
     * Two tiles of 2 x 2 street Zones; the right one (2R) stands on the Tower, its stairs from (0,1) to (0,2).
     * <pre>
     *   . . | T T      start and the blue Objective at (0,1)
     *   . . | T T      the rim is a wall except the stairs
     * </pre>
     */
    private static GridGround towerMap() {
        return GridGround.builder("tower", "....", "....").tiles(2).tower(1).stairs(0, 2, 0, 1).start(0, 1)
                .objective(0, 1, "blue").objective(1, 0, "red").boss(1, 3).build();
    }

    @Test
    void theTowerStaysShutUntilItsConditionThenItsStairsLetEveryActorThrough() {
        GridGround g = towerMap();
        Scene sc = Scene.of(g, quest("round:99", "blue", true, false, false), "lothar");
        int below = g.zone(0, 1);
        int stairTop = g.zone(0, 2);
        int far = g.zone(0, 3);
        assertFalse(QuestRules.towerOpen(sc.s));
        int footman = sc.enemy("footman", far, 1);
        sc.activate("lothar");
        assertFalse(sc.s.choices().contains(new DkChoice.Move(stairTop)), "no Move up the shut stairs");
        sc.activation(1);
        assertEquals(far, sc.s.enZone[footman], "an Enemy on the shut Tower has no way down: it stays");

        sc.s.mode = DkState.M_ACTION;
        sc.s.changed();
        sc.play(new DkChoice.Take(0, 0));
        assertTrue(QuestRules.towerOpen(sc.s), "the blue Objective is the Quest's key to the Tower");
        assertTrue(sc.log().contains("The Tower can now be reached"), sc.log());
        assertTrue(sc.s.choices().contains(new DkChoice.Move(stairTop)), "the stairs now lead up");
        sc.activation(1);
        assertEquals(stairTop, sc.s.enZone[footman], "the Footman comes down toward Lothar by the stairs");
        assertEquals(below, sc.s.zone[sc.adv("lothar")]);
    }

    @Test
    void theViewSaysWhetherTheTowerCanBeReachedAndWhatOpensIt() {
        GridGround g = towerMap();
        Scene sc = Scene.of(g, quest("round:99", "blue", true, false, false), "lothar");
        DkView shut = (DkView) sc.s.view(0);
        assertEquals("shut until the blue Objective is taken", shut.tower());
        assertTrue(shut.text().contains("The Tower: shut until the blue Objective is taken"), shut.text());
        sc.s.objectivesTaken |= 1;
        Boss.checkActivation(sc.s, EventSink.NONE);
        assertEquals("open", ((DkView) sc.s.view(0)).tower());
        assertEquals(null, ((DkView) Scene.of(relicMap(), "lothar").s.view(0)).tower(), "no Tower on this map");
    }

    @Test
    void aTeleportCrossesTheTowersRimOnlyOnceTheTowerCanBeReached() {
        GridGround g = towerMap();
        Scene sc = Scene.of(g, quest("round:99", "blue", true, false, false), "lothar");
        long onTower = (1L << g.zone(0, 2)) | (1L << g.zone(1, 2));
        long shut = Paths.teleport(sc.s, g.zone(0, 1), 1);
        assertEquals(0, shut & onTower, "no teleporting onto the Tower before it can be reached");
        assertTrue((shut & (1L << g.zone(1, 1))) != 0, "elsewhere a Teleport still lands");
        sc.s.objectivesTaken |= 1;
        Boss.checkActivation(sc.s, EventSink.NONE);
        assertEquals(1L << g.zone(0, 2), Paths.teleport(sc.s, g.zone(0, 1), 1) & onTower,
                "one Zone away, across the rim, once the Tower can be reached");
    }

    @Test
    void aQuestWithoutATowerConditionHasItsStairsOpenFromTheStart() {
        GridGround g = towerMap();
        Scene sc = Scene.of(g, quest("round:99", null, true, false, false), "lothar");
        sc.activate("lothar");
        assertTrue(sc.s.choices().contains(new DkChoice.Move(g.zone(0, 2))));
    }

    /** One street: start, the Quest Artifact, an empty Zone, the Exit. */
    private static GridGround relicMap() {
        return GridGround.builder("relic", "....").start(0, 0).questArtifact(0, 1).exit(0, 3).boss(0, 2).build();
    }

    @Test
    void aQuestArtifactIsTakenForAdrenalineAndWakesTheBossThatWaitsForIt() {
        GridGround g = relicMap();
        Scene sc = Scene.of(g, quest("artifacts", "always", true, true, true), "lothar", "mai-ling");
        int lothar = sc.adv("lothar");
        sc.activate("lothar");
        assertFalse(sc.s.choices().contains(new DkChoice.Take(3, 0)), "the token lies in another Zone");
        sc.play(new DkChoice.Move(g.zone(0, 1)));
        sc.play(new DkChoice.Take(3, 0));
        assertEquals(lothar, QuestRules.carrier(sc.s, 0));
        assertEquals(5, sc.s.ap[lothar], "taken from the board, it gives the Quest's Adrenaline");
        assertTrue(sc.s.bossActive, "the Quest wakes the Boss when its Artifacts are taken");
        assertFalse(sc.s.choices().contains(new DkChoice.Take(3, 0)), "nobody takes it from themselves");
    }

    @Test
    void aTeammateInTheZoneTakesTheArtifactFromItsCarrierForNoAdrenaline() {
        GridGround g = relicMap();
        Scene sc = Scene.of(g, quest("round:99", "always", true, true, true), "lothar", "mai-ling");
        int lothar = sc.adv("lothar");
        int mai = sc.adv("mai-ling");
        sc.s.relics[0] = -2 - lothar;
        sc.at("lothar", g.zone(0, 1)).at("mai-ling", g.zone(0, 1));
        sc.s.koMask |= 1L << lothar;
        sc.s.wounds[lothar] = sc.s.maxWounds(lothar);
        sc.activate("mai-ling");
        sc.play(new DkChoice.Take(3, 0));
        assertEquals(mai, QuestRules.carrier(sc.s, 0), "taken from the fallen carrier");
        assertEquals(0, sc.s.ap[mai], "only the token on the board gives Adrenaline");
    }

    @Test
    void theQuestIsWonOnlyWhenAStandingCarrierBringsTheArtifactToTheExit() {
        GridGround g = relicMap();
        Scene sc = Scene.of(g, quest("round:99", "always", true, true, true), "lothar", "mai-ling");
        int lothar = sc.adv("lothar");
        int exit = g.zone(0, 3);
        sc.s.bossDead = true;
        sc.at("lothar", exit).at("mai-ling", exit);
        assertFalse(Turns.won(sc.s), "the Artifact still lies on the board");
        sc.s.relics[0] = -2 - lothar;
        assertTrue(Turns.won(sc.s));
        sc.s.koMask |= 1L << lothar;
        assertFalse(Turns.won(sc.s), "a KO'ed carrier brings it out for nobody");
        sc.s.koMask = 0;
        sc.s.bossDead = false;
        assertFalse(Turns.won(sc.s), "the Boss must still be defeated (book: every Quest's Boss)");
    }
}
