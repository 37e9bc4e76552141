package keeptable.games.deadkeep;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.Map;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.RandomAgent;
import keeptable.engine.conformance.Conformance;
import keeptable.engine.conformance.SourceRules;
import org.junit.jupiter.api.Test;

/**
 * The engine's conformance kit with this game's invariants: thousands of random games and a hundred
 * heuristic-bot games per Quest, deep checks (copies, determinization, views, JSON) on a sample of
 * steps, and every game replayed from its record.
 */
class DkConformanceTest {
    private static final String[] QUESTS = {"tutorial", "q1", "q2", "q3"};
    private final DeadKeep game = new DeadKeep();

    private static Conformance.Options opts(int games, long seed, int deep, Agent agent, Map<String, String> o) {
        return new Conformance.Options(games, seed, deep, 200_000, agent, o);
    }

    @Test
    void randomGamesOfEveryQuest() {
        for (String q : QUESTS) {
            Conformance.Report r = Conformance.check(game, opts(500, 1_000, 997, RandomAgent.INSTANCE,
                    Map.of("quest", q)), new DkInvariants());
            assertTrue(r.steps() > 0);
        }
    }

    @Test
    void deepChecksAtEveryFewStepsOfSomeGames() {
        for (String q : QUESTS) {
            Conformance.check(game, opts(5, 50_000, 3, RandomAgent.INSTANCE, Map.of("quest", q)), new DkInvariants());
        }
    }

    @Test
    void aHundredHeuristicBotGamesPerQuest() {
        for (String q : QUESTS) {
            Conformance.Report r = Conformance.check(game, opts(100, 90_000, 101, game.heuristicAgent(),
                    Map.of("quest", q)), new DkInvariants());
            assertTrue(r.steps() > 0);
        }
    }

    @Test
    void largePartiesAndChosenAdventurers() {
        Conformance.check(game, opts(60, 7_000, 61, RandomAgent.INSTANCE,
                Map.of("quest", "q2", "adventurers", "Malteo,Frantz,Knut,Gavin,Thurkal,Amaranthe")), new DkInvariants());
    }

    @Test
    void rulesCodeDrawsChanceOnlyFromTheStatesRng() {
        SourceRules.check(Path.of("src/main/java"));
    }
}
