package keeptable.lab.report;

/** Quotes CSV fields (RFC 4180) when they hold a comma, quote or line break. */
public final class Csv {
    private Csv() {
    }

    public static String field(Object value) {
        String s = String.valueOf(value);
        if (s.contains(",") || s.contains("\"") || s.contains("\n") || s.contains("\r")) {
            return "\"" + s.replace("\"", "\"\"") + "\"";
        }
        return s;
    }

    public static String row(Object... values) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < values.length; i++) {
            if (i > 0) {
                b.append(',');
            }
            b.append(field(values[i]));
        }
        return b.toString();
    }
}
