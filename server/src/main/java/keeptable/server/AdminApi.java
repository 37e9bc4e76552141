package keeptable.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;

/**
 * A moderator's endpoints, open only to the admin token the server was started with
 * ({@code Authorization: Bearer <token>}): stop a table ({@code POST /api/admin/tables/{id}/stop})
 * or delete it with its record ({@code DELETE /api/admin/tables/{id}}).
 */
final class AdminApi {
    private final CatchUp tables;
    private final Moderation moderation;
    private final ObjectMapper json;
    private final byte[] token;
    /**
     * Wrong admin tokens from one client address: after this many in a minute it is refused until the minute ends,
     * on every node of a cluster.
     */
    static final int WRONG_GUESSES_PER_MINUTE = 5;
    private final Rations wrongGuesses;

    /** {@code cluster}: the wrong guesses are counted in the nodes' shared store, so three nodes allow what one does. */
    AdminApi(CatchUp tables, Moderation moderation, ObjectMapper json, String adminToken, ClientAddress addresses,
            Db db, boolean cluster) {
        this.wrongGuesses = new Rations("wrong admin tokens", WRONG_GUESSES_PER_MINUTE, addresses).sharedIn(db, cluster);
        this.tables = tables;
        this.moderation = moderation;
        this.json = json;
        this.token = adminToken == null || adminToken.isEmpty() ? null : adminToken.getBytes(StandardCharsets.UTF_8);
    }

    /**
     * Refuses a request without the admin token: 404 when the server has none, else 401; and a 429 to an
     * address that sent {@link #WRONG_GUESSES_PER_MINUTE} wrong ones within a minute, until that minute ends.
     */
    private void authorize(Context ctx) {
        if (token == null) {
            throw new ApiError(404, "moderation is off: start the server with --admin-token to use it");
        }
        wrongGuesses.refuseIfSpent(ctx);
        String given = ctx.header("Authorization");
        byte[] offered = given == null || !given.startsWith("Bearer ") ? new byte[0]
                : given.substring("Bearer ".length()).getBytes(StandardCharsets.UTF_8);
        if (!MessageDigest.isEqual(token, offered)) {
            wrongGuesses.take(ctx);
            ctx.header("WWW-Authenticate", "Bearer");
            throw new ApiError(401, "the admin token is missing or wrong");
        }
    }

    void stop(Context ctx) {
        authorize(ctx);
        Table t = Http.table(ctx, tables);
        synchronized (t) {
            if (t.state.isOver()) {
                throw new ApiError(409, "the game is over already");
            }
        }
        moderation.stop(t);
        Http.send(ctx, json.createObjectNode().put("stopped", t.id));
    }

    /** {@code DELETE /api/admin/chat/{id}}: a chat line deleted (see {@link Moderation#deleteChatLine}). */
    void deleteChatLine(Context ctx) {
        authorize(ctx);
        if (!moderation.deleteChatLine(ctx.pathParam("id"))) {
            throw new ApiError(404, "no chat line " + Text.quoted(ctx.pathParam("id")));
        }
        Http.send(ctx, json.createObjectNode().put("deleted", ctx.pathParam("id")));
    }

    void delete(Context ctx) {
        authorize(ctx);
        if (!moderation.delete(ctx.pathParam("id"))) {
            throw new ApiError(404, "no table " + Text.quoted(ctx.pathParam("id")));
        }
        Http.send(ctx, json.createObjectNode().put("deleted", ctx.pathParam("id")));
    }
}
