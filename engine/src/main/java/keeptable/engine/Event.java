package keeptable.engine;

import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * Something that happened while a choice was applied: a die rolled, a card drawn, a pawn moved.
 * Events drive logs, user interfaces and explanations. Each game declares a sealed interface of
 * records extending this one.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public interface Event {
    /** Words for the game log. */
    String text();

    /** The section of the book whose rule caused this event, or null. */
    default String rule() {
        return null;
    }

    /** Whether the given seat may see this event; public unless a game says otherwise. */
    default boolean visibleTo(int seat) {
        return true;
    }
}
