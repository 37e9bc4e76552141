package keeptable.engine;

import java.util.ArrayList;
import java.util.List;

/**
 * One option a game offers when it is set up: its name on the command line and in the lobby, a label,
 * what kind of value it takes, the values allowed, and what happens without it, in words. A game lists
 * its options once ({@link Game#options()}); the command line's help and errors, the lobby's fields and
 * the checking of a setup all read that list.
 *
 * @param byDefault what the game does when the option is not given, in words ("Tutorial", "the last seat")
 * @param help      one line on what the option does
 */
public record GameOption(String name, String label, Kind kind, List<Value> values, int min, int max,
                         String byDefault, String help) {
    /** What a value may be. */
    public enum Kind {
        /** one of {@link #values}, by its id */
        ONE_OF,
        /** a whole number from {@link #min} to {@link #max} */
        NUMBER,
        /** one or more of {@link #values}, separated by commas, each by its id or its words in any case */
        LIST_OF,
        /** text the game reads itself (it refuses a bad one when the game is set up) */
        TEXT
    }

    /** An allowed value and its words. */
    public record Value(String id, String words) {
    }

    public GameOption {
        values = List.copyOf(values);
        if (name == null || name.isBlank() || name.contains("=") || name.contains(",")) {
            throw new IllegalArgumentException("a bad option name: " + name);
        }
        if ((kind == Kind.ONE_OF || kind == Kind.LIST_OF) && values.isEmpty()) {
            throw new IllegalArgumentException("option " + name + " allows no value");
        }
    }

    public static GameOption oneOf(String name, String label, String byDefault, String help, List<Value> values) {
        return new GameOption(name, label, Kind.ONE_OF, values, 0, 0, byDefault, help);
    }

    public static GameOption number(String name, String label, int min, int max, String byDefault, String help) {
        return new GameOption(name, label, Kind.NUMBER, List.of(), min, max, byDefault, help);
    }

    public static GameOption listOf(String name, String label, String byDefault, String help, List<Value> values) {
        return new GameOption(name, label, Kind.LIST_OF, values, 0, 0, byDefault, help);
    }

    public static GameOption text(String name, String label, String byDefault, String help) {
        return new GameOption(name, label, Kind.TEXT, List.of(), 0, 0, byDefault, help);
    }

    /** Why {@code value} cannot be this option's value, in words, or null when it can. */
    public String refusal(String value) {
        if (value == null || value.isBlank()) {
            return "it needs a value";
        }
        switch (kind) {
            case ONE_OF:
                return isId(value.trim()) ? null : "'" + value + "' is not one of " + ids();
            case NUMBER:
                try {
                    int n = Integer.parseInt(value.trim());
                    return n >= min && n <= max ? null : n + " is not from " + min + " to " + max;
                } catch (NumberFormatException e) {
                    return "'" + value + "' is not a whole number from " + min + " to " + max;
                }
            case LIST_OF:
                for (String part : value.split(",")) {
                    if (!names(part)) {
                        return "'" + part.trim() + "' is not one of " + ids();
                    }
                }
                return null;
            default:
                return null;
        }
    }

    /** What the option takes, in a few words: "one of crypt, catacombs, barrow", "1 to 200". */
    public String takes() {
        return switch (kind) {
            case ONE_OF -> "one of " + ids();
            case NUMBER -> min + " to " + max;
            case LIST_OF -> "a comma-separated list of " + ids();
            case TEXT -> "text";
        };
    }

    private boolean isId(String id) {
        for (Value v : values) {
            if (v.id().equals(id)) {
                return true;
            }
        }
        return false;
    }

    /** Whether {@code part} names a value: its id or its words, in any case, spaces and hyphens alike. */
    private boolean names(String part) {
        String key = plain(part);
        for (Value v : values) {
            if (plain(v.id()).equals(key) || plain(v.words()).equals(key)) {
                return true;
            }
        }
        return false;
    }

    private static String plain(String s) {
        return s.trim().toLowerCase(java.util.Locale.ROOT).replace(' ', '-');
    }

    private String ids() {
        List<String> ids = new ArrayList<>();
        for (Value v : values) {
            ids.add(v.id());
        }
        return String.join(", ", ids);
    }
}
