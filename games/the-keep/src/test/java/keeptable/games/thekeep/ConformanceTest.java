package keeptable.games.thekeep;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import keeptable.engine.conformance.Conformance;
import keeptable.engine.conformance.SourceRules;
import org.junit.jupiter.api.Test;

/**
 * The engine's conformance kit on The Keep, with the game's secrets ({@link KeepSecrets}) and field
 * notes, and its own invariants ({@link Invariants}).
 */
class ConformanceTest {
    static final TheKeep GAME = TheKeep.GAME;

    static Conformance.Options options(int games, long seed, double deepPerGame) {
        return Conformance.Options.random(games, seed).deepPerGame(deepPerGame)
                .secrets(KeepSecrets.INSTANCE).fieldNotes(KeepSecrets.FIELD_NOTES);
    }

    @Test
    void randomGames() {
        int games = Integer.getInteger("keep.games", 3_000);
        long t = System.nanoTime();
        Conformance.Report r = Conformance.check(GAME, options(games, 1, 1), Invariants.ALL);
        report("random", r, t);
        everySeatCountPlayed(r);
        deepChecksCover(r, "ChooseHilt", "Place", "Roll", "Step", "GuardStep", "Jump", "Commit", "ChooseDefender");
    }

    @Test
    void heuristicGames() {
        int games = Integer.getInteger("keep.botGames", 1_000);
        long t = System.nanoTime();
        Conformance.Report r = Conformance.check(GAME, options(games, 500_000, 2).with(GAME.heuristicAgent()),
                Invariants.ALL);
        report("heuristic", r, t);
        everySeatCountPlayed(r);
        deepChecksCover(r, "Roll", "Step", "GuardStep", "Commit");
    }

    @Test
    void chanceOnlyFromTheStateRng() {
        SourceRules.check(Path.of("src/main/java"));
    }

    private static void report(String kind, Conformance.Report r, long t) {
        System.out.printf("%s: %d games, %d steps, longest %d, %d deep checks (%d with secrets) %s, %.1f s%n", kind,
                r.games(), r.steps(), r.longestGame(), r.deepChecks(), r.secretsChecked(), r.deepChecksByPhase(),
                (System.nanoTime() - t) / 1e9);
    }

    /** Seeds rotate through three to six players, so each count gets a quarter of the games. */
    private static void everySeatCountPlayed(Conformance.Report r) {
        for (int seats = 3; seats <= 6; seats++) {
            assertEquals(r.games() / 4, r.gamesBySeatCount()[seats], 1, seats + " players");
        }
    }

    /**
     * Deep checks landed in every part of the game named (by the first legal choice there) and at every
     * game's end, and most of them had secrets to resample for several seats.
     */
    private static void deepChecksCover(Conformance.Report r, String... phases) {
        Map<String, Integer> byPhase = r.deepChecksByPhase();
        for (String phase : phases) {
            assertTrue(byPhase.getOrDefault(phase, 0) > 0, () -> "no deep check at " + phase + ": " + byPhase);
        }
        assertEquals(r.games(), byPhase.get("game over"), "every game's end is deep-checked");
        assertTrue(r.secretsChecked() > r.deepChecks(), () -> "only " + r.secretsChecked() + " of the seats in "
                + r.deepChecks() + " deep checks had a secret to resample");
    }
}
