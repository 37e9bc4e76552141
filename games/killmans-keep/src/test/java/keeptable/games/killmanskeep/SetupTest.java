package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import keeptable.engine.ScriptedRng;
import keeptable.engine.Setup;
import keeptable.engine.SetupException;
import org.junit.jupiter.api.Test;

/** Book: Setup, steps 1-8. */
class SetupTest {
    private final KillmansKeep game = Scene.GAME;

    @Test
    void everyoneStartsInTheMarketWithTwoArtifactsAndAHundredDollars() {
        for (int n = 2; n <= 6; n++) {
            KkState s = (KkState) game.newGame(Setup.of(n * 7L, new String[n]));
            int dealt = 0;
            for (int p = 0; p < n; p++) {
                assertEquals(s.content.market, s.area[p], "step 1: the Market");
                assertEquals(100, s.money[p], "step 6: $100");
                assertEquals(2, s.handSize(p), "step 6: two Artifacts");
                for (int k = 0; k < s.content.cards; k++) {
                    if (s.inHand(k, p)) {
                        assertTrue(!s.content.isMonster(k), "only Artifacts are dealt");
                        assertTrue(!s.shown[k], "dealt cards are secret");
                        dealt++;
                    }
                }
            }
            assertEquals(2 * n, dealt);
            assertEquals(5 * n, s.bankDoubloons, "step 2: Doubloons in the Bank");
        }
    }

    @Test
    void threeArtifactsInTheMarketAndTheRestShuffledWithTheMonstersIntoTheKeep() {
        KkState s = (KkState) game.newGame(Setup.of(3, "a", "b", "c"));
        int market = 0;
        int monstersInDeck = 0;
        for (int k = 0; k < s.content.cards; k++) {
            if (s.where[k] == KkState.MARKET) {
                market++;
                assertTrue(!s.content.isMonster(k));
            }
            if (s.where[k] == KkState.DECK && s.content.isMonster(k)) {
                monstersInDeck++;
            }
        }
        assertEquals(3, market, "step 6: three Artifacts in the Market");
        assertEquals(s.content.cards - s.content.artifactCards, monstersInDeck, "step 7: every Monster in the Keep deck");
        assertEquals(s.content.cards - 3 - 6, s.keepDeck.size(), "step 7: the rest of the Artifacts too");
        assertEquals(s.content.goals.size(), s.goalDeck.size(), "step 5: the Goal deck in the Guild");
        assertTrue(s.content.actionCard.lines().size() >= 5, "step 3: the Action card");
    }

    @Test
    void theKeepDeckIsReallyShuffled() {
        KkState a = (KkState) game.newGame(Setup.of(1, "a", "b"));
        KkState b = (KkState) game.newGame(Setup.of(2, "a", "b"));
        assertTrue(a.keepDeck.addTo(0) != b.keepDeck.addTo(0));
    }

    @Test
    void lowestRollGoesFirstThenClockwise() {
        int[] firsts = new int[4];
        for (long seed = 0; seed < 4000; seed++) {
            KkState s = (KkState) game.newGame(Setup.of(seed, "a", "b", "c", "d"));
            firsts[s.order[0]]++;
            for (int i = 1; i < 4; i++) {
                assertEquals((s.order[0] + i) % 4, s.order[i], "clockwise from the first player");
            }
        }
        for (int f : firsts) {
            assertTrue(f > 850 && f < 1150, "each seat goes first about a quarter of the time: "
                    + java.util.Arrays.toString(firsts));
        }
    }

    @Test
    void tiesForTheLowestRollAreRolledAgain() {
        // three players roll 2, 5, 2: the two on 2 roll again, 4 and 3, so the third player goes first
        assertEquals(2, Opening.lowestRoller(ScriptedRng.dice(2, 5, 2, 4, 3), 3));
        // 1, 6, 1; the tied pair rolls 3, 3 and again 6, 2: only the tied players roll, so the third goes first
        ScriptedRng dice = ScriptedRng.dice(1, 6, 1, 3, 3, 6, 2);
        assertEquals(2, Opening.lowestRoller(dice, 3));
        assertEquals(0, dice.left(), "seven faces rolled: the second player never rolled again");
    }

    @Test
    void eachPlayerChoosesADisplayCardInTurnOrderBeforeTheFirstTurn() {
        KkState s = (KkState) game.newGame(Setup.of(5, "a", "b", "c"));
        for (int i = 0; i < 3; i++) {
            assertEquals(KkState.SETUP_DISPLAY, s.phase);
            int seat = s.toMove();
            assertEquals(s.order[i], seat);
            assertEquals(2, s.choices().size(), "either of the two dealt Artifacts");
            KkChoice.ShowCard pick = (KkChoice.ShowCard) s.choices().get(1);
            s.apply(pick);
            assertEquals(pick.card(), s.display[seat]);
            assertTrue(s.shown[pick.card()]);
        }
        assertEquals(KkState.TURN, s.phase);
        assertEquals(s.order[0], s.toMove());
    }

    @Test
    void badSetupsAreRefusedWithAReason() {
        SetupException few = assertThrows(SetupException.class, () -> game.newGame(Setup.of(1, "solo")));
        assertTrue(few.getMessage().contains("2 to 6"), few.getMessage());
        assertThrows(SetupException.class, () -> game.newGame(Setup.of(1, "a", "b", "c", "d", "e", "f", "g")));
        SetupException option = assertThrows(SetupException.class, () -> game.newGame(
                new Setup(Setup.of(1, "a", "b").seats(), Map.of("speed", "fast"), 1)));
        assertTrue(option.getMessage().contains("speed"), option.getMessage());
        assertThrows(SetupException.class, () -> game.newGame(
                new Setup(Setup.of(1, "a", "b").seats(), Map.of("roundLimit", "0"), 1)));
    }

    /** Setup 4: each of the three decks is shuffled, the Goal deck too. */
    @Test
    void theGoalDeckIsShuffledToo() {
        java.util.Set<Integer> tops = new java.util.HashSet<>();
        for (long seed = 1; seed <= 20; seed++) {
            KkState s = (KkState) game.newGame(Setup.of(seed, "a", "b"));
            tops.add(s.goalDeck.peek());
        }
        assertTrue(tops.size() >= 5, "twenty deals put many different Goals on top: " + tops);
    }
}
