package keeptable.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import keeptable.engine.content.RulesAid;

/**
 * The game's rules aid for players at the terminal ({@code rules [topic]}): the list of its sections, or the section
 * a topic's words find, as plain text (the same aid the browser's rules page shows).
 */
final class RulesAidText {
    private final PrintWriter out;
    private final RulesAid aid;

    RulesAidText(PrintWriter out, RulesAid aid) {
        this.out = out;
        this.aid = aid;
    }

    /** Shows the section {@code topic} finds, or the list of sections when the topic is blank or finds none. */
    void show(String topic) {
        if (aid == null) {
            out.println("This game has no rules aid yet.");
            return;
        }
        if (!topic.isBlank()) {
            RulesAid.Section s = aid.find(topic);
            if (s != null) {
                out.println(s.title().toUpperCase(java.util.Locale.ROOT));
                out.println(plain(s.body()));
                RulesAid.Section next = following(s);
                if (next != null && next.level() > s.level()) {
                    out.println("(more under: " + subsections(s) + ")");
                }
                return;
            }
            out.println("No section of the rules is about \"" + topic + "\".");
        }
        out.println(aid.title() + ". Type rules and a topic, e.g. rules " + aid.sections().get(0).title().toLowerCase(
                java.util.Locale.ROOT) + ". Sections:");
        StringBuilder line = new StringBuilder();
        for (RulesAid.Section s : aid.sections()) {
            line.append(line.isEmpty() ? "  " : " · ").append(s.title());
        }
        out.println(line);
    }

    private RulesAid.Section following(RulesAid.Section s) {
        int i = aid.sections().indexOf(s);
        return i + 1 < aid.sections().size() ? aid.sections().get(i + 1) : null;
    }

    private String subsections(RulesAid.Section s) {
        StringBuilder names = new StringBuilder();
        for (int i = aid.sections().indexOf(s) + 1; i < aid.sections().size() && aid.sections().get(i).level() > s.level();
             i++) {
            names.append(names.isEmpty() ? "" : ", ").append(aid.sections().get(i).title());
        }
        return names.toString();
    }

    /** Markdown as terminal text: no emphasis marks, a table's rows as lines of cells, no rule under its header. */
    static String plain(String markdown) {
        StringBuilder out = new StringBuilder();
        for (String line : markdown.split("\n")) {
            String t = line.strip();
            if (t.matches("\\|[-:| ]+\\|")) {
                continue;
            }
            if (t.startsWith("|") && t.endsWith("|") && t.length() > 1) {
                List<String> cells = new ArrayList<>();
                for (String c : t.substring(1, t.length() - 1).split("\\|")) {
                    cells.add(c.strip());
                }
                line = "  " + String.join("  /  ", cells);
            }
            out.append(line).append('\n');
        }
        return out.toString().replace("**", "").stripTrailing();
    }
}
