package keeptable.lab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import keeptable.engine.match.Match;
import keeptable.engine.module.GameModules;
import keeptable.lab.Cluster;
import keeptable.lab.Job;
import keeptable.lab.PairTally;
import keeptable.lab.PairedRun;
import keeptable.lab.Simulation;
import keeptable.lab.SkillDepth;
import keeptable.lab.Variant;
import org.junit.jupiter.api.Test;

/**
 * Issue 29: a run on Spark (local[2]) tells its watch how many games are done, stops when the watch says so
 * (Spark's tasks end at their next game), and plays a skill-depth run to the local figures.
 */
class SparkWatchTest extends SparkCase {
    /** Remembers what it is told; says stop from the first time it is asked, or never. */
    private static final class Heard implements Cluster.Watch {
        final List<Long> told = new ArrayList<>();
        final boolean stop;

        Heard(boolean stop) {
            this.stop = stop;
        }

        @Override
        public void done(long games) {
            told.add(games);
        }

        @Override
        public boolean stopped() {
            return stop;
        }
    }

    private static Simulation.Config config(Variant v, String bot, int games) {
        return killmansKeep(v, List.of(bot, bot, bot), games, 1, 5);
    }

    @Test
    void aWatchedPairedRunIsToldEveryPartitionAsItEndsAndEqualsTheLocalRun() throws Exception {
        Variant changed = Variant.of(null, List.of("board.yaml:doubloonsToWin=3"));
        Simulation.Config base = config(Variant.STANDARD, "random", 30);
        Simulation.Config variant = config(changed, "random", 30);
        Heard heard = new Heard(false);
        PairTally there = inPartitions(6, () -> spark.pairs(Job.of(Variant.STANDARD, base), Job.of(changed, variant),
                heard));
        PairTally here = PairedRun.run(base, variant, n -> { });
        assertEquals(here.base(), there.base());
        assertEquals(here.variant(), there.variant());
        assertEquals(30L, heard.told.get(heard.told.size() - 1), "told every pair at the end: " + heard.told);
        for (int i = 1; i < heard.told.size(); i++) {
            assertTrue(heard.told.get(i) > heard.told.get(i - 1), "told more each time: " + heard.told);
            assertEquals(0, heard.told.get(i) % 5, "a partition's five pairs at a time: " + heard.told);
        }
    }

    @Test
    void aStoppedRunEndsAndItsTasksStopAtTheirNextGame() throws Exception {
        // Two partitions of 4000 pairs of heuristic bots: each holds one of the two cores for a minute or
        // more, were its task not stopped; a small run after the stop then waits for them.
        Variant changed = Variant.of(null, List.of("board.yaml:doubloonsToWin=3"));
        Simulation.Config base = config(Variant.STANDARD, "heuristic", 8000);
        Simulation.Config variant = config(changed, "heuristic", 8000);
        double seconds = inPartitions(2, () -> {
            assertThrows(CancellationException.class,
                    () -> spark.pairs(Job.of(Variant.STANDARD, base), Job.of(changed, variant), new Heard(true)));
            long started = System.nanoTime();
            spark.pairs(Job.of(Variant.STANDARD, config(Variant.STANDARD, "random", 4)),
                    Job.of(changed, config(changed, "random", 4)));
            return (System.nanoTime() - started) / 1e9;
        });
        assertTrue(seconds < 15, "a small run after the stop took " + seconds + " s");
    }

    @Test
    void aSkillRunOnSparkEqualsTheLocalOne() throws Exception {
        SkillDepth.Config config = new SkillDepth.Config(GameModules.byId("killmans-keep"), 2, List.of(1, 3), 5, 2,
                11, 2, Map.of(), Match.MAX_STEPS);
        SkillDepth.Result here = SkillDepth.run(config, n -> { });
        Heard heard = new Heard(false);
        SkillDepth.Result there = inPartitions(3, () -> spark.skill(SkillDepth.Plan.of(config), heard));
        assertEquals(here, there, "every multiple's wins, interval, change and lengths");
        assertEquals(10L, heard.told.get(heard.told.size() - 1), "five games at each of two multiples");
    }
}
