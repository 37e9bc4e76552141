package keeptable.engine;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import keeptable.engine.agent.Evaluator;
import keeptable.engine.agent.IsmctsAgent;
import org.junit.jupiter.api.Test;

/**
 * At a table of three each playing for itself, the search plays for a good place, not only for the
 * win: a sure second place is worth more than a one-in-three chance of first with last place otherwise.
 */
class IsmctsPlaceRewardTest {
    record Bet(boolean gamble) implements Choice {
        @Override
        public String label() {
            return gamble ? "gamble" : "settle";
        }
    }

    /**
     * Seat 0 makes one choice. To settle places it second for sure (seat 1 first, seat 2 third). To gamble
     * throws a die seat 0 cannot see: on a one (one chance in three) seat 0 is first, otherwise last.
     */
    static final class Wager extends RulesState<Bet> {
        static final List<Bet> BETS = List.of(new Bet(true), new Bet(false));

        final int die;
        Bet bet;

        Wager(int die) {
            this.die = die;
        }

        Wager(Wager o, int die) {
            super(o);
            this.die = die;
            this.bet = o.bet;
        }

        @Override
        protected List<Bet> legalChoices() {
            return BETS;
        }

        @Override
        protected void play(Bet b, EventSink events) {
            bet = b;
        }

        @Override
        protected Wager resampled(int seat, Rng rng) {
            return new Wager(this, 1 + rng.nextInt(3));
        }

        public int seats() {
            return 3;
        }

        public int toMove() {
            return isOver() ? -1 : 0;
        }

        public Decision decision() {
            return isOver() ? null : new Decision(0, "gamble or settle");
        }

        public boolean isOver() {
            return bet != null;
        }

        public Outcome outcome() {
            if (!isOver()) {
                return null;
            }
            int mine = !bet.gamble() ? 2 : die == 1 ? 3 : 0;
            int[] score = {mine, mine == 3 ? 2 : 3, 1};
            int first = mine == 3 ? 0 : 1;
            return Outcome.ranked(List.of(first), "most points", score, new long[] {score[0], score[1], score[2]});
        }

        public State copy() {
            return new Wager(this, die);
        }

        public View view(int seat) {
            return new View() {
                public int seat() {
                    return seat;
                }

                public String text() {
                    return bet == null ? "undecided" : bet.label();
                }
            };
        }

        public long fingerprint() {
            return die * 3L + (bet == null ? 0 : bet.gamble() ? 1 : 2);
        }
    }

    @Test
    void aSureSecondPlaceBeatsALongShotAtTheWin() {
        State s = new Wager(2);
        IsmctsAgent.Config config = IsmctsAgent.Config.defaults(Evaluator.EVEN).withIterations(600);
        IsmctsAgent.Analysis a = new IsmctsAgent(config).analyse(s, s.choices(), new Rng(5));
        // rewarded for the win alone the search gambles (1/3 against 0); by place it settles (1/2 against 1/3)
        assertEquals("settle", a.best().label());
        assertEquals(0.5, a.bestStats().winRate(), 1e-12, "second of three: ahead of one of the two others");
    }
}
