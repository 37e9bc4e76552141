package keeptable.engine.toy;

import java.util.ArrayList;
import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Decision;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Game;
import keeptable.engine.GameProvider;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.RulesState;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.HeuristicAgent;
import keeptable.engine.campaign.Campaign;
import keeptable.engine.campaign.CampaignRules;
import keeptable.engine.campaign.Campaigns;

/**
 * A tiny hidden-information game for testing the engine: cards 1..10, each seat holds one hidden
 * card; for three rounds each seat in turn keeps its card or swaps it for the top of the deck; the
 * highest card wins (ties: all of the highest win).
 */
public final class LuckyDraw implements Game, GameProvider {
    public static final LuckyDraw GAME = new LuckyDraw();
    static final int ROUNDS = 3;

    public sealed interface Move extends Choice permits Keep, Swap {
    }

    public record Keep() implements Move {
        public String label() {
            return "keep";
        }
    }

    public record Swap() implements Move {
        public String label() {
            return "swap";
        }
    }

    public sealed interface Happened extends Event permits Swapped, Drew {
    }

    public record Swapped(int seat) implements Happened {
        public String text() {
            return "seat " + seat + " swapped";
        }
    }

    public record Drew(int seat, int card) implements Happened {
        public String text() {
            return "seat " + seat + " drew " + card;
        }

        @Override
        public boolean visibleTo(int s) {
            return s == seat;
        }
    }

    public record LuckyView(int seat, int myCard, int round, int toMove, int deckLeft) implements keeptable.engine.View {
        public String text() {
            return "your card " + myCard + ", round " + round;
        }
    }

    @Override
    public Game game() {
        return this;
    }

    public String id() {
        return "lucky-draw";
    }

    public String title() {
        return "Lucky Draw";
    }

    public String summary() {
        return "engine test game";
    }

    public String rulesVersion() {
        return "1";
    }

    public int minSeats() {
        return 2;
    }

    public int maxSeats() {
        return 4;
    }

    public State newGame(Setup setup) {
        checkSeats(setup);
        Campaigns.of(TOURNAMENT_RULES, setup); // a bad campaign is refused
        return new S(setup.size(), new Rng(setup.seed()));
    }

    /** A short campaign: four games in a row, counting the first seat's wins. */
    public record Tournament(int played, int firstSeatWins) implements Campaign {
        public String summary() {
            return played + " played, " + firstSeatWins + " won by seat 1";
        }

        @Override
        public boolean isFinished() {
            return played >= 4;
        }
    }

    public static final CampaignRules<Tournament> TOURNAMENT_RULES = new CampaignRules<>() {
        public Class<Tournament> type() {
            return Tournament.class;
        }

        public Tournament start(java.util.Map<String, String> options) {
            return new Tournament(0, 0);
        }

        public Tournament after(Tournament before, State finished) {
            boolean won = finished.outcome().winners().contains(0);
            return new Tournament(before.played() + 1, before.firstSeatWins() + (won ? 1 : 0));
        }
    };

    @Override
    public CampaignRules<?> campaign() {
        return TOURNAMENT_RULES;
    }

    public Class<? extends Choice> choiceType() {
        return Move.class;
    }

    public Class<? extends Event> eventType() {
        return Happened.class;
    }

    public Class<? extends keeptable.engine.View> viewType() {
        return LuckyView.class;
    }

    public Agent heuristicAgent() {
        return new HeuristicAgent() {
            protected double score(State state, Choice choice, Rng rng) {
                S s = (S) state;
                boolean low = s.hands[s.toMove] <= 5;
                return (choice instanceof Swap) == low ? 1 : 0;
            }
        };
    }

    static final class S extends RulesState<Move> {
        static final List<Move> BOTH = List.of(new Keep(), new Swap());
        static final List<Move> KEEP_ONLY = List.of(new Keep());
        final int[] hands;
        int[] deck;
        int top;
        int toMove;
        int round;
        Rng rng;

        S(int seats, Rng rng) {
            this.rng = rng;
            deck = new int[10];
            for (int i = 0; i < 10; i++) {
                deck[i] = i + 1;
            }
            rng.shuffle(deck);
            hands = new int[seats];
            for (int i = 0; i < seats; i++) {
                hands[i] = deck[top++];
            }
        }

        S(S o) {
            super(o);
            hands = o.hands.clone();
            deck = o.deck.clone();
            top = o.top;
            toMove = o.toMove;
            round = o.round;
            rng = o.rng.copy();
        }

        protected List<Move> legalChoices() {
            return top < deck.length ? BOTH : KEEP_ONLY;
        }

        protected void play(Move m, EventSink out) {
            if (m instanceof Swap) {
                hands[toMove] = deck[top++];
                if (out.enabled()) {
                    out.emit(new Swapped(toMove));
                    out.emit(new Drew(toMove, hands[toMove]));
                }
            }
            toMove++;
            if (toMove == hands.length) {
                toMove = 0;
                round++;
            }
        }

        public int seats() {
            return hands.length;
        }

        public int toMove() {
            return isOver() ? -1 : toMove;
        }

        public Decision decision() {
            return isOver() ? null : new Decision(toMove, "keep or swap");
        }

        public boolean isOver() {
            return round >= ROUNDS;
        }

        public Outcome outcome() {
            if (!isOver()) {
                return null;
            }
            int best = 0;
            for (int h : hands) {
                best = Math.max(best, h);
            }
            List<Integer> w = new ArrayList<>();
            for (int i = 0; i < hands.length; i++) {
                if (hands[i] == best) {
                    w.add(i);
                }
            }
            return new Outcome(w, "highest card " + best);
        }

        public State copy() {
            return new S(this);
        }

        public keeptable.engine.View view(int seat) {
            return new LuckyView(seat, hands[seat], round, toMove(), deck.length - top);
        }

        public State determinize(int seat, Rng r) {
            S d = new S(this);
            // the unknown cards: every other hand and the rest of the deck
            int[] pool = new int[hands.length - 1 + deck.length - top];
            int n = 0;
            for (int i = 0; i < hands.length; i++) {
                if (i != seat) {
                    pool[n++] = hands[i];
                }
            }
            for (int i = top; i < deck.length; i++) {
                pool[n++] = deck[i];
            }
            r.shuffle(pool);
            n = 0;
            for (int i = 0; i < hands.length; i++) {
                if (i != seat) {
                    d.hands[i] = pool[n++];
                }
            }
            for (int i = top; i < deck.length; i++) {
                d.deck[i] = pool[n++];
            }
            d.rng = r.split();
            return d;
        }

        public long fingerprint() {
            long h = java.util.Arrays.hashCode(hands);
            h = h * 31 + java.util.Arrays.hashCode(deck);
            h = h * 31 + top;
            h = h * 31 + toMove;
            h = h * 31 + round;
            return h * 31 + rng.position();
        }
    }
}
