package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * Text a client sends, checked before it reaches a log line or the store: no control characters (a
 * NUL, which PostgreSQL refuses; a CR or LF, which would forge a log line), and bounded lengths.
 */
final class Text {
    private static final int LONGEST_OPTION = 200;

    private Text() {
    }

    /**
     * The trimmed text of field {@code name} of {@code node}, or {@code absent} when it is missing or
     * null; refuses (400, naming {@code label}) anything but a string, a control character, or more
     * than {@code longest} characters.
     */
    static String field(JsonNode node, String name, String label, String absent, int longest) {
        JsonNode v = node.get(name);
        if (v == null || v.isNull()) {
            return absent;
        }
        if (!v.isTextual()) {
            throw new ApiError(400, label + " must be a string");
        }
        return checked(v.asText().trim(), label, longest);
    }

    /** The text itself, if it has no control character and at most {@code longest} characters; else a 400. */
    static String checked(String text, String label, int longest) {
        if (text.length() > longest) {
            throw new ApiError(400, label + " has at most " + longest + " characters");
        }
        if (text.chars().anyMatch(Character::isISOControl)) {
            throw new ApiError(400, label + " must not hold control characters (such as a line break or NUL)");
        }
        return text;
    }

    /** The body's {@code options}: an object of option names and values (strings, numbers or booleans). */
    static Map<String, String> options(JsonNode body) {
        Map<String, String> options = new LinkedHashMap<>();
        JsonNode o = body.get("options");
        if (o == null || o.isNull()) {
            return options;
        }
        if (!o.isObject()) {
            throw new ApiError(400, "options must be a JSON object");
        }
        for (Map.Entry<String, JsonNode> e : o.properties()) {
            String key = checked(e.getKey(), "an option's name", LONGEST_OPTION);
            if (!e.getValue().isValueNode()) {
                throw new ApiError(400, "option " + key + " must be a string, a number or true/false");
            }
            options.put(key, checked(e.getValue().asText("").trim(), "option " + key, LONGEST_OPTION));
        }
        return options;
    }

    /** Text safe for a log line or a message: control characters are written as escapes. */
    static String quoted(String text) {
        if (text == null) {
            return "null";
        }
        StringBuilder b = new StringBuilder(text.length());
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            switch (c) {
                case '\n' -> b.append("\\n");
                case '\r' -> b.append("\\r");
                case '\t' -> b.append("\\t");
                case '"' -> b.append("\\\"");
                case '\\' -> b.append("\\\\");
                default -> {
                    if (Character.isISOControl(c)) {
                        b.append(String.format("\\u%04x", (int) c));
                    } else {
                        b.append(c);
                    }
                }
            }
        }
        return b.toString();
    }
}
