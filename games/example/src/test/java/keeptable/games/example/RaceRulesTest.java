package keeptable.games.example;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.IllegalChoiceException;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import org.junit.jupiter.api.Test;

/** The rules of a turn, each from a dealt position: a card moves its steps and is replaced, a roll, the win. */
class RaceRulesTest {
    private static final LanternRace GAME = new LanternRace();

    private static LrState dealt(long seed) {
        return (LrState) GAME.newGame(Setup.of(seed, "random", "random"));
    }

    @Test
    void aCardMovesItsStepsAndTheHandIsRefilled() {
        LrState s = dealt(3);
        int kind = s.kindIn(0, 0);
        int before = s.deck.size();
        s.apply(new LrChoice.Play(kind));
        assertEquals(s.content.kinds.get(kind).steps(), s.place[0]);
        assertEquals(before - 1, s.deck.size(), "one card drawn to refill the hand");
        assertTrue(s.kindIn(0, 0) >= 0 && s.kindIn(0, 1) >= 0);
        assertEquals(1, s.toMove());
    }

    @Test
    void aRollMovesHalfThePipsRoundedUp() {
        LrState s = dealt(4);
        EventSink.Collector events = EventSink.collect();
        s.apply(new LrChoice.Roll(), events);
        List<Event> told = events.events();
        LrEvent.Rolled rolled = (LrEvent.Rolled) told.get(0);
        assertEquals(1, told.size(), told.toString());
        assertEquals((rolled.die() + 1) / 2, rolled.steps());
        assertEquals(rolled.steps(), s.place[0]);
        assertEquals("Player 1 rolls " + rolled.die() + " and moves " + LrWords.steps(rolled.steps()) + ".", rolled.text());
    }

    @Test
    void theFirstLanternToTheEndWins() {
        LrState s = (LrState) GAME.newGame(new Setup(Setup.of(5, "random", "random").seats(), Map.of("track", "6"), 5));
        while (!s.isOver()) {
            s.apply(s.choices().get(0));
        }
        int winner = s.outcome().winners().get(0);
        assertEquals(6, s.place[winner]);
        assertTrue(s.place[1 - winner] < 6);
        assertThrows(IllegalChoiceException.class, () -> s.apply(new LrChoice.Roll()));
    }

    @Test
    void aCardNotInHandIsRefusedAndChangesNothing() {
        LrState s = dealt(6);
        int missing = 0;
        while (missing == s.kindIn(0, 0) || missing == s.kindIn(0, 1)) {
            missing++;
        }
        long print = s.fingerprint();
        int kind = missing;
        assertThrows(IllegalChoiceException.class, () -> s.apply(new LrChoice.Play(kind)));
        assertEquals(print, s.fingerprint());
    }

    @Test
    void aTrackOutOfRangeIsRefusedByTheOption() {
        SetupException e = assertThrows(SetupException.class,
                () -> GAME.newGame(new Setup(Setup.of(1, "random", "random").seats(), Map.of("track", "2"), 1)));
        assertTrue(e.getMessage().contains("rack"), e.getMessage());
    }
}
