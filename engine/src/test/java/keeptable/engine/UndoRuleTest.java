package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.toy.LuckyDraw;
import keeptable.engine.toy.Relay;
import org.junit.jupiter.api.Test;

/** The derived undo rule: what a seat could foresee may be taken back; a roll or a draw may not. */
class UndoRuleTest {
    private static boolean undoable(Game game, State before, Choice choice) {
        State after = before.copy();
        after.apply(choice);
        return UndoRule.nothingCameToLight(game, before, choice, after);
    }

    @Test
    void aStepIsForeseenButARollIsNot() {
        State s = Relay.GAME.newGame(Setup.of(3, "a", "b"));
        assertTrue(undoable(Relay.GAME, s, s.choices().get(0)), "a step of one pace");
        assertFalse(undoable(Relay.GAME, s, s.choices().get(1)), "a roll of the die");
    }

    @Test
    void keepingACardShowsNothingButDrawingOneDoes() {
        State s = LuckyDraw.GAME.newGame(Setup.of(4, "a", "b", "c"));
        assertTrue(undoable(LuckyDraw.GAME, s, new LuckyDraw.Keep()));
        assertFalse(undoable(LuckyDraw.GAME, s, new LuckyDraw.Swap()), "the card drawn comes to light");
    }

    @Test
    void theVerdictIsTheSameEveryTime() {
        State s = Relay.GAME.newGame(Setup.of(9, "a"));
        for (int i = 0; i < 20; i++) {
            assertTrue(undoable(Relay.GAME, s, s.choices().get(0)));
            assertFalse(undoable(Relay.GAME, s, s.choices().get(1)));
        }
    }
}
