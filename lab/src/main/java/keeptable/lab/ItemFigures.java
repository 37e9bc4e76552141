package keeptable.lab;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * Per content item, its figures with the game as the unit, drawn from the whole-number totals {@link ItemSums}
 * keeps (the seats of one game share its outcome, or at least are not independent of each other). For seats s
 * with win rate p_s over all games, the item's game g has users u_sg (1 if seat s used it) and W_g wins among
 * them; its excess wins are d_g = W_g - sum_s u_sg p_s, its users k_g = sum_s u_sg. The effect is
 * theta = sum_g d_g / U (U = all users) and its variance, clustered by game,
 * G / (G - 1) * sum_g (d_g - theta k_g)^2 / U^2 over the item's G games.
 */
final class ItemFigures {
    private static final int USES = ItemSums.USES;
    private static final int GAMES = ItemSums.GAMES;
    private static final int LATE_GAMES = ItemSums.LATE_GAMES;
    private static final int WINS_SQUARED = ItemSums.WINS_SQUARED;
    private static final int HEAD = ItemSums.HEAD;

    private ItemFigures() {
    }

    /** Each item's figures against its users' seats' baseline, in the tally's order of items. */
    static List<SimulationSummary.ItemSummary> of(Tally t) {
        int n = t.seats;
        double[] p = new double[n];
        for (int s = 0; s < n; s++) {
            p[s] = Stats.share(t.wins[s], t.games);
        }
        List<SimulationSummary.ItemSummary> out = new ArrayList<>();
        t.items.forEach((name, c) -> {
            long users = 0;
            long wins = 0;
            double expected = 0;
            double winsTimesUsers = 0;
            double winsTimesExpected = 0;
            double usersSquared = 0;
            double usersTimesExpected = 0;
            double expectedSquared = 0;
            for (int s = 0; s < n; s++) {
                users += c[HEAD + s];
                wins += c[HEAD + n + s];
                expected += c[HEAD + s] * p[s];
                winsTimesUsers += c[HEAD + 2 * n + s];
                winsTimesExpected += c[HEAD + 2 * n + s] * p[s];
                for (int u = 0; u < n; u++) {
                    long pair = c[HEAD + 3 * n + s * n + u];
                    usersSquared += pair;
                    usersTimesExpected += pair * p[u];
                    expectedSquared += pair * p[s] * p[u];
                }
            }
            long games = c[GAMES];
            double rate = Stats.share(wins, users);
            double baseline = Stats.share(expected, users);
            double effect = rate - baseline;
            // sum_g (d_g - effect k_g)^2, with d_g = W_g - e_g (e_g: the game's expected wins)
            double dd = c[WINS_SQUARED] - 2 * winsTimesExpected + expectedSquared;
            double dk = winsTimesUsers - usersTimesExpected;
            double effectSe = clustered(dd - 2 * effect * dk + effect * effect * usersSquared, games, users);
            double rateSe = clustered(c[WINS_SQUARED] - 2 * rate * winsTimesUsers + rate * rate * usersSquared,
                    games, users);
            double late = Stats.share(c[LATE_GAMES], games);
            out.add(new SimulationSummary.ItemSummary(name, c[USES], users, games, rate,
                    Math.max(0, rate - Stats.Z * rateSe), Math.min(1, rate + Stats.Z * rateSe), baseline, effect,
                    effect - Stats.Z * effectSe, effect + Stats.Z * effectSe, late,
                    late >= SimulationSummary.ItemSummary.LATE, games < SimulationSummary.ItemSummary.FEW_GAMES));
        });
        return out;
    }

    /** The standard error from a sum of squared game residuals over {@code games} games and {@code users} users. */
    private static double clustered(double squares, long games, long users) {
        if (games < 2) {
            return 1;
        }
        return Math.sqrt(Math.max(0, squares) * games / (games - 1.0)) / users;
    }
}
