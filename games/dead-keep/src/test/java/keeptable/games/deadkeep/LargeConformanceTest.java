package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import keeptable.engine.conformance.Conformance;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;

/**
 * The conformance kit at a size beyond CI's, for the rules notes: {@code -Dkeeptable.dk.largeRun=N} random
 * games per Quest (and a tenth as many heuristic ones), e.g.
 * {@code mvn -pl games/dead-keep test -Dtest=LargeConformanceTest -Dkeeptable.dk.largeRun=5000}. Skipped
 * without the property.
 */
class LargeConformanceTest {
    @Test
    @EnabledIfSystemProperty(named = "keeptable.dk.largeRun", matches = "\\d+")
    void everyInvariantHoldsOverManyGames() {
        int games = Integer.parseInt(System.getProperty("keeptable.dk.largeRun"));
        DeadKeep game = new DeadKeep();
        long steps = 0;
        for (String q : DkConformanceTest.QUESTS) {
            Map<String, String> quest = Map.of("quest", q);
            steps += Conformance.check(game, DkConformanceTest.opts(games, 500_000, 0.2, quest), new DkInvariants())
                    .steps();
            steps += Conformance.check(game, DkConformanceTest.opts(Math.max(1, games / 10), 600_000, 1, quest)
                    .with(game.heuristicAgent()), new DkInvariants()).steps();
        }
        assertTrue(steps > games, "the games were played: " + steps + " choices");
    }
}
