package keeptable.lab.tournament;

import java.util.Arrays;

/**
 * The Bradley–Terry model: player i beats player j with probability g_i / (g_i + g_j). Fitted by
 * maximum likelihood with Hunter's (2004) minorize–maximize iteration, and reported on the Elo scale
 * (400 log10 g, the players' mean set to 0), so that a 100-point gap means the stronger wins about
 * 64 % of their meetings. Every pair that met is also credited half a win each way (a weak prior),
 * so that a player who won every meeting gets a large finite rating instead of an infinite one.
 */
public final class BradleyTerry {
    private static final double PRIOR = 0.5;
    private static final int ROUNDS = 10_000;
    private static final double TOLERANCE = 1e-10;

    private BradleyTerry() {
    }

    /**
     * The ratings of {@code players} from {@code wins[i][j]}, how often i beat j (a draw counts half
     * to each). Players who met nobody, directly or through others, share the mean.
     */
    public static double[] fit(double[][] wins) {
        int n = wins.length;
        double[][] w = new double[n][n];
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < n; j++) {
                boolean met = wins[i][j] + wins[j][i] > 0;
                w[i][j] = i == j ? 0 : wins[i][j] + (met ? PRIOR : 0);
            }
        }
        double[] g = new double[n];
        Arrays.fill(g, 1);
        for (int round = 0; round < ROUNDS; round++) {
            double change = 0;
            for (int i = 0; i < n; i++) {
                double won = 0;
                double denominator = 0;
                for (int j = 0; j < n; j++) {
                    double games = w[i][j] + w[j][i];
                    if (games > 0) {
                        won += w[i][j];
                        denominator += games / (g[i] + g[j]);
                    }
                }
                if (denominator > 0) {
                    double next = won / denominator;
                    change = Math.max(change, Math.abs(Math.log(next / g[i])));
                    g[i] = next;
                }
            }
            normalise(g);
            if (change < TOLERANCE) {
                break;
            }
        }
        double[] rating = new double[n];
        for (int i = 0; i < n; i++) {
            rating[i] = 400 * Math.log10(g[i]);
        }
        return rating;
    }

    /** Scales so that the geometric mean is 1 (ratings average 0). */
    private static void normalise(double[] g) {
        double logSum = 0;
        for (double x : g) {
            logSum += Math.log(x);
        }
        double scale = Math.exp(-logSum / g.length);
        for (int i = 0; i < g.length; i++) {
            g[i] *= scale;
        }
    }

    /** The chance the Elo-scale {@code rating} beats {@code other} under the model. */
    public static double expected(double rating, double other) {
        return 1 / (1 + Math.pow(10, (other - rating) / 400));
    }
}
