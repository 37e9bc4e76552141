package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import keeptable.engine.conformance.Conformance;
import keeptable.engine.conformance.SourceRules;
import org.junit.jupiter.api.Test;

/** The engine's conformance kit, with Killman's Keep's own invariants, over many games. */
class KkConformanceTest {
    private final KillmansKeep game = new KillmansKeep();

    @Test
    void tenThousandRandomGames() {
        Conformance.Report r = Conformance.check(game, Conformance.Options.random(10_000, 1).deepEvery(997),
                new KkInvariants());
        assertEquals(10_000, r.games());
        for (int seats = 2; seats <= 6; seats++) {
            assertEquals(2_000, r.gamesBySeatCount()[seats], "games with " + seats + " players");
        }
    }

    @Test
    void deepChecksAtEveryStepOfSomeGames() {
        Conformance.check(game, Conformance.Options.random(40, 50_000).deepEvery(3), new KkInvariants());
    }

    @Test
    void heuristicBotGames() {
        Conformance.Report r = Conformance.check(game,
                Conformance.Options.random(300, 90_000).with(game.heuristicAgent()).deepEvery(13), new KkInvariants());
        assertTrue(r.steps() > 0);
    }

    @Test
    void rulesCodeDrawsChanceOnlyFromTheStatesRng() {
        SourceRules.check(Path.of("src/main/java"));
    }
}
