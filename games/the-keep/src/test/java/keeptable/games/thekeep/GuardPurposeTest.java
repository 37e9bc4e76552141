package keeptable.games.thekeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.agent.Agent;
import keeptable.games.thekeep.KeepChoice.GuardStep;
import org.junit.jupiter.api.Test;

/**
 * Molasar's bot moves his SS guards with purpose (issue 26: a guard went S2, G5, G6, G5, G6, G5, S2 in one turn):
 * in the guards' move of one Molasar turn a guard the bot walks never steps back into a room it already stood in
 * that turn while no other guard has moved since, so no guard walks back and forth or ends where it began. The one
 * exception the bot allows: another guard's walk since took the room the first was heading for, and the first
 * then heads elsewhere (counted and printed; 1 in about 12,000 guard steps of these games).
 */
class GuardPurposeTest {

    @Test
    void inManyBotGamesNoGuardReturnsToARoomItStoodInThatTurn() {
        Agent bot = TheKeep.GAME.heuristicAgent();
        List<String> revisits = new ArrayList<>();
        int guardSteps = 0;
        int afterAnotherGuard = 0;
        for (int game = 0; game < 200; game++) {
            int seats = 3 + game % 4;
            KeepState s = (KeepState) TheKeep.GAME.newGame(Setup.of(90_000 + game, java.util.Collections.nCopies(seats, "heuristic").toArray(String[]::new)));
            Rng rng = new Rng(game);
            long[] stood = new long[12];
            int turn = -1;
            int lastGuard = -1;
            while (!s.isOver()) {
                List<Choice> choices = s.choices();
                Choice c = bot.choose(s, choices, rng);
                boolean guardsMove = s.phase == KeepState.P_SS_MOVE || s.phase == KeepState.P_SS_SEARCH;
                if (guardsMove && s.molTurns != turn) {
                    turn = s.molTurns;
                    java.util.Arrays.fill(stood, 0);
                    lastGuard = -1;
                }
                if (guardsMove && c instanceof GuardStep gs) {
                    int g = gs.guard();
                    stood[g] |= 1L << s.guardRooms[g];
                    guardSteps++;
                    boolean interrupted = lastGuard >= 0 && lastGuard != g && stood[g] != 1L << s.guardRooms[g];
                    lastGuard = g;
                    if ((stood[g] >>> gs.room() & 1) != 0 && interrupted) {
                        afterAnotherGuard++;
                    } else if ((stood[g] >>> gs.room() & 1) != 0) {
                        revisits.add("game " + game + " Molasar's turn " + turn + ": SS guard " + (g + 1)
                                + " back to " + s.k.roomLabel(gs.room()));
                    }
                    stood[g] |= 1L << gs.room();
                }
                s.apply(c);
            }
        }
        System.out.printf("%d guard steps, %d returns after another guard's walk took the room ahead%n", guardSteps,
                afterAnotherGuard);
        assertTrue(guardSteps > 5_000, guardSteps + " guard steps");
        assertEquals(List.of(), revisits.stream().limit(10).toList(), revisits.size() + " revisits in " + guardSteps
                + " guard steps");
    }
}
