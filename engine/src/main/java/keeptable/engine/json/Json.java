package keeptable.engine.json;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.jsontype.NamedType;
import java.io.UncheckedIOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

/**
 * JSON for choices, events, views and records. A game's choice and event types are sealed
 * interfaces; their permitted records are registered under their simple names, so
 * {@code {"type":"Buy","card":3}} reads back as the game's {@code Buy} record.
 */
public final class Json {
    private static final Map<String, ObjectMapper> MAPPERS = new ConcurrentHashMap<>();
    private static final ObjectMapper PLAIN = base();

    private Json() {
    }

    /**
     * A mapper that knows a game's choice and event records (its sealed interfaces' permitted records).
     * Thread-safe; made once per game id.
     */
    public static ObjectMapper mapper(String gameId, Class<?>... sealedTypes) {
        return MAPPERS.computeIfAbsent(gameId, id -> {
            ObjectMapper m = base();
            for (Class<?> type : sealedTypes) {
                register(m, type);
            }
            return m;
        });
    }

    /** A mapper for data that holds no game-specific polymorphic types. */
    public static ObjectMapper plain() {
        return PLAIN;
    }

    public static String write(ObjectMapper mapper, Object value) {
        try {
            return mapper.writeValueAsString(value);
        } catch (com.fasterxml.jackson.core.JsonProcessingException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static ObjectMapper base() {
        ObjectMapper m = new ObjectMapper();
        m.configure(DeserializationFeature.FAIL_ON_UNKNOWN_PROPERTIES, true);
        m.configure(SerializationFeature.FAIL_ON_EMPTY_BEANS, false);
        return m;
    }

    private static void register(ObjectMapper m, Class<?> type) {
        if (type.isSealed()) {
            for (Class<?> sub : type.getPermittedSubclasses()) {
                register(m, sub);
            }
        } else if (!type.isInterface()) {
            m.registerSubtypes(new NamedType(type, type.getSimpleName()));
        }
    }
}
