package keeptable.engine.conformance;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import keeptable.engine.Choice;
import keeptable.engine.Game;
import keeptable.engine.module.GameModule;

/**
 * Every kind of choice a game has is headed in the game's own words ({@link Game#choiceHeading}): each record type
 * its sealed choice interface permits, through any sealed interface between, has a heading, no two kinds share one
 * (two groups on the table would read alike) and none holds a developer's word (a class or record name).
 */
public final class ChoiceHeadings {
    private ChoiceHeadings() {
    }

    /** The record types of the game's choices, in the order the sealed interfaces permit them. */
    public static List<Class<? extends Choice>> kinds(GameModule game) {
        List<Class<? extends Choice>> out = new ArrayList<>();
        collect(game.choiceType(), out);
        return out;
    }

    private static void collect(Class<? extends Choice> type, List<Class<? extends Choice>> out) {
        if (!type.isSealed()) {
            out.add(type);
            return;
        }
        for (Class<?> sub : type.getPermittedSubclasses()) {
            collect(sub.asSubclass(Choice.class), out);
        }
    }

    /** Fails naming the first kind of choice that has no heading, shares one, or holds a developer's word. */
    public static void check(GameModule game) {
        Map<String, String> byHeading = new HashMap<>();
        for (Class<? extends Choice> kind : kinds(game)) {
            String heading = game.choiceHeading(kind);
            String name = kind.getSimpleName();
            if (heading == null || heading.isBlank()) {
                throw new AssertionError(game.id() + ": the choices '" + name + "' have no heading in the game's words");
            }
            List<String> code = RulesAidCheck.codeWords(heading);
            if (!code.isEmpty()) {
                throw new AssertionError(game.id() + ": the heading of '" + name + "' holds a developer's word: "
                        + heading);
            }
            String other = byHeading.put(heading, name);
            if (other != null) {
                throw new AssertionError(game.id() + ": the choices '" + other + "' and '" + name
                        + "' have the same heading '" + heading + "'");
            }
        }
    }
}
