package keeptable.games.thekeep;

import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.regex.Pattern;
import keeptable.engine.Rng;
import keeptable.engine.agent.Agent;
import keeptable.engine.conformance.WordsAtTheTable;
import org.junit.jupiter.api.Test;

/**
 * Every action seen, in the game's own words (issue 26): after each choice every other seat and a spectator read at
 * least one event saying what happened, and no event, prompt, choice or outcome calls a seat by a number (the
 * engine's {@link WordsAtTheTable} check, on random and heuristic games of three to six seats).
 */
class EveryActionSeenTest {
    private static final Pattern NUMBERED_SEAT = Pattern.compile("(?i)\\b(player|seat) [0-9]");

    @Test
    void everyChoiceOfRandomAndHeuristicGamesIsToldToEveryOtherSeatWithNamesNotNumbers() {
        int choicesMade = 0;
        for (int game = 0; game < 120; game++) {
            Agent bot = game % 2 == 0 ? TheKeep.GAME.heuristicAgent() : null;
            choicesMade += WordsAtTheTable.playAndCheck(TheKeep.GAME::newGame, 3 + game % 4, 7_000 + game, bot);
        }
        assertTrue(choicesMade > 10_000, "games played: " + choicesMade + " choices");
    }

    @Test
    void theOutcomeNamesTheWinner() {
        KeepState s = (KeepState) TheKeep.GAME.newGame(WordsAtTheTable.named(3, 5));
        Rng rng = new Rng(5);
        Agent bot = TheKeep.GAME.heuristicAgent();
        while (!s.isOver()) {
            s.apply(bot.choose(s, s.choices(), rng));
        }
        String reason = s.outcome().reason();
        String winner = WordsAtTheTable.NAMES.get(s.winner);
        assertTrue(reason.contains(winner + " wins"), reason);
        assertFalse(NUMBERED_SEAT.matcher(reason).find(), reason);
    }
}
