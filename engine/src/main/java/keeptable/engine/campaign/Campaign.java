package keeptable.engine.campaign;

import com.fasterxml.jackson.annotation.JsonIgnore;

/**
 * What a campaign game remembers from one game to the next: The Dead Keep's Talismans and Campaign
 * Level, Dead Cells' Mutation board and grown decks. An immutable record, written as JSON.
 */
public interface Campaign {
    /** One line for a player on where the campaign stands, e.g. "Quest 3 next, Campaign Level 2". */
    String summary();

    /** True once the campaign has nothing left to play. */
    @JsonIgnore
    default boolean isFinished() {
        return false;
    }
}
