package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.UndoRule;
import keeptable.engine.agent.Agent;
import keeptable.engine.conformance.WordsAtTheTable;
import keeptable.engine.match.Match;
import keeptable.engine.match.TakeBack;
import org.junit.jupiter.api.Test;

/**
 * Issue 26: a take-back is refused with the one reason that holds for the position, each met alone here: nothing
 * played yet, no choice of one's own since the decision came (the other player's choice before it stands), a card
 * that was hidden shown to the table, a die rolled. What shows nothing hidden - a move, a Market card bought at its
 * price, a Doubloon bought, a card everyone had seen sold - can be taken back within the turn.
 */
class TakingBackTest {
    /** Why the choice, played now, could not be taken back (null: it could). */
    private static UndoRule.Refusal playAndAsk(Scene t, KkChoice choice) {
        State before = t.s.copy();
        List<Event> events = t.play(choice);
        return UndoRule.why(Scene.GAME, before, t.s, events);
    }

    @Test
    void whatShowsNothingHiddenCanBeTakenBack() {
        Scene t = Scene.started(2, 31).turn(0, "market");
        int shown = t.give(0, "dagger", true);
        int ruby = t.give(0, "ruby", false);
        t.toMarket(ruby);
        assertNull(playAndAsk(t, new KkChoice.Buy(ruby, false)), "a card of the Market bought at its price");
        assertNull(playAndAsk(t, new KkChoice.Sell(shown, false)), "a card everyone had seen, sold");
        t.turn(0, "bank");
        t.s.money[0] = 300;
        assertNull(playAndAsk(t, ChoiceTable.BUY_DOUBLOON), "a Doubloon bought");
        assertNull(playAndAsk(t, new KkChoice.Move(t.area("guild"))), "a move");
    }

    @Test
    void aHiddenCardSoldWasShownToTheTable() {
        Scene t = Scene.started(2, 32).turn(0, "market");
        int dagger = t.give(0, "dagger", false);
        t.give(0, "candle", true);
        KkChoice sell = new KkChoice.Sell(dagger, false);
        String said = t.s.describe(sell);
        UndoRule.Refusal why = playAndAsk(t, sell);
        assertEquals(UndoRule.Refusal.REVEALED, why);
        assertEquals("your last choice (Sell Dagger (*) for $50) showed something that was hidden",
                why.told("your", said, "Player 2"));
    }

    @Test
    void aHaggleRolledADie() {
        Scene t = Scene.started(2, 33).turn(0, "market");
        int dagger = t.give(0, "dagger", true);
        t.give(0, "candle", true);
        t.nextD6(4);
        KkChoice haggle = new KkChoice.Sell(dagger, true);
        String said = t.s.describe(haggle);
        UndoRule.Refusal why = playAndAsk(t, haggle);
        assertEquals(UndoRule.Refusal.CHANCE, why, "the dagger was shown, so only the die stands in the way");
        assertEquals("your last choice (Sell Dagger (*) haggling ($25-$75)) rolled a die or shuffled a deck",
                why.told("your", said, "Player 2"));
    }

    @Test
    void endingTheTurnPassesTheDecisionOn() {
        Scene t = Scene.started(2, 34).turn(0, "market");
        assertEquals(UndoRule.Refusal.TURN_PASSED, playAndAsk(t, new KkChoice.EndTurn()));
    }

    /** Plays the first choice whose words start with each line of its script, or asks to take back at "undo". */
    private static final class Script implements Agent {
        final Deque<String> lines;

        Script(String... lines) {
            this.lines = new ArrayDeque<>(List.of(lines));
        }

        public String name() {
            return "script";
        }

        public Choice choose(State observed, List<Choice> choices, Rng rng) {
            String line = lines.isEmpty() ? "End the turn" : lines.poll();
            if (line.equals("undo")) {
                throw new TakeBack();
            }
            if (line.equals("quit")) {
                throw new Quit();
            }
            for (Choice c : choices) {
                if (observed.describe(c).startsWith(line)) {
                    return c;
                }
            }
            return choices.get(0);
        }
    }

    private static final class Quit extends RuntimeException {
    }

    /**
     * At a table of two as the terminal plays it: the first to choose a Display card asks before anything was
     * played, the second just after the first chose; in the first turn a move is taken back, then asked again.
     */
    @Test
    void atTheTableEachRefusalSaysTheOneReasonThatHolds() {
        List<String> heard = new ArrayList<>();
        Match.Listener listener = new Match.Listener() {
            public void played(int seat, Choice choice, String said, List<Event> events, State after) {
                heard.add(WordsAtTheTable.NAMES.get(seat) + ": " + said);
            }

            public void undone(int seat, Choice choice, State now) {
                heard.add(WordsAtTheTable.NAMES.get(seat) + " took back");
            }

            public void undoRefused(int seat, String reason) {
                heard.add(WordsAtTheTable.NAMES.get(seat) + " may not: " + reason);
            }
        };
        State first = Scene.GAME.newGame(WordsAtTheTable.named(2, 35));
        int opener = first.toMove();
        Script[] scripts = {new Script("undo", "Show", "undo", "Move", "undo", "undo", "quit"),
            new Script("undo", "Show", "quit")};
        if (opener == 1) {
            scripts = new Script[] {scripts[1], scripts[0]};
        }
        try {
            new Match(Scene.GAME, WordsAtTheTable.named(2, 35), List.of(scripts), 1).listener(listener).play();
        } catch (Quit expected) {
            // the scripts end the game here
        }
        String a = WordsAtTheTable.NAMES.get(opener);
        String b = WordsAtTheTable.NAMES.get(1 - opener);
        assertEquals(a + " may not: nothing has been played yet", heard.get(0), heard.toString());
        assertTrue(heard.get(1).startsWith(a + ": Show "), heard.toString());
        String shown = heard.get(1).substring((a + ": ").length());
        assertEquals(b + " may not: you have no choice to take back since it came to you to choose, and " + a
                + "'s choice before that (" + shown + ") stands", heard.get(2));
        assertTrue(heard.get(3).startsWith(b + ": Show "), heard.toString());
        // the first turn is the first chooser's: nothing of theirs to take back yet; a move is taken back, and then
        // the Display card chosen before it stands again
        String passed = a + " may not: you have no choice to take back since it came to you to choose, and " + b
                + "'s choice before that (" + heard.get(3).substring((b + ": ").length()) + ") stands";
        assertEquals(passed, heard.get(4));
        assertTrue(heard.get(5).startsWith(a + ": Move to the "), heard.toString());
        assertEquals(a + " took back", heard.get(6));
        assertEquals(passed, heard.get(7));
        assertEquals(8, heard.size(), heard.toString());
    }
}
