package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import keeptable.engine.conformance.Conformance;
import keeptable.engine.conformance.SourceRules;
import org.junit.jupiter.api.Test;

/** The engine's conformance kit, with this game's invariants, secrets and field notes, over every option. */
class DadConformanceTest {
    private final DownAmongTheDead game = new DownAmongTheDead();

    /** The kinds of decision every full game of the standard set-up passes through. */
    private static final Set<String> EVERY_PHASE = Set.of("PickCharacter", "StockItem", "Place", "RollSpawns",
            "Step", "game over");

    @Test
    void randomGames() {
        Conformance.Report r = Conformance.check(game, DadSecrets.random(1_500, 1).deepPerGame(4),
                new DadInvariants());
        assertEquals(1_500, r.gamesBySeatCount()[2], "every game has two seats");
        assertPhasesCovered(r, EVERY_PHASE);
        assertPhasesCovered(r, Set.of("Memorize", "UseItem", "Attack"));
        assertEquals(1_500, r.deepChecksByPhase().get("game over"), "every game's end is deep-checked");
        assertEquals(0, r.secretsChecked(), "nothing but the dice is hidden");
    }

    @Test
    void deepChecksAllAlongSomeGames() {
        Conformance.Report r = Conformance.check(game, DadSecrets.random(30, 50_000).deepPerGame(150),
                new DadInvariants());
        assertTrue(r.deepChecks() >= 30 * 100, "about 150 deep checks a game: " + r.deepChecks());
        assertPhasesCovered(r, EVERY_PHASE);
        assertPhasesCovered(r, Set.of("Memorize", "Sacrifice", "UseItem", "GiveItem", "TakeItem", "Attack",
                "UseAbility", "Reroll", "CancelBonus", "Berserk", "Advance"));
    }

    @Test
    void everyOptionPlaysThrough() {
        List<Map<String, String>> options = List.of(Map.of("map", "catacombs"), Map.of("map", "barrow", "turns", "10"),
                Map.of("lieutenants", "both"), Map.of("spawns", "none"),
                Map.of("boss", "werewolf", "lieutenants", "summoner"), Map.of("boss", "summoner"),
                Map.of("turns", "5"));
        for (Map<String, String> o : options) {
            Conformance.Report random = Conformance.check(game, DadSecrets.random(60, 7_000).deepPerGame(2).options(o),
                    new DadInvariants());
            Conformance.Report bots = Conformance.check(game,
                    DadSecrets.random(25, 8_000).with(game.heuristicAgent()).deepPerGame(2).options(o),
                    new DadInvariants());
            assertEquals(60, random.gamesBySeatCount()[2], o.toString());
            assertEquals(25, bots.gamesBySeatCount()[2], o.toString());
            assertEquals(60, random.deepChecksByPhase().get("game over"), o.toString());
            assertPhasesCovered(random, Set.of("PickCharacter", "Step"));
        }
    }

    @Test
    void heuristicBotGames() {
        Conformance.Report r = Conformance.check(game,
                DadSecrets.random(400, 90_000).with(game.heuristicAgent()).deepPerGame(4), new DadInvariants());
        assertEquals(400, r.gamesBySeatCount()[2]);
        assertPhasesCovered(r, EVERY_PHASE);
        assertPhasesCovered(r, Set.of("Attack", "UseAbility"));
    }

    @Test
    void rulesCodeDrawsChanceOnlyFromTheStatesRng() {
        SourceRules.check(Path.of("src/main/java"));
    }

    private static void assertPhasesCovered(Conformance.Report r, Set<String> phases) {
        for (String p : phases) {
            assertTrue(r.deepChecksByPhase().getOrDefault(p, 0) > 0, "no deep check where the first choice is " + p
                    + ": " + r.deepChecksByPhase());
        }
    }
}
