package keeptable.lab;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import keeptable.engine.SetupException;
import keeptable.engine.content.ContentSource;

/**
 * A game's content with a designer's {@link ContentEdit}s laid over it: each edited file is read from
 * the base source, changed and handed on as YAML; the others pass through untouched. An edit that
 * points at no entry, no field, or gives a value of the wrong kind is refused naming what is wrong;
 * {@link #checkAllRead()} refuses an edit of a file the game never read.
 */
final class EditedContent implements ContentSource {
    private static final ObjectMapper YAML = new ObjectMapper(new YAMLFactory());
    private final ContentSource base;
    private final List<ContentEdit> edits;
    private final Set<String> read = new TreeSet<>();
    /** What the edits changed, each value once, in the order met. */
    private final Set<ContentChange> changes = new java.util.LinkedHashSet<>();

    EditedContent(ContentSource base, List<ContentEdit> edits) {
        this.base = base;
        this.edits = List.copyOf(edits);
    }

    @Override
    public synchronized InputStream open(String file) throws IOException {
        read.add(file);
        List<ContentEdit> mine = edits.stream().filter(e -> e.file().equals(file)).toList();
        if (mine.isEmpty()) {
            return base.open(file);
        }
        JsonNode tree;
        try (InputStream in = base.open(file)) {
            tree = YAML.readTree(in);
        }
        for (ContentEdit e : mine) {
            apply(tree, e, changes);
        }
        return new ByteArrayInputStream(YAML.writeValueAsBytes(tree));
    }

    /** Refuses the edits of files the game did not read (a misspelt or foreign file name). */
    synchronized void checkAllRead() {
        for (ContentEdit e : edits) {
            if (!read.contains(e.file())) {
                throw new SetupException("--set " + e.spec() + ": the game reads no file '" + e.file()
                        + "' (it reads " + String.join(", ", read) + ")");
            }
        }
    }

    /** The values the edits changed (an edit that set a value to what it was changed nothing). */
    synchronized List<ContentChange> changes() {
        return List.copyOf(changes);
    }

    private static void apply(JsonNode root, ContentEdit e, Set<ContentChange> changes) {
        List<String> path = e.path();
        if (path.size() == 1 && !(root instanceof ObjectNode o && o.has(path.get(0)))) {
            throw refused(e, e.file() + " has no top-level field '" + path.get(0) + "'"
                    + (root instanceof ObjectNode o ? " (it has " + fieldNames(o) + ")" : ""));
        }
        if (path.size() > 1 && path.get(0).equals("*")) {
            List<JsonNode> all = new ArrayList<>();
            find(root, null, all);
            int changed = 0;
            for (JsonNode entry : all) {
                if (reach(entry, path) != null && child(reach(entry, path), path.get(path.size() - 1)) != null) {
                    set(root, entry, e, changes);
                    changed++;
                }
            }
            if (changed == 0) {
                throw refused(e, "no entry of " + e.file() + " has the field '"
                        + String.join(".", path.subList(1, path.size())) + "'");
            }
            return;
        }
        set(root, path.size() == 1 ? root : entry(root, e), e, changes);
    }

    /** The node holding the edit's last field, from {@code entry} down the middle of the path; null if absent. */
    private static JsonNode reach(JsonNode entry, List<String> path) {
        JsonNode node = entry;
        for (int i = 1; i < path.size() - 1 && node != null; i++) {
            node = child(node, path.get(i));
        }
        return node;
    }

    private static void set(JsonNode root, JsonNode entry, ContentEdit e, Set<ContentChange> changes) {
        List<String> path = e.path();
        JsonNode node = entry;
        for (int i = 1; i < path.size() - 1; i++) {
            JsonNode next = child(node, path.get(i));
            if (next == null) {
                throw refused(e, "'" + String.join(".", path.subList(0, i)) + "' has no field '" + path.get(i) + "'");
            }
            node = next;
        }
        String last = path.get(path.size() - 1);
        JsonNode old = child(node, last);
        if (old == null && !(node instanceof ObjectNode && fieldNamedAnywhere(root, last))) {
            throw refused(e, "'" + String.join(".", path.subList(0, path.size() - 1)) + "' has no field '" + last
                    + "'" + (node instanceof ObjectNode o ? " (it has " + fieldNames(o) + ")" : ""));
        }
        JsonNode value = value(e, old);
        if (!value.equals(old)) {
            String name = entry == root ? ""
                    : (path.get(0).equals("*") ? entry.path("id").asText(entry.path("number").asText("?"))
                    : path.get(0)) + ".";
            changes.add(new ContentChange(e.spec(), e.file(), name + String.join(".", path.subList(1, path.size()))
                    + (path.size() == 1 ? path.get(0) : ""), old == null ? "(none)" : old.asText(), value.asText()));
        }
        if (node instanceof ObjectNode o) {
            o.set(last, value);
        } else {
            ((ArrayNode) node).set(Integer.parseInt(last), value);
        }
    }

    /** The entry named first: a top-level field of that name, or the one entry whose id (or number) it is. */
    private static JsonNode entry(JsonNode root, ContentEdit e) {
        String name = e.path().get(0);
        if (root instanceof ObjectNode o && o.has(name)) {
            return o.get(name);
        }
        List<JsonNode> found = new ArrayList<>();
        find(root, name, found);
        if (found.isEmpty()) {
            throw refused(e, e.file() + " has no entry '" + name + "'");
        }
        if (found.size() > 1) {
            throw refused(e, e.file() + " has " + found.size() + " entries '" + name + "'; it cannot tell which");
        }
        return found.get(0);
    }

    /** Collects the entries whose id (or number) is {@code name}, or every entry with one when name is null. */
    private static void find(JsonNode node, String name, List<JsonNode> found) {
        if (node instanceof ObjectNode o) {
            boolean named = o.has("id") || o.has("number");
            if (named && (name == null || name.equals(o.path("id").asText(null))
                    || name.equals(o.path("number").asText(null)))) {
                found.add(o);
            }
        }
        if (node.isContainerNode()) {
            node.forEach(child -> find(child, name, found));
        }
    }

    private static JsonNode child(JsonNode node, String name) {
        if (node instanceof ArrayNode a) {
            try {
                int i = Integer.parseInt(name);
                return i >= 0 && i < a.size() ? a.get(i) : null;
            } catch (NumberFormatException notIndex) {
                return null;
            }
        }
        return node.get(name);
    }

    private static boolean fieldNamedAnywhere(JsonNode node, String field) {
        if (node instanceof ObjectNode o && o.has(field)) {
            return true;
        }
        for (JsonNode child : node) {
            if (child.isContainerNode() && fieldNamedAnywhere(child, field)) {
                return true;
            }
        }
        return false;
    }

    private static String fieldNames(ObjectNode o) {
        List<String> names = new ArrayList<>();
        o.fieldNames().forEachRemaining(names::add);
        return String.join(", ", names);
    }

    /** The new value, of the kind the old one was (a number stays a number, yes/no stays yes/no). */
    private static JsonNode value(ContentEdit e, JsonNode old) {
        JsonNode parsed;
        try {
            parsed = YAML.readTree(e.value());
        } catch (IOException bad) {
            parsed = null;
        }
        if (old == null) {
            return parsed != null && parsed.isValueNode() ? parsed : TextNode.valueOf(e.value());
        }
        if (old.isContainerNode()) {
            throw refused(e, "it is a " + (old.isArray() ? "list" : "mapping")
                    + "; name one of its " + (old.isArray() ? "positions (from 0)" : "fields"));
        }
        if (old.isNumber() && (parsed == null || !parsed.isNumber())) {
            throw refused(e, "'" + e.value() + "' is not a number");
        }
        if (old.isIntegralNumber() && !parsed.isIntegralNumber()) {
            throw refused(e, "'" + e.value() + "' is not a whole number");
        }
        if (old.isBoolean() && (parsed == null || !parsed.isBoolean())) {
            throw refused(e, "'" + e.value() + "' is not true or false");
        }
        return old.isTextual() ? TextNode.valueOf(e.value()) : parsed;
    }

    private static SetupException refused(ContentEdit e, String why) {
        return new SetupException("--set " + e.spec() + ": " + why);
    }
}
