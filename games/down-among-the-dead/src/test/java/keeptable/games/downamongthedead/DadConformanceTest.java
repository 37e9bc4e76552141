package keeptable.games.downamongthedead;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import keeptable.engine.conformance.Conformance;
import keeptable.engine.conformance.SourceRules;
import org.junit.jupiter.api.Test;

/** The engine's conformance kit, with this game's invariants, over many games and every option. */
class DadConformanceTest {
    private final DownAmongTheDead game = new DownAmongTheDead();

    @Test
    void tenThousandRandomGames() {
        Conformance.Report r = Conformance.check(game, Conformance.Options.random(10_000, 1).deepEvery(997),
                new DadInvariants());
        assertTrue(r.steps() > 0);
    }

    @Test
    void deepChecksAtEveryStepOfSomeGames() {
        Conformance.check(game, Conformance.Options.random(40, 50_000).deepEvery(3), new DadInvariants());
    }

    @Test
    void everyOptionPlaysThrough() {
        for (Map<String, String> o : new Map[] {Map.of("map", "catacombs"), Map.of("map", "barrow", "turns", "10"), Map.of("lieutenants", "both"),
            Map.of("spawns", "none"), Map.of("boss", "werewolf", "lieutenants", "summoner"),
            Map.of("boss", "summoner"), Map.of("turns", "5")}) {
            Conformance.Options opts = Conformance.Options.random(100, 7_000).deepEvery(31);
            opts = new Conformance.Options(opts.games(), opts.seed(), opts.deepEvery(), opts.maxSteps(), opts.agent(), o);
            Conformance.check(game, opts, new DadInvariants());
            Conformance.check(game, new Conformance.Options(40, 8_000, 53, 100_000, game.heuristicAgent(), o),
                    new DadInvariants());
        }
    }

    @Test
    void heuristicBotGames() {
        Conformance.Report r = Conformance.check(game,
                Conformance.Options.random(1_000, 90_000).with(game.heuristicAgent()).deepEvery(101),
                new DadInvariants());
        assertTrue(r.steps() > 0);
    }

    @Test
    void rulesCodeDrawsChanceOnlyFromTheStatesRng() {
        SourceRules.check(Path.of("src/main/java"));
    }
}
