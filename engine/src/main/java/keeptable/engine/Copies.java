package keeptable.engine;

/**
 * Deep copies of the nested arrays a state holds (a row a seat, a row a space), for copy constructors:
 * {@code hand = Copies.deep(o.hand);} instead of a loop in every game. A null array or row stays null. The
 * conformance kit's field audit fails a copy whose rows are shared with the original's.
 */
public final class Copies {
    private Copies() {
    }

    public static int[][] deep(int[][] a) {
        if (a == null) {
            return null;
        }
        int[][] b = new int[a.length][];
        for (int i = 0; i < a.length; i++) {
            b[i] = a[i] == null ? null : a[i].clone();
        }
        return b;
    }

    public static long[][] deep(long[][] a) {
        if (a == null) {
            return null;
        }
        long[][] b = new long[a.length][];
        for (int i = 0; i < a.length; i++) {
            b[i] = a[i] == null ? null : a[i].clone();
        }
        return b;
    }
}
