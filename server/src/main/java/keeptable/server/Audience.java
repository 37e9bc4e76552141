package keeptable.server;

import keeptable.engine.Event;
import keeptable.engine.View;

/**
 * Who may hear what. A seat hears the events its game shows it ({@link Event#visibleTo}); a
 * spectator hears only what every seat may hear, so nothing a spectator learns is anybody's secret.
 * The one rule for live messages and replays alike.
 */
final class Audience {
    /** The seat number of a spectator. */
    static final int SPECTATOR = View.SPECTATOR;

    private Audience() {
    }

    static boolean hears(Event e, int seat, int seats) {
        if (seat >= 0) {
            return e.visibleTo(seat);
        }
        for (int s = 0; s < seats; s++) {
            if (!e.visibleTo(s)) {
                return false;
            }
        }
        return true;
    }
}
