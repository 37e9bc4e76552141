package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.InputStream;
import java.util.Map;
import java.util.regex.Pattern;
import keeptable.engine.module.GameModule;

/**
 * The games served ({@code /api/games}), their content files as JSON (a designer's folder's own, for a game served
 * from one) and their board renderers.
 */
final class GameApi {
    private static final Pattern NAME = Pattern.compile("[a-z0-9][a-z0-9-]{0,60}");
    private final Map<String, GameModule> games;
    private final Map<String, DesignerFolder> folders;
    private final ObjectMapper json;

    GameApi(Map<String, GameModule> games, Map<String, DesignerFolder> folders, ObjectMapper json) {
        this.games = games;
        this.folders = folders;
        this.json = json;
    }

    void listGames(Context ctx) {
        ArrayNode a = json.createArrayNode();
        for (GameModule g : games.values()) {
            ObjectNode n = a.addObject();
            n.put("id", g.id());
            n.put("title", g.title());
            n.put("summary", g.summary());
            n.put("minSeats", g.minSeats());
            n.put("maxSeats", g.maxSeats());
            n.put("rulesVersion", g.rulesVersion());
            n.put("renderer", resource("web/" + g.id() + ".js") != null);
            n.put("campaign", g.campaign() != null);
            if (g.skips() != null) {
                n.put("skips", g.skips());
            }
            n.set("options", json.valueToTree(g.options()));
        }
        Http.send(ctx, a);
    }

    private static InputStream resource(String path) {
        return GameApi.class.getClassLoader().getResourceAsStream(path);
    }

    /** A game's content file (board, cards) as JSON: the same data the rules read. */
    void content(Context ctx) throws IOException {
        GameModule g = games.get(ctx.pathParam("game"));
        String name = ctx.pathParam("name");
        if (g == null || !NAME.matcher(name).matches()) {
            throw new ApiError(404, "no such content");
        }
        try (InputStream in = contentFile(g.id(), name + ".yaml")) {
            if (in == null) {
                throw new ApiError(404, "no content '" + name + "' in " + g.id());
            }
            JsonNode data = new YAMLMapper().readTree(in);
            ctx.header("Cache-Control", "max-age=300");
            Http.send(ctx, data);
        }
    }

    /**
     * One of a game's content files: for a game served from a designer's folder, only a file the game read
     * from it (as it read it); else from the game's jar.
     */
    private InputStream contentFile(String game, String file) {
        DesignerFolder folder = folders.get(game);
        return folder == null ? resource(game + "/" + file) : folder.served(file);
    }

    /** A game's board renderer: {@code web/<game-id>.js} from the game's own jar. */
    void renderer(Context ctx) throws IOException {
        String file = ctx.pathParam("file");
        if (!file.endsWith(".js") || !games.containsKey(file.substring(0, file.length() - 3))) {
            throw new ApiError(404, "no renderer " + file);
        }
        try (InputStream in = resource("web/" + file)) {
            if (in == null) {
                throw new ApiError(404, "no renderer " + file);
            }
            ctx.contentType("text/javascript").result(in.readAllBytes());
        }
    }
}
