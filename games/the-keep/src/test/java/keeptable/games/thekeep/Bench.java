package keeptable.games.thekeep;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.State;

/** A quick throughput check (not a test): random playouts, copies, determinizations. */
public final class Bench {
    public static void main(String[] args) {
        for (int round = 0; round < 3; round++) {
            long steps = 0;
            long t = System.nanoTime();
            Rng rng = new Rng(round);
            int games = 2000;
            for (int g = 0; g < games; g++) {
                State s = TheKeep.GAME.newGame(Setup.of(g, "r", "r", "r", "r", "r"));
                while (!s.isOver()) {
                    List<Choice> c = s.choices();
                    s.apply(c.get(rng.nextInt(c.size())));
                    steps++;
                }
            }
            double sec = (System.nanoTime() - t) / 1e9;
            System.out.printf("apply: %d games, %d steps, %.0f steps/s%n", games, steps, steps / sec);
            State s = TheKeep.GAME.newGame(Setup.of(1, "r", "r", "r", "r", "r"));
            for (int i = 0; i < 100; i++) {
                List<Choice> c = s.choices();
                s.apply(c.get(rng.nextInt(c.size())));
            }
            t = System.nanoTime();
            int n = 1_000_000;
            long sum = 0;
            for (int i = 0; i < n; i++) {
                sum += s.copy().step();
            }
            System.out.printf("copy: %.2f us%n", (System.nanoTime() - t) / 1e3 / n);
            t = System.nanoTime();
            for (int i = 0; i < n; i++) {
                sum += s.determinize(i % 5, rng).step();
            }
            System.out.printf("determinize: %.2f us (%d)%n", (System.nanoTime() - t) / 1e3 / n, sum);
        }
    }
}
