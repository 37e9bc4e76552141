package keeptable.engine;

import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * One decision a player can make, however small. Each game declares a sealed interface extending
 * this one whose permitted subtypes are small immutable records; they serialise to JSON with their
 * simple class name in {@code "type"}.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
public interface Choice {
    /** Words for a player, e.g. "Buy Ruby Ring for $100". */
    String label();
}
