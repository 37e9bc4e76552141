package keeptable.server;

import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * Each game's rules notes as a page ({@code GET /rules/{game}}), read from the notes packaged with the
 * server (docs/games/ID.md, copied in at build time). {@code ?rule=NAME} sends the browser on to the
 * section that treats that book section. The page carries no script and may load nothing.
 */
final class RulesNotesApi {
    private record Notes(String page, List<String> ids) {
    }

    private final Set<String> games;
    private final Map<String, Notes> cache = new ConcurrentHashMap<>();

    RulesNotesApi(Set<String> games) {
        this.games = Set.copyOf(games);
    }

    void notes(Context ctx) {
        String game = ctx.pathParam("game");
        Notes notes = games.contains(game) ? cache.computeIfAbsent(game, RulesNotesApi::load) : null;
        if (notes == null) {
            throw new ApiError(404, "no rules notes for " + Text.quoted(game));
        }
        String rule = ctx.queryParam("rule");
        if (rule != null) {
            String anchor = RulesNotes.anchorFor(notes.ids(), rule);
            ctx.redirect("/rules/" + URLEncoder.encode(game, StandardCharsets.UTF_8)
                    + (anchor == null ? "" : "#" + anchor));
            return;
        }
        ctx.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
        ctx.contentType("text/html; charset=utf-8").result(notes.page());
    }

    /** The game's notes from the class path, or null when it has none. */
    private static Notes load(String game) {
        try (InputStream in = RulesNotesApi.class.getResourceAsStream("/rules-notes/" + game + ".md")) {
            if (in == null) {
                return null;
            }
            String md = new String(in.readAllBytes(), StandardCharsets.UTF_8);
            return new Notes(RulesNotes.page(md), RulesNotes.ids(md));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
