package keeptable.engine;

import keeptable.engine.agent.Agent;
import keeptable.engine.toy.LuckyDraw;

/** LuckyDraw with a defect: each view also shows the next seat's hidden card. */
final class LeakyLuckyDraw implements Game {
    record LeakyView(int seat, String text, String leaked) implements View {
    }

    public String id() {
        return "leaky";
    }

    public String title() {
        return "Leaky";
    }

    public String summary() {
        return "broken on purpose";
    }

    public String rulesVersion() {
        return "1";
    }

    public int minSeats() {
        return 2;
    }

    public int maxSeats() {
        return 2;
    }

    public State newGame(Setup setup) {
        return wrap(LuckyDraw.GAME.newGame(setup));
    }

    static State wrap(State inner) {
        return new State() {
            public int seats() {
                return inner.seats();
            }

            public int toMove() {
                return inner.toMove();
            }

            public Decision decision() {
                return inner.decision();
            }

            public java.util.List<Choice> choices() {
                return inner.choices();
            }

            public void apply(Choice c, EventSink e) {
                inner.apply(c, e);
            }

            public boolean isOver() {
                return inner.isOver();
            }

            public Outcome outcome() {
                return inner.outcome();
            }

            public int step() {
                return inner.step();
            }

            public State copy() {
                return wrap(inner.copy());
            }

            public View view(int seat) {
                View other = inner.view((seat + 1) % inner.seats());
                return new LeakyView(seat, inner.view(seat).text(), other.text());
            }

            public State determinize(int seat, Rng rng) {
                return wrap(inner.determinize(seat, rng));
            }

            public long fingerprint() {
                return inner.fingerprint();
            }
        };
    }

    public Class<? extends Choice> choiceType() {
        return LuckyDraw.GAME.choiceType();
    }

    public Class<? extends Event> eventType() {
        return LuckyDraw.GAME.eventType();
    }

    public Class<? extends View> viewType() {
        return LeakyView.class;
    }

    public Agent heuristicAgent() {
        return LuckyDraw.GAME.heuristicAgent();
    }
}
