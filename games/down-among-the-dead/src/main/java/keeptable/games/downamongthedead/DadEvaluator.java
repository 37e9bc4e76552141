package keeptable.games.downamongthedead;

import keeptable.engine.State;
import keeptable.engine.agent.Evaluator;

/**
 * Judges a position for search: the fighting strength left on each side (combat bonus and hit
 * points of every counter standing), the spawning squares destroyed, the boss's wounds and the
 * turns left, turned into the adventurers' chance of winning by a logistic curve.
 */
final class DadEvaluator implements Evaluator {
    @Override
    public double[] evaluate(State state) {
        double p = adventurerOdds((DadState) state);
        return new double[] {p, 1 - p};
    }

    static double strength(DadState s, int i) {
        return Math.max(1, s.bonus(i) + 4) * (s.hitPoints(i) - s.wounds[i] + 1);
    }

    static double adventurerOdds(DadState s) {
        double adv = 0;
        double mon = 0;
        for (int i = 0; i < s.roster.size(); i++) {
            if (s.alive(i)) {
                if (s.owner[i] == DadState.ADVENTURERS) {
                    adv += strength(s, i);
                } else {
                    mon += strength(s, i);
                }
            }
        }
        double x = (adv - mon) / 15.0;
        if (!s.variant.noSpawns()) {
            int boss = s.boss();
            x += 3.0 * Integer.bitCount(s.destroyed) / s.map.spawns.length;
            if (s.pos[boss] >= 0) {
                x += 2.0 * s.wounds[boss] / (s.hitPoints(boss) + 1);
            }
            x -= 2.0 * s.turn / s.variant.turnLimit();
        }
        return 1 / (1 + Math.exp(-x));
    }
}
