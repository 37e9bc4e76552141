package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/** The book's Game Rounds and the start of the Player Phase: who plays when, and in what order. */
class GameRoundsTest {

    @Test
    void theFirstPlayerActivatesTheirAdventurersThenThePlayerOnTheirLeft() {
        Scene sc = Scene.of(Scene.street(2), Scene.quest("wyvern", 0), 2, "knut", "lothar", "astrid");
        assertEquals(0, sc.s.turnSeat, "the First Player begins");
        assertEquals(DkState.M_PICK_ADV, sc.s.mode, "Knut and Astrid are the first player's");
        sc.play(new DkChoice.Activate(sc.adv("astrid"))).play(new DkChoice.DoNothing());
        assertEquals(sc.adv("knut"), sc.s.cur, "then the first player's other Adventurer");
        sc.play(new DkChoice.DoNothing());
        assertEquals(1, sc.s.turnSeat, "then the player on the left");
        assertEquals(sc.adv("lothar"), sc.s.cur);
    }

    @Test
    void aPlayerActivatesTheirAdventurersInTheOrderOfTheirChoice() {
        Scene sc = Scene.of(Scene.street(2), "knut", "lothar");
        assertEquals(DkState.M_PICK_ADV, sc.s.mode);
        assertTrue(sc.s.choices().contains(new DkChoice.Activate(0)));
        assertTrue(sc.s.choices().contains(new DkChoice.Activate(1)));
        sc.play(new DkChoice.Activate(1));
        assertEquals(1, sc.s.cur, "Lothar first, as the player chose");
        assertEquals(3, sc.s.actions[1], "3 Actions at Blue");
    }

    @Test
    void thePlayersGiveTheFirstPlayerTokenToThePlayerOfTheirChoice() {
        DkState s = (DkState) new DeadKeep().newGame(new keeptable.engine.Setup(java.util.List.of(
                new keeptable.engine.Seat("P1", "human"), new keeptable.engine.Seat("P2", "human"),
                new keeptable.engine.Seat("P3", "human")), java.util.Map.of(), 5));
        while (s.mode == DkState.M_BUY) {
            s.apply(s.choices().get(0));
        }
        assertEquals(DkState.M_FIRST, s.mode, "setup ends with the players deciding who is first player");
        assertEquals(java.util.List.of(new DkChoice.FirstPlayer(0), new DkChoice.FirstPlayer(1),
                new DkChoice.FirstPlayer(2)), s.choices());
        s.apply(new DkChoice.FirstPlayer(2));
        assertEquals(2, s.first);
        assertEquals(2, s.turnSeat, "the chosen player begins Game Round 1");
        assertEquals(2, s.owner[s.cur], "with their Adventurer");
    }
}
