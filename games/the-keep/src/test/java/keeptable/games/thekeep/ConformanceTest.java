package keeptable.games.thekeep;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.State;
import keeptable.engine.conformance.Conformance;
import keeptable.engine.conformance.SourceRules;
import org.junit.jupiter.api.Test;

class ConformanceTest {
    static final TheKeep GAME = TheKeep.GAME;

    @Test
    void tenThousandRandomGames() {
        long t = System.nanoTime();
        Conformance.Report r = Conformance.check(GAME,
                Conformance.Options.random(Integer.getInteger("keep.games", 10_000), 1).deepEvery(97),
                Invariants.ALL);
        System.out.printf("random: %d games, %d steps, longest %d, %.1f s%n", r.games(), r.steps(), r.longestGame(),
                (System.nanoTime() - t) / 1e9);
        assertTrue(r.games() > 0);
    }

    @Test
    void thousandHeuristicGames() {
        long t = System.nanoTime();
        Conformance.Report r = Conformance.check(GAME,
                Conformance.Options.random(Integer.getInteger("keep.botGames", 1_000), 500_000).deepEvery(53)
                        .with(GAME.heuristicAgent()), Invariants.ALL);
        System.out.printf("heuristic: %d games, %d steps, longest %d, %.1f s%n", r.games(), r.steps(),
                r.longestGame(), (System.nanoTime() - t) / 1e9);
    }

    @Test
    void chanceOnlyFromTheStateRng() {
        SourceRules.check(Path.of("src/main/java"));
    }
}
