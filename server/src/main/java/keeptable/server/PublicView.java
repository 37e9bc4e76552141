package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;

/**
 * What a spectator may see: the part of the game's view that every seat sees identically. A value
 * that differs between seats (a hand, a hidden room, a seat's own Goals) is somebody's secret or
 * somebody's own perspective, and becomes null; what all players see alike is public knowledge.
 * Built from the games' own views, so a game that hides something from any seat hides it here.
 * Lists count only when equal as a whole: two hands are never merged item by item. The limit of
 * this rule: a seat-relative field ("my hand") that happens to be equal for every seat is shown;
 * with the games' unique card identities that is only ever an empty hand.
 */
final class PublicView {
    private PublicView() {
    }

    static JsonNode common(List<JsonNode> views) {
        if (views.isEmpty()) {
            return JsonNodeFactory.instance.nullNode();
        }
        JsonNode first = views.get(0);
        boolean same = true;
        for (JsonNode v : views) {
            if (!first.equals(v)) {
                same = false;
                break;
            }
        }
        if (same) {
            return first.deepCopy();
        }
        if (allObjects(views)) {
            ObjectNode out = JsonNodeFactory.instance.objectNode();
            Iterator<String> names = first.fieldNames();
            while (names.hasNext()) {
                String name = names.next();
                List<JsonNode> parts = new ArrayList<>();
                boolean everywhere = true;
                for (JsonNode v : views) {
                    if (!v.has(name)) {
                        everywhere = false;
                        break;
                    }
                    parts.add(v.get(name));
                }
                out.set(name, everywhere ? common(parts) : JsonNodeFactory.instance.nullNode());
            }
            return out;
        }
        return JsonNodeFactory.instance.nullNode();
    }

    private static boolean allObjects(List<JsonNode> views) {
        for (JsonNode v : views) {
            if (!v.isObject()) {
                return false;
            }
        }
        return true;
    }
}
