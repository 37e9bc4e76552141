package keeptable.engine.content;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.UnaryOperator;
import keeptable.engine.Choice;

/**
 * A game's rules aid for players: the game's rules in short sections a player looks up (Markdown, in the game
 * module's resources as {@code rules-aid/ID.md}), and the game's one mapping ({@code rules-aid/ID-links.yaml})
 * from what the table shows to the section that explains it: every book section an event names
 * ({@code rules:}) and every kind of choice ({@code choices:}, by the choice record's simple name) to a
 * section's anchor. A section's anchor is its heading's words, lower case, joined by '-' ("Winning and
 * losing" is {@code winning-and-losing}). Loading fails with a {@link ContentException} when a file is
 * missing or a link names no section, so every link the table can show opens a section that is there.
 */
public final class RulesAid {
    /** A section of the aid: its heading (level 2 or 3), its anchor and its Markdown below the heading. */
    public record Section(String anchor, String title, int level, String body) {
    }

    private final String markdown;
    private final String title;
    private final List<Section> sections;
    private final Map<String, String> rules;
    private final Map<String, String> choices;

    private RulesAid(String markdown, String title, List<Section> sections, Map<String, String> rules,
                     Map<String, String> choices) {
        this.markdown = markdown;
        this.title = title;
        this.sections = List.copyOf(sections);
        this.rules = rules;
        this.choices = choices;
    }

    /**
     * The aid of the game {@code id}, read from the resources {@code owner}'s class loader sees, or null when there
     * is no {@code rules-aid/ID.md} at all (a game still being written); an aid that is there must be whole.
     */
    public static RulesAid load(Class<?> owner, String id) {
        String mdFile = "rules-aid/" + id + ".md";
        if (owner.getClassLoader().getResource(mdFile) == null) {
            return null;
        }
        return load(owner, id, UnaryOperator.identity());
    }

    /**
     * The aid of the game {@code id} as {@link #load(Class, String)} reads it, its Markdown first passed through
     * {@code edit} (a game adds the lists of its cards, drawn from its content); the files must be there.
     */
    public static RulesAid load(Class<?> owner, String id, UnaryOperator<String> edit) {
        String mdFile = "rules-aid/" + id + ".md";
        String linksFile = "rules-aid/" + id + "-links.yaml";
        return parse(mdFile, edit.apply(ContentSource.resourceText(owner, mdFile)), linksFile,
                ContentSource.resourceText(owner, linksFile));
    }

    /** An aid from its Markdown and its links' YAML, each named by {@code mdFile} and {@code linksFile} in errors. */
    public static RulesAid parse(String mdFile, String markdown, String linksFile, String linksYaml) {
        List<Section> sections = new ArrayList<>();
        String title = null;
        String anchor = null;
        String heading = null;
        int level = 0;
        StringBuilder body = new StringBuilder();
        boolean code = false;
        for (String line : (markdown + "\n## \n").split("\r?\n", -1)) {
            if (line.strip().startsWith("```")) {
                code = !code;
            }
            int hashes = code ? 0 : headingLevel(line);
            if (hashes == 1 && title == null) {
                title = line.substring(1).strip();
            } else if (hashes == 2 || hashes == 3) {
                if (anchor != null) {
                    sections.add(new Section(anchor, heading, level, body.toString().strip()));
                }
                heading = line.substring(hashes).strip();
                anchor = RuleRows.slug(heading);
                level = hashes;
                body.setLength(0);
                String taken = anchor;
                if (sections.stream().anyMatch(s -> s.anchor().equals(taken))) {
                    throw new ContentException(mdFile, heading, "two sections have this heading");
                }
            } else {
                body.append(line).append('\n');
            }
        }
        if (title == null || sections.isEmpty()) {
            throw new ContentException(mdFile, null, "expected a '# Title' and '## Section' headings");
        }
        RulesAid aid = new RulesAid(markdown, title, sections, new LinkedHashMap<>(), new LinkedHashMap<>());
        JsonNode links = readYaml(linksFile, linksYaml);
        aid.link(linksFile, links, "rules", aid.rules, true);
        aid.link(linksFile, links, "choices", aid.choices, false);
        return aid;
    }

    private void link(String file, JsonNode links, String field, Map<String, String> into, boolean slugKeys) {
        JsonNode map = links.get(field);
        if (map == null || !map.isObject()) {
            throw new ContentException(file, null, "expected a mapping '" + field + ":' of names to sections");
        }
        for (Iterator<Map.Entry<String, JsonNode>> it = map.fields(); it.hasNext(); ) {
            Map.Entry<String, JsonNode> e = it.next();
            String target = e.getValue().asText("");
            if (section(target) == null) {
                throw new ContentException(file, e.getKey(), "links to '" + target + "', which is no section's anchor");
            }
            into.put(slugKeys ? RuleRows.slug(e.getKey()) : e.getKey(), target);
        }
    }

    private static int headingLevel(String line) {
        int n = 0;
        while (n < line.length() && line.charAt(n) == '#') {
            n++;
        }
        return n > 0 && (n == line.length() || line.charAt(n) == ' ') ? n : 0;
    }

    /** The whole aid as Markdown. */
    public String markdown() {
        return markdown;
    }

    /** The aid's title (its '# ' heading). */
    public String title() {
        return title;
    }

    /** The sections in order. */
    public List<Section> sections() {
        return sections;
    }

    /** The section with this anchor, or null. */
    public Section section(String anchor) {
        for (Section s : sections) {
            if (s.anchor().equals(anchor)) {
                return s;
            }
        }
        return null;
    }

    /**
     * The anchor of the section that explains the book section an event names, or null when the links name
     * none: the link of the same words, else the first whose words begin with the rule's, else the first whose
     * words the rule's begin with ("Activation: Move" finds "Activation"); see {@link RuleRows#match}.
     */
    public String anchorForRule(String rule) {
        String key = RuleRows.match(List.copyOf(rules.keySet()), rule);
        return key == null ? null : rules.get(key);
    }

    /** The anchor of the section that explains a kind of choice, or null when the links name none. */
    public String anchorForChoice(Choice choice) {
        return choices.get(choice.getClass().getSimpleName());
    }

    /**
     * The section a player asks for by a topic's words ("combat", "win"): the section whose anchor is the
     * topic, else the first whose anchor begins with the topic's words, else the first whose heading or body
     * holds them (case ignored), else the section a book section of that name links to; null when none.
     */
    public Section find(String topic) {
        String want = RuleRows.slug(topic == null ? "" : topic);
        if (want.isEmpty()) {
            return null;
        }
        Section byAnchor = section(want);
        if (byAnchor != null) {
            return byAnchor;
        }
        for (Section s : sections) {
            if (s.anchor().startsWith(want)) {
                return s;
            }
        }
        String words = topic.strip().toLowerCase(Locale.ROOT);
        for (Section s : sections) {
            if (s.title().toLowerCase(Locale.ROOT).contains(words)) {
                return s;
            }
        }
        String rule = anchorForRule(topic);
        if (rule != null) {
            return section(rule);
        }
        for (Section s : sections) {
            if (s.body().toLowerCase(Locale.ROOT).contains(words)) {
                return s;
            }
        }
        return null;
    }

    private static JsonNode readYaml(String file, String yaml) {
        try {
            JsonNode tree = new ObjectMapper(new YAMLFactory()).readTree(yaml);
            if (tree == null || !tree.isObject()) {
                throw new ContentException(file, null, "expected a mapping of fields at the top of the file");
            }
            return tree;
        } catch (IOException e) {
            throw new ContentException(file, null, e.getMessage());
        }
    }
}
