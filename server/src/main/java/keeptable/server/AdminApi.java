package keeptable.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.http.Context;
import java.nio.charset.StandardCharsets;
import java.security.GeneralSecurityException;
import java.security.MessageDigest;
import java.util.HexFormat;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;

/**
 * A moderator's endpoints, open only to the admin token the server was started with
 * ({@code Authorization: Bearer <token>}): stop a table ({@code POST /api/admin/tables/{id}/stop})
 * or delete it with its record ({@code DELETE /api/admin/tables/{id}}). The Lab page's requests carry the token
 * in the header or, once it was posted to {@code POST /api/lab/session}, an HttpOnly cookie that proves it: the
 * cookie holds when it expires and a MAC of that under the token, never the token itself, so the token is never
 * in a URL, a page or a script's reach, and a new token ends every such cookie.
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
    /** The cookie the Lab page's requests carry after a sign-in. */
    static final String LAB_COOKIE = "keeptable_lab";
    /** How long a Lab sign-in holds. */
    static final long LAB_SECONDS = 12 * 3600;

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

    /**
     * {@code POST /api/lab/session {"token": ...}}: the admin token posted once; the answer sets the Lab's cookie
     * (HttpOnly, SameSite=Strict, for {@code /api/lab} only; Secure over HTTPS). Wrong tokens count as wrong guesses.
     */
    void labSignIn(Context ctx) {
        if (token == null) {
            throw new ApiError(404, "the Lab is off: start the server with --admin-token to use it");
        }
        wrongGuesses.refuseIfSpent(ctx);
        byte[] offered = Http.body(ctx, json).path("token").asText("").getBytes(StandardCharsets.UTF_8);
        if (!MessageDigest.isEqual(token, offered)) {
            wrongGuesses.take(ctx);
            throw new ApiError(401, "the admin token is wrong");
        }
        long until = System.currentTimeMillis() / 1000 + LAB_SECONDS;
        labCookie(ctx, until + "." + mac(until), LAB_SECONDS);
        Http.send(ctx, json.createObjectNode().put("until", until));
    }

    /** {@code DELETE /api/lab/session}: the Lab's cookie dropped from this browser. */
    void labSignOut(Context ctx) {
        labCookie(ctx, "", 0);
        Http.send(ctx, json.createObjectNode().put("signedOut", true));
    }

    private void labCookie(Context ctx, String value, long seconds) {
        ctx.header("Set-Cookie", LAB_COOKIE + "=" + value + "; Path=/api/lab; Max-Age=" + seconds
                + "; HttpOnly; SameSite=Strict" + ("https".equals(ctx.scheme()) ? "; Secure" : ""));
    }

    /** The Lab's requests: the cookie a sign-in set, still in its time, or else the admin token in the header. */
    void authorizeLab(Context ctx) {
        if (token == null) {
            throw new ApiError(404, "the Lab is off: start the server with --admin-token to use it");
        }
        String cookie = ctx.cookie(LAB_COOKIE);
        int dot = cookie == null ? -1 : cookie.indexOf('.');
        if (dot > 0) {
            try {
                long until = Long.parseLong(cookie.substring(0, dot));
                if (until > System.currentTimeMillis() / 1000 && MessageDigest.isEqual(
                        mac(until).getBytes(StandardCharsets.UTF_8),
                        cookie.substring(dot + 1).getBytes(StandardCharsets.UTF_8))) {
                    return;
                }
            } catch (NumberFormatException e) {
                // not a cookie of ours: fall through to the header
            }
        }
        if (ctx.header("Authorization") == null) {
            throw new ApiError(401, "sign in with the admin token first");
        }
        authorize(ctx);
    }

    private String mac(long until) {
        try {
            Mac m = Mac.getInstance("HmacSHA256");
            m.init(new SecretKeySpec(token, "HmacSHA256"));
            return HexFormat.of().formatHex(m.doFinal(("keeptable lab until " + until).getBytes(StandardCharsets.UTF_8)));
        } catch (GeneralSecurityException e) {
            throw new IllegalStateException(e);
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
