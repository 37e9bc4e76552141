package keeptable.server;

import io.javalin.http.Context;
import java.net.URI;
import java.util.regex.Pattern;

/**
 * The browser's defences, before any handler runs. Every response forbids framing (no
 * clickjacking of the table). A request that changes something ({@code POST}, {@code PUT},
 * {@code PATCH}, {@code DELETE}) must say {@code Content-Type: application/json}, which no plain web
 * form can send without the browser asking first, and must come from this server's own pages or from
 * no page at all: its {@code Origin} header, if any, names this host. No URL carries a seat token.
 */
final class Guards {
    private static final Pattern SOCKET_PATH = Pattern.compile("/ws/tables/[a-z0-9]{1,40}");

    private Guards() {
    }

    static void before(Context ctx) {
        ctx.header("X-Frame-Options", "DENY");
        ctx.header("Content-Security-Policy", "frame-ancestors 'none'");
        ctx.header("X-Content-Type-Options", "nosniff");
        if (ctx.queryParamMap().containsKey("token")) {
            throw new ApiError(400, "a seat token never goes in a URL (proxies and logs keep URLs): send it in the "
                    + ReplayApi.SEAT_TOKEN + " header or the request's body");
        }
        String method = ctx.method().name();
        if (method.equals("GET") || method.equals("HEAD") || method.equals("OPTIONS")) {
            return;
        }
        String origin = ctx.header("Origin");
        if (origin != null && !sameOrigin(origin, ctx.header("Host"))) {
            throw new ApiError(403, "requests from another site's pages are refused (Origin "
                    + Text.quoted(origin) + ")");
        }
        if (method.equals("DELETE") && (ctx.body().isEmpty())) {
            return;
        }
        String type = ctx.contentType();
        if (type == null || !type.toLowerCase(java.util.Locale.ROOT).split(";")[0].trim().equals("application/json")) {
            throw new ApiError(415, "a request that changes something must have Content-Type: application/json");
        }
    }

    /**
     * Refuses, before the upgrade, a WebSocket asked for anything but {@code /ws/tables/<id>} with a
     * table id of letters and digits (an encoded slash, for one), with a 404 and its reason; and one whose URL
 * carries a seat token, with a 400.
     */
    static void beforeUpgrade(Context ctx) {
        if (ctx.queryParamMap().containsKey("token")) {
            throw new ApiError(400, "a seat token never goes in a URL: send it in the hello message");
        }
        String path = ctx.req().getRequestURI();
        if (!SOCKET_PATH.matcher(path == null ? "" : path).matches()) {
            throw new ApiError(404, "no table socket at " + Text.quoted(path) + "; use /ws/tables/<table id>");
        }
    }

    /** Whether the Origin header names the host the request was sent to (any scheme). */
    private static boolean sameOrigin(String origin, String host) {
        if (host == null) {
            return false;
        }
        try {
            URI u = URI.create(origin);
            if (u.getHost() == null) {
                return false;
            }
            String authority = u.getPort() < 0 ? u.getHost() : u.getHost() + ":" + u.getPort();
            return authority.equalsIgnoreCase(host);
        } catch (IllegalArgumentException e) {
            return false;
        }
    }
}
