package keeptable.lab;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keeptable.engine.SetupException;
import keeptable.engine.toy.LuckyDraw;
import org.junit.jupiter.api.Test;

/** Issue 29: skill depth, the searcher's win rate by budget and its paired change from 1x (docs/lab.md). */
class SkillDepthTest {
    private static SkillDepth.Config config(List<Integer> multiples, int games) {
        return new SkillDepth.Config(LuckyDraw.GAME, 2, multiples, games, 2, 5, 2, Map.of(), 500);
    }

    @Test
    void theChangeFromOneTimesTheBaseIsPairedGameByGame() {
        boolean[][] won = {{true, false, false, false}, {true, true, true, false}};
        int[][] choices = {{4, 4, 4, 4}, {6, 6, 6, 6}};
        SkillDepth.Result r = SkillDepth.result(config(List.of(1, 3), 4), won, choices);
        SkillDepth.Point one = r.points().get(0);
        SkillDepth.Point three = r.points().get(1);
        assertEquals(0.25, one.rate(), 1e-12);
        assertNull(one.change());
        assertEquals(6, three.iterations());
        assertEquals(0.75, three.rate(), 1e-12);
        // d = 0, 1, 1, 0: mean 1/2, sample variance 1/3, standard error sqrt(1/3 / 4).
        double se = Math.sqrt(1.0 / 3 / 4);
        assertEquals(0.5, three.change().diff(), 1e-12);
        assertEquals(0.5 - Stats.Z * se, three.change().low95(), 1e-9);
        assertEquals(0.5 + Stats.Z * se, three.change().high95(), 1e-9);
        double[] wilson = Stats.wilson(3, 4);
        assertEquals(wilson[0], three.low95(), 1e-12);
        // The searcher sits in seat 1 in games 0 and 2, seat 2 in games 1 and 3.
        assertEquals(List.of(2L, 1L), List.of(three.bySeat().get(0).count(), three.bySeat().get(1).count()));
        assertEquals(6.0, three.choices(), 1e-12);
    }

    @Test
    void theSameGamesWhateverTheThreadsAndTheSearcherGoesRoundTheTable() throws Exception {
        SkillDepth.Result a = SkillDepth.run(config(List.of(1, 4), 24), n -> { });
        SkillDepth.Result b = SkillDepth.run(new SkillDepth.Config(LuckyDraw.GAME, 2, List.of(1, 4), 24, 2, 5, 1,
                Map.of(), 500), n -> { });
        assertEquals(a, b);
        assertEquals(List.of("ismcts:8", "ismcts:2"), config(List.of(1, 4), 24).agents(4, 0));
        assertEquals(List.of("ismcts:2", "ismcts:8"), config(List.of(1, 4), 24).agents(4, 1));
        assertTrue(a.points().get(1).bySeat().stream().allMatch(s -> s.of() == 12), a.toString());
    }

    @Test
    void badBudgetsAreRefusedNamingWhy() {
        assertTrue(assertThrows(SetupException.class, () -> config(List.of(2, 4), 4)).getMessage()
                .contains("must start at 1"));
        assertTrue(assertThrows(SetupException.class, () -> config(List.of(1, 4, 2), 4)).getMessage()
                .contains("must grow"));
        assertTrue(assertThrows(SetupException.class, () -> new SkillDepth.Config(LuckyDraw.GAME, 50_000,
                List.of(1, 4), 4, 2, 5, 1, Map.of(), 500)).getMessage().contains("at most 100000"));
    }
}
