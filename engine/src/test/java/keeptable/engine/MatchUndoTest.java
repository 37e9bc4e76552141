package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import keeptable.engine.agent.Agent;
import keeptable.engine.match.Match;
import keeptable.engine.match.TakeBack;
import keeptable.engine.record.Replay;
import keeptable.engine.toy.Relay;
import org.junit.jupiter.api.Test;

/** Taking back choices at a table with people: only the mover's own, only while nothing new showed. */
class MatchUndoTest {
    /** Plays a script: "step", "roll" or "undo", one entry per decision. */
    static final class Script implements Agent {
        final Deque<String> moves;

        Script(String... moves) {
            this.moves = new ArrayDeque<>(List.of(moves));
        }

        public String name() {
            return "script";
        }

        public Choice choose(State observed, List<Choice> choices, Rng rng) {
            String next = moves.isEmpty() ? "roll" : moves.poll();
            if (next.equals("undo")) {
                throw new TakeBack();
            }
            return choices.get(next.equals("step") ? 0 : 1);
        }
    }

    static final class Heard implements Match.Listener {
        final List<String> lines = new ArrayList<>();

        public void played(int seat, Choice choice, String said, List<Event> events, State after) {
            lines.add(seat + " " + choice.label() + " -> step " + after.step());
        }

        public void undone(int seat, Choice choice, State now) {
            lines.add(seat + " took back " + choice.label() + " -> step " + now.step());
        }

        public void undoRefused(int seat, String reason) {
            lines.add(seat + " refused: " + reason);
        }
    }

    @Test
    void stepsAreTakenBackOneByOneButARollStands() {
        Setup setup = Setup.of(4, "human");
        Heard heard = new Heard();
        Match.Result result = new Match(Relay.GAME, setup,
                List.of(new Script("undo", "step", "step", "undo", "undo", "undo", "roll", "undo", "step")), 1)
                .listener(heard).play();
        assertEquals("0 refused: nothing has been played yet", heard.lines.get(0));
        assertEquals(List.of("0 step one pace -> step 1", "0 step one pace -> step 2",
                "0 took back step one pace -> step 1", "0 took back step one pace -> step 0"),
                heard.lines.subList(1, 5));
        assertEquals("0 refused: nothing has been played yet", heard.lines.get(5), "both steps were taken back");
        assertEquals("0 roll for 1 to 3 paces -> step 1", heard.lines.get(6));
        assertEquals("0 refused: your last choice (roll for 1 to 3 paces) rolled a die or shuffled a deck",
                heard.lines.get(7), "the roll drew on chance, and that alone is said");
        assertEquals(result.last().step(), result.record().choices().size(), "taken-back choices leave the record");
        assertTrue(Replay.verify(Relay.GAME, result.record()).ok());
    }

    @Test
    void onlyTheSeatThatMadeTheLastChoiceMayTakeItBack() {
        Heard heard = new Heard();
        new Match(Relay.GAME, Setup.of(2, "human", "human"),
                List.of(new Script("step"), new Script("undo", "step")), 1).listener(heard).play();
        assertEquals("1 refused: the last choice was Player 1's, and only Player 1 may take it back",
                heard.lines.get(1));
    }

    /** Against an opponent, the seat the turn passed to has nothing to take back: that is what it is told. */
    @Test
    void aSeatTheTurnPassedToHasNothingToTakeBack() {
        Heard heard = new Heard();
        new Match(UndoRuleTest.opponents(true), Setup.of(2, "human", "human"),
                List.of(new Script("step"), new Script("undo", "step")), 1).listener(heard).play();
        assertEquals("1 refused: you have no choice to take back since it came to you to choose, and Player 1's choice"
                + " before that (step one pace) stands", heard.lines.get(1));
    }

    /** A game that marks nothing it brings to light takes no choice back, and says that alone. */
    @Test
    void aGameThatTakesNothingBackSaysSo() {
        Heard heard = new Heard();
        new Match(UndoRuleTest.opponents(false), Setup.of(2, "human"),
                List.of(new Script("step", "undo", "step")), 1).listener(heard).play();
        assertEquals("0 refused: this game takes no choice back", heard.lines.get(1));
    }

    @Test
    void withoutPeopleAtTheTableATakeBackIsAnError() {
        assertThrows(TakeBack.class, () -> new Match(Relay.GAME, Setup.of(2, "bot"),
                List.of(new Script("step", "undo")), 1).play());
    }
}
