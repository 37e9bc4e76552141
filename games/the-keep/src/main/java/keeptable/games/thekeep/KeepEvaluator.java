package keeptable.games.thekeep;

import keeptable.engine.agent.GameEvaluator;

/**
 * Judges a position for ISMCTS from what is public: how close the nearest Searcher is to a cellar room
 * still possible, how many such rooms are left, and how many turns Molasar still needs.
 */
final class KeepEvaluator extends GameEvaluator<KeepState> {
    @Override
    protected double[] estimate(KeepState s) {
        double[] v = new double[s.seats()];
        if (s.isOver()) {
            for (int i = 0; i < v.length; i++) {
                v[i] = s.outcome().reward(i);
            }
            return v;
        }
        Content k = s.k;
        long possible = s.possibleHiltRooms();
        int turnsLeft = Math.max(1, KeepState.LAST_TURN - s.molTurns);
        double[] close = new double[5];
        double best = 0;
        double total = 0;
        for (int p = 0; p < 5; p++) {
            if (s.seatOf[p] < 0) {
                continue;
            }
            int d = s.pos[p] >= 0 ? Paths.toTargets(k, possible, s.found[p])[s.pos[p]] : 10;
            close[p] = Math.max(0.02, 1.0 - d / (2.5 * turnsLeft + 1.0));
            best = Math.max(best, close[p]);
            total += close[p];
        }
        double searched = 1.0 - Long.bitCount(possible) / (double) Long.bitCount(k.cellar & ~(1L << k.molasarStart));
        double searchers = Math.min(0.95, Math.max(0.05, 0.1 + 0.55 * best + 0.3 * searched));
        v[s.molSeat] = 1 - searchers;
        for (int p = 0; p < 5; p++) {
            if (s.seatOf[p] >= 0) {
                v[s.seatOf[p]] += searchers * close[p] / total;
            }
        }
        return v;
    }
}
