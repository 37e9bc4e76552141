package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import keeptable.engine.agent.HintWords;
import keeptable.engine.agent.IsmctsAgent;
import keeptable.engine.agent.IsmctsAgent.ChoiceStats;
import keeptable.engine.toy.LuckyDraw;
import org.junit.jupiter.api.Test;

class HintWordsTest {
    private final State s = LuckyDraw.GAME.newGame(Setup.of(3, "a", "b"));
    private final Choice keep = new LuckyDraw.Keep();
    private final Choice swap = new LuckyDraw.Swap();

    @Test
    void aClearlyBetterChoiceIsComparedWithTheNextBest() {
        var a = new IsmctsAgent.Analysis(keep, 0.8, 1000,
                List.of(new ChoiceStats(keep, 700, 0.8), new ChoiceStats(swap, 300, 0.4)));
        assertEquals("It has an expected result of 80 % (as a chance to win) over 700 of 1000 searches, against 40 %"
                + " for the next best choice, " + s.describe(swap) + " (300 searches).", HintWords.why(s, a));
    }

    @Test
    void choicesWithinTheNoiseAreSaidToBeTooClose() {
        var a = new IsmctsAgent.Analysis(keep, 0.55, 40,
                List.of(new ChoiceStats(keep, 22, 0.55), new ChoiceStats(swap, 18, 0.5)));
        assertEquals("It has an expected result of 55 % (as a chance to win) over 22 of 40 searches; the next best"
                + " choice, " + s.describe(swap) + ", has 50 % (18 searches): too close for the search to tell them"
                + " apart.", HintWords.why(s, a));
    }

    @Test
    void aLoneChoiceIsSaidToBeTheOnlyOne() {
        var a = new IsmctsAgent.Analysis(keep, 0, 0, List.of(new ChoiceStats(keep, 0, 0)));
        assertEquals("It is the only choice.", HintWords.why(s, a));
    }
}
