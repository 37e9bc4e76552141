package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.conformance.WordsAtTheTable;
import org.junit.jupiter.api.Test;

/**
 * Issue 26: at the table every move is seen in words, with the players' names. After every choice
 * each other player reads at least one event about it, and no prompt, choice, event or outcome
 * calls anyone by a seat number.
 */
class WordsAtTheTableTest {
    private static final DownAmongTheDead GAME = new DownAmongTheDead();
    private static final String[] NAMES = WordsAtTheTable.NAMES.toArray(String[]::new);

    private static Setup named(int players, long seed) {
        return WordsAtTheTable.named(players, seed);
    }

    /** Plays a whole game; fails on the first choice another player would not see told, or a seat number. */
    private static int playAndCheck(int players, long seed, Agent bot) {
        return WordsAtTheTable.playAndCheck(GAME::newGame, players, seed, bot);
    }

    @Test
    void everyRandomMoveIsToldToEveryOtherPlayerByName() {
        int checked = 0;
        for (long seed = 1; seed <= 60; seed++) {
            checked += playAndCheck(2, seed, null);
        }
        assertTrue(checked > 5_000, "choices checked: " + checked);
    }

    @Test
    void everyBotMoveIsToldToEveryOtherPlayerByName() {
        for (long seed = 1; seed <= 12; seed++) {
            playAndCheck(2, seed, GAME.heuristicAgent());
        }
    }

    /** Issue 26: the table states what each side must do to win and how far it is (book: Victory Condition). */
    @Test
    void theViewStatesEachSidesObjectiveAndTheTurnLimit() {
        State s = GAME.newGame(named(2, 5));
        DadView v = (DadView) s.view(0);
        assertTrue(v.objective().contains("killing the Vampire Master")
                && v.objective().contains("destroying all 4 spawning squares (0 destroyed so far)")
                && v.objective().contains("still lives at the end of turn " + Variant.DEFAULT_TURNS), v.objective());
        assertTrue(v.text().contains("To win: " + v.objective()), v.text());
        State none = GAME.newGame(new Setup(named(2, 5).seats(), Map.of("spawns", "none"), 5));
        String draw = ((DadView) none.view(1)).objective();
        assertTrue(draw.contains("no counter standing") && draw.contains("a draw"), draw);
    }
}
