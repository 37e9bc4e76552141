package keeptable.cli;

import java.util.function.IntConsumer;
import keeptable.engine.lab.Cluster;
import keeptable.engine.lab.Job;
import keeptable.engine.lab.PairTally;
import keeptable.engine.lab.PairedRun;
import keeptable.engine.lab.Tally;
import keeptable.engine.lab.Variant;
import keeptable.engine.sim.Simulation;

/** Plays a lab run here on threads, or on a cluster when --spark names one. */
final class LabRuns {
    private LabRuns() {
    }

    static Tally tally(String spark, Variant variant, Simulation.Config config, IntConsumer progress)
            throws InterruptedException {
        if (spark == null) {
            return Simulation.tally(config, progress, null);
        }
        config.check();
        try (Cluster cluster = Cluster.open(spark)) {
            return cluster.tally(Job.of(variant, config));
        }
    }

    static PairTally pairs(String spark, Variant baseContent, Simulation.Config base, Variant variantContent,
                           Simulation.Config variant, IntConsumer progress) throws InterruptedException {
        if (spark == null) {
            return PairedRun.run(base, variant, progress);
        }
        PairedRun.check(base, variant);
        try (Cluster cluster = Cluster.open(spark)) {
            return cluster.pairs(Job.of(baseContent, base), Job.of(variantContent, variant));
        }
    }
}
