package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertTrue;

import keeptable.engine.agent.Agent;
import keeptable.engine.conformance.WordsAtTheTable;
import org.junit.jupiter.api.Test;

/**
 * Every move is seen: after each choice, every other seat at the table and a spectator read at least one event
 * saying what happened, and no prompt, choice, event or outcome calls a seat by its number ("player 2", "seat 1",
 * "Bot 3") - the engine's {@link WordsAtTheTable} check, on random and heuristic Runs of two to four seats.
 */
class EveryMoveSeenTest {
    @Test
    void afterEveryChoiceEachOtherSeatReadsWhatHappenedAndNoSeatIsANumber() {
        int checked = 0;
        for (int seats = 2; seats <= 4; seats++) {
            for (int game = 0; game < 12; game++) {
                Agent bot = game % 2 == 0 ? null : Scene.GAME.heuristicAgent();
                checked += WordsAtTheTable.playAndCheck(Scene.GAME::newGame, seats, seats * 100L + game, bot);
            }
        }
        assertTrue(checked > 1_000, "choices checked: " + checked);
    }
}
