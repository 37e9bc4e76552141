package keeptable.server;

import java.util.List;
import keeptable.engine.Choice;
import keeptable.engine.Decision;
import keeptable.engine.Event;
import keeptable.engine.EventSink;
import keeptable.engine.Game;
import keeptable.engine.IllegalChoiceException;
import keeptable.engine.Outcome;
import keeptable.engine.Rng;
import keeptable.engine.Setup;
import keeptable.engine.State;
import keeptable.engine.View;
import keeptable.engine.agent.Agent;
import keeptable.engine.module.GameModule;

/**
 * A deliberately broken game for the server's tests: the seats count to ten in turn, adding 1 or 2.
 * Its rules have a bug: the legal choice "trip" throws from {@code apply} (not a refusal). Its
 * heuristic bot throws too. Found by the server through its {@code META-INF/services} entry.
 */
public final class BrittleGame implements GameModule {
    static final String TRIP_FAILURE = "the brittle rules tripped over their own feet";
    static final String BOT_FAILURE = "the brittle heuristic bot tripped";

    public sealed interface Move extends Choice permits Add, Trip {
    }

    public record Add(int amount) implements Move {
        public String label() {
            return "add " + amount;
        }
    }

    public record Trip() implements Move {
        public String label() {
            return "trip";
        }
    }

    public sealed interface Happened extends Event permits Added {
    }

    public record Added(int seat, int amount) implements Happened {
        public String text() {
            return "seat " + (seat + 1) + " added " + amount;
        }
    }

    public record BrittleView(int seat, int count) implements View {
        public String text() {
            return "count " + count;
        }
    }

    public Game game() {
        return this;
    }

    public String id() {
        return "brittle";
    }

    public String title() {
        return "Brittle";
    }

    public String summary() {
        return "a deliberately broken test game";
    }

    public String rulesVersion() {
        return "1";
    }

    public int minSeats() {
        return 1;
    }

    public int maxSeats() {
        return 2;
    }

    public State newGame(Setup setup) {
        checkSeats(setup);
        return new Count(setup.size());
    }

    public Class<? extends Choice> choiceType() {
        return Move.class;
    }

    public Class<? extends Event> eventType() {
        return Happened.class;
    }

    public Class<? extends View> viewType() {
        return BrittleView.class;
    }

    public Agent heuristicAgent() {
        return new Agent() {
            public String name() {
                return "heuristic";
            }

            public Choice choose(State observed, List<Choice> choices, Rng rng) {
                throw new IllegalStateException(BOT_FAILURE);
            }
        };
    }

    static final class Count implements State {
        static final List<Choice> MOVES = List.of(new Add(1), new Add(2), new Trip());
        final int seats;
        int count;
        int step;

        Count(int seats) {
            this.seats = seats;
        }

        public int seats() {
            return seats;
        }

        public int toMove() {
            return isOver() ? -1 : step % seats;
        }

        public Decision decision() {
            return isOver() ? null : new Decision(toMove(), "add or trip");
        }

        public List<Choice> choices() {
            return isOver() ? List.of() : MOVES;
        }

        public void apply(Choice choice, EventSink events) {
            if (!choices().contains(choice)) {
                throw new IllegalChoiceException("'" + choice + "' is not a legal choice now");
            }
            if (choice instanceof Trip) {
                throw new IllegalStateException(TRIP_FAILURE);
            }
            int amount = ((Add) choice).amount();
            if (events.enabled()) {
                events.emit(new Added(toMove(), amount));
            }
            count += amount;
            step++;
        }

        public boolean isOver() {
            return count >= 10;
        }

        public Outcome outcome() {
            return isOver() ? new Outcome(List.of(), "counted to ten") : null;
        }

        public int step() {
            return step;
        }

        public State copy() {
            Count c = new Count(seats);
            c.count = count;
            c.step = step;
            return c;
        }

        public View view(int seat) {
            return new BrittleView(seat, count);
        }

        public State determinize(int seat, Rng rng) {
            return copy();
        }

        public long fingerprint() {
            return count * 1_000_003L + step;
        }
    }
}
