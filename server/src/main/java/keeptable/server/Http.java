package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import java.io.IOException;

/** Small helpers every HTTP endpoint uses: JSON in and out, and finding the table a path names. */
final class Http {
    private Http() {
    }

    static void send(Context ctx, JsonNode n) {
        ctx.contentType("application/json").result(n.toString());
    }

    /** The table named by the path's {@code {id}}, or a 404. */
    static Table table(Context ctx, CatchUp tables) {
        Table t = tables.find(ctx.pathParam("id"));
        if (t == null) {
            throw new ApiError(404, "no table " + Text.quoted(ctx.pathParam("id")));
        }
        return t;
    }

    /** The request's JSON object (and nothing after it), or a 400. */
    static JsonNode body(Context ctx, ObjectMapper json) {
        try {
            JsonNode n = StrictJson.read(json, ctx.body());
            if (n == null || !n.isObject()) {
                throw new ApiError(400, "the request body must be a JSON object");
            }
            return n;
        } catch (IOException e) {
            throw new ApiError(400, "malformed JSON: " + e.getMessage());
        }
    }
}
