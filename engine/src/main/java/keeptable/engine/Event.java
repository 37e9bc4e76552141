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

    /**
     * Whether this event brings to light, for a seat that may see it, something that was hidden from that
     * seat until now: a card drawn (even one only its drawer sees), a face-down tile or card turned up, the
     * next card of a deck learned, a card of a hidden hand shown, played face down or discarded, or anything
     * learned about a hidden hand. A die roll needs no flag: the state's random stream moved. A choice that
     * reports a revealing event can never be taken back ({@link UndoRule}). Default: reveals nothing.
     */
    default boolean reveals() {
        return false;
    }
}
