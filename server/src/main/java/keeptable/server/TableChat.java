package keeptable.server;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.net.InetSocketAddress;
import java.net.SocketAddress;
import java.util.List;
import java.util.Locale;

/**
 * The chat at a table, over its WebSocket. A seated player writes in the players' channel, which everyone
 * at the table reads (spectators too); a spectator, logged in, writes in the spectators' channel, which
 * only spectators read (the players are not told what onlookers think). A client reads no line by an
 * author it muted (a logged-in player's mutes are kept, in every room). Lines are plain text: the pages
 * show them as text, never as markup.
 */
final class TableChat {
    private final Tables tables;
    private final ChatLines lines;
    private final ChatFlood flood;
    private final ObjectMapper json;

    TableChat(Tables tables, ChatLines lines, ChatFlood flood, ObjectMapper json) {
        this.tables = tables;
        this.lines = lines;
        this.flood = flood;
        this.json = json;
    }

    /** After a client's hello: its kept mutes, and the table's recent lines it may read. */
    void greet(Client c, Account who) {
        if (who != null) {
            c.muted.addAll(lines.mutedBy(who.key()));
        }
        Table t = c.table;
        List<ChatLines.Line> recent = lines.since(t.id, 0);
        synchronized (t) {
            ArrayNode shown = json.createArrayNode();
            for (ChatLines.Line l : recent) {
                t.chatSeen = Math.max(t.chatSeen, l.n());
                if (reads(c, l)) {
                    shown.add(l.json(json));
                }
            }
            c.send(message(shown, true).toString());
        }
        if (!c.muted.isEmpty()) {
            c.send(mutedMessage(c).toString());
        }
    }

    /** A client's line ({@code {"type":"chat","text"}}): null when it was said, else why it was refused. */
    String post(Client c, JsonNode m, Account who) {
        if (!c.greeted()) {
            return "say hello first";
        }
        String text;
        try {
            text = ChatLines.checked(m.path("text").isTextual() ? m.get("text").asText() : "");
        } catch (ApiError e) {
            return e.getMessage();
        }
        Table t = c.table;
        String author;
        String channel;
        int step;
        synchronized (t) {
            step = t.choices.size();
            if (c.seat >= 0) {
                author = t.setup.seats().get(c.seat).name();
                channel = ChatLines.PLAYERS;
            } else if (who != null) {
                author = who.name();
                channel = ChatLines.SPECTATORS;
            } else {
                return "log in to chat as a spectator";
            }
        }
        String slow = flood.take(who != null ? "account " + who.key() : "address " + address(c));
        if (slow != null) {
            return slow;
        }
        ChatLines.Line line = lines.post(t.id, channel, author, who == null ? null : who.key(), step, text);
        tell(t, List.of(line));
        return null;
    }

    /** A client's mute ({@code {"type":"mute","name","muted"}}): null when done, else why it was refused. */
    String mute(Client c, JsonNode m, Account who) {
        String name;
        try {
            name = Text.field(m, "name", "name", "", 40);
        } catch (ApiError e) {
            return e.getMessage();
        }
        if (name.isEmpty() || !m.path("muted").isBoolean()) {
            return "malformed message: mute needs a name and muted (true or false)";
        }
        boolean muted = m.get("muted").asBoolean();
        String key = name.toLowerCase(Locale.ROOT);
        if (muted) {
            c.muted.add(key);
        } else {
            c.muted.remove(key);
        }
        if (who != null) {
            lines.mute(who.key(), name, muted);
        }
        c.send(mutedMessage(c).toString());
        return null;
    }

    /** Whom the client does not read: {@code {"type":"muted","names"}}, names in lower case. */
    private ObjectNode mutedMessage(Client c) {
        ObjectNode n = json.createObjectNode();
        n.put("type", "muted");
        ArrayNode names = n.putArray("names");
        c.muted.stream().sorted().forEach(names::add);
        return n;
    }

    /**
     * Tells the table's clients the lines another node stored since this node last told any, and the lines
     * a moderator deleted on another node.
     */
    void tellNew(Table t) {
        int seen;
        synchronized (t) {
            seen = t.chatSeen;
        }
        List<ChatLines.Line> fresh = lines.since(t.id, seen);
        if (!fresh.isEmpty()) {
            tell(t, fresh);
        }
        for (int n : lines.deletedIn(t.id, 0)) {
            deleted(t.id, n);
        }
    }

    /** Tells every client at the table that a moderator deleted a line (once per line and node). */
    void deleted(String room, int n) {
        Table t = tables.byId.get(room);
        if (t == null) {
            return;
        }
        ObjectNode m = json.createObjectNode();
        m.put("type", "chatDeleted");
        m.put("id", room + "." + n);
        synchronized (t) {
            if (!t.chatDeletedTold.add(n)) {
                return;
            }
            for (Client c : tables.clients.values()) {
                if (c.table == t && c.greeted()) {
                    c.send(m.toString());
                }
            }
        }
    }

    private void tell(Table t, List<ChatLines.Line> said) {
        synchronized (t) {
            for (ChatLines.Line l : said) {
                if (l.n() <= t.chatSeen) {
                    continue;
                }
                t.chatSeen = l.n();
                String forAll = message(json.createArrayNode().add(l.json(json)), false).toString();
                for (Client c : tables.clients.values()) {
                    if (c.table == t && c.greeted() && reads(c, l)) {
                        c.send(forAll);
                    }
                }
            }
        }
    }

    /** Whether the client may read the line: its channel is open to it and it did not mute the author. */
    private static boolean reads(Client c, ChatLines.Line l) {
        boolean channelOpen = !l.channel().equals(ChatLines.SPECTATORS) || c.seat == Audience.SPECTATOR;
        return channelOpen && !c.muted.contains(l.author().toLowerCase(Locale.ROOT));
    }

    private ObjectNode message(ArrayNode shown, boolean reset) {
        ObjectNode n = json.createObjectNode();
        n.put("type", "chat");
        n.put("reset", reset);
        n.set("lines", shown);
        return n;
    }

    private static String address(Client c) {
        SocketAddress a = c.ctx.session.getRemoteAddress();
        return a instanceof InetSocketAddress i && i.getAddress() != null ? i.getAddress().getHostAddress()
                : String.valueOf(a);
    }
}
