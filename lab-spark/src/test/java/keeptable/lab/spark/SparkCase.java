package keeptable.lab.spark;

import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import keeptable.engine.match.Match;
import keeptable.lab.Cluster;
import keeptable.lab.Simulation;
import keeptable.lab.Variant;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * What a test of lab runs on Spark stands on: a Spark of its own (local[2]) open for the test class, Killman's Keep
 * runs to play on it, and a run cut into a given number of partitions.
 */
abstract class SparkCase {
    static Cluster spark;

    @BeforeAll
    static void openSpark() {
        spark = Cluster.open("local[2]");
    }

    @AfterAll
    static void closeSpark() {
        spark.close();
    }

    /** {@code games} games of Killman's Keep in content {@code v} among {@code bots}, from {@code seed}. */
    static Simulation.Config killmansKeep(Variant v, List<String> bots, int games, int threads, long seed) {
        return new Simulation.Config(v.build("killmans-keep"), bots, games, threads, seed, Map.of(), 1,
                Match.MAX_STEPS, v.describe(), "test");
    }

    /** What {@code run} returns when Spark cuts each of its runs into {@code partitions} partitions. */
    static <T> T inPartitions(int partitions, Callable<T> run) throws Exception {
        System.setProperty("keeptable.spark.partitions", Integer.toString(partitions));
        try {
            return run.call();
        } finally {
            System.clearProperty("keeptable.spark.partitions");
        }
    }
}
