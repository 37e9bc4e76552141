package keeptable.cli;

import java.util.HashMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.function.IntConsumer;
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
import keeptable.lab.Variant;

/**
 * Plays a lab run here on threads, or on a cluster when --spark names one. A cluster is opened once per
 * process (a sweep or a tune sends it many jobs) and closed when the process ends.
 */
final class LabRuns {
    private static final Map<String, Cluster> OPEN = new HashMap<>();

    private LabRuns() {
    }

    private static synchronized Cluster cluster(String master) {
        Cluster c = OPEN.get(master);
        if (c == null) {
            Cluster opened = Cluster.open(master);
            Runtime.getRuntime().addShutdownHook(new Thread(opened::close));
            OPEN.put(master, opened);
            c = opened;
        }
        return c;
    }

    static Tally tally(String spark, Variant variant, Simulation.Config config, IntConsumer progress)
            throws InterruptedException {
        if (spark == null) {
            return Simulation.tally(config, progress, null);
        }
        config.check();
        return cluster(spark).tally(Job.of(variant, config));
    }

    /** Plays the run on the cluster at {@code spark}, handing each finished game to {@code games} if not null. */
    static Tally onCluster(String spark, Variant variant, Simulation.Config config, Consumer<Played> games) {
        config.check();
        return cluster(spark).tally(Job.of(variant, config), games);
    }

    /** Plays every value of a sweep on the same seeds, each game paired with the baseline's. */
    static SweepTally sweep(String spark, java.util.List<Variant> contents, java.util.List<Simulation.Config> values,
                            int baseline, IntConsumer progress) throws InterruptedException {
        if (spark == null) {
            return SweepRun.run(values, baseline, progress);
        }
        SweepRun.check(values, baseline);
        java.util.List<Job> jobs = new java.util.ArrayList<>();
        for (int i = 0; i < values.size(); i++) {
            jobs.add(Job.of(contents.get(i), values.get(i)));
        }
        return cluster(spark).sweep(jobs, baseline, told(progress));
    }

    static PairTally pairs(String spark, Variant baseContent, Simulation.Config base, Variant variantContent,
                           Simulation.Config variant, IntConsumer progress) throws InterruptedException {
        return pairs(spark, baseContent, base, variantContent, variant, progress, null);
    }

    /** As above; a local run tells {@code rows} each pair (a cluster run sends back totals only). */
    static PairTally pairs(String spark, Variant baseContent, Simulation.Config base, Variant variantContent,
                           Simulation.Config variant, IntConsumer progress,
                           java.util.function.Consumer<keeptable.lab.PairRow> rows) throws InterruptedException {
        if (spark == null) {
            return PairedRun.run(base, variant, progress, rows);
        }
        PairedRun.check(base, variant);
        return cluster(spark).pairs(Job.of(baseContent, base), Job.of(variantContent, variant), told(progress));
    }

    /** Plays a skill-depth run here on its threads, or on the cluster at {@code spark}. */
    static SkillDepth.Result skill(String spark, SkillDepth.Config config, IntConsumer progress)
            throws InterruptedException {
        if (spark == null) {
            return SkillDepth.run(config, progress);
        }
        return cluster(spark).skill(SkillDepth.Plan.of(config), told(progress));
    }

    /** A cluster's count of finished games told to a progress bar; the run is never stopped from here. */
    private static Cluster.Watch told(IntConsumer progress) {
        return new Cluster.Watch() {
            @Override
            public void done(long games) {
                progress.accept((int) games);
            }

            @Override
            public boolean stopped() {
                return false;
            }
        };
    }
}
