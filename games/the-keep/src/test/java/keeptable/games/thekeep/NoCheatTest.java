package keeptable.games.thekeep;

import static keeptable.games.thekeep.Scene.room;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.games.thekeep.KeepChoice.ChooseHilt;
import keeptable.games.thekeep.KeepChoice.Step;
import org.junit.jupiter.api.Test;

/**
 * The bots do not cheat. Two cellar rooms A and B lie equally far from the entry points. In each game the
 * Hilt is hidden in A or in B (alternating), and we note which of the two a Searcher enters first, counting
 * only games where, at that moment, neither room has been ruled out in public (no clue yet). A bot that
 * only sees determinized copies cannot tell A from B, so the Hilt room comes first in about half of those
 * games (Molasar, who guards it, can only push that share down). A bot that peeks comes first far more often;
 * the second test shows the measure catches one.
 */
class NoCheatTest {
    static final int A = room("D2");
    static final int B = room("D3");
    static final int GAMES = Integer.getInteger("keep.nocheat", 600);
    static final long SEED = Long.getLong("keep.nocheatSeed", 1000);

    @Test
    void roomsAreEquallyFarFromTheEntryPoints() {
        assertEquals(distFromEntries(A), distFromEntries(B));
    }

    static int distFromEntries(int r) {
        int[][] d = Paths.all(Scene.K);
        int best = Paths.FAR;
        for (long m = Scene.K.entries; m != 0; m &= m - 1) {
            best = Math.min(best, d[Long.numberOfTrailingZeros(m)][r]);
        }
        return best;
    }

    /** Share of clue-free games in which the Hilt room was entered before the decoy; [share, games counted]. */
    /**
     * A Molasar whose play does not depend on the Hilt room: he eats, but never walks, moves no guard and
     * plays no Hazard. (A Molasar who knows the Hilt and may never enter it moves differently depending on
     * where it is, which is a clue the Searchers may rightly use; the test must leave only the bots' own
     * knowledge as a way to tell the two rooms apart.)
     */
    static final class PassiveMolasar implements Agent {
        public String name() {
            return "passive";
        }

        public Choice choose(State observed, List<Choice> choices, Rng rng) {
            for (Choice c : choices) {
                if (c instanceof KeepChoice.Stop || c instanceof KeepChoice.Proceed || c instanceof KeepChoice.Roll) {
                    return c;
                }
            }
            return choices.get(0);
        }
    }

    static double[] hiltFirst(Agent searchers, boolean peekingAllowed) {
        Agent molasar = new PassiveMolasar();
        int counted = 0;
        int hiltFirst = 0;
        for (int g = 0; g < GAMES; g++) {
            int hilt = g % 2 == 0 ? A : B;
            int decoy = hilt == A ? B : A;
            KeepState s = (KeepState) TheKeep.GAME.newGame(Scene.setup(4, null, SEED + g));
            Rng rng = new Rng(SEED * 7 + 77 + g);
            s.apply(new ChooseHilt(hilt));
            int first = -1;
            while (!s.isOver() && first < 0) {
                int seat = s.toMove();
                List<Choice> choices = s.choices();
                Agent a = seat == s.molSeat ? molasar : searchers;
                State observed = peekingAllowed && seat != s.molSeat ? s.copy() : s.determinize(seat, rng);
                Choice c = a.choose(observed, choices, rng);
                boolean clueFree = (s.ruledOut >>> A & 1) == 0 && (s.ruledOut >>> B & 1) == 0;
                s.apply(c);
                for (int p = 0; p < 5; p++) {
                    if (s.pos[p] == hilt || s.pos[p] == decoy) {
                        first = clueFree ? s.pos[p] : -2;
                    }
                }
            }
            if (first >= 0) {
                counted++;
                hiltFirst += first == hilt ? 1 : 0;
            }
        }
        return new double[] {(double) hiltFirst / counted, counted};
    }

    @Test
    void searcherBotsReachTheHiltNoSoonerThanAnEquallyDistantDecoy() {
        double[] r = hiltFirst(TheKeep.GAME.heuristicAgent(), false);
        double sigma = Math.sqrt(0.25 / r[1]);
        System.out.printf("no-cheat: hilt first in %.1f%% of %d clue-free games (bound %.1f%%)%n", 100 * r[0],
                (int) r[1], 100 * (0.5 + 3 * sigma));
        assertTrue(r[1] >= 100, "enough clue-free games to judge: " + r[1]);
        assertTrue(r[0] <= 0.5 + 3 * sigma, "the Hilt room came first too often: " + r[0]);
    }

    /** A Searcher bot that is handed the real state and walks to the real Hilt room. */
    static final class Peeker implements Agent {
        final Agent base = TheKeep.GAME.heuristicAgent();

        public String name() {
            return "peeker";
        }

        public Choice choose(State observed, List<Choice> choices, Rng rng) {
            KeepState s = (KeepState) observed;
            if (s.phase == KeepState.P_S_MOVE && s.actor < 5 && s.pos[s.actor] >= 0) {
                int[] d = Paths.toTargets(s.k, 1L << s.hilt, s.found[s.actor]);
                Choice best = null;
                int bestD = d[s.pos[s.actor]];
                for (Choice c : choices) {
                    if (c instanceof Step st && d[st.room()] < bestD) {
                        best = c;
                        bestD = d[st.room()];
                    }
                }
                if (best != null) {
                    return best;
                }
            }
            return base.choose(observed, choices, rng);
        }
    }

    @Test
    void theMeasureCatchesABotThatPeeks() {
        double[] r = hiltFirst(new Peeker(), true);
        System.out.printf("peeker: hilt first in %.1f%% of %d clue-free games%n", 100 * r[0], (int) r[1]);
        assertTrue(r[0] > 0.7, "a peeking bot should reach the Hilt first far more often: " + r[0]);
    }
}
