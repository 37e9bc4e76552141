package keeptable.server;

import io.javalin.http.Context;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.Map;
import keeptable.engine.content.RulesAid;
import keeptable.engine.module.GameModule;

/**
 * Each game's rules aid for players as a page ({@code GET /rules/{game}}), and where a choice's rules link goes.
 * {@code ?rule=NAME} sends the browser on to the section that explains that book section (the page's top when
 * the aid links it nowhere). The aids are read once, when the server starts; a game whose aid cannot be read
 * stops the start with the reason, and a game that ships none has no page.
 */
final class RulesAidApi {
    private record Aid(RulesAid aid, String page) {
    }

    private final Map<String, Aid> aids = new LinkedHashMap<>();

    RulesAidApi(Map<String, GameModule> games) {
        games.forEach((id, game) -> {
            RulesAid aid = RulesLinks.aid(game);
            if (aid != null) {
                aids.put(id, new Aid(aid, RulesAidPage.of(aid)));
            }
        });
    }

    void page(Context ctx) {
        String game = ctx.pathParam("game");
        Aid aid = aids.get(game);
        if (aid == null) {
            throw new ApiError(404, "no rules for " + Text.quoted(game));
        }
        String rule = ctx.queryParam("rule");
        if (rule != null) {
            String anchor = aid.aid().anchorForRule(rule);
            ctx.redirect("/rules/" + URLEncoder.encode(game, StandardCharsets.UTF_8) + (anchor == null ? "" : "#" + anchor));
            return;
        }
        ctx.header("Content-Security-Policy", "default-src 'none'; style-src 'unsafe-inline'");
        ctx.contentType("text/html; charset=utf-8").result(aid.page());
    }
}
