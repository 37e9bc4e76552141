package keeptable.games.deadcells;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.conformance.Conformance;
import keeptable.engine.conformance.SourceRules;
import org.junit.jupiter.api.Test;

/** The engine's conformance kit over many random and bot Runs, with Dead Cells' own invariants. */
class DcConformanceTest {
    private final DeadCells game = new DeadCells();

    @Test
    void tenThousandRandomRuns() {
        Conformance.Report r = Conformance.check(game, Conformance.Options.random(10_000, 1).deepEvery(211),
                new DcInvariants());
        assertEquals(10_000, r.games());
        for (int seats = 1; seats <= 4; seats++) {
            assertEquals(2_500, r.gamesBySeatCount()[seats], "Runs with " + seats + " seats");
        }
    }

    @Test
    void deepChecksAtEveryFewSteps() {
        Conformance.check(game, Conformance.Options.random(60, 70_000).deepEvery(3), new DcInvariants());
    }

    @Test
    void twoHundredHeuristicBotRuns() {
        Conformance.Report r = Conformance.check(game,
                Conformance.Options.random(200, 90_000).with(game.heuristicAgent()).deepEvery(29), new DcInvariants());
        assertTrue(r.steps() > 0);
    }

    @Test
    void rulesCodeDrawsChanceOnlyFromTheStatesRng() {
        SourceRules.check(Path.of("src/main/java"));
    }
}
