package keeptable.engine;

import keeptable.engine.agent.Agent;
import keeptable.engine.module.GameModule;
import keeptable.engine.toy.LuckyDraw;

/**
 * LuckyDraw with a defect no game built on {@link RulesState} can have: its states hand out one
 * changeable list of choices, shared by every copy.
 */
public final class SharedChoicesLuckyDraw implements GameModule {
    public String id() {
        return "shared-choices";
    }

    public String title() {
        return "Shared choices";
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
        java.util.List<Choice> shared = new java.util.ArrayList<>(inner.choices());
        return wrap(inner, shared);
    }

    private static State wrap(State inner, java.util.List<Choice> shared) {
        return new State() {
            private java.util.List<Choice> list = shared;
            private int listedAt = inner.step();

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
                if (listedAt != inner.step()) {
                    list = new java.util.ArrayList<>(inner.choices());
                    listedAt = inner.step();
                }
                return list;
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
                return wrap(inner.copy(), list);
            }

            public View view(int seat) {
                return inner.view(seat);
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

    @Override
    public String choiceHeading(Class<? extends Choice> kind) {
        return LuckyDraw.GAME.choiceHeading(kind);
    }

    public Class<? extends Event> eventType() {
        return LuckyDraw.GAME.eventType();
    }

    public Class<? extends View> viewType() {
        return LuckyDraw.GAME.viewType();
    }

    public Agent heuristicAgent() {
        return LuckyDraw.GAME.heuristicAgent();
    }
}
