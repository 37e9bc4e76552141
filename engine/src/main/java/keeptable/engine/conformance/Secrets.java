package keeptable.engine.conformance;

import java.util.Map;
import keeptable.engine.State;

/**
 * What a game hides from each seat, declared for the conformance kit so that it can check that
 * {@link State#determinize} really resamples it. A determinize that returns a plain copy would
 * otherwise pass every other check, and bots would see the future.
 */
@FunctionalInterface
public interface Secrets {
    /**
     * The parts of {@code state} that {@code seat} cannot know, each hashed under a name ("hand of
     * seat 2", "Street deck order"). Only parts that another arrangement, consistent with what the seat
     * knows, could change belong here: an empty hand, a deck of one card, or cards whose whereabouts the
     * seat can work out are left out. The kit determinizes until every part has changed at least once.
     */
    Map<String, Long> hidden(State state, int seat);

    /** For games that hide nothing but their dice to come. */
    Secrets NONE = (state, seat) -> Map.of();
}
