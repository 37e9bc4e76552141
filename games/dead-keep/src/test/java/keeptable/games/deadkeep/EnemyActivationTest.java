package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** The book's Enemy Phase: its steps in order, the Activation (Attacks first, then Moves) and the Move's ties. */
class EnemyActivationTest {

    private static int first(List<String> lines, String start) {
        for (int i = 0; i < lines.size(); i++) {
            if (lines.get(i).startsWith(start)) {
                return i;
            }
        }
        return -1;
    }

    /** Book: once every Adventurer has acted the Enemies activate, then they Spawn, then the End Phase comes. */
    @Test
    void theEnemyPhaseFollowsThePlayersThenActivationThenSpawnThenTheEndPhase() {
        Scene sc = Scene.of(GridGround.builder("s", "....").spawn(0, 3).build(), "knut");
        sc.enemy("footman", 2, 1);
        int footmen = EnemyPhaseTest.card(Scene.C.street, "footman", null);
        sc.s.streetDeck = new int[] {footmen};
        sc.s.streetPos = 0;
        sc.activate("knut");
        sc.play(new DkChoice.DoNothing());
        List<String> lines = List.of(sc.log().split("\n"));
        int activation = first(lines, "Activation: every Enemy acts");
        int moved = first(lines, "Footman moves");
        int spawned = lines.indexOf(lines.stream().filter(l -> l.matches(".* spawns? in .*")).findFirst().orElse("?"));
        int end = first(lines, "End Phase of Game Round 1");
        assertTrue(activation >= 0 && activation < moved && moved < spawned && spawned < end, sc.log());
        assertEquals(2, sc.s.round);
    }

    /** Book: every Attack of the Activation is resolved before any Enemy Moves. */
    @Test
    void everyAttackIsResolvedBeforeAnyMove() {
        Scene sc = Scene.of(Scene.street(4), "knut");
        sc.enemy("footman", 3, 1);
        sc.enemy("shadowguard", 0, 1);
        sc.activation(1);
        List<String> lines = List.of(sc.log().split("\n"));
        int attack = first(lines, "Shadowguard attacks Knut");
        int move = first(lines, "Footman moves");
        assertTrue(attack >= 0 && move >= 0 && attack < move, sc.log());
        assertEquals(12 - 4, sc.woundsLeft("knut"));
    }

    /** Book: an Enemy's one Action is an Attack or a Move; one that moves in does not also attack. */
    @Test
    void anEnemyThatMovesInDoesNotAttackWithTheSameAction() {
        Scene sc = Scene.of(Scene.street(2), "knut");
        sc.at("knut", 1);
        int f = sc.enemy("footman", 0, 1);
        sc.activation(1);
        assertEquals(1, sc.s.enZone[f]);
        assertEquals(12, sc.woundsLeft("knut"));
    }

    /** Book: when several routes of the same length lead to the destination, the players choose the way. */
    @Test
    void tiedRoutesToTheDestinationAreThePlayersChoice() {
        GridGround g = GridGround.builder("r", "..", "..").build();
        Scene sc = Scene.of(g, "knut");
        sc.at("knut", g.zone(1, 1));
        int f = sc.enemy("footman", g.zone(0, 0), 1);
        sc.activation(1);
        assertEquals(DkState.M_E_ROUTE, sc.s.mode);
        assertEquals(List.of(new DkChoice.Route(g.zone(0, 1)), new DkChoice.Route(g.zone(1, 0))), sc.s.choices());
        sc.play(new DkChoice.Route(g.zone(1, 0)));
        assertEquals(g.zone(1, 0), sc.s.enZone[f]);
    }
}
