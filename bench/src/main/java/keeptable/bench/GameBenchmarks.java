package keeptable.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.RulesState;
import keeptable.engine.Seat;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The engine contract's hot operations per game: copy, apply (on a copy), legal choices (worked out
 * afresh, never from a cache), determinize and a whole random playout. Mid-game states come from
 * random play, prepared once per trial. Run: {@code java -jar bench/target/benchmarks.jar}.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
@org.openjdk.jmh.annotations.State(Scope.Thread)
public class GameBenchmarks {
    static final int POOL = 1024;

    @Param({"killmans-keep", "the-keep", "down-among-the-dead", "dead-keep", "dead-cells"})
    public String game;

    /** Players at the table: three, or the nearest count the game allows. */
    private int seats;

    private GameModule rules;
    private keeptable.engine.State[] states;
    private Choice[] picks;
    private Rng rng;
    private long nextSeed;
    private int next;

    @org.openjdk.jmh.annotations.Setup(Level.Trial)
    public void prepare() {
        rules = GameModules.byId(game);
        seats = Math.max(rules.minSeats(), Math.min(rules.maxSeats(), 3));
        rng = new Rng(20_240_601L);
        List<keeptable.engine.State> pool = new ArrayList<>();
        List<Choice> chosen = new ArrayList<>();
        while (pool.size() < POOL) {
            keeptable.engine.State s = rules.newGame(setup(nextSeed++));
            while (!s.isOver() && pool.size() < POOL) {
                List<Choice> choices = s.choices();
                Choice c = choices.get(rng.nextInt(choices.size()));
                if (rng.nextInt(4) == 0) {
                    pool.add(s.copy());
                    chosen.add(c);
                }
                s.apply(c);
            }
        }
        states = pool.toArray(new keeptable.engine.State[0]);
        picks = chosen.toArray(new Choice[0]);
    }

    private keeptable.engine.Setup setup(long seed) {
        List<Seat> list = new ArrayList<>();
        for (int i = 0; i < seats; i++) {
            list.add(new Seat("Seat " + (i + 1), "random"));
        }
        return new keeptable.engine.Setup(list, null, seed);
    }

    private int nextIndex() {
        next = (next + 1) & (POOL - 1);
        return next;
    }

    @Benchmark
    public keeptable.engine.State copy() {
        return states[nextIndex()].copy();
    }

    /** Copies a mid-game state and applies one legal choice to the copy. */
    @Benchmark
    public keeptable.engine.State apply() {
        int i = nextIndex();
        keeptable.engine.State s = states[i].copy();
        s.apply(picks[i]);
        return s;
    }

    /** The legal choices worked out afresh: a copy would share its original's cached list. */
    @Benchmark
    public List<Choice> legalChoices() {
        return RulesState.coldChoices(states[nextIndex()]);
    }

    @Benchmark
    public keeptable.engine.State determinize() {
        keeptable.engine.State s = states[nextIndex()];
        return s.determinize(s.toMove(), rng);
    }

    @Benchmark
    public keeptable.engine.State randomPlayout() {
        keeptable.engine.State s = rules.newGame(setup(nextSeed++));
        while (!s.isOver()) {
            List<Choice> choices = s.choices();
            s.apply(choices.get(rng.nextInt(choices.size())));
        }
        return s;
    }
}
