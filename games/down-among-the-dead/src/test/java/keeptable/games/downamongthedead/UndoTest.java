package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.State;
import keeptable.engine.UndoRule;
import keeptable.games.downamongthedead.content.Kind;
import org.junit.jupiter.api.Test;

/**
 * The engine's undo rule on Down Among The Dead: the book hides nothing, so a choice may be taken back within one's
 * own turn unless it rolled a die, which the state's count of dice drawn tells.
 */
class UndoTest {

    /** Plays the choice players read as these words; returns why it cannot be taken back, or null if it can. */
    static String refusal(Scene t, String words) {
        for (Choice c : t.s.choices()) {
            if (t.s.describe(c).equals(words)) {
                State before = t.s.copy();
                int from = t.log.events().size();
                t.s.apply(c, t.log);
                List<Event> events = new ArrayList<>(t.log.events().subList(from, t.log.events().size()));
                return UndoRule.refusal(Scene.GAME, before, t.s, events);
            }
        }
        throw new AssertionError("no choice '" + words + "' among " + t.labels());
    }

    @Test
    void aStepThatRollsNothingCanBeTakenBack() {
        Scene t = Scene.empty();
        t.put(Kind.KNIGHT, "C3");
        t.phase(DadState.MOVE, 0);
        assertNull(refusal(t, "Move Knight to D3"));
        assertEquals(DadState.ADVENTURERS, t.s.toMove(), "the Knight is still moving");
    }

    @Test
    void aStepThatRollsToBreakFreeOfAZombieStands() {
        Scene t = Scene.empty();
        t.put(Kind.KNIGHT, "C3");
        t.put(Kind.ZOMBIE, "D4");
        t.put(Kind.SCOUT, "A1");
        t.phase(DadState.MOVE, 0).dice(3);
        t.s.doneMask = 1 << DadState.MONSTERS;
        t.s.edited();
        assertEquals("chance was drawn (a die rolled or a deck shuffled)", refusal(t, "Move Knight to B3"));
        assertTrue(t.diceUsed(), "the die to break free was rolled");
        assertEquals(DadState.ADVENTURERS, t.s.toMove(), "the adventurers may still move the Scout: only the die bars it");
    }
}
