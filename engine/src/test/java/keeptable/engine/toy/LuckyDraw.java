package keeptable.engine.toy;

import com.fasterxml.jackson.annotation.JsonIgnore;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Decision;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.RulesState;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.agent.Agent;
import keeptable.engine.agent.HeuristicAgent;
import keeptable.engine.campaign.Campaign;
import keeptable.engine.campaign.CampaignRules;
import keeptable.engine.campaign.Campaigns;
import keeptable.engine.conformance.Secrets;
import keeptable.engine.module.GameModule;

/**
 * A tiny hidden-information game for testing the engine: cards 1..10, each seat holds one hidden
 * card; for three rounds each seat in turn keeps its card or swaps it for the top of the deck; the
 * highest card wins (ties: all of the highest win). It can also be built with one deliberate
 * {@link Defect}, so that the engine's tests can watch the conformance kit and the golden records
 * catch each kind of mistake a game can make.
 */
public class LuckyDraw implements GameModule {
    public static final LuckyDraw GAME = new LuckyDraw(Defect.NONE);
    static final int ROUNDS = 3;

    /** A mistake built in on purpose. */
    public enum Defect {
        NONE,
        /** copy() shares the hands array with its original */
        COPY_SHARES_HANDS,
        /** copy() forgets the round */
        COPY_FORGETS_ROUND,
        /** copy() forgets how far the deck was drawn, the fingerprint misses it, and the field notes wrongly excuse it */
        COPY_AND_FINGERPRINT_FORGET_TOP,
        /** the fingerprint misses how far the deck was drawn */
        FINGERPRINT_MISSES_TOP,
        /** refusing a choice passes the turn */
        REFUSAL_PASSES_TURN,
        /** determinize returns a plain copy */
        DETERMINIZE_COPIES,
        /** determinize reshuffles the deck and the dice but leaves the other hands as they are */
        DETERMINIZE_KEEPS_HANDS,
        /** determinize resamples the cards but keeps the dice to come */
        DETERMINIZE_KEEPS_DICE,
        /** each view shows the top card of the deck instead of how many are left */
        VIEW_SHOWS_TOP_CARD,
        /** the spectator's view shows the first seat's card */
        SPECTATOR_SEES_A_HAND,
        /** a swap also emits an event whose card does not survive JSON */
        EVENT_LOSES_A_FIELD,
        /** a swap is announced with no words */
        EVENT_WITHOUT_WORDS,
        /** the last round's swap cannot be put in words for the table */
        SWAP_WITHOUT_WORDS,
        /** a swap takes the bottom card of the deck: other rules under the same version */
        SWAP_FROM_THE_BOTTOM,
        /** the swaps have no heading over them */
        SWAP_WITHOUT_HEADING,
        /** keeping and swapping are headed alike */
        HEADINGS_ALIKE,
        /** the swaps are headed by their record's name */
        HEADING_NAMES_A_RECORD
    }

    private final Defect defect;

    /** The sound game, as the service loader makes it. */
    public LuckyDraw() {
        this(Defect.NONE);
    }

    public LuckyDraw(Defect defect) {
        this.defect = defect;
    }

    /** What the game hides from a seat: the other hands and the order of the deck, while they can differ. */
    public static final Secrets SECRETS = (state, seat) -> {
        S s = (S) state;
        int pool = s.hands.length - 1 + s.deck.length - s.top;
        Map<String, Long> parts = new HashMap<>();
        if (seat == View.SPECTATOR || pool < 2) {
            return parts;
        }
        for (int o = 0; o < s.hands.length; o++) {
            if (o != seat) {
                parts.put("hand of seat " + o, (long) s.hands[o]);
            }
        }
        if (s.top < s.deck.length) {
            parts.put("deck", (long) Arrays.hashCode(Arrays.copyOfRange(s.deck, s.top, s.deck.length)));
        }
        return parts;
    };

    /** The state's fields that are neither copied nor fingerprinted, and why. */
    public Map<String, String> fieldNotes() {
        return defect == Defect.COPY_AND_FINGERPRINT_FORGET_TOP
                ? Map.of("defect", "shared: the game's built-in defect", "top", "derived (wrongly)")
                : Map.of("defect", "shared: the game's built-in defect");
    }

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

    public sealed interface Happened extends Event permits Swapped, Drew, Noted, Mumbled {
    }

    /** Only under {@link Defect#EVENT_WITHOUT_WORDS}: a swap told in no words. */
    public record Mumbled(int seat) implements Happened {
        public String text() {
            return "";
        }
    }

    /** Only under {@link Defect#EVENT_LOSES_A_FIELD}: its card is left out of JSON. */
    public record Noted(int seat, @JsonIgnore int card) implements Happened {
        public String text() {
            return "seat " + seat + " noted " + card;
        }
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


    public String id() {
        return defect == Defect.NONE ? "lucky-draw" : "lucky-draw-" + defect.name().toLowerCase();
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
        return new S(setup.size(), new Rng(setup.seed()), defect);
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

    @Override
    public String choiceHeading(Class<? extends Choice> kind) {
        if (kind == Keep.class) {
            return defect == Defect.HEADINGS_ALIKE ? "Swap or keep" : "Keep your card";
        }
        return switch (defect) {
            case SWAP_WITHOUT_HEADING -> null;
            case HEADINGS_ALIKE -> "Swap or keep";
            case HEADING_NAMES_A_RECORD -> "SwapChoice";
            default -> "Swap for the top card";
        };
    }

    public Class<? extends Event> eventType() {
        return Happened.class;
    }

    public Class<? extends keeptable.engine.View> viewType() {
        return LuckyView.class;
    }

    public Agent heuristicAgent() {
        return new HeuristicAgent<S, Move>() {
            @Override
            protected double score(S s, Move choice, Rng rng) {
                boolean low = s.hands[s.toMove] <= 5;
                return (choice instanceof Swap) == low ? 1 : 0;
            }
        };
    }

    static final class S extends RulesState<Move> {
        static final List<Move> BOTH = List.of(new Keep(), new Swap());
        static final List<Move> KEEP_ONLY = List.of(new Keep());
        final Defect defect;
        int[] hands;
        int[] deck;
        int top;
        int toMove;
        int round;
        Rng rng;

        S(int seats, Rng rng, Defect defect) {
            this.defect = defect;
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
            defect = o.defect;
            hands = defect == Defect.COPY_SHARES_HANDS ? o.hands : o.hands.clone();
            deck = o.deck.clone();
            top = o.top;
            toMove = o.toMove;
            round = defect == Defect.COPY_FORGETS_ROUND ? 0 : o.round;
            rng = o.rng.copy();
        }

        @Override
        protected String refusal(Choice choice) {
            if (defect == Defect.REFUSAL_PASSES_TURN) {
                toMove = (toMove + 1) % hands.length;
            }
            return super.refusal(choice);
        }

        protected List<Move> legalChoices() {
            return top < deck.length ? BOTH : KEEP_ONLY;
        }

        protected void play(Move m, EventSink out) {
            if (m instanceof Swap) {
                if (defect == Defect.SWAP_FROM_THE_BOTTOM) {
                    hands[toMove] = deck[deck.length - 1];
                    System.arraycopy(deck, top, deck, top + 1, deck.length - 1 - top);
                    top++;
                } else {
                    hands[toMove] = deck[top++];
                }
                if (out.enabled()) {
                    out.emit(defect == Defect.EVENT_WITHOUT_WORDS ? new Mumbled(toMove) : new Swapped(toMove));
                    out.emit(new Drew(toMove, hands[toMove]));
                    if (defect == Defect.EVENT_LOSES_A_FIELD) {
                        out.emit(new Noted(toMove, hands[toMove]));
                    }
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
            long[] rank = new long[hands.length];
            for (int i = 0; i < hands.length; i++) {
                rank[i] = hands[i];
            }
            return Outcome.ranked(w, "highest card " + best, hands.clone(), rank);
        }

        @Override
        public String describe(Choice choice) {
            if (defect == Defect.SWAP_WITHOUT_WORDS && choice instanceof Swap && round == ROUNDS - 1) {
                throw new IllegalStateException("no words for a swap this late");
            }
            return choice.label();
        }

        public State copy() {
            S c = new S(this);
            if (defect == Defect.COPY_AND_FINGERPRINT_FORGET_TOP) {
                c.top = 0;
            }
            return c;
        }

        public keeptable.engine.View view(int seat) {
            int left = defect == Defect.VIEW_SHOWS_TOP_CARD && top < deck.length ? 100 + deck[top] : deck.length - top;
            if (seat == View.SPECTATOR) {
                return new LuckyView(seat, defect == Defect.SPECTATOR_SEES_A_HAND ? hands[0] : 0, round, toMove(), left);
            }
            return new LuckyView(seat, hands[seat], round, toMove(), left);
        }

        protected S resampled(int seat, Rng r) {
            S d = new S(this);
            if (defect == Defect.DETERMINIZE_COPIES) {
                return d;
            }
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
            if (defect == Defect.DETERMINIZE_KEEPS_HANDS) {
                r.shuffle(pool, hands.length - 1, pool.length);
            } else {
                r.shuffle(pool);
            }
            n = 0;
            for (int i = 0; i < hands.length; i++) {
                if (i != seat) {
                    d.hands[i] = pool[n++];
                }
            }
            for (int i = top; i < deck.length; i++) {
                d.deck[i] = pool[n++];
            }
            if (defect != Defect.DETERMINIZE_KEEPS_DICE) {
                d.rng = r.split();
            }
            return d;
        }

        public long fingerprint() {
            long h = java.util.Arrays.hashCode(hands);
            h = h * 31 + java.util.Arrays.hashCode(deck);
            if (defect != Defect.FINGERPRINT_MISSES_TOP && defect != Defect.COPY_AND_FINGERPRINT_FORGET_TOP) {
                h = h * 31 + top;
            }
            h = h * 31 + toMove;
            h = h * 31 + round;
            return h * 31 + rng.position();
        }
    }
}
