package keeptable.server;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import keeptable.engine.content.RuleRows;

/**
 * A game's rules notes (docs/games/ID.md) as a plain HTML page: headings, paragraphs, lists, tables and
 * inline code. Every character of the notes is escaped, so nothing in them can become markup or script;
 * links keep only their words. Headings get ids ("notes-readings-chosen"), and so do the rows of the table
 * that maps book sections to code, from the section's name before its colon ("rule-conflict"), so a log
 * line can point at the row that treats its rule ({@link #anchorFor}).
 */
final class RulesNotes {
    /** A link's target in parentheses, which may hold one pair of its own: (javascript:alert(1)). */
    private static final String TARGET = "\\((?:[^()]|\\([^()]*\\))*\\)";
    private static final Pattern INLINE = Pattern.compile("`([^`]*)`|\\*\\*([^*]+)\\*\\*|\\[([^\\]]*)\\]" + TARGET);

    private final StringBuilder body = new StringBuilder();
    private final Set<String> ids = new LinkedHashSet<>();
    private final List<String> para = new ArrayList<>();
    private String title = "Rules notes";
    private boolean inList;
    private boolean inTable;
    /** Whether the open table maps book sections (its first column is "book section"): its rows get ids. */
    private boolean bookTable;
    private boolean inCode;

    /** The page for notes written in Markdown. */
    static String page(String markdown) {
        RulesNotes n = new RulesNotes();
        for (String line : markdown.split("\r?\n", -1)) {
            n.line(line);
        }
        n.closeBlocks();
        return n.html();
    }

    /** The ids on the page for these notes, in order (headings' and table rows'). */
    static List<String> ids(String markdown) {
        RulesNotes n = new RulesNotes();
        for (String line : markdown.split("\r?\n", -1)) {
            n.line(line);
        }
        return List.copyOf(n.ids);
    }

    /**
     * The id of the place the notes treat the book section named {@code rule}: the row or heading named so,
     * else the first whose name begins with it ("Retreat" finds "Retreat 1-6"), else the first whose name it
     * begins with ("Winning the Game" finds "Winning"); null when none.
     */
    static String anchorFor(List<String> ids, String rule) {
        List<String> rows = ids.stream().filter(id -> id.startsWith("rule-")).map(id -> id.substring(5)).toList();
        String row = RuleRows.match(rows, rule);
        return row == null ? null : "rule-" + row;
    }

    static String slug(String s) {
        return RuleRows.slug(s);
    }

    private void line(String line) {
        String t = line.strip();
        if (t.startsWith("```")) {
            closeBlocks();
            inCode = !inCode;
            body.append(inCode ? "<pre tabindex=\"0\"><code>" : "</code></pre>\n");
            return;
        }
        if (inCode) {
            body.append(escape(line)).append('\n');
        } else if (t.isEmpty()) {
            closeBlocks();
        } else if (t.startsWith("#")) {
            heading(t);
        } else if (t.startsWith("|")) {
            tableRow(t);
        } else if (t.startsWith("- ") || t.startsWith("* ")) {
            listItem(t.substring(2));
        } else if (inList && line.startsWith("  ")) {
            body.append(' ').append(inline(t));
        } else {
            closeList();
            closeTable();
            para.add(t);
        }
    }

    private void heading(String t) {
        closeBlocks();
        int level = 0;
        while (level < t.length() && t.charAt(level) == '#') {
            level++;
        }
        String words = t.substring(level).strip();
        if (level == 1) {
            title = words.replace("`", "");
        }
        int h = Math.min(level, 6);
        body.append("<h").append(h).append(idAttr("notes-", words)).append('>').append(inline(words))
                .append("</h").append(h).append(">\n");
    }

    private void tableRow(String t) {
        closeParagraph();
        closeList();
        String inner = t.substring(1, t.endsWith("|") && t.length() > 1 ? t.length() - 1 : t.length());
        String[] cells = inner.split("(?<!\\\\)\\|", -1);
        if (inner.strip().matches("[-:| ]+")) {
            return;  // the line under the header
        }
        if (!inTable) {
            body.append("<div class=\"wide\" tabindex=\"0\" role=\"region\" aria-label=\"table\"><table>\n<tr>");
            for (String c : cells) {
                body.append("<th scope=\"col\">").append(inline(c.strip())).append("</th>");
            }
            body.append("</tr>\n");
            inTable = true;
            bookTable = slug(cells[0]).startsWith("book-section");
            return;
        }
        String first = cells[0].strip();
        int colon = first.indexOf(':');
        String name = (colon > 0 ? first.substring(0, colon) : first).replaceAll("`", "");
        body.append("<tr").append(bookTable ? idAttr("rule-", name) : "").append('>');
        for (String c : cells) {
            body.append("<td>").append(inline(c.strip().replace("\\|", "|"))).append("</td>");
        }
        body.append("</tr>\n");
    }

    private void listItem(String words) {
        closeParagraph();
        closeTable();
        if (!inList) {
            body.append("<ul>\n");
            inList = true;
        } else {
            body.append("</li>\n");
        }
        body.append("<li>").append(inline(words));
    }

    /** An id attribute for a place named so, unless the name gives none or an earlier one took it. */
    private String idAttr(String prefix, String name) {
        String id = prefix + slug(name.replaceAll("\\[([^\\]]*)\\]" + TARGET, "$1"));
        if (id.equals(prefix) || !ids.add(id)) {
            return "";
        }
        return " id=\"" + id + "\"";
    }

    private void closeBlocks() {
        closeParagraph();
        closeList();
        closeTable();
    }

    private void closeParagraph() {
        if (!para.isEmpty()) {
            body.append("<p>").append(inline(String.join(" ", para))).append("</p>\n");
            para.clear();
        }
    }

    private void closeList() {
        if (inList) {
            body.append("</li>\n</ul>\n");
            inList = false;
        }
    }

    private void closeTable() {
        if (inTable) {
            body.append("</table></div>\n");
            inTable = false;
        }
    }

    /** Escaped words with `code`, **bold** and a link's words (never its target). */
    static String inline(String s) {
        StringBuilder out = new StringBuilder();
        Matcher m = INLINE.matcher(s);
        int at = 0;
        while (m.find()) {
            out.append(escape(s.substring(at, m.start())));
            if (m.group(1) != null) {
                out.append("<code>").append(escape(m.group(1))).append("</code>");
            } else if (m.group(2) != null) {
                out.append("<strong>").append(escape(m.group(2))).append("</strong>");
            } else {
                out.append(escape(m.group(3)));
            }
            at = m.end();
        }
        return out.append(escape(s.substring(at))).toString();
    }

    static String escape(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '&' -> out.append("&amp;");
                case '"' -> out.append("&quot;");
                case '\'' -> out.append("&#39;");
                default -> out.append(c);
            }
        }
        return out.toString();
    }

    private String html() {
        return "<!doctype html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">"
                + "<title>" + escape(title) + "</title><style>" + STYLE + "</style></head>\n"
                + "<body><main>\n" + body + "</main></body></html>\n";
    }

    private static final String STYLE = "body{font:16px/1.45 system-ui,sans-serif;color:#1b1b1b;background:#fff;margin:0}"
            + "main{max-width:62rem;margin:0 auto;padding:1rem}"
            + ".wide{overflow-x:auto}table{border-collapse:collapse;font-size:.9rem}"
            + "th,td{border:1px solid #999;padding:.3rem .4rem;vertical-align:top;text-align:left}"
            + "code{background:#f0f0f0;padding:0 .2rem;overflow-wrap:anywhere}pre{overflow-x:auto;background:#f0f0f0;padding:.5rem}"
            + ":target{background:#fff3b0;outline:3px solid #8a5a00}";
}
