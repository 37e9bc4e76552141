package keeptable.games.deadkeep;

import java.util.Map;
import keeptable.engine.bench.Bench;

/** Not a test: the engine's bench figures for The Dead Keep (run by hand). */
public final class Speed {
    public static void main(String[] args) throws Exception {
        for (String q : args.length > 0 ? args : new String[] {"tutorial", "q3"}) {
            Bench.Figures f = Bench.run(new Bench.Config(new DeadKeep(), 2, Map.of("quest", q), 2000, 1000, 1), 1);
            System.out.printf("%s: playouts/s %.0f, choices applied/s %.0f, copies/s %.0f (%.2f us), determinize/s %.0f,"
                    + " choices()/s %.0f, ISMCTS it/s %.0f%n", q, f.playoutsPerSecond(), f.choicesAppliedPerSecond(),
                    f.copiesPerSecond(), 1e6 / f.copiesPerSecond(), f.determinizationsPerSecond(),
                    f.choicesCallsPerSecond(), f.ismctsIterationsPerSecond());
        }
    }
}
