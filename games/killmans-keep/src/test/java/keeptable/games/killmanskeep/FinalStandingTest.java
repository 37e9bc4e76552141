package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import keeptable.engine.Setup;
import keeptable.engine.View;
import keeptable.engine.conformance.WordsAtTheTable;
import org.junit.jupiter.api.Test;

/**
 * Issue 26: the end of a game names the winner and gives each player's place with the figures that decided it -
 * Doubloons, then money - and what they hold and where they stand: in the log (so the terminal shows it), in every
 * view (the web board draws it) and on the terminal's board.
 */
class FinalStandingTest {
    private static List<String> finalLines(List<String> told) {
        List<String> out = new ArrayList<>();
        for (String line : told) {
            if (line.startsWith("Final standing: ")) {
                out.add(line.substring("Final standing: ".length()));
            }
        }
        return out;
    }

    @Test
    void theFifthDoubloonEndsTheGameWithEachPlayersFigures() {
        Scene t = Scene.started(2, 51).turn(0, "bank");
        assertNull(((KkView) t.s.view(0)).result(), "no result while the game goes on");
        assertEquals(List.of(), ((KkView) t.s.view(0)).finish());
        t.s.doubloons[0] = 4;
        t.s.money[0] = 320;
        t.s.money[1] = 410;
        t.s.area[1] = t.area("keep");
        List<String> told = Scene.texts(t.play(ChoiceTable.BUY_DOUBLOON), 1);
        int[] cards = {t.s.handCount[0], t.s.handCount[1]};
        List<String> expected = List.of("1st Player 1 (wins): 5 Doubloons, $20, " + cards[0] + " cards in hand, in the Bank",
                "2nd Player 2: 0 Doubloons, $410, " + cards[1] + " cards in hand, in the Keep");
        assertEquals(expected, finalLines(told), told.toString());
        for (int seat : new int[] {0, 1, View.SPECTATOR}) {
            KkView v = (KkView) t.s.view(seat);
            assertEquals("Player 1 wins", v.result());
            assertEquals(expected, v.finish(), "every seat and a spectator read the same end");
        }
        String board = t.s.view(1).text();
        assertTrue(board.contains("GAME OVER: Player 1 wins\n  " + expected.get(0) + "\n  " + expected.get(1) + "\n"), board);
    }

    /** At the round limit the most Doubloons win, then the most money; a tie on both shares the win and the place. */
    @Test
    void aTieAtTheRoundLimitSharesTheWinAndThePlace() {
        KkState s = (KkState) Scene.GAME.newGame(new Setup(WordsAtTheTable.named(3, 52).seats(), Map.of("roundLimit", "1"), 52));
        while (s.phase == KkState.SETUP_DISPLAY) {
            s.apply(s.choices().get(0));
        }
        s.doubloons[0] = 2;
        s.doubloons[1] = 2;
        s.doubloons[2] = 1;
        s.money[0] = 150;
        s.money[1] = 150;
        s.money[2] = 400;
        s.edited();
        List<String> told = new ArrayList<>();
        while (!s.isOver()) {
            keeptable.engine.EventSink.Collector events = keeptable.engine.EventSink.collect();
            s.apply(new KkChoice.EndTurn(), events);
            told.addAll(Scene.texts(events.events(), 2));
        }
        List<String> lines = finalLines(told);
        assertEquals(3, lines.size(), told.toString());
        assertTrue(lines.get(0).startsWith("1st Ann (wins): 2 Doubloons, $150, "), lines.get(0));
        assertTrue(lines.get(1).startsWith("1st Bob (wins): 2 Doubloons, $150, "), lines.get(1));
        assertTrue(lines.get(2).startsWith("3rd Cleo: 1 Doubloon, $400, "), lines.get(2));
        assertEquals("Ann and Bob share the win", ((KkView) s.view(2)).result());
        assertEquals(lines, ((KkView) s.view(2)).finish());
    }
}
