package keeptable.games.thekeep;

import static keeptable.games.thekeep.Scene.room;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.View;
import keeptable.games.thekeep.KeepChoice.Proceed;
import keeptable.games.thekeep.KeepChoice.Roll;
import keeptable.games.thekeep.KeepChoice.Step;
import org.junit.jupiter.api.Test;

/**
 * Issue 26: the end of a game names the winner in words and gives the figures that decided it for each side - where
 * the Hilt was and who reached it (or how much of the cellar the Searchers had ruled out), the SS guards Molasar ate
 * or destroyed and those left, the turns played - on the table's end screen (the view's {@code ending}), on the
 * terminal's board, and in what every seat is told by the choice that ends the game; the Hilt's room is then shown to
 * everybody.
 */
class EndOfGameWordsTest {
    private static final String SEARCHERS = "P1 (Eva), P2 (Father Fonescu), P3 (Dr. Cuza), P4 (Glaeken)";

    @Test
    void aSearcherWins() {
        KeepState s = ConflictTest.table();
        Scene.guard(s, 0, "G1");
        Scene.guard(s, 1, "U1");
        s.eaten = 5;
        s.round = 7;
        s.molTurns = 6;
        Scene.put(s, KeepState.CUZA, "D7");
        s.found[KeepState.CUZA] = 0x3F;
        Scene.searcherTurn(s, KeepState.CUZA);
        Scene.rig(s, 1);
        s.apply(new Roll());
        EventSink.Collector told = EventSink.collect();
        s.apply(Step.of(room("D8")), told);
        assertTrue(s.isOver());
        List<String> ending = List.of("P3 wins: Dr. Cuza found the Hilt in D8 Catacomb",
                "The Searchers, " + SEARCHERS + ", reached the Hilt in turn 7.",
                "Molasar (P5): 5 SS guards eaten or destroyed, 2 left on the board.",
                "The game ended in turn 7, after 6 turns of Molasar's.");
        seenEverywhere(s, told, ending);
    }

    @Test
    void molasarWins() {
        KeepState s = ConflictTest.table();
        Scene.guard(s, 0, "G1");
        s.eaten = 11;
        s.molTurns = 11;
        s.round = 12;
        s.ruledOut |= 1L << room("D1") | 1L << room("D3");
        Scene.searcherTurn(s, KeepState.GLAEKEN);
        s.phase = KeepState.P_S_END;
        s.refresh();
        EventSink.Collector told = EventSink.collect();
        s.apply(new Proceed(), told);
        assertTrue(s.isOver());
        List<String> ending = List.of("P5 wins as Molasar: nobody found the Hilt before his 12th turn",
                "The Hilt was hidden in D8 Catacomb; of the other 6 cellar rooms the Searchers, " + SEARCHERS
                        + ", had ruled out 2.",
                "Molasar (P5): 11 SS guards eaten or destroyed, 1 left on the board.",
                "The game ended in turn 12, after 11 turns of Molasar's.");
        seenEverywhere(s, told, ending);
    }

    /** The ending on every seat's end screen and board, the figures told to every seat, and the Hilt shown to all. */
    private static void seenEverywhere(KeepState s, EventSink.Collector told, List<String> ending) {
        for (int seat : new int[] {0, 4, View.SPECTATOR}) {
            KeepView v = (KeepView) s.view(seat);
            assertEquals(ending, v.ending(), "seat " + seat);
            assertEquals(room("D8"), v.hiltRoom(), "the Hilt's room is shown to everybody at the end");
            String board = v.text();
            assertTrue(board.endsWith(String.join("\n", ending) + "\n"), board);
            assertFalse(board.contains("now: "), board);
        }
        for (int seat = 0; seat < 5; seat++) {
            List<String> heard = told.visibleTo(seat).stream().map(Event::text).toList();
            assertTrue(heard.containsAll(ending.subList(1, ending.size())), "seat " + seat + " is told " + heard);
        }
    }
}
