package keeptable.games.killmanskeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import keeptable.engine.conformance.Conformance;
import keeptable.engine.conformance.SourceRules;
import org.junit.jupiter.api.Test;

/**
 * The engine's conformance kit, with Killman's Keep's own invariants, secrets and field notes (see
 * {@link KkKit}), over random and heuristic games; each run must have deep-checked the phases its
 * players reach.
 */
class KkConformanceTest {
    private final KillmansKeep game = new KillmansKeep();

    @Test
    void randomGames() {
        Conformance.Report r = Conformance.check(game, KkKit.random(5_000, 1).deepPerGame(0.5), new KkInvariants());
        assertEquals(5_000, r.games());
        for (int seats = 2; seats <= 6; seats++) {
            assertEquals(1_000, r.gamesBySeatCount()[seats], "games with " + seats + " players");
        }
        // random players trade endlessly: offers are built, answered and attacks endured
        assertPhasesChecked(r, List.of("ShowCard", "Move", "RollBattle", "Give", "Ask", "AcceptOffer", "Endure"));
    }

    @Test
    void heuristicBotGames() {
        Conformance.Report r = Conformance.check(game, KkKit.random(300, 90_000).with(game.heuristicAgent())
                .deepPerGame(8), new KkInvariants());
        // heuristic players fight, lose fights and turn Goals in
        assertPhasesChecked(r, List.of("ShowCard", "Move", "RollBattle", "AcceptDefeat", "Deliver"));
    }

    @Test
    void gamesCutShortByTheRoundLimit() {
        Conformance.Report r = Conformance.check(game, KkKit.random(150, 7_000).options(Map.of("roundLimit", "2"))
                .deepPerGame(6), new KkInvariants(), s -> {
                    KkState k = (KkState) s;
                    assertTrue(k.round < 2 || k.isOver(), "round " + k.round + " under a limit of 2");
                });
        assertPhasesChecked(r, List.of("ShowCard", "Move"));
    }

    @Test
    void rulesCodeDrawsChanceOnlyFromTheStatesRng() {
        SourceRules.check(Path.of("src/main/java"));
    }

    /** Every game's end and each named phase were deep-checked, and most checks had secrets to resample. */
    private static void assertPhasesChecked(Conformance.Report r, List<String> phases) {
        Map<String, Integer> byPhase = r.deepChecksByPhase();
        assertEquals(r.games(), byPhase.get("game over"), "every game's end is deep-checked");
        for (String phase : phases) {
            assertTrue(byPhase.getOrDefault(phase, 0) > 0, "no deep check where the choice is " + phase + ": "
                    + byPhase);
        }
        assertTrue(r.secretsChecked() >= 2 * r.deepChecks(), "secrets resampled in only " + r.secretsChecked()
                + " seat positions of " + r.deepChecks() + " deep checks");
    }
}
