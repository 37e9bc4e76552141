package keeptable.games.killmanskeep;

import keeptable.engine.agent.GameEvaluator;

/**
 * Turns each seat's progress (Doubloons, money, cards, finished Goals: {@link Appraisal#worth}) into the
 * search's reward ({@link keeptable.engine.Outcome#reward}): the expected share of the other seats it will
 * finish ahead of. Each seat finishes ahead of each other with the chance {@code 1 / (1 + e^(-d / SCALE))}
 * for a lead of {@code d} dollars in worth, and its share is the mean of those chances. At two seats that
 * is the chance to win.
 */
final class KkEvaluator extends GameEvaluator<KkState> {
    /** Dollars of lead that make a seat e (2.7) times likelier to finish ahead of another than behind it. */
    private static final double SCALE = 250;

    @Override
    protected double[] estimate(KkState s) {
        double[] worth = new double[s.n];
        for (int p = 0; p < s.n; p++) {
            worth[p] = Appraisal.worth(s, p) / SCALE;
        }
        double[] share = new double[s.n];
        for (int p = 0; p < s.n; p++) {
            for (int q = p + 1; q < s.n; q++) {
                double ahead = 1 / (1 + Math.exp(worth[q] - worth[p]));
                share[p] += ahead;
                share[q] += 1 - ahead;
            }
        }
        for (int p = 0; p < s.n; p++) {
            share[p] /= s.n - 1;
        }
        return share;
    }

    @Override
    public String measure(int seats) {
        return seats == 2 ? CHANCE_TO_WIN : "finish ahead of %s of the other players";
    }
}
