package keeptable.lab.report;

/** What every HTML report needs: text made safe for HTML, and the opening of an inline SVG chart. */
public final class Html {
    public static final int CHART_WIDTH = 640;

    private Html() {
    }

    public static String esc(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }

    public static String svgOpen(int height) {
        return "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"" + CHART_WIDTH + "\" height=\"" + height
                + "\" viewBox=\"0 0 " + CHART_WIDTH + " " + height + "\">\n";
    }
}
