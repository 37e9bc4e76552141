package keeptable.engine.content;

import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonMappingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MapperFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.exc.UnrecognizedPropertyException;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;

/**
 * Reads content YAML into records, so that every problem is reported as a {@link ContentException}
 * naming the file, the entry (by its {@code id}, or its place in the list) and the reason. Unknown
 * fields are errors; enum values are read without regard to case.
 */
public final class YamlReader {
    private final ContentSource source;
    private final ObjectMapper yaml = JsonMapper.builder(new YAMLFactory())
            .enable(MapperFeature.ACCEPT_CASE_INSENSITIVE_ENUMS)
            .enable(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES)
            .build();

    public YamlReader(ContentSource source) {
        this.source = source;
    }

    /** The file as a tree; it must hold a mapping of fields at the top. */
    public JsonNode tree(String file) {
        JsonNode tree = read(file);
        if (tree == null || !tree.isObject()) {
            throw new ContentException(file, null, "expected a mapping of fields at the top of the file");
        }
        return tree;
    }

    /**
     * The entries of a file that is a list at the top (a deck of cards), each read on its own and named in
     * errors by its {@code key} field ("id", "number") or else by its place in the list.
     */
    public <T> List<T> listFile(String file, String key, Class<T> type) {
        JsonNode list = read(file);
        if (list == null || !list.isArray()) {
            throw new ContentException(file, null, "expected a list of entries at the top of the file");
        }
        List<T> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            JsonNode node = list.get(i);
            String entry = node.hasNonNull(key) ? node.get(key).asText() : "#" + (i + 1);
            T value = convert(node, file, entry, type);
            if (value == null) {
                throw new ContentException(file, entry, "empty entry");
            }
            out.add(value);
        }
        return out;
    }

    private JsonNode read(String file) {
        try (InputStream in = source.open(file)) {
            return yaml.readTree(in);
        } catch (JsonProcessingException e) {
            JsonLocation at = e.getLocation();
            throw new ContentException(file, null, "not valid YAML"
                    + (at == null ? "" : " at line " + at.getLineNr()) + ": " + e.getOriginalMessage());
        } catch (IOException e) {
            throw new ContentException(file, null, "cannot be read: " + e.getMessage());
        }
    }

    /** The entries of a list field, each read on its own so that an error names it by its id. */
    public <T> List<T> entries(JsonNode tree, String file, String field, Class<T> type) {
        JsonNode list = tree.get(field);
        if (list == null || !list.isArray()) {
            throw new ContentException(file, null, "expected a list '" + field + "'");
        }
        List<T> out = new ArrayList<>();
        for (int i = 0; i < list.size(); i++) {
            JsonNode node = list.get(i);
            String entry = node.hasNonNull("id") ? node.get("id").asText() : "#" + (i + 1) + " of " + field;
            out.add(convert(node, file, entry, type));
        }
        return out;
    }

    /** A node read as a record; {@code entry} names it in errors (null for the file as a whole). */
    public <T> T convert(JsonNode node, String file, String entry, Class<T> type) {
        try {
            return yaml.treeToValue(node, type);
        } catch (UnrecognizedPropertyException e) {
            throw new ContentException(file, entry, "unknown field '" + e.getPropertyName() + "'");
        } catch (JsonProcessingException e) {
            String field = e instanceof JsonMappingException m && !m.getPath().isEmpty()
                    ? m.getPath().get(m.getPath().size() - 1).getFieldName() : null;
            String msg = e.getOriginalMessage();
            int cut = msg.indexOf('\n');
            throw new ContentException(file, entry, (field == null ? "" : "field '" + field + "': ")
                    + (cut > 0 ? msg.substring(0, cut) : msg));
        }
    }
}
