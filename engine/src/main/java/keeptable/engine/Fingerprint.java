package keeptable.engine;

/**
 * A 64-bit hash for {@link State#fingerprint()}: start from {@link #START}, fold in every field that
 * matters with {@code h = Fingerprint.add(h, x)}, arrays whole or in part, and return the result.
 * Static and allocation-free, so a fingerprint costs a pass over the state's numbers and nothing more.
 * Order matters (a, b differs from b, a); an array's length is folded in with its elements.
 */
public final class Fingerprint {
    public static final long START = 0x243F6A8885A308D3L;
    private static final long M1 = 0x9E3779B97F4A7C15L;
    private static final long M2 = 0xC2B2AE3D27D4EB4FL;

    private Fingerprint() {
    }

    public static long add(long h, long v) {
        long x = (h ^ v) * M1;
        x ^= x >>> 29;
        return x * M2 + (h >>> 31);
    }

    public static long add(long h, boolean v) {
        return add(h, v ? 1L : 2L);
    }

    public static long add(long h, int[] a) {
        return a == null ? add(h, -1L) : add(h, a, 0, a.length);
    }

    /** The elements a[from, to) and their count. */
    public static long add(long h, int[] a, int from, int to) {
        for (int i = from; i < to; i++) {
            h = add(h, a[i]);
        }
        return add(h, to - from);
    }

    public static long add(long h, long[] a) {
        if (a == null) {
            return add(h, -1L);
        }
        for (long v : a) {
            h = add(h, v);
        }
        return add(h, a.length);
    }

    public static long add(long h, byte[] a) {
        if (a == null) {
            return add(h, -1L);
        }
        for (byte v : a) {
            h = add(h, v);
        }
        return add(h, a.length);
    }

    public static long add(long h, short[] a) {
        if (a == null) {
            return add(h, -1L);
        }
        for (short v : a) {
            h = add(h, v);
        }
        return add(h, a.length);
    }

    public static long add(long h, boolean[] a) {
        if (a == null) {
            return add(h, -1L);
        }
        for (boolean v : a) {
            h = add(h, v);
        }
        return add(h, a.length);
    }

    public static long add(long h, int[][] a) {
        if (a == null) {
            return add(h, -1L);
        }
        for (int[] row : a) {
            h = add(h, row);
        }
        return add(h, a.length);
    }
}
