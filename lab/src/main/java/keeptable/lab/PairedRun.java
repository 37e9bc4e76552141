package keeptable.lab;

import java.util.List;
import java.util.function.IntConsumer;

/**
 * Plays the same numbered games (same seeds, same bots) under two content versions and pairs them game
 * by game, or campaign by campaign. The two runs must agree on everything but the game's content.
 */
public final class PairedRun {
    private PairedRun() {
    }

    /** Refuses two runs that differ in more than content. */
    public static void check(Simulation.Config base, Simulation.Config variant) {
        base.check();
        variant.check();
        if (!base.agents().equals(variant.agents()) || base.games() != variant.games()
                || base.seed() != variant.seed() || !base.options().equals(variant.options())
                || base.campaignLength() != variant.campaignLength()) {
            throw new IllegalArgumentException("a paired run needs the same seats, games, seed, options and "
                    + "campaign length");
        }
    }

    /** Plays games (or campaigns) {@code from} to {@code to} (exclusive) of both versions on this thread. */
    public static PairTally play(Simulation.Config base, Simulation.Config variant, long from, long to) {
        Batch a = base.batch();
        Batch b = variant.batch();
        PairTally t = new PairTally(base.agents().size(), base.campaignLength());
        for (long i = from; i < to; i++) {
            t.add(a.campaign(i), b.campaign(i));
        }
        return t;
    }

    /** Plays every game of both versions on the run's threads. */
    public static PairTally run(Simulation.Config base, Simulation.Config variant, IntConsumer progress)
            throws InterruptedException {
        return run(base, variant, progress, null);
    }

    /** As {@link #run(Simulation.Config, Simulation.Config, IntConsumer)}; {@code rows} hears each pair (any thread). */
    public static PairTally run(Simulation.Config base, Simulation.Config variant, IntConsumer progress,
                                java.util.function.Consumer<PairRow> rows) throws InterruptedException {
        check(base, variant);
        PairTally all = new PairTally(base.agents().size(), base.campaignLength());
        OnThreads.play(base.threads(), base.games(), () -> new PairTally(base.agents().size(), base.campaignLength()),
                mine -> {
                    Batch a = base.batch();
                    Batch b = variant.batch();
                    return i -> {
                        List<GameStats> x = a.campaign(i);
                        List<GameStats> y = b.campaign(i);
                        mine.add(x, y);
                        if (rows != null) {
                            rows.accept(PairRow.of(i, x, y));
                        }
                    };
                }, progress).forEach(all::merge);
        return all;
    }
}
