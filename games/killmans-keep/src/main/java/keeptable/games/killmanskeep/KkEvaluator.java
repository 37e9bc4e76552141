package keeptable.games.killmanskeep;

import keeptable.engine.State;
import keeptable.engine.agent.Evaluator;

/** Turns each seat's progress (Doubloons, money, cards, finished Goals) into a chance of winning. */
final class KkEvaluator implements Evaluator {
    /** Dollars of lead that make a seat e (2.7) times likelier to win than another. */
    private static final double SCALE = 250;

    @Override
    public double[] evaluate(State state) {
        KkState s = (KkState) state;
        double[] v = new double[s.n];
        double max = Double.NEGATIVE_INFINITY;
        for (int p = 0; p < s.n; p++) {
            v[p] = Appraisal.worth(s, p) / SCALE;
            max = Math.max(max, v[p]);
        }
        double sum = 0;
        for (int p = 0; p < s.n; p++) {
            v[p] = Math.exp(v[p] - max);
            sum += v[p];
        }
        for (int p = 0; p < s.n; p++) {
            v[p] /= sum;
        }
        return v;
    }
}
