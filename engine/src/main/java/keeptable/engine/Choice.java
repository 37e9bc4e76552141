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

    /**
     * A kind of choice (a record type of a game's choices) in words, as the table heads a group of such choices
     * and the lab names it: a space before each capital but the first, lower-cased ("SwapGoal" is "Swap goal").
     */
    static String kindWords(Class<?> kind) {
        String name = kind.getSimpleName();
        StringBuilder words = new StringBuilder();
        for (int i = 0; i < name.length(); i++) {
            char ch = name.charAt(i);
            if (i > 0 && Character.isUpperCase(ch)) {
                words.append(' ').append(Character.toLowerCase(ch));
            } else {
                words.append(ch);
            }
        }
        return words.isEmpty() ? "Choices" : words.toString();
    }
}
