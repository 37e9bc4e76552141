package keeptable.server;

import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectReader;
import com.fasterxml.jackson.databind.cfg.CoercionAction;
import com.fasterxml.jackson.databind.cfg.CoercionInputShape;
import com.fasterxml.jackson.databind.type.LogicalType;
import java.io.IOException;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import keeptable.engine.module.GameModule;

/**
 * JSON read strictly: a body or message is one JSON value and nothing after it, and a choice's fields
 * have the types the game gives them (a card sent as the string "5" is refused, not taken as 5; a number
 * with a fraction is no index).
 */
final class StrictJson {
    private static final Map<GameModule, ObjectReader> CHOICES = new ConcurrentHashMap<>();

    private StrictJson() {
    }

    /** The one JSON value of {@code text}; anything after it (trailing garbage) is refused. */
    static JsonNode read(ObjectMapper json, String text) throws IOException {
        return json.reader().with(DeserializationFeature.FAIL_ON_TRAILING_TOKENS).readTree(text);
    }

    /** Reads a game's choices strictly: no text for a number or a truth value, no fraction for a whole number. */
    static ObjectReader choices(GameModule game) {
        return CHOICES.computeIfAbsent(game, g -> {
            ObjectMapper strict = g.json().copy();
            for (LogicalType type : new LogicalType[] {LogicalType.Integer, LogicalType.Float, LogicalType.Boolean}) {
                strict.coercionConfigFor(type).setCoercion(CoercionInputShape.String, CoercionAction.Fail)
                        .setCoercion(CoercionInputShape.EmptyString, CoercionAction.Fail);
            }
            strict.coercionConfigFor(LogicalType.Textual).setCoercion(CoercionInputShape.Integer, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Float, CoercionAction.Fail)
                    .setCoercion(CoercionInputShape.Boolean, CoercionAction.Fail);
            return strict.readerFor(g.choiceType()).without(DeserializationFeature.ACCEPT_FLOAT_AS_INT);
        });
    }
}
