package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import keeptable.engine.SetupException;
import keeptable.engine.content.ContentException;
import keeptable.engine.content.ContentSource;
import keeptable.engine.module.GameModule;
import keeptable.engine.module.GameModules;

/**
 * A game's content as the Lab page's forms: every file the game reads, and in it every value a designer can
 * change, each with the address a {@code --set} edit gives it ({@code monsters.yaml:dragon.penalty}), the
 * entry and field it belongs to and the value the game ships with. An entry is named by its id (or its number,
 * The Keep's cards) where that is unique in its file, else by the top-level field it sits under and its position.
 */
final class LabContent {
    /** One value a designer can change. */
    record Field(String target, String entry, String field, String value, String kind) {
    }

    /** A content file and its values, in the order the file gives them. */
    record File(String name, List<Field> fields) {
    }

    private final Map<String, List<File>> forms = new ConcurrentHashMap<>();
    private final Map<String, Path> folders;

    /** {@code folders}: the designer's folder a game is served from, by game id (the others: their own content). */
    LabContent(Map<String, Path> folders) {
        this.folders = Map.copyOf(folders);
    }

    /** Where the game's content is read from: the designer's folder it is served from, else its jar. */
    Path folder(String game) {
        return folders.get(game);
    }

    /** The game's files and values (read once). */
    List<File> of(String game) {
        return forms.computeIfAbsent(game, this::read);
    }

    /** The forms as JSON for the page. */
    JsonNode json(String game, ObjectMapper json) {
        ArrayNode files = json.createArrayNode();
        for (File f : of(game)) {
            ObjectNode o = files.addObject();
            o.put("file", f.name());
            ArrayNode fields = o.putArray("fields");
            f.fields().forEach(x -> fields.add(json.valueToTree(x)));
        }
        ObjectNode n = json.createObjectNode();
        n.put("game", game);
        n.set("files", files);
        return n;
    }

    private List<File> read(String game) {
        Path folder = folders.get(game);
        GameModule standard = GameModules.byId(game);
        ContentSource base = folder != null ? ContentSource.directory(folder)
                : ContentSource.classpath(standard.getClass(), game);
        Set<String> names = new LinkedHashSet<>();
        try {
            standard.withContent(file -> {
                names.add(file);
                return base.open(file);
            });
        } catch (ContentException e) {
            throw new ApiError(409, "the content of " + game + " cannot be read: " + e.getMessage());
        } catch (SetupException e) {
            return List.of(); // a game with no content files: nothing to change
        }
        List<File> files = new ArrayList<>();
        YAMLMapper yaml = new YAMLMapper();
        for (String name : names) {
            try (InputStream in = base.open(name)) {
                JsonNode root = yaml.readTree(in);
                List<Field> fields = new ArrayList<>();
                if (root != null) {
                    new Walk(name, root, fields).file();
                }
                files.add(new File(name, List.copyOf(fields)));
            } catch (IOException e) {
                throw new ApiError(409, "the content file " + name + " of " + game + " cannot be read: "
                        + e.getMessage());
            }
        }
        return List.copyOf(files);
    }

    /** Walks one file's tree, naming each value the way {@code --set} finds it. */
    private static final class Walk {
        private final String file;
        private final JsonNode root;
        private final List<Field> out;
        private final Map<String, Integer> names = new HashMap<>();

        Walk(String file, JsonNode root, List<Field> out) {
            this.file = file;
            this.root = root;
            this.out = out;
            count(root);
        }

        private void count(JsonNode node) {
            String name = name(node);
            if (name != null) {
                names.merge(name, 1, Integer::sum);
            }
            if (node.isContainerNode()) {
                node.forEach(this::count);
            }
        }

        /** The id (or number) an entry is found by, or null. */
        private static String name(JsonNode node) {
            if (!(node instanceof ObjectNode o)) {
                return null;
            }
            JsonNode id = o.has("id") ? o.get("id") : o.get("number");
            return id != null && id.isValueNode() ? id.asText() : null;
        }

        /** Whether an edit can name this entry by itself: its name is unique and is no top-level field's. */
        private boolean named(JsonNode node) {
            String name = name(node);
            return name != null && !name.isBlank() && !name.contains(".") && names.get(name) == 1
                    && !(root instanceof ObjectNode o && o.has(name));
        }

        void file() {
            if (root instanceof ObjectNode o) {
                o.fields().forEachRemaining(e -> value(e.getValue(), List.of(e.getKey()), null));
            } else if (root instanceof ArrayNode a) {
                a.forEach(child -> {
                    if (named(child)) {
                        value(child, List.of(name(child)), name(child));
                    }
                });
            }
        }

        /** A value at {@code path} (entry first), inside entry {@code entry} (null: at the top of the file). */
        private void value(JsonNode node, List<String> path, String entry) {
            if (path.size() > 1 && named(node)) {
                path = List.of(name(node));
                entry = name(node);
            }
            if (node.isValueNode()) {
                if (entry == null || path.size() > 1) {
                    out.add(field(node, path, entry));
                }
                return;
            }
            String here = entry != null ? entry : path.get(0);
            boolean isEntry = path.size() == 1 && name(node) != null;
            if (node instanceof ObjectNode o) {
                List<String> at = path;
                o.fields().forEachRemaining(e -> {
                    if (!(isEntry && (e.getKey().equals("id") || e.getKey().equals("number")))) {
                        value(e.getValue(), plus(at, e.getKey()), here);
                    }
                });
            } else {
                for (int i = 0; i < node.size(); i++) {
                    value(node.get(i), plus(path, Integer.toString(i)), here);
                }
            }
        }

        private Field field(JsonNode node, List<String> path, String entry) {
            String kind = node.isIntegralNumber() ? "whole number" : node.isNumber() ? "number"
                    : node.isBoolean() ? "true or false" : "text";
            String field = entry == null ? path.get(0) : String.join(".", path.subList(1, path.size()));
            return new Field(file + ":" + String.join(".", path), entry == null ? "" : entry, field,
                    node.asText(), kind);
        }

        private static List<String> plus(List<String> path, String next) {
            List<String> more = new ArrayList<>(path);
            more.add(next);
            return List.copyOf(more);
        }
    }
}
