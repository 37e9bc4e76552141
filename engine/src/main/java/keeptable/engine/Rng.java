package keeptable.engine;

/**
 * The one source of chance inside a game state: a SplitMix64 generator. Seedable, copyable by value,
 * and cheap enough to sit in every state copy. Rules code draws every die and shuffle from it,
 * rolling dice through {@link #roll}. Open for one kind of subclass only: the engine's test jar has a
 * scripted Rng whose dice a rule test sets, so no test-only field lives in a game's state.
 */
public class Rng {
    private long state;
    private long draws;

    public Rng(long seed) {
        this.state = seed;
    }

    public Rng copy() {
        return new Rng(state).countedAs(this);
    }

    /** The generator's position, so a state can fold it into its fingerprint. */
    public long position() {
        return state;
    }

    /**
     * How many draws this generator (and those it was copied from) has made: each number drawn, so each
     * die rolled and each shuffle step. A choice after which it is unchanged drew on no chance. Not part of
     * the position: two generators at one position draw the same numbers whatever their counts.
     */
    public long draws() {
        return draws;
    }

    /** Counts a draw that did not come from {@link #nextLong} (a subclass's scripted die). */
    protected final void countDraw() {
        draws++;
    }

    /** This generator, carrying {@code from}'s count of draws; for {@link #copy} in subclasses. */
    protected final Rng countedAs(Rng from) {
        this.draws = from.draws;
        return this;
    }

    public long nextLong() {
        draws++;
        long z = (state += 0x9E3779B97F4A7C15L);
        z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
        z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
        return z ^ (z >>> 31);
    }

    /** Uniform in [0, bound), unbiased (Lemire's multiply-and-reject). */
    public int nextInt(int bound) {
        if (bound <= 0) {
            throw new IllegalArgumentException("bound must be positive: " + bound);
        }
        long m = (nextLong() >>> 32) * bound;
        long low = m & 0xFFFFFFFFL;
        if (low < bound) {
            long threshold = (0x100000000L - bound) % bound;
            while (low < threshold) {
                m = (nextLong() >>> 32) * bound;
                low = m & 0xFFFFFFFFL;
            }
        }
        return (int) (m >>> 32);
    }

    /** A die with faces 1..sides. */
    public int roll(int sides) {
        return nextInt(sides) + 1;
    }

    public double nextDouble() {
        return (nextLong() >>> 11) * 0x1.0p-53;
    }

    /** Fisher-Yates shuffle of a[from, to). */
    public void shuffle(int[] a, int from, int to) {
        for (int i = to - 1; i > from; i--) {
            int j = from + nextInt(i - from + 1);
            int t = a[i];
            a[i] = a[j];
            a[j] = t;
        }
    }

    public void shuffle(int[] a) {
        shuffle(a, 0, a.length);
    }

    /** An independent generator seeded from this one (for determinizations, agents, sub-games). */
    public Rng split() {
        return new Rng(nextLong());
    }
}
