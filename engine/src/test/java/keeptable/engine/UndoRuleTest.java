package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.toy.LuckyDraw;
import keeptable.engine.toy.Relay;
import org.junit.jupiter.api.Test;

/** The engine's one undo rule: chance untouched, nothing shown, game not over; against opponents, the mover to move. */
class UndoRuleTest {
    /** A card drawn into its drawer's hand: seen only by that seat, and hidden from it until now. */
    private record Drew(int seat) implements Event {
        public String text() {
            return "seat " + seat + " draws a card";
        }

        public boolean visibleTo(int s) {
            return s == seat;
        }

        public boolean reveals() {
            return true;
        }
    }

    private static String playAndAsk(Game game, State s, Choice c, Event... extra) {
        State before = s.copy();
        EventSink.Collector events = EventSink.collect();
        s.apply(c, events);
        List<Event> all = new ArrayList<>(events.events());
        all.addAll(List.of(extra));
        return UndoRule.refusal(game, before, s, all);
    }

    @Test
    void aPlainStepInACooperativeGameCanBeTakenBack() {
        State s = Relay.GAME.newGame(Setup.of(3, "a", "b"));
        assertNull(playAndAsk(Relay.GAME, s, s.choices().get(0)));
    }

    @Test
    void aDieRollCannotBeTakenBack() {
        State s = Relay.GAME.newGame(Setup.of(3, "a", "b"));
        assertEquals("chance was drawn (a die rolled or a deck shuffled)", playAndAsk(Relay.GAME, s, s.choices().get(1)));
    }

    @Test
    void aChoiceThatRevealedSomethingCannotBeTakenBackEvenWithoutChance() {
        State s = Relay.GAME.newGame(Setup.of(3, "a", "b"));
        assertEquals("it brought something hidden to light", playAndAsk(Relay.GAME, s, s.choices().get(0), new Drew(0)));
    }

    /** The toy relay as a game with opponents: {@code marked} says whether it marks what its choices reveal. */
    static Game opponents(boolean marked) {
        return new Game() {
            public String id() {
                return "relay-against";
            }

            public String title() {
                return "Relay against each other";
            }

            public String summary() {
                return "the toy relay, each seat for itself";
            }

            public String rulesVersion() {
                return Relay.GAME.rulesVersion();
            }

            public int minSeats() {
                return Relay.GAME.minSeats();
            }

            public int maxSeats() {
                return Relay.GAME.maxSeats();
            }

            public State newGame(Setup setup) {
                return Relay.GAME.newGame(setup);
            }

            public boolean revealsMarked() {
                return marked;
            }
        };
    }

    @Test
    void aGameWithOpponentsTakesBackOnlyAChoiceWithinItsPlayersOwnTurn() {
        // one seat steps again and again, so each step is a choice within its own turn; with two seats a step
        // passes the turn
        State alone = Relay.GAME.newGame(Setup.of(3, "a"));
        assertNull(playAndAsk(opponents(true), alone, alone.choices().get(0)), "still its turn: taken back");
        State two = Relay.GAME.newGame(Setup.of(3, "a", "b"));
        State before = two.copy();
        two.apply(two.choices().get(0));
        assertNull(UndoRule.refusal(Relay.GAME, before, two, List.of()), "co-operatively, across seats");
        assertEquals("in a game with opponents a choice is taken back only while its player is still to move",
                UndoRule.refusal(opponents(true), before, two, List.of()), "the turn passed to the opponent");
    }

    @Test
    void aGameWithOpponentsThatDoesNotMarkItsRevealsTakesNothingBack() {
        State alone = Relay.GAME.newGame(Setup.of(3, "a"));
        assertEquals("this game does not mark what its choices bring to light, so no choice is taken back",
                playAndAsk(opponents(false), alone, alone.choices().get(0)));
        assertFalse(LuckyDraw.GAME.revealsMarked(), "by default only a co-operative game is trusted to mark them");
    }

    @Test
    void aStateThatCannotCountItsDrawsTakesNothingBack() {
        // the toy card game's states do not say how many draws they made; asked as if it were co-operative
        State s = LuckyDraw.GAME.newGame(Setup.of(3, "a", "b"));
        State before = s.copy();
        s.apply(new LuckyDraw.Keep());
        assertEquals(-1, s.chanceDraws());
        assertEquals("chance was drawn (a die rolled or a deck shuffled)",
                UndoRule.refusal(Relay.GAME, before, s, List.of()));
    }

    @Test
    void theChoiceThatEndsTheGameCannotBeTakenBack() {
        State s = Relay.GAME.newGame(Setup.of(3, "a"));
        State before = s;
        while (!s.isOver()) {
            before = s.copy();
            s.apply(s.choices().get(0));
        }
        assertEquals("the game is over", UndoRule.refusal(Relay.GAME, before, s, List.of()));
    }

    @Test
    void everyDrawIsCountedAndCopiesKeepTheCount() {
        Rng rng = new Rng(5);
        rng.roll(6);
        rng.shuffle(new int[] {1, 2, 3, 4});
        assertEquals(4, rng.draws(), "a die and three shuffle steps");
        Rng copy = rng.copy();
        assertEquals(4, copy.draws());
        ScriptedRng dice = ScriptedRng.dice(6, 2);
        dice.roll(6);
        assertEquals(1, dice.draws(), "a scripted die is a draw too, though the generator did not move");
        assertEquals(1, dice.copy().draws());
        assertEquals(rng.position(), new Rng(5).copy().position() + 4 * 0x9E3779B97F4A7C15L,
                "counting changes no number drawn");
    }
}
