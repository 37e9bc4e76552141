package keeptable.server;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import io.javalin.http.Context;
import java.util.Locale;
import java.util.Set;

/**
 * The lobby's chat: {@code GET /api/lobby/chat?after=N} (the lines numbered above N, at most the newest
 * 100, without the authors the logged-in reader muted, and the ids of the lines among the 100 before the
 * newest that a moderator deleted, so that pages already showing them drop them) and
 * {@code POST /api/lobby/chat {"text"}} (logged in only, under the account's name, as fast as
 * {@link ChatFlood} allows). The lobby page asks for new
 * lines every few seconds; every node reads the same store.
 */
final class LobbyChatApi {
    private final ChatLines lines;
    private final ChatFlood flood;
    private final Sessions sessions;
    private final ObjectMapper json;

    LobbyChatApi(ChatLines lines, ChatFlood flood, Sessions sessions, ObjectMapper json) {
        this.lines = lines;
        this.flood = flood;
        this.sessions = sessions;
        this.json = json;
    }

    void lines(Context ctx) {
        int after;
        try {
            after = Integer.parseInt(ctx.queryParamAsClass("after", String.class).getOrDefault("0"));
        } catch (NumberFormatException e) {
            throw new ApiError(400, "after must be a line number");
        }
        Account who = sessions.accountOf(ctx);
        Set<String> muted = who == null ? Set.of() : lines.mutedBy(who.key());
        ObjectNode n = json.createObjectNode();
        ArrayNode shown = n.putArray("lines");
        int last = after;
        for (ChatLines.Line l : lines.since(ChatLines.LOBBY, Math.max(0, after))) {
            last = Math.max(last, l.n());
            if (!muted.contains(l.author().toLowerCase(Locale.ROOT))) {
                shown.add(l.json(json));
            }
        }
        n.put("last", last);
        ArrayNode deleted = n.putArray("deleted");
        for (int d : lines.deletedIn(ChatLines.LOBBY, Math.max(0, last - ChatLines.SHOWN))) {
            deleted.add(ChatLines.LOBBY + "." + d);
        }
        Http.send(ctx, n);
    }

    void post(Context ctx) {
        String text = ChatLines.checked(Text.field(Http.body(ctx, json), "text", "text", "",
                ChatLines.LONGEST + 100));
        Account who = sessions.accountOf(ctx);
        if (who == null) {
            throw new ApiError(401, "log in to chat in the lobby");
        }
        String slow = flood.take("account " + who.key());
        if (slow != null) {
            throw new ApiError(429, slow);
        }
        ChatLines.Line l = lines.post(ChatLines.LOBBY, ChatLines.LOBBY, who.name(), who.key(), 0, text);
        ctx.status(201);
        Http.send(ctx, l.json(json));
    }
}
