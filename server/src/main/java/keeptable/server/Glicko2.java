package keeptable.server;

import java.util.List;

/**
 * The Glicko-2 rating system, step by step as Mark Glickman's "Example of the Glicko-2 system"
 * (2013) sets it out: one player's rating, deviation and volatility after a rating period of games
 * against opponents whose ratings are taken as they were before it.
 */
final class Glicko2 {
    /** The Glicko scale's factor to and from Glicko-2's (step 2 and step 8). */
    static final double SCALE = 173.7178;
    static final double NEW_RATING = 1500;
    static final double NEW_DEVIATION = 350;
    static final double NEW_VOLATILITY = 0.06;
    /** The system constant: how much volatility may change over time (the paper's example uses 0.5). */
    static final double TAU = 0.5;
    private static final double EPSILON = 0.000001;

    private Glicko2() {
    }

    /** A player's standing on the Glicko scale. */
    record Rating(double rating, double deviation, double volatility) {
        static final Rating NEW = new Rating(NEW_RATING, NEW_DEVIATION, NEW_VOLATILITY);
    }

    /** One game's result against an opponent: {@code score} 1 for a win, 0.5 a draw, 0 a loss. */
    record Result(Rating opponent, double score) {
    }

    /** The player's standing after the period's results (none: only the deviation grows, step 6). */
    static Rating after(Rating player, List<Result> results, double tau) {
        double mu = (player.rating() - NEW_RATING) / SCALE; // step 2
        double phi = player.deviation() / SCALE;
        double sigma = player.volatility();
        if (results.isEmpty()) {
            return new Rating(player.rating(), Math.sqrt(phi * phi + sigma * sigma) * SCALE, sigma);
        }
        double inverseV = 0;
        double sum = 0;
        for (Result r : results) { // steps 3 and 4
            double muJ = (r.opponent().rating() - NEW_RATING) / SCALE;
            double g = g(r.opponent().deviation() / SCALE);
            double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
            inverseV += g * g * e * (1 - e);
            sum += g * (r.score() - e);
        }
        double v = 1 / inverseV;
        double delta = v * sum;
        double newSigma = volatility(phi, sigma, v, delta, tau); // step 5
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma); // step 6
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v); // step 7
        double newMu = mu + newPhi * newPhi * sum;
        return new Rating(SCALE * newMu + NEW_RATING, SCALE * newPhi, newSigma); // step 8
    }

    private static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /** Step 5: the new volatility, the root of f found by the Illinois algorithm. */
    private static double volatility(double phi, double sigma, double v, double delta, double tau) {
        double a = Math.log(sigma * sigma);
        java.util.function.DoubleUnaryOperator f = x -> {
            double ex = Math.exp(x);
            double d = phi * phi + v + ex;
            return ex * (delta * delta - phi * phi - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
        };
        double bigA = a;
        double bigB;
        if (delta * delta > phi * phi + v) {
            bigB = Math.log(delta * delta - phi * phi - v);
        } else {
            int k = 1;
            while (f.applyAsDouble(a - k * tau) < 0) {
                k++;
            }
            bigB = a - k * tau;
        }
        double fA = f.applyAsDouble(bigA);
        double fB = f.applyAsDouble(bigB);
        while (Math.abs(bigB - bigA) > EPSILON) {
            double c = bigA + (bigA - bigB) * fA / (fB - fA);
            double fC = f.applyAsDouble(c);
            if (fC * fB <= 0) {
                bigA = bigB;
                fA = fB;
            } else {
                fA = fA / 2;
            }
            bigB = c;
            fB = fC;
        }
        return Math.exp(bigA / 2);
    }
}
