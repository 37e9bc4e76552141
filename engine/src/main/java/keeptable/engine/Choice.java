package keeptable.engine;

import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * One decision a player can make, however small. Each game declares a sealed interface extending
 * this one whose permitted subtypes are small immutable records of ids and numbers, never words; they
 * serialise to JSON with their simple class name in {@code "type"}. What a player reads comes from
 * {@link State#describe(Choice)}, which names cards and places from the state's own content.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public interface Choice {
    /**
     * The choice from its own fields alone, for logs, errors and tests, e.g. "buy card 12"; it reads
     * no content. Players see {@link State#describe(Choice)} instead.
     */
    String label();
}
