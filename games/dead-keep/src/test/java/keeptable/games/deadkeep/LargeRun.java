package keeptable.games.deadkeep;

import java.util.Map;
import keeptable.engine.conformance.Conformance;

/** Not a test: a larger conformance run than CI's, for the rules notes (run by hand). */
public final class LargeRun {
    public static void main(String[] args) {
        int games = Integer.parseInt(args[0]);
        DeadKeep game = new DeadKeep();
        long t0 = System.nanoTime();
        long steps = 0;
        for (String q : DkConformanceTest.QUESTS) {
            Map<String, String> quest = Map.of("quest", q);
            steps += Conformance.check(game, DkConformanceTest.opts(games, 500_000, 0.2, quest), new DkInvariants())
                    .steps();
            steps += Conformance.check(game, DkConformanceTest.opts(games / 10, 600_000, 1, quest)
                    .with(game.heuristicAgent()), new DkInvariants()).steps();
        }
        System.out.printf("%d random + %d heuristic games per Quest, %d choices, %.0f s, all invariants held%n", games,
                games / 10, steps, (System.nanoTime() - t0) / 1e9);
    }
}
