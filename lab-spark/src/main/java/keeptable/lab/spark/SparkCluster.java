package keeptable.lab.spark;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.function.Consumer;
import keeptable.lab.Batch;
import keeptable.lab.Cluster;
import keeptable.lab.Job;
import keeptable.lab.PairTally;
import keeptable.lab.PairedRun;
import keeptable.lab.Played;
import keeptable.lab.Simulation;
import keeptable.lab.SkillDepth;
import keeptable.lab.SweepRun;
import keeptable.lab.SweepTally;
import keeptable.lab.Tally;
import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;

/**
 * Plays a lab run on Apache Spark: the numbered games are cut into ranges, one partition each; every
 * partition builds the game once, plays its range on one core and returns its totals; the driver
 * merges them. Totals are whole numbers, so the figures are those of the same run played locally,
 * whatever the number of partitions.
 */
public final class SparkCluster implements Cluster {
    /** Partitions per core Spark offers, unless {@code -Dkeeptable.spark.partitions=N} says how many. */
    static final int PARTITIONS_PER_CORE = 4;

    /** Spark allows one context a process: every cluster opened on the same master shares it. */
    private static JavaSparkContext shared;
    private static String sharedMaster;
    private static int users;

    private final JavaSparkContext spark;
    private boolean closed;

    SparkCluster(String master) {
        this.spark = acquire(master);
    }

    private static synchronized JavaSparkContext acquire(String master) {
        if (shared != null) {
            if (!sharedMaster.equals(master)) {
                throw new IllegalStateException("Spark is already running on " + sharedMaster
                        + " in this process; one master a process");
            }
            users++;
            return shared;
        }
        SparkConf conf = new SparkConf().setAppName("keeptable lab").setIfMissing("spark.master", master)
                .setIfMissing("spark.ui.enabled", "false");
        long started = System.nanoTime();
        JavaSparkContext context = new JavaSparkContext(conf);
        for (String jar : LabJars.find()) {
            context.addJar(jar);
        }
        System.err.printf(Locale.ROOT, "Spark %s: started in %.1f s (%d cores)%n", master,
                (System.nanoTime() - started) / 1e9, context.defaultParallelism());
        shared = context;
        sharedMaster = master;
        users = 1;
        return context;
    }

    /** Says on standard error how long a job took, so the per-job cost can be read off. */
    private static void took(long started, Job job, int partitions) {
        System.err.printf(Locale.ROOT, "Spark job: %d %s in %d partitions, %.2f s%n", job.games(),
                job.campaignLength() > 1 ? "campaigns of " + job.campaignLength() + " games" : "games", partitions,
                (System.nanoTime() - started) / 1e9);
    }

    /** Cuts games 0 to {@code games} into {@code parts} ranges of nearly equal size: {from, to} each. */
    static List<long[]> ranges(long games, int parts) {
        int n = (int) Math.max(1, Math.min(parts, games));
        List<long[]> out = new ArrayList<>(n);
        for (int p = 0; p < n; p++) {
            out.add(new long[] {games * p / n, games * (p + 1) / n});
        }
        return out;
    }

    int partitions(long games) {
        Integer asked = Integer.getInteger("keeptable.spark.partitions");
        return asked != null ? asked : spark.defaultParallelism() * PARTITIONS_PER_CORE;
    }

    @Override
    public Tally tally(Job job, Consumer<Played> games) {
        long started = System.nanoTime();
        List<long[]> ranges = ranges(job.games(), partitions(job.games()));
        Tally all = new Tally(job.agents().size());
        if (games == null) {
            spark.parallelize(ranges, ranges.size()).map(r -> job.config().batch().play(r[0], r[1])).collect()
                    .forEach(all::merge);
        } else {
            // Records are big: they come back a wave of partitions at a time (one per core), in game order.
            int wave = Math.max(1, spark.defaultParallelism());
            for (int from = 0; from < ranges.size(); from += wave) {
                List<long[]> some = new ArrayList<>(ranges.subList(from, Math.min(ranges.size(), from + wave)));
                for (Batch.Part part : spark.parallelize(some, some.size())
                        .map(r -> job.config().batch().played(r[0], r[1])).collect()) {
                    all.merge(part.tally());
                    part.games().forEach(games);
                }
            }
        }
        took(started, job, ranges.size());
        return all;
    }

    @Override
    public PairTally pairs(Job base, Job variant, Watch watch) {
        long started = System.nanoTime();
        List<long[]> ranges = ranges(base.games(), partitions(base.games()));
        PairTally all = new PairTally(base.agents().size(), base.campaignLength());
        Watched.collect(spark, ranges, watch, (r, told) -> {
            PairTally part = new PairTally(base.agents().size(), base.campaignLength());
            for (long i = r[0]; i < r[1]; i++) {
                told.check();
                part.merge(PairedRun.play(base.config(), variant.config(), i, i + 1));
            }
            return part;
        }).forEach(all::merge);
        took(started, base, ranges.size());
        return all;
    }

    @Override
    public SweepTally sweep(List<Job> values, int baseline, Watch watch) {
        long started = System.nanoTime();
        List<long[]> ranges = ranges(values.get(0).games(), partitions(values.get(0).games()));
        SweepTally all = SweepRun.tally(values.stream().map(Job::config).toList(), baseline);
        Watched.collect(spark, ranges, watch, (r, told) -> {
            List<Simulation.Config> configs = values.stream().map(Job::config).toList();
            SweepTally part = SweepRun.tally(configs, baseline);
            for (long i = r[0]; i < r[1]; i++) {
                told.check();
                part.merge(SweepRun.play(configs, baseline, i, i + 1));
            }
            return part;
        }).forEach(all::merge);
        took(started, values.get(0), ranges.size());
        return all;
    }

    @Override
    public SkillDepth.Result skill(SkillDepth.Plan plan, Watch watch) {
        long started = System.nanoTime();
        List<long[]> ranges = ranges(plan.plays(), partitions(plan.plays()));
        List<SkillDepth.Part> parts = Watched.collect(spark, ranges, watch, (r, told) -> {
            told.check();
            return SkillDepth.part(plan.config(), r[0], r[1]);
        });
        System.err.printf(Locale.ROOT, "Spark job: %d skill games in %d partitions, %.2f s%n", plan.plays(),
                ranges.size(), (System.nanoTime() - started) / 1e9);
        return SkillDepth.result(plan.config(), parts);
    }

    @Override
    public void close() {
        synchronized (SparkCluster.class) {
            if (closed) {
                return;
            }
            closed = true;
            if (--users == 0) {
                shared.close();
                shared = null;
                sharedMaster = null;
            }
        }
    }
}
