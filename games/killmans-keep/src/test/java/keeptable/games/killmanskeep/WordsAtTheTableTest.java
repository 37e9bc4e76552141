package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.conformance.WordsAtTheTable;
import org.junit.jupiter.api.Test;

/**
 * Issue 26: at the table every move is seen in words, with the players' names. After every choice
 * each other player reads at least one event about it, and no prompt, choice, event or outcome
 * calls anyone by a seat number.
 */
class WordsAtTheTableTest {
    private static final KillmansKeep GAME = new KillmansKeep();
    private static final String[] NAMES = WordsAtTheTable.NAMES.toArray(String[]::new);

    private static Setup named(int players, long seed) {
        return WordsAtTheTable.named(players, seed);
    }

    /** Plays a whole game; fails on the first choice another player would not see told, or a seat number. */
    private static int playAndCheck(int players, long seed, Agent bot) {
        return WordsAtTheTable.playAndCheck(GAME::newGame, players, seed, bot);
    }

    @Test
    void everyRandomMoveIsToldToEveryOtherPlayerByName() {
        int checked = 0;
        for (long seed = 1; seed <= 60; seed++) {
            checked += playAndCheck(2 + (int) (seed % 5), seed, null);
        }
        assertTrue(checked > 5_000, "choices checked: " + checked);
    }

    @Test
    void everyBotMoveIsToldToEveryOtherPlayerByName() {
        for (long seed = 1; seed <= 12; seed++) {
            playAndCheck(2 + (int) (seed % 5), seed, GAME.heuristicAgent());
        }
    }

    /** Issue 26: at the start the heading (who decides) and the player table (whose turn) named different players. */
    @Test
    void atTheStartNoOneHasATurnAndTheOneChoosingADisplayCardIsMarked() {
        long seed = 1;
        State s = GAME.newGame(named(3, seed));
        while (s.toMove() == 0) {
            s = GAME.newGame(named(3, ++seed));
        }
        int first = s.toMove();
        KkView v = (KkView) s.view(0);
        assertEquals(first, v.toMove());
        assertEquals(-1, v.current(), "no turn has begun while the Display cards are chosen");
        String text = v.text();
        assertTrue(text.contains("  " + NAMES[first] + " (to choose)"), text);
        assertFalse(text.contains("(turn)"), text);
        while (s.decision().prompt().contains("Display")) {
            s.apply(s.choices().get(0));
        }
        KkView turn = (KkView) s.view(0);
        assertEquals(turn.toMove(), turn.current(), "the first turn is the first chooser's: " + turn.text());
        assertEquals(first, turn.current());
        assertTrue(turn.text().contains("> " + NAMES[first]), turn.text());
    }
}
