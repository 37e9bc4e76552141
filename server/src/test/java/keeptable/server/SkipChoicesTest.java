package keeptable.server;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import keeptable.engine.Choice;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Which games let a timed-out player be skipped (the reading of each book is in docs/games/GAME.md): the skip
 * a game offers is always one of the legal choices, and a game in which one seat is skipped at every
 * decision that has a skip (the others choosing at random) goes on without a fault; a game whose book lets
 * no player give up a turn offers none and says why.
 */
class SkipChoicesTest {
    private static final int STEPS = 4_000;

    @ParameterizedTest
    @ValueSource(strings = {"killmans-keep", "dead-keep", "the-keep", "down-among-the-dead"})
    void aSkippedSeatIsOfferedOnlyLegalChoicesAndTheGameGoesOn(String id) {
        GameModule game = GameModules.byId(id);
        assertNotNull(game.skips(), id + " says where a player may be skipped");
        int skipped = 0;
        for (long seed = 1; seed <= 4; seed++) {
            String[] seats = new String[Math.max(2, game.minSeats())];
            java.util.Arrays.fill(seats, "human");
            State s = game.newGame(Setup.of(seed, seats));
            Random random = new Random(seed);
            int steps = 0;
            for (; steps < STEPS && !s.isOver(); steps++) {
                List<Choice> choices = s.choices();
                Choice pass = game.skipChoice(s);
                if (pass != null) {
                    assertTrue(choices.contains(pass), id + " seed " + seed + " step " + steps + ": the skip "
                            + pass + " is not among " + choices);
                }
                boolean skip = s.toMove() == 0 && pass != null;
                skipped += skip ? 1 : 0;
                s.apply(skip ? pass : choices.get(random.nextInt(choices.size())));
            }
        }
        assertTrue(skipped >= 20, id + ": seat 1 was skipped at " + skipped + " decisions");
    }

    @Test
    void deadCellsOffersNoSkipAndSaysWhyFromItsBook() {
        GameModule game = GameModules.byId("dead-cells");
        assertNull(game.skips());
        assertTrue(game.noSkipReason().contains("Combat card"), game.noSkipReason());
        State s = game.newGame(Setup.of(1, "human", "human"));
        Random random = new Random(1);
        for (int i = 0; i < 500 && !s.isOver(); i++) {
            assertNull(game.skipChoice(s));
            List<Choice> choices = s.choices();
            s.apply(choices.get(random.nextInt(choices.size())));
        }
    }
}
