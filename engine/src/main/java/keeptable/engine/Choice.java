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
     * The heading over a group of choices of {@code kind} in {@code game}: the game's own words
     * ({@link Game#choiceHeading}), else, for a game that words none, the record's name split into words
     * ("SwapGoal" is "Swap goal").
     */
    static String heading(Game game, Class<? extends Choice> kind) {
        String words = game.choiceHeading(kind);
        return words != null ? words : nameInWords(kind);
    }

    private static String nameInWords(Class<?> kind) {
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
