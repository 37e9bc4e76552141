package keeptable.engine.conformance;

import java.util.List;
import java.util.function.BiFunction;
import keeptable.engine.Choice;
import keeptable.engine.Event;
import keeptable.engine.Rng;
import keeptable.engine.State;
import keeptable.engine.View;

/**
 * The undo rule trusts a game's events to say when a choice brought something hidden to light ({@link
 * Event#reveals()}); this checks that trust. A choice that drew no chance and reported no revealing event must show
 * no seat anything it could not know before: played in every world that seat thinks possible (its determinizations),
 * the choice must leave that seat's view the same as it is after the real choice, and must be legal there unless the
 * seat perceives nothing of it (no event it may see, no change in its view). A card drawn
 * from a deck already shuffled, a peek at the next card or a hidden room searched all fail it unless their event
 * says it reveals - and then no one can take such a choice back to learn for free.
 */
public final class RevealAudit {
    /** Worlds tried for each seat. */
    static final int WORLDS = 3;

    private RevealAudit() {
    }

    /**
     * Checks the choice that took {@code before} to {@code after}, reporting {@code events}; {@code words} writes a
     * seat's view as text (the kit writes JSON) so two views can be compared. Choices that drew chance or reported a
     * revealing event are not checked: the undo rule never takes them back.
     */
    public static void check(State before, Choice choice, State after, List<Event> events, Rng rng,
                             BiFunction<View, Integer, String> words, String at) {
        long drawn = before.chanceDraws();
        if (drawn < 0 || after.chanceDraws() != drawn || after.isOver()) {
            return;
        }
        for (Event e : events) {
            if (e.reveals()) {
                return;
            }
        }
        for (int seat = 0; seat < before.seats(); seat++) {
            String seen = words.apply(after.view(seat), seat);
            boolean perceived = !seen.equals(words.apply(before.view(seat), seat));
            for (Event e : events) {
                perceived |= e.visibleTo(seat);
            }
            for (int w = 0; w < WORLDS; w++) {
                State world = before.determinize(seat, rng);
                if (!world.choices().contains(choice)) {
                    if (!perceived) {
                        continue; // a step it cannot see (a trade offer being put together) shows it nothing
                    }
                    throw new AssertionError(at + ": '" + before.describe(choice) + "' is legal in only some of the"
                            + " worlds seat " + seat + " thinks possible, so playing it shows that seat something"
                            + " hidden, yet no event of it says it reveals anything (Event.reveals)");
                }
                world.apply(choice);
                String there = words.apply(world.view(seat), seat);
                if (!there.equals(seen)) {
                    throw new AssertionError(at + ": '" + before.describe(choice) + "' drew no chance and no event of"
                            + " it says it reveals anything (Event.reveals), yet what seat " + seat + " sees after it"
                            + " depends on what that seat could not know before, so undo would let it learn for free:"
                            + "\n  seen:          " + seen + "\n  in a world it thought possible: " + there);
                }
            }
        }
    }
}
