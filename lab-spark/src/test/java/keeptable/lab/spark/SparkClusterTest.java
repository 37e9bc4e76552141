package keeptable.lab.spark;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Map;
import keeptable.lab.Comparison;
import keeptable.lab.Job;
import keeptable.lab.Metrics;
import keeptable.lab.PairTally;
import keeptable.lab.PairedRun;
import keeptable.lab.Simulation;
import keeptable.lab.Summaries;
import keeptable.lab.SweepComparison;
import keeptable.lab.SweepRun;
import keeptable.lab.SweepTally;
import keeptable.lab.Tally;
import keeptable.lab.Variant;
import keeptable.engine.match.Match;
import keeptable.engine.module.GameModules;
import org.junit.jupiter.api.Test;

/** A run on Spark (local[2]) sums to exactly the figures of the same run on local threads, however it is cut. */
class SparkClusterTest extends SparkCase {
    private static final int GAMES = 120;

    private static Simulation.Config config(Variant v) {
        return killmansKeep(v, List.of("heuristic", "random", "random"), GAMES, 2, 21);
    }

    @Test
    void aSparkRunEqualsTheLocalRunWhateverThePartitions() throws Exception {
        Simulation.Config local = config(Variant.STANDARD);
        Tally here = Simulation.tally(local, n -> { }, null);
        for (int parts : new int[] {1, 7, 40}) {
            Tally there = inPartitions(parts, () -> spark.tally(Job.of(Variant.STANDARD, local)));
            assertEquals(here, there, parts + " partitions");
            assertEquals(Metrics.of(here), Metrics.of(there), parts + " partitions");
        }
        assertEquals(GAMES, here.games());
    }

    @Test
    void pairedRunsOnSparkEqualTheLocalOnes() throws Exception {
        Variant changed = Variant.of(null, List.of("board.yaml:doubloonsToWin=3"));
        Simulation.Config base = config(Variant.STANDARD);
        Simulation.Config variant = config(changed);
        PairTally here = PairedRun.run(base, variant, n -> { });
        PairTally there = spark.pairs(Job.of(Variant.STANDARD, base), Job.of(changed, variant));
        assertEquals(here.base(), there.base());
        assertEquals(here.variant(), there.variant());
        assertTrue(Metrics.of(there.variant()).choices() < Metrics.of(there.base()).choices(),
                "a shorter race is shorter on Spark too");
    }

    @Test
    void pairedCampaignsOnSparkEqualTheLocalOnes() throws Exception {
        Variant changed = Variant.of(null, List.of("enemies.yaml:footman.stats.0.armor=2"));
        Simulation.Config base = new Simulation.Config(Variant.STANDARD.build("dead-keep"),
                List.of("heuristic", "heuristic"), 8, 2, 3, Map.of(), 2, Match.MAX_STEPS, "base", "test");
        Simulation.Config variant = base.with(changed.build("dead-keep"), changed.describe());
        PairTally here = PairedRun.run(base, variant, n -> { });
        PairTally there = inPartitions(3, () -> spark.pairs(Job.of(Variant.STANDARD, base), Job.of(changed, variant)));
        assertEquals(here.base(), there.base());
        assertEquals(comparison(here, base, variant), comparison(there, base, variant),
                "every paired difference, game of the campaign and ending alike");
        assertEquals(2, comparison(there, base, variant).stages().size());
    }

    private static Comparison comparison(PairTally t, Simulation.Config base, Simulation.Config variant) {
        return Comparison.of(t, Summaries.of("dead-keep", "v", 3, 1, 1, base.run(), t.base()),
                Summaries.of("dead-keep", "v", 3, 1, 1, variant.run(), t.variant()));
    }

    @Test
    void aSweepOnSparkEqualsTheLocalOne() throws Exception {
        List<Variant> values = List.of(Variant.of(null, List.of("board.yaml:doubloonsToWin=3")), Variant.STANDARD,
                Variant.of(null, List.of("board.yaml:doubloonsToWin=2")));
        List<Simulation.Config> configs = values.stream().map(SparkClusterTest::config).toList();
        SweepTally here = SweepRun.run(configs, 1, n -> { });
        List<Job> jobs = new java.util.ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            jobs.add(Job.of(values.get(i), configs.get(i)));
        }
        SweepTally there = inPartitions(7, () -> spark.sweep(jobs, 1));
        assertEquals(here, there, "every value's totals and every paired sum alike");
        SweepComparison c = SweepComparison.of(there, List.of("3", "5", "2"), "the shipped value");
        assertEquals(SweepComparison.of(here, List.of("3", "5", "2"), "the shipped value"), c);
        assertTrue(c.values().get(0).of("game length (choices)").diff() < 0, "a shorter race is shorter on Spark too");
    }

    @Test
    void rangesCoverEveryGameOnce() {
        List<long[]> r = SparkCluster.ranges(10, 4);
        assertEquals(4, r.size());
        assertEquals(0, r.get(0)[0]);
        assertEquals(10, r.get(3)[1]);
        for (int i = 1; i < r.size(); i++) {
            assertEquals(r.get(i - 1)[1], r.get(i)[0]);
        }
        assertEquals(3, SparkCluster.ranges(3, 40).size(), "no empty partitions");
        assertTrue(GameModules.byId("killmans-keep") != null);
    }
}
