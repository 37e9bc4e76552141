package keeptable.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntConsumer;

/**
 * Plays the same numbered games (same seeds) at every value of a sweep and pairs each value's game with the
 * baseline's, game by game or campaign by campaign. The values' runs may differ in content, options or seats,
 * never in games, seed or campaign length.
 */
public final class SweepRun {
    private SweepRun() {
    }

    /** Refuses values that do not play the same numbered games, or a baseline that is not among them. */
    public static void check(List<Simulation.Config> values, int baseline) {
        if (values.size() < 2 || baseline < 0 || baseline >= values.size()) {
            throw new IllegalArgumentException("a sweep needs two or more values and its baseline among them");
        }
        Simulation.Config first = values.get(0);
        for (Simulation.Config c : values) {
            c.check();
            if (c.games() != first.games() || c.seed() != first.seed()
                    || c.campaignLength() != first.campaignLength()) {
                throw new IllegalArgumentException("a sweep's values need the same games, seed and campaign length");
            }
        }
    }

    /** An empty tally for the values' seats. */
    public static SweepTally tally(List<Simulation.Config> values, int baseline) {
        return new SweepTally(values.stream().map(c -> c.agents().size()).toList(), baseline,
                values.get(0).campaignLength());
    }

    /** Plays games (or campaigns) {@code from} to {@code to} (exclusive) at every value on this thread. */
    public static SweepTally play(List<Simulation.Config> values, int baseline, long from, long to) {
        List<Batch> batches = values.stream().map(Simulation.Config::batch).toList();
        SweepTally t = tally(values, baseline);
        for (long i = from; i < to; i++) {
            t.add(one(batches, i));
        }
        return t;
    }

    private static List<List<GameStats>> one(List<Batch> batches, long i) {
        List<List<GameStats>> games = new ArrayList<>(batches.size());
        for (Batch b : batches) {
            games.add(b.campaign(i));
        }
        return games;
    }

    /** Plays every game at every value on the first value's threads; {@code progress} hears seeds finished. */
    public static SweepTally run(List<Simulation.Config> values, int baseline, IntConsumer progress)
            throws InterruptedException {
        check(values, baseline);
        Simulation.Config first = values.get(0);
        SweepTally all = tally(values, baseline);
        OnThreads.play(first.threads(), first.games(), () -> tally(values, baseline), mine -> {
            List<Batch> batches = values.stream().map(Simulation.Config::batch).toList();
            return i -> mine.add(one(batches, i));
        }, progress).forEach(all::merge);
        return all;
    }
}
