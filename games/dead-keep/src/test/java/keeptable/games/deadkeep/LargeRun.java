package keeptable.games.deadkeep;

import java.util.Map;
import keeptable.engine.agent.RandomAgent;
import keeptable.engine.conformance.Conformance;

/** Not a test: a larger conformance run than CI's, for the rules notes (run by hand). */
public final class LargeRun {
    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        DeadKeep game = new DeadKeep();
        long t0 = System.nanoTime();
        long steps = 0;
        for (String q : new String[] {"tutorial", "q1", "q2", "q3"}) {
            steps += Conformance.check(game, new Conformance.Options(games, 500_000, 4_999, 200_000,
                    RandomAgent.INSTANCE, Map.of("quest", q)), new DkInvariants()).steps();
            steps += Conformance.check(game, new Conformance.Options(games / 10, 600_000, 997, 200_000,
                    game.heuristicAgent(), Map.of("quest", q)), new DkInvariants()).steps();
        }
        System.out.printf("%d random + %d heuristic games per Quest, %d choices, %.0f s, all invariants held%n", games,
                games / 10, steps, (System.nanoTime() - t0) / 1e9);
    }
}
