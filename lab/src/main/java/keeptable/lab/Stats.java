package keeptable.lab;

/** The few statistics the lab needs: Wilson intervals, normal intervals and two-sided p-values. */
public final class Stats {
    /** The 97.5 % point of the standard normal: a 95 % interval is the estimate plus or minus Z standard errors. */
    public static final double Z = 1.959963984540054;

    private Stats() {
    }

    /** The Wilson score interval at 95 % for {@code k} successes in {@code n} trials; [0, 1] when n is 0. */
    public static double[] wilson(long k, long n) {
        if (n == 0) {
            return new double[] {0, 1};
        }
        double p = (double) k / n;
        double denom = 1 + Z * Z / n;
        double centre = (p + Z * Z / (2.0 * n)) / denom;
        double half = Z * Math.sqrt(p * (1 - p) / n + Z * Z / (4.0 * n * n)) / denom;
        return new double[] {k == 0 ? 0 : Math.max(0, centre - half), k == n ? 1 : Math.min(1, centre + half)};
    }

    /** The two-sided p-value of a normal statistic {@code z}. */
    public static double pValue(double z) {
        return Math.min(1, 2 * (1 - normalCdf(Math.abs(z))));
    }

    /** The standard normal distribution function (Zelen and Severo's approximation, error below 1e-7). */
    public static double normalCdf(double x) {
        if (x < 0) {
            return 1 - normalCdf(-x);
        }
        double t = 1 / (1 + 0.2316419 * x);
        double poly = t * (0.319381530 + t * (-0.356563782 + t * (1.781477937 + t * (-1.821255978
                + t * 1.330274429))));
        return 1 - Math.exp(-x * x / 2) / Math.sqrt(2 * Math.PI) * poly;
    }

    /**
     * Benjamini and Hochberg's adjusted p-values (q-values) of {@code p}, in its order: the i-th smallest of m
     * p-values becomes min over j >= i of p_(j) m / j (at most 1). Calling a difference significant when its
     * q is below a level holds the expected share of false discoveries among those called to that level.
     */
    public static double[] benjaminiHochberg(double[] p) {
        int m = p.length;
        Integer[] order = new Integer[m];
        for (int i = 0; i < m; i++) {
            order[i] = i;
        }
        java.util.Arrays.sort(order, (a, b) -> Double.compare(p[a], p[b]));
        double[] q = new double[m];
        double running = 1;
        for (int rank = m; rank >= 1; rank--) {
            int i = order[rank - 1];
            running = Math.min(running, p[i] * m / rank);
            q[i] = Math.min(1, running);
        }
        return q;
    }

    /** {@code part / whole}, or 0 when there is no whole. */
    public static double share(double part, double whole) {
        return whole == 0 ? 0 : part / whole;
    }
}
