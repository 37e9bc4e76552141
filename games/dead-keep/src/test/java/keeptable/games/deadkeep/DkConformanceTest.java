package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import keeptable.engine.conformance.Conformance;
import keeptable.engine.conformance.SourceRules;
import org.junit.jupiter.api.Test;

/** The engine's conformance kit with this game's invariants, over random and bot games of every Quest. */
class DkConformanceTest {
    private final DeadKeep game = new DeadKeep();

    private static Conformance.Options opts(int games, long seed, int deep, Map<String, String> o) {
        return new Conformance.Options(games, seed, deep, 200_000, keeptable.engine.agent.RandomAgent.INSTANCE, o);
    }

    @Test
    void randomGamesOfEveryQuest() {
        for (String q : new String[] {"tutorial", "q1", "q2", "q3"}) {
            Conformance.Report r = Conformance.check(game, opts(30, 1_000, 211, Map.of("quest", q)), new DkInvariants());
            assertTrue(r.steps() > 0);
        }
    }

    @Test
    void rulesCodeDrawsChanceOnlyFromTheStatesRng() {
        SourceRules.check(Path.of("src/main/java"));
    }
}
