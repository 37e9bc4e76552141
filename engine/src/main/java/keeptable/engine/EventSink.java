package keeptable.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * Where {@link State#apply(Choice, EventSink)} reports events. Rules code builds events only when
 * {@link #enabled()} is true, so simulations and bots pay nothing for them.
 */
public interface EventSink {
    EventSink NONE = new EventSink() {
        @Override
        public boolean enabled() {
            return false;
        }

        @Override
        public void emit(Event event) {
        }
    };

    boolean enabled();

    void emit(Event event);

    /** A sink that keeps every event, in order. */
    static Collector collect() {
        return new Collector();
    }

    final class Collector implements EventSink {
        private final List<Event> events = new ArrayList<>();

        @Override
        public boolean enabled() {
            return true;
        }

        @Override
        public void emit(Event event) {
            events.add(event);
        }

        public List<Event> events() {
            return events;
        }

        /** The events the given seat may see. */
        public List<Event> visibleTo(int seat) {
            List<Event> out = new ArrayList<>();
            for (Event e : events) {
                if (e.visibleTo(seat)) {
                    out.add(e);
                }
            }
            return out;
        }
    }
}
