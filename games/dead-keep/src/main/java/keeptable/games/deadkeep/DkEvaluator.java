package keeptable.games.deadkeep;

import keeptable.engine.State;
import keeptable.engine.agent.Evaluator;

/** Judges a Quest in progress for every seat alike: Objectives taken, the Boss' Stages, health, KOs, time left. */
final class DkEvaluator implements Evaluator {
    @Override
    public double[] evaluate(State state) {
        DkState s = (DkState) state;
        double v;
        if (s.outcome() != null) {
            v = s.outcome().winners().isEmpty() ? 0 : 1;
        } else {
            int obj = s.g.objectives().length;
            double taken = obj == 0 ? 1 : Long.bitCount(s.objectivesTaken) / (double) obj;
            double boss = s.bossDead ? 1 : s.bossActive ? 0.3 : 0;
            double health = 0;
            int ko = 0;
            for (int a = 0; a < s.n; a++) {
                health += 1 - s.wounds[a] / (double) s.maxWounds(a);
                ko += s.ko(a) ? 1 : 0;
            }
            health /= s.n;
            v = 0.1 + 0.35 * taken + 0.25 * boss + 0.2 * health - 0.15 * ko;
            v = Math.max(0.01, Math.min(0.99, v));
        }
        double[] out = new double[s.seats()];
        java.util.Arrays.fill(out, v);
        return out;
    }
}
