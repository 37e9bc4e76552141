package keeptable.engine.conformance;

/**
 * The code of a Java source with its comments and the insides of its literals left out, so a name in a comment,
 * a string, a text block or a character is never read as a use. Comments become a space, strings and text blocks
 * {@code ""}, characters {@code ' '}; everything else is kept as it was.
 */
final class JavaText {
    private JavaText() {
    }

    static String code(String text) {
        StringBuilder out = new StringBuilder(text.length());
        int i = 0;
        int n = text.length();
        while (i < n) {
            char c = text.charAt(i);
            char next = i + 1 < n ? text.charAt(i + 1) : '\0';
            if (c == '/' && next == '/') {
                i = text.indexOf('\n', i);
                i = i < 0 ? n : i;
                out.append(' ');
            } else if (c == '/' && next == '*') {
                int end = text.indexOf("*/", i + 2);
                i = end < 0 ? n : end + 2;
                out.append(' ');
            } else if (text.startsWith("\"\"\"", i)) {
                i = closing(text, i + 3, "\"\"\"");
                out.append("\"\"");
            } else if (c == '"') {
                i = closing(text, i + 1, "\"");
                out.append("\"\"");
            } else if (c == '\'') {
                i = closing(text, i + 1, "'");
                out.append("' '");
            } else {
                out.append(c);
                i++;
            }
        }
        return out.toString();
    }

    /** The index just past the first unescaped {@code quote} from {@code from} (or the end of the text). */
    private static int closing(String text, int from, String quote) {
        int i = from;
        while (i < text.length()) {
            if (text.charAt(i) == '\\') {
                i += 2;
            } else if (text.startsWith(quote, i)) {
                return i + quote.length();
            } else {
                i++;
            }
        }
        return text.length();
    }
}
