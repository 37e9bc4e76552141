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
        assertEquals("Good move: from here you win about 8 in 10 games; the next best, " + s.describe(swap)
                + ", about 4 in 10.", HintWords.why(s, a));
    }

    @Test
    void choicesWithinTheNoiseAreSaidToBeTooClose() {
        var a = new IsmctsAgent.Analysis(keep, 0.55, 40,
                List.of(new ChoiceStats(keep, 22, 0.55), new ChoiceStats(swap, 18, 0.5)));
        assertEquals("Too close to tell apart from " + s.describe(swap) + ": from here you win about 6 in 10 games"
                + " with this, about 5 in 10 with that.", HintWords.why(s, a));
    }

    @Test
    void aChoiceTheSearchAloneTriedSaysSo() {
        var a = new IsmctsAgent.Analysis(keep, 0.97, 5, List.of(new ChoiceStats(keep, 5, 0.97), new ChoiceStats(swap, 0, 0)));
        assertEquals("From here you win more than 9 in 10 games (the search had no time to try another choice).",
                HintWords.why(s, a));
    }

    @Test
    void aLoneChoiceIsSaidToBeTheOnlyOne() {
        var a = new IsmctsAgent.Analysis(keep, 0, 0, List.of(new ChoiceStats(keep, 0, 0)));
        assertEquals("It is the only choice.", HintWords.why(s, a));
    }
}
