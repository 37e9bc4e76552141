package keeptable.games.thekeep;

import static keeptable.games.thekeep.Scene.room;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.Choice;
import keeptable.engine.EventSink;
import keeptable.engine.State;
import keeptable.engine.UndoRule;
import keeptable.games.thekeep.KeepChoice.PlayBonus;
import keeptable.games.thekeep.KeepChoice.Roll;
import keeptable.games.thekeep.KeepChoice.Step;
import keeptable.games.thekeep.KeepChoice.Stop;
import org.junit.jupiter.api.Test;

/**
 * Taking back one's own choice within one's own turn (the engine's {@link UndoRule}): The Keep marks what its
 * choices bring to light, so a Searcher's step that showed nothing is taken back, while a roll, a room shown not
 * to hide the Hilt or a Bonus card played from the hand stands.
 */
class TakingBackTest {

    /** Why the choice cannot be taken back (null: it can), from the events it reported to a listening sink. */
    private static String refusal(KeepState s, Choice choice) {
        State before = s.copy();
        EventSink.Collector events = EventSink.collect();
        s.apply(choice, events);
        return UndoRule.refusal(TheKeep.GAME, before, s, events.events());
    }

    @Test
    void aSearchersPlainStepIsTakenBackWithinHisTurn() {
        KeepState s = MovementTest.fonescuAt("Y1");
        Scene.rig(s, 3);
        assertEquals("chance was drawn (a die rolled or a deck shuffled)", refusal(s, new Roll()));
        int seat = s.toMove();
        assertNull(refusal(s, Step.of(room("Y2"))), "a step into a courtyard room shows nobody anything");
        assertEquals(seat, s.toMove(), "he is still to move");
        assertNull(refusal(s, new Stop()), "ending the move outside the cellar shows nothing either");
        assertEquals(KeepState.P_S_END, s.phase);
    }

    @Test
    void endingTheTurnInACellarRoomShowsWhereTheHiltIsNotAndStands() {
        KeepState s = MovementTest.fonescuAt("D1");
        Scene.rig(s, 1);
        s.apply(new Roll());
        int seat = s.toMove();
        assertEquals("it brought something hidden to light", refusal(s, new Stop()));
        assertEquals(seat, s.toMove(), "refused for what it showed, not for the turn passing");
        assertTrue((s.ruledOut >>> room("D1") & 1) != 0, "everybody now knows the Hilt is not in D1");
    }

    @Test
    void aBonusCardPlayedFromTheHandStands() {
        KeepState s = MovementTest.fonescuAt("Y1");
        int pass = Scene.bonusCard(KeepState.B_PASS);
        Scene.bonus(s, s.seatOf[KeepState.FONESCU], pass);
        int seat = s.toMove();
        assertEquals("it brought something hidden to light", refusal(s, new PlayBonus(pass)),
                "the table saw a card of his hand");
        assertEquals(seat, s.toMove());
    }

    @Test
    void molasarsStepIntoACellarRoomShowsItHidesNoHiltAndStands() {
        KeepState s = Scene.five("D8");
        Scene.clear(s);
        Movement.placeMolasar(s, room("D2")); // he stands there, so everyone knows it holds no Hilt
        Scene.molasarAt(s, KeepState.P_M_MOVE);
        s.movePoints = 3;
        s.refresh();
        assertEquals("it brought something hidden to light", refusal(s, Step.of(room("D1"))));
        assertNull(refusal(s, Step.of(room("D2"))), "back into a room known already: nothing new");
    }

    /**
     * Molasar may not jump to the guard in the Hilt room, so his one other guard is his only jump; played at once, it
     * would tell the Searchers the Hilt is where that guard stands, so he is asked - unless they know the room anyway.
     */
    @Test
    void molasarsLoneJumpIsAskedWhenTheHiltRoomTookTheOther() {
        assertEquals(KeepState.P_M_JUMP, afterTheLastSearcher(false).phase, "asked, though he has one option");
        assertEquals(1, afterTheLastSearcher(false).choices().size());
        assertEquals(KeepState.P_M_MOVE, afterTheLastSearcher(true).phase, "the Hilt room known: jumped at once");
    }

    /** Glaeken, the last Searcher, goes on after his turn: a guard in Y1 and one in the Hilt room D8. */
    private static KeepState afterTheLastSearcher(boolean hiltKnown) {
        KeepState s = Scene.five("D8");
        Scene.clear(s);
        Scene.guard(s, 0, "Y1");
        Scene.guard(s, 1, "D8");
        s.hazards = 0;
        if (hiltKnown) {
            s.ruledOut |= Scene.K.cellar & ~(1L << room("D8"));
        }
        Scene.searcherTurn(s, KeepState.GLAEKEN);
        Scene.noBonus(s, s.seatOf[KeepState.GLAEKEN]);
        s.phase = KeepState.P_S_END;
        s.refresh();
        s.apply(new KeepChoice.Proceed());
        return s;
    }
}
