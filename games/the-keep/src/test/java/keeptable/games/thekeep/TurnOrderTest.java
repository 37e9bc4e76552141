package keeptable.games.thekeep;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import keeptable.games.thekeep.KeepChoice.Proceed;
import keeptable.games.thekeep.KeepChoice.Stay;
import org.junit.jupiter.api.Test;

/** Book: Playing the Turn; Movement (order by ID number, Molasar last; three-player games). */
class TurnOrderTest {

    /** Plays each Searcher turn as "stay" and records who acts, until Molasar's turn. */
    static List<Integer> order(KeepState s) {
        List<Integer> actors = new ArrayList<>();
        while (s.actor != KeepState.MOL) {
            actors.add(s.actor);
            Scene.searcherTurn(s, s.actor);
            s.powerFailure = true; // makes "stay" the plain way to pass a turn
            s.refresh();
            s.apply(new Stay());
            s.powerFailure = false;
            s.refresh();
            s.apply(new Proceed());
        }
        return actors;
    }

    @Test
    void searchersByIdNumberThenMolasar() {
        KeepState s = Scene.started(5, "4,2,3,1", "D8");
        Scene.clear(s);
        assertEquals(List.of(0, 1, 2, 3), order(s));
        assertEquals(KeepState.MOL, s.actor);
    }

    @Test
    void threePlayersMoveTheirTwoSearchersSeparately() {
        KeepState s = Scene.started(3, "1+3,2+4", "D8");
        Scene.clear(s);
        List<Integer> actors = order(s);
        assertEquals(List.of(0, 1, 2, 3), actors);
        // seat 0 plays Eva (1) and Cuza (3): Fonescu (seat 1) moves between them
        assertEquals(0, s.seatOf[0]);
        assertEquals(1, s.seatOf[1]);
        assertEquals(0, s.seatOf[2]);
    }

    @Test
    void aGameTurnEndsAfterMolasarsTurn() {
        KeepState s = Scene.started(4, "1,2,3", "D8");
        Scene.clear(s);
        Scene.guard(s, 0, "G1");
        Scene.molasarAt(s, KeepState.P_SS_MOVE);
        s.movePoints = 0;
        s.refresh();
        s.apply(new KeepChoice.Stop());
        assertEquals(2, s.round, "after Molasar the next game turn begins");
        assertEquals(KeepState.EVA, s.actor);
    }
}
